"use client";

/**
 * The doctor's Reports inbox (FEATURES.md §14, decision 042 point 3): every report not filed —
 * the ones patients sent from their appointment page and the desk's uploads — newest first.
 * Opening one shows it in place (the inline view, from a blob: a PDF in a frame, an image as
 * it is) beside a small form for its values, which go to the patient's flowsheet linked to
 * the report (out-of-range values come back flagged High or Low); Mark filed takes it out of
 * the inbox. The list beside the report from 1024 px, above it below that.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { InboxReport } from "@/lib/shared/api/patient-reports";
import { formatLongDate, timeIst, todayIst } from "@/lib/shared/clinic-time";
import { LAB_TESTS } from "@/lib/shared/validation/consult";
import { FlagBadge } from "../consult/trend-chart";
import { ReportFile } from "../patients/report-viewer";
import { useAdminNotice } from "../query/provider";
import { EmptyState, ListPending } from "../ui/list-states";
import { RefreshButton } from "../ui/list-toolbar";
import { CARD, Panel } from "../ui/panel";
import { InboxLabForm } from "./inbox-lab-form";
import { useFileReport, useReportsInbox } from "./queries";

const when = (iso: string) => {
  const at = new Date(iso);
  return `${formatLongDate(todayIst(at))}, ${timeIst(at)}`;
};

export function ReportsInboxScreen() {
  const inbox = useReportsInbox();
  const [openId, setOpenId] = useState<number | null>(null);
  const reports = inbox.data;
  const open = reports?.find((r) => r.id === openId) ?? null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <section aria-labelledby="inbox-heading" className={`${CARD} self-start`}>
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4">
          <div>
            <h2 id="inbox-heading" className="text-base font-semibold text-slate-900">
              Not yet filed
            </h2>
            <p className="text-sm text-slate-600">
              {reports ? `${reports.length} report${reports.length === 1 ? "" : "s"}, newest first` : " "}
            </p>
          </div>
          <RefreshButton loading={inbox.isFetching} loaded={!!reports} onRefresh={() => void inbox.refresh()} />
        </div>
        <ListPending what="reports" loaded={!!reports} query={inbox} />
        {reports && reports.length === 0 && (
          <EmptyState icon={<Icon name="check" />} message="Every report is filed." hint="New ones appear here." />
        )}
        {reports && reports.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Reports not yet filed">
            {reports.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(r.id)}
                  aria-current={r.id === openId ? "true" : undefined}
                  className={`block min-h-11 w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    r.id === openId ? "bg-brand-50" : ""
                  }`}
                >
                  <span className="block font-medium text-slate-900">{r.name}</span>
                  <span className="block truncate text-sm text-slate-700">{r.fileName}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                    {when(r.uploadedAt)}
                    <span>· {r.fromPatient ? "from the patient" : "uploaded at the clinic"}</span>
                    {r.flags.map((f) => (
                      <span key={f.code}>
                        {LAB_TESTS[f.code].label} {f.value}
                        <FlagBadge flag={f.flag} />
                      </span>
                    ))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open ? (
        <OpenReport key={open.id} report={open} onFiled={() => setOpenId(null)} />
      ) : (
        <div className={`${CARD} hidden items-center justify-center p-10 text-slate-600 lg:flex`}>
          Choose a report to read it and enter its values.
        </div>
      )}
    </div>
  );
}

function OpenReport({ report, onFiled }: { report: InboxReport; onFiled: () => void }) {
  const showNotice = useAdminNotice();
  const file = useFileReport();
  return (
    <Panel
      title={`${report.name}: ${report.fileName}`}
      description={`${report.fromPatient ? "Sent by the patient" : "Uploaded at the clinic"}, ${when(report.uploadedAt)}`}
      testId="inbox-report"
    >
      <div className="mt-4 grid gap-5 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ReportFile
            href={`/api/admin/reports/${report.id}/view`}
            mimeType={report.mimeType}
            title={report.fileName}
            className="h-[60vh] xl:h-[70vh]"
          />
        </div>
        <div className="min-w-0 space-y-5">
          <InboxLabForm
            report={report}
            onSaved={(count) =>
              showNotice(`${count} value${count === 1 ? "" : "s"} saved to the flowsheet.`, "success")
            }
          />
          {report.flags.length > 0 && (
            <ul className="space-y-1 text-sm text-slate-800" aria-label="Out of range">
              {report.flags.map((f) => (
                <li key={f.code}>
                  {LAB_TESTS[f.code].label}: {f.value} {f.unit}
                  <FlagBadge flag={f.flag} />
                </li>
              ))}
            </ul>
          )}
          <div className="border-t border-slate-200 pt-4">
            <Button
              variant="secondary"
              disabled={file.isPending}
              onClick={() =>
                file.mutate(report.id, {
                  onSuccess: (body) => {
                    showNotice(body.message, "success");
                    onFiled();
                  },
                  onError: (error) => showNotice(error.message),
                })
              }
            >
              <Icon name="check" />
              {file.isPending ? "Filing…" : "Mark filed"}
            </Button>
            <p className="mt-1 text-sm text-slate-600">
              Takes it out of this inbox; it stays in the patient&apos;s reports.
            </p>
          </div>
        </div>
      </div>
    </Panel>
  );
}
