"use client";

/**
 * A report read where it is (issue 29: reports only downloaded): a PDF in the browser's own
 * viewer, an image as it is, in a dialog over the profile. The file is fetched as the
 * download is (audited the same way) and shown from a blob of its checked type — never
 * the server's URL in a frame — so the admin page's policy only admits blob frames.
 */
import { useEffect, useState } from "react";
import type { ReportRecord } from "@/lib/shared/api/patients";
import { REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { Message } from "../ui/alert";
import { adminFetch, ApiError, errorMessage, NETWORK_MESSAGE } from "../ui/api";
import { Modal } from "../ui/modal";
import { Spinner } from "../ui/list-states";

/** The types shown in the page; anything else is downloaded. */
const VIEWABLE = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export const canView = (r: ReportRecord) => (VIEWABLE as readonly string[]).includes(r.MimeType);

export function ReportViewer({ report, onClose }: { report: ReportRecord; onClose: () => void }) {
  return (
    <Modal title={report.ReportName} onClose={onClose} size="full">
      <ReportContent report={report} />
    </Modal>
  );
}

/** The report itself, in place (the viewer's dialog; beside the lab form of the doctor's chart). */
export function ReportContent({ report, className = "h-[70vh]" }: { report: ReportRecord; className?: string }) {
  return (
    <ReportFile
      href={`/api/admin/patient/reports/download/${encodeURIComponent(report.Timestamp)}`}
      mimeType={report.MimeType}
      title={report.ReportName}
      className={className}
    />
  );
}

/**
 * A report's file fetched from `href` (the download, or the inline view of the Reports inbox)
 * and shown from a blob of its checked type: a PDF in a frame, an image as an image.
 */
export function ReportFile({
  href,
  mimeType,
  title,
  className = "h-[70vh]",
}: {
  href: string;
  mimeType: string;
  title: string;
  className?: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    let made: string | null = null;
    (async () => {
      const res = await adminFetch(href, { signal: abort.signal });
      if (!res.ok) throw new ApiError(await errorMessage(res, REPORT_MESSAGES.downloadFailed), res.status);
      // the type the upload was checked as, not what the response says
      made = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type: mimeType }));
      setUrl(made);
    })().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      setProblem(error instanceof ApiError ? error.message : NETWORK_MESSAGE);
    });
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [href, mimeType]);

  return problem ? (
    <Message tone="error">{problem}</Message>
  ) : !url ? (
    <div className="flex h-40 items-center justify-center">
      <Spinner label="Opening the report…" />
    </div>
  ) : mimeType === "application/pdf" ? (
    <iframe src={url} title={title} className={`${className} w-full rounded-lg border border-slate-200`} />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- a blob of the patient's file, not an optimisable asset
    <img src={url} alt={title} className={`mx-auto max-h-[70vh] w-auto rounded-lg object-contain ${className}`} />
  );
}
