"use client";

/**
 * The top of every chart (FEATURES.md §10): who the patient is, allergies in red, problems,
 * current medicines, and the last finished visit's diagnosis — what the doctor must see before
 * anything else. The summary is edited in a dialog, one item per line.
 */
import { useState } from "react";
import type { Chart, VisitRecord } from "@/lib/shared/api/consult";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { formatPhone } from "@/lib/shared/phone";
import { CLINICAL } from "@/lib/shared/roles";
import {
  clinicalSummarySchema,
  RISK_LABELS,
  RISKS,
  type ClinicalSummaryInput,
  type Risk,
} from "@/lib/shared/validation/consult";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Message } from "../ui/alert";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { CARD } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminSession } from "../session/session-context";
import { useSaveClinical } from "./queries";

function Items({ label, items, tone = "plain" }: { label: string; items: string[]; tone?: "alert" | "plain" }) {
  return (
    <div className="min-w-0">
      <dt
        className={`text-xs font-semibold uppercase tracking-wide ${tone === "alert" ? "text-heart-700" : "text-slate-500"}`}
      >
        {label}
      </dt>
      <dd className="mt-1">
        {items.length === 0 ? (
          <span className="text-sm text-slate-500">{tone === "alert" ? "None recorded" : "—"}</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {items.map((item) => (
              <li
                key={item}
                className={`rounded-md px-2 py-0.5 text-sm ${
                  tone === "alert"
                    ? "bg-heart-50 font-semibold text-heart-800 ring-1 ring-heart-200"
                    : "bg-slate-100 text-slate-800"
                }`}
              >
                {item}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

export function ChartHeader({ chart, lastVisit }: { chart: Chart; lastVisit: VisitRecord | null }) {
  const { patient, clinical } = chart;
  const [editing, setEditing] = useState(false);
  // the summary is the doctor's to change; the assistant reads it (issue 40)
  const mayEdit = useAdminSession().can(CLINICAL);
  const who = [patient.age !== null ? `${patient.age} y` : null, patient.sex].filter(Boolean).join(" · ");
  return (
    <section aria-labelledby="chart-patient" className={`${CARD} p-4 sm:p-5`} data-testid="chart-header">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="chart-patient" className="text-xl font-semibold text-slate-900 sm:text-2xl">
            {patient.name}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {who && <span>{who} · </span>}
            <a href={`tel:${patient.phone.replace(/[^\d+]/g, "")}`} className="underline-offset-2 hover:underline">
              {formatPhone(patient.phone)}
            </a>
            <span> · Patient ID {patient.id}</span>
          </p>
        </div>
        {mayEdit && (
          <Button variant="neutral" size="toolbar" className="print:hidden" onClick={() => setEditing(true)}>
            Edit summary
          </Button>
        )}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Items label="Allergies" items={clinical.allergies} tone="alert" />
        <Items label="Problems" items={clinical.problems} />
        {clinical.currentMedicines.length === 0 && chart.lastPrescribed ? (
          <Items label={`Current medicines (${chart.lastPrescribed.number})`} items={chart.lastPrescribed.medicines} />
        ) : (
          <Items label="Current medicines" items={clinical.currentMedicines} />
        )}
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Last visit</dt>
          <dd className="mt-1 text-sm text-slate-800" data-testid="chart-last-visit">
            {lastVisit ? (
              <>
                <span className="font-medium">{formatLongDate(lastVisit.date)}</span>
                {lastVisit.diagnosis ? `: ${lastVisit.diagnosis}` : ": no diagnosis written"}
              </>
            ) : (
              "First visit"
            )}
            <span className="block text-xs text-slate-500">
              {/* a risk not yet assessed is said quietly, not as "High risk" on every new chart */}
              {clinical.riskSet ? RISK_LABELS[clinical.risk] : "Risk not set"}
            </span>
          </dd>
        </div>
      </dl>
      {editing && <ClinicalSummaryDialog chart={chart} onClose={() => setEditing(false)} />}
    </section>
  );
}

type SummaryForm = { allergies: string; problems: string; currentMedicines: string; risk: Risk };

function ClinicalSummaryDialog({ chart, onClose }: { chart: Chart; onClose: () => void }) {
  const save = useSaveClinical(chart.patient.id);
  const { clinical } = chart;
  const { setForm, form, submit, fail, problem, error, dirty } = useAdminForm<SummaryForm, ClinicalSummaryInput>({
    schema: clinicalSummarySchema,
    defaultValues: {
      allergies: clinical.allergies.join("\n"),
      problems: clinical.problems.join("\n"),
      currentMedicines: (clinical.currentMedicines.length
        ? clinical.currentMedicines
        : (chart.lastPrescribed?.medicines ?? [])
      ).join("\n"),
      risk: clinical.risk,
    },
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, save, {
    onClose,
    done: onClose,
    untilChanged: true,
  });
  const area = (name: "allergies" | "problems" | "currentMedicines", label: string) => (
    <div>
      <label htmlFor={`summary-${name}`} className="block text-sm font-medium text-slate-700">
        {label} <span className="font-normal text-slate-500">(one per line)</span>
      </label>
      <textarea
        id={`summary-${name}`}
        {...form.register(name)}
        rows={3}
        className={`${inputClass(!!error(name))} mt-1`}
      />
      {error(name) && <p className="mt-1 text-sm text-heart-700">{error(name)}</p>}
    </div>
  );
  return (
    <FormModal
      title="Clinical summary"
      description={chart.patient.name}
      formId="clinical-summary"
      submitLabel="Save summary"
      busyLabel="Saving…"
      {...dialog}
    >
      <div className="space-y-4">
        {area("allergies", "Allergies")}
        {area("problems", "Problems")}
        {area("currentMedicines", "Current medicines")}
        <div>
          <label htmlFor="summary-risk" className="block text-sm font-medium text-slate-700">
            Cardiovascular risk <span className="font-normal text-slate-500">(sets the LDL target)</span>
          </label>
          <select id="summary-risk" {...form.register("risk")} className={`${inputClass(false)} mt-1`}>
            {RISKS.map((r) => (
              <option key={r} value={r}>
                {RISK_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        {!clinical.riskSet && (
          <Message tone="info">The risk has not been set yet: the chart assumes high risk.</Message>
        )}
      </div>
    </FormModal>
  );
}
