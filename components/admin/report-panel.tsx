"use client";

/**
 * Patient Reports in the Patient Profile (SPEC §2, §3, §5, §8): the Upload Report form and
 * the list (newest first) with size in MB, Download and Delete.
 *
 * The upload goes through XMLHttpRequest so its progress can be shown (fetch cannot report
 * upload progress). File, name, type and report date are required ('Please fill all
 * required fields and select a file'); the file's type and the 10 MB limit are checked
 * here before sending, with the same constants the server enforces. Download saves the
 * file under the report's name; download and delete failures are alerts, as the spec says.
 */
import { useEffect, useRef, useState } from "react";
import { todayIst } from "@/lib/shared/clinic-time";
import type { ReportRecord } from "@/lib/server/domain/reports";
import {
  formatFileSize,
  MAX_REPORT_DESCRIPTION_LENGTH,
  MAX_REPORT_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  REPORT_ACCEPT,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportExtension,
} from "@/lib/shared/validation/reports";
import { adminFetch, isSessionExpired } from "./api";
import { shortDate } from "./appointment-format";
import {
  DocumentIcon,
  DownloadIcon,
  Field,
  fileNameFromDisposition,
  inputClass,
  Message,
  PlusIcon,
  saveBlob,
  ToolbarButton,
  TrashIcon,
} from "./admin-ui";

type Answer = { status: number; body: Record<string, unknown> };

/** POSTs a form with upload progress (0–1). Rejects only when the request could not be made. */
function postWithProgress(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener("load", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the default message
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener("error", () => reject(new TypeError("Network error")));
    xhr.addEventListener("abort", () => reject(new TypeError("Upload aborted")));
    xhr.send(form);
  });
}

/** A 401 seen outside adminFetch: let adminFetch see one too, so the login comes back. */
function announceSessionGone() {
  void adminFetch("/api/admin/session", { background: true }).catch(() => undefined);
}

type FormValues = { reportName: string; reportType: string; uploadDate: string; description: string };
const emptyForm = (): FormValues => ({ reportName: "", reportType: "", uploadDate: todayIst(new Date()), description: "" });

