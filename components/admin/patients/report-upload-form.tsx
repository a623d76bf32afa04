"use client";

/**
 * The Upload Report form of the Patient Profile (SPEC §3, §5, §8): file, report name, type
 * and date required ('Please fill all required fields and select a file'), description
 * optional. The fields are checked with the upload call's own schema (reportFieldsSchema),
 * the file's type and the 10 MB limit with the constants the server enforces, before
 * sending; the upload shows its progress.
 */
import { useEffect, useRef, useState } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { todayIst } from "@/lib/shared/clinic-time";
import {
  MAX_REPORT_DESCRIPTION_LENGTH,
  MAX_REPORT_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  REPORT_ACCEPT,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportExtension,
  reportFieldsSchema,
  type ReportFields,
} from "@/lib/shared/validation/reports";
import { Problem } from "../ui/alert";
import { FormActions } from "../ui/form-actions";
import { useAdminForm } from "../ui/use-admin-form";
import { useUploadReport } from "./queries";

/** The typed fields, and the chosen file's name (the File itself is kept beside). */
type FormValues = {
  reportFile: string;
  reportName: string;
  reportType: string;
  uploadDate: string;
  description: string;
};
type FieldName = keyof FormValues;

/** What each required field says when it is missing (the form's message says the rest). */
const MISSING: Partial<Record<FieldName, string>> = {
  reportFile: "Please select a file.",
  reportName: "Please enter a report name.",
  reportType: "Please choose a report type.",
  uploadDate: "Please choose the report date.",
};

/** A problem with the chosen file (its type, its size), or null. */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  if (!reportExtension(file.name)) return REPORT_MESSAGES.badExtension;
  if (file.size > MAX_UPLOAD_BYTES) return REPORT_MESSAGES.tooLarge;
  return null;
}

export function ReportUploadForm({
  patientId,
  onUploaded,
  onCancel,
}: {
  patientId: number;
  onUploaded: () => void;
  onCancel: () => void;
}) {
  const { form, setForm, values, set, error, submit, fail, problem, setProblem } = useAdminForm({
    schema: reportFieldsSchema,
    defaultValues: {
      reportFile: "",
      reportName: "",
      reportType: "",
      uploadDate: todayIst(new Date()),
      description: "",
    },
    toInput: ({ reportFile: _file, ...fields }) => ({ patientIdentifier: String(patientId), ...fields }),
    networkMessage: REPORT_MESSAGES.uploadNetwork,
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadReport(patientId);
  const uploading = upload.isPending;
  const fileRef = useRef<HTMLInputElement>(null);

  // Opening the form puts focus on the file input.
  useEffect(() => fileRef.current?.focus(), []);

  /** a required field left empty: it says what is missing, the form's message the rest */
  const missing = (name: FieldName) => !!MISSING[name] && !!error(name) && !values[name].trim();
  const fieldError = (name: FieldName) => (missing(name) ? MISSING[name] : error(name));
  const wrong = (Object.keys(values) as FieldName[]).filter((name) => error(name));
  const message = problem ?? (wrong.some(missing) ? REPORT_MESSAGES.required : wrong.length ? error(wrong[0]) : null);

  function send(fields: ReportFields) {
    if (!file) return;
    const badFile = fileProblem(file);
    if (badFile) return setProblem(badFile);
    const body = new FormData();
    body.append("patientIdentifier", fields.patientIdentifier);
    body.append("reportName", fields.reportName);
    body.append("reportType", fields.reportType);
    body.append("uploadDate", fields.uploadDate);
    body.append("description", fields.description ?? "");
    body.append("reportFile", file); // last: the server has every field once the file arrives
    setProgress(0);
    upload.mutate(
      { form: body, onProgress: setProgress },
      { onSuccess: onUploaded, onError: (caught) => fail(caught) },
    );
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (uploading) return;
    await submit(send)(event);
    // the file is not the schema's: checked after it, first in the form
    if (!file) {
      form.setError("reportFile", { type: "required", message: REPORT_MESSAGES.required });
      fileRef.current?.focus();
    }
  }

  const percent = Math.round(progress * 100);

  return (
    <form
      ref={setForm}
      onSubmit={onSubmit}
      noValidate
      aria-label="Upload Report"
      className="mt-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <fieldset disabled={uploading} className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <legend className="sr-only">Report details</legend>
        <Field
          label="File"
          required
          error={fieldError("reportFile")}
          hint="PDF, JPG, PNG, DOC or DOCX, up to 10 MB."
          className="sm:col-span-2"
        >
          {(a) => (
            <input
              {...a}
              ref={fileRef}
              type="file"
              name="reportFile"
              accept={REPORT_ACCEPT}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                set("reportFile", chosen?.name ?? "");
                // a name to start from: the file's own, without its extension
                if (chosen && !values.reportName.trim())
                  set("reportName", chosen.name.replace(/\.[^.]+$/, "").slice(0, MAX_REPORT_NAME_LENGTH));
                setProblem(fileProblem(chosen)); // last: setting a field clears the form's message
              }}
              className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-200 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
            />
          )}
        </Field>
        <Field label="Report name" required error={fieldError("reportName")}>
          {(a) => (
            <input
              {...a}
              name="reportName"
              maxLength={MAX_REPORT_NAME_LENGTH}
              value={values.reportName}
              onChange={(e) => set("reportName", e.target.value)}
              className={inputClass(!!error("reportName"))}
            />
          )}
        </Field>
        <Field label="Report type" required error={fieldError("reportType")}>
          {(a) => (
            <select
              {...a}
              name="reportType"
              value={values.reportType}
              onChange={(e) => set("reportType", e.target.value)}
              className={inputClass(!!error("reportType"))}
            >
              <option value="">Select a type</option>
              {REPORT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Report date" required error={fieldError("uploadDate")}>
          {(a) => (
            <input
              {...a}
              type="date"
              name="uploadDate"
              max={todayIst(new Date())}
              value={values.uploadDate}
              onChange={(e) => set("uploadDate", e.target.value)}
              className={inputClass(!!error("uploadDate"))}
            />
          )}
        </Field>
        <Field label="Description" className="sm:col-span-2">
          {(a) => (
            <textarea
              {...a}
              name="description"
              rows={2}
              maxLength={MAX_REPORT_DESCRIPTION_LENGTH}
              value={values.description}
              onChange={(e) => set("description", e.target.value)}
              className={`${inputClass()} resize-y`}
            />
          )}
        </Field>
      </fieldset>

      {uploading && (
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-xs font-medium text-slate-600">
            <span id={`upload-progress-${patientId}`}>Uploading {file?.name}…</span>
            <span className="tabular-nums">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`upload-progress-${patientId}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      )}
      <Problem text={message} />
      <FormActions
        busy={uploading}
        onCancel={onCancel}
        submitLabel="Upload"
        busyLabel="Uploading..."
        className="mt-4"
      />
    </form>
  );
}
