"use client";

/**
 * Lab results entered by hand or read off one of the patient's reports (FEATURES.md §10): the
 * report, when chosen, shows beside the form so the values are typed while reading. Every
 * code of the fixed list has its field in its fixed unit; the ones left empty are not sent.
 */
import { useState } from "react";
import type { Chart } from "@/lib/shared/api/consult";
import type { ReportRecord } from "@/lib/shared/api/patients";
import { todayIst } from "@/lib/shared/clinic-time";
import { LAB_CODES, LAB_TESTS, labsSchema, type LabCode, type LabsInput } from "@/lib/shared/validation/consult";
import { inputClass } from "@/components/ui/field";
import { ReportContent, canView } from "../patients/report-viewer";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useAddLabs } from "./queries";

type LabForm = { date: string; reportId: string } & Record<LabCode, string>;

/** The form's values as the call's body: only the results typed. */
const toInput = (v: LabForm) => ({
  date: v.date,
  reportId: v.reportId ? Number(v.reportId) : null,
  results: LAB_CODES.filter((code) => v[code]?.trim()).map((code) => ({ code, value: v[code] })),
});

export function LabEntryDialog({
  chart,
  report: initialReport,
  onClose,
}: {
  chart: Chart;
  report?: ReportRecord;
  onClose: () => void;
}) {
  const add = useAddLabs(chart.patient.id);
  const viewable = chart.reports.filter(canView);
  const [reportId, setReportId] = useState(initialReport ? String(initialReport.id) : "");
  const report = viewable.find((r) => String(r.id) === reportId);
  const { setForm, form, submit, fail, problem, error, dirty } = useAdminForm<LabForm, LabsInput>({
    schema: labsSchema,
    toInput,
    summarize: true,
    defaultValues: {
      date: initialReport?.UploadDate ?? todayIst(new Date()),
      reportId,
      ...(Object.fromEntries(LAB_CODES.map((c) => [c, ""])) as Record<LabCode, string>),
    },
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, add, {
    onClose,
    done: onClose,
    untilChanged: true,
  });
  // the schema names a result by its place in the list sent: map it back to its field
  const sentCodes = LAB_CODES.filter((code) => form.getValues(code)?.trim());
  const resultErrors = (
    form.formState.errors as { results?: ({ value?: { message?: string }; message?: string } | undefined)[] }
  ).results;
  const resultError = (code: LabCode) => {
    const found = resultErrors?.[sentCodes.indexOf(code)];
    return found?.value?.message ?? found?.message;
  };

  return (
    <FormModal
      title="Add lab results"
      description={chart.patient.name}
      size="full"
      formId="lab-entry"
      submitLabel="Save results"
      busyLabel="Saving…"
      {...dialog}
    >
      <div className={report ? "grid gap-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]" : ""}>
        {report && (
          <div className="min-w-0" data-testid="lab-report">
            <ReportContent report={report} className="h-[60vh] lg:h-[68vh]" />
          </div>
        )}
        <div className="min-w-0 space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="lab-date" className="block text-sm font-medium text-slate-700">
                Date of the results
              </label>
              <input
                id="lab-date"
                type="date"
                {...form.register("date")}
                max={todayIst(new Date())}
                className={`${inputClass(!!error("date"))} mt-1`}
              />
              {error("date") && <p className="mt-1 text-sm text-heart-700">{error("date")}</p>}
            </div>
            <div>
              <label htmlFor="lab-report" className="block text-sm font-medium text-slate-700">
                Read from report
              </label>
              <select
                id="lab-report"
                {...form.register("reportId", { onChange: (e) => setReportId(e.target.value) })}
                className={`${inputClass(false)} mt-1`}
              >
                <option value="">Entered by hand</option>
                {viewable.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.ReportName} ({r.UploadDate})
                  </option>
                ))}
              </select>
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Results (leave empty what was not tested)</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {LAB_CODES.map((code) => {
                const { label, unit } = LAB_TESTS[code];
                const wrong = resultError(code);
                return (
                  <div key={code}>
                    <label htmlFor={`lab-${code}`} className="block text-sm font-medium text-slate-700">
                      {label} {unit && <span className="font-normal text-slate-500">{unit}</span>}
                    </label>
                    <input
                      id={`lab-${code}`}
                      {...form.register(code)}
                      inputMode="decimal"
                      autoComplete="off"
                      aria-invalid={wrong ? true : undefined}
                      className={`${inputClass(!!wrong)} mt-1 tabular-nums`}
                    />
                    {wrong && <p className="mt-1 text-sm text-heart-700">{wrong}</p>}
                  </div>
                );
              })}
            </div>
          </fieldset>
        </div>
      </div>
    </FormModal>
  );
}