export function ReportPanel({
  patientId,
  reports,
  onAdded,
  onDeleted,
}: {
  patientId: number;
  reports: ReportRecord[];
  onAdded: (report: ReportRecord) => void;
  onDeleted: (report: ReportRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Partial<Record<keyof FormValues | "reportFile", boolean>>>({});
  const [saved, setSaved] = useState(false);
  const [working, setWorking] = useState<Record<number, "download" | "delete">>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const uploading = progress !== null;

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), 3000);
    return () => window.clearTimeout(timer);
  }, [saved]);

  // Opening the form puts focus on the file input; closing it hands focus back to Upload Report.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) fileRef.current?.focus();
    else if (wasOpen.current) uploadButtonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function set<K extends keyof FormValues>(key: K, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    if (missing[key] && value.trim()) setMissing((m) => ({ ...m, [key]: false }));
  }

  function close() {
    setOpen(false);
    setValues(emptyForm());
    setFile(null);
    setError(null);
    setMissing({});
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const absent = {
      reportFile: !file,
      reportName: !values.reportName.trim(),
      reportType: !values.reportType,
      uploadDate: !values.uploadDate,
    };
    if (Object.values(absent).some(Boolean)) {
      setMissing(absent);
      setError(REPORT_MESSAGES.required);
      return;
    }
    if (!reportExtension(file!.name)) {
      setError(REPORT_MESSAGES.badExtension);
      return;
    }
    if (file!.size > MAX_UPLOAD_BYTES) {
      setError(REPORT_MESSAGES.tooLarge);
      return;
    }
    const form = new FormData();
    form.append("patientIdentifier", String(patientId));
    form.append("reportName", values.reportName.trim());
    form.append("reportType", values.reportType);
    form.append("uploadDate", values.uploadDate);
    form.append("description", values.description.trim());
    form.append("reportFile", file!); // last: the server has every field once the file arrives
    setError(null);
    setMissing({});
    setProgress(0);
    try {
      const { status, body } = await postWithProgress("/api/admin/patient/reports/upload", form, setProgress);
      if (status === 401) {
        announceSessionGone();
        return;
      }
      if (status >= 200 && status < 300 && body.success === true) {
        onAdded(body.report as ReportRecord);
        close();
        setSaved(true);
      } else {
        setError(typeof body.message === "string" && body.message ? body.message : REPORT_MESSAGES.uploadFailed);
      }
    } catch {
      setError(REPORT_MESSAGES.uploadNetwork);
    } finally {
      setProgress(null);
    }
  }

  async function download(report: ReportRecord) {
    setWorking((w) => ({ ...w, [report.id]: "download" }));
    try {
      const res = await adminFetch(`/api/admin/patient/reports/download/${encodeURIComponent(report.Timestamp)}`);
      if (!res.ok) {
        const body = await res.json().catch(() => ({}));
        window.alert(typeof body.message === "string" && body.message ? body.message : REPORT_MESSAGES.downloadFailed);
        return;
      }
      const blob = await res.blob();
      saveBlob(blob, fileNameFromDisposition(res.headers.get("content-disposition")) ?? report.ReportName);
    } catch (caught) {
      if (isSessionExpired(caught)) return;
      console.error("Error downloading report:", caught);
      window.alert(REPORT_MESSAGES.downloadNetwork);
    } finally {
      setWorking(({ [report.id]: _done, ...rest }) => rest);
    }
  }

  async function remove(report: ReportRecord) {
    if (!window.confirm(REPORT_MESSAGES.deleteConfirm)) return;
    setWorking((w) => ({ ...w, [report.id]: "delete" }));
    try {
      const res = await adminFetch(`/api/admin/patient/reports/${encodeURIComponent(report.Timestamp)}`, { method: "DELETE" });
      const body = await res.json().catch(() => ({}));
      if (!res.ok || body.success !== true) {
        window.alert(typeof body.message === "string" && body.message ? body.message : REPORT_MESSAGES.deleteFailed);
        return;
      }
      onDeleted(report);
    } catch (caught) {
      if (isSessionExpired(caught)) return;
      console.error("Error deleting report:", caught);
      window.alert(REPORT_MESSAGES.deleteNetwork);
    } finally {
      setWorking(({ [report.id]: _done, ...rest }) => rest);
    }
  }

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {reports.length === 0 ? "No reports yet." : `${reports.length} ${reports.length === 1 ? "report" : "reports"}`}
        </p>
        {!open && (
          <ToolbarButton ref={uploadButtonRef} onClick={() => setOpen(true)}>
            <PlusIcon /> Upload Report
          </ToolbarButton>
        )}
      </div>

      <div aria-live="polite" className="empty:hidden mt-3">
        {saved && <Message tone="success">{REPORT_MESSAGES.uploaded}</Message>}
      </div>

      {open && (
        <form onSubmit={submit} noValidate aria-label="Upload Report" className="mt-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <fieldset disabled={uploading} className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
            <legend className="sr-only">Report details</legend>
            <Field
              label="File"
              required
              error={missing.reportFile ? "Please select a file." : undefined}
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
                    if (chosen) setMissing((m) => ({ ...m, reportFile: false }));
                    setError(
                      chosen && !reportExtension(chosen.name)
                        ? REPORT_MESSAGES.badExtension
                        : chosen && chosen.size > MAX_UPLOAD_BYTES
                          ? REPORT_MESSAGES.tooLarge
                          : null,
                    );
                    // a name to start from: the file's own, without its extension
                    if (chosen && !values.reportName.trim()) set("reportName", chosen.name.replace(/\.[^.]+$/, "").slice(0, MAX_REPORT_NAME_LENGTH));
                  }}
                  className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-200 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
                />
              )}
            </Field>
            <Field label="Report name" required error={missing.reportName ? "Please enter a report name." : undefined}>
              {(a) => (
                <input
                  {...a}
                  name="reportName"
                  maxLength={MAX_REPORT_NAME_LENGTH}
                  value={values.reportName}
                  onChange={(e) => set("reportName", e.target.value)}
                  className={inputClass(!!missing.reportName)}
                />
              )}
            </Field>
            <Field label="Report type" required error={missing.reportType ? "Please choose a report type." : undefined}>
              {(a) => (
                <select {...a} name="reportType" value={values.reportType} onChange={(e) => set("reportType", e.target.value)} className={inputClass(!!missing.reportType)}>
                  <option value="">Select a type</option>
                  {REPORT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Report date" required error={missing.uploadDate ? "Please choose the report date." : undefined}>
              {(a) => (
                <input
                  {...a}
                  type="date"
                  name="uploadDate"
                  max={todayIst(new Date())}
                  value={values.uploadDate}
                  onChange={(e) => set("uploadDate", e.target.value)}
                  className={inputClass(!!missing.uploadDate)}
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
                <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
              </div>
            </div>
          )}
          {error && (
            <div className="mt-3">
              <Message tone="error">{error}</Message>
            </div>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <ToolbarButton onClick={close} disabled={uploading}>
              Cancel
            </ToolbarButton>
            <ToolbarButton type="submit" variant="primary" busy={uploading} disabled={uploading}>
              {uploading ? "Uploading..." : "Upload"}
            </ToolbarButton>
          </div>
        </form>
      )}

      {reports.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Patient reports, newest first">
          {reports.map((r) => (
            <li key={r.id} data-report-id={r.id} className={`flex flex-wrap items-start gap-3 p-4 ${working[r.id] === "delete" ? "opacity-60" : ""}`}>
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden>
                <DocumentIcon />
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="break-words font-medium text-slate-900">{r.ReportName}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{r.ReportType}</span>
                  <time dateTime={r.UploadDate}>{shortDate(r.UploadDate)}</time>
                  <span className="tabular-nums">{formatFileSize(r.FileSize)}</span>
                </p>
                {r.Description && <p className="mt-1.5 whitespace-pre-wrap break-words text-sm text-slate-700">{r.Description}</p>}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <ToolbarButton onClick={() => void download(r)} disabled={!!working[r.id]} busy={working[r.id] === "download"} aria-label={`Download ${r.ReportName}`}>
                  <DownloadIcon /> <span>Download</span>
                </ToolbarButton>
                <button
                  type="button"
                  onClick={() => void remove(r)}
                  disabled={!!working[r.id]}
                  aria-label={`Delete ${r.ReportName}`}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-3 py-2 text-sm font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50 disabled:cursor-wait disabled:opacity-60"
                >
                  <TrashIcon /> Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
