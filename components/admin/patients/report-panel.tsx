"use client";

/**
 * Patient Reports in the Patient Profile (SPEC §2, §3, §5, §8): Upload Report (the form is
 * report-upload-form.tsx) and the list, newest first, with size in MB, Download and Delete.
 * Download saves the file under the report's name; Delete asks first. A download or delete
 * failure shows above the list (announced at once). An upload or a delete reloads the profile.
 */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { ReportRecord } from "@/lib/shared/api/patients";
import { formatFileSize, REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { shortDate } from "../appointments/appointment-format";
import { Problem } from "../ui/alert";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { reportProblem, useDeleteReport, useDownloadReport, useReportsBusy } from "./queries";
import { canView, ReportViewer } from "./report-viewer";
import { ReportUploadForm } from "./report-upload-form";
import { ProfileListHead, useFlash } from "./profile-list-head";

/** How long 'Report uploaded successfully!' shows. */
const UPLOADED_MS = 3000;

export function ReportPanel({ patientId, reports }: { patientId: number; reports: ReportRecord[] }) {
  const [open, setOpen] = useState(false);
  const [flash, showFlash] = useFlash(UPLOADED_MS);
  const working = useReportsBusy();
  const download = useDownloadReport();
  const [viewing, setViewing] = useState<ReportRecord | null>(null);
  const remove = useDeleteReport(patientId);
  const [deleting, setDeleting] = useState<ReportRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <div>
      <ProfileListHead
        count={reports.length}
        one="report"
        many="reports"
        addLabel="Upload Report"
        open={open}
        onOpen={() => setOpen(true)}
        addRef={uploadButtonRef}
        flash={flash}
      />
      <Problem text={problem} />

      {open && (
        <ReportUploadForm
          patientId={patientId}
          onCancel={() => setOpen(false)}
          onUploaded={() => {
            setOpen(false);
            showFlash(REPORT_MESSAGES.uploaded);
          }}
        />
      )}

      {reports.length > 0 && (
        <ul
          className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
          aria-label="Patient reports, newest first"
        >
          {reports.map((r) => (
            <li
              key={r.id}
              data-report-id={r.id}
              className={`flex flex-wrap items-start gap-3 p-4 ${working[r.id] === "delete" ? "opacity-60" : ""}`}
            >
              <span
                className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                aria-hidden
              >
                <SolidIcon name="document" className="size-5" />
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="break-words font-medium text-slate-900">{r.ReportName}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                    {r.ReportType}
                  </span>
                  <time dateTime={r.UploadDate}>{shortDate(r.UploadDate)}</time>
                  <span className="tabular-nums">{formatFileSize(r.FileSize)}</span>
                </p>
                {r.Description && (
                  <p className="mt-1.5 whitespace-pre-wrap break-words text-sm text-slate-700">{r.Description}</p>
                )}
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {canView(r) && (
                  <Button
                    variant="neutral"
                    size="toolbar"
                    onClick={() => setViewing(r)}
                    disabled={!!working[r.id]}
                    aria-label={`View ${r.ReportName}`}
                  >
                    <SolidIcon name="document" /> <span>View</span>
                  </Button>
                )}
                <Button
                  variant="neutral"
                  size="toolbar"
                  onClick={() => {
                    setProblem(null);
                    download.mutate(r, {
                      onError: (error) => setProblem(reportProblem(error, REPORT_MESSAGES.downloadNetwork)),
                    });
                  }}
                  disabled={!!working[r.id]}
                  busy={working[r.id] === "download"}
                  aria-label={`Download ${r.ReportName}`}
                >
                  <SolidIcon name="download" /> <span>Download</span>
                </Button>
                <button
                  type="button"
                  onClick={() => setDeleting(r)}
                  disabled={!!working[r.id]}
                  aria-label={`Delete ${r.ReportName}`}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-3 py-2 text-sm font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50 disabled:cursor-wait disabled:opacity-60"
                >
                  <SolidIcon name="trash" /> Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {viewing && <ReportViewer report={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete report?"
          question={REPORT_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          onConfirm={() => {
            setProblem(null);
            remove.mutate(deleting, {
              onError: (error) => setProblem(reportProblem(error, REPORT_MESSAGES.deleteNetwork)),
            });
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
