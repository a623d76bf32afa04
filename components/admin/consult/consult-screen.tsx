"use client";

/**
 * The doctor's screen (FEATURES.md §10, /admin/consult): the patient's chart with tonight's
 * visit. Opened from the Tonight panel's "Now with the doctor" or an appointment row as
 * `?appointment=…&patient=…` — the visit of that appointment is opened (or found: never two)
 * and the address becomes `?patient=…&visit=…`, so a reload or Back shows the same visit.
 * `?patient=…` alone is the chart, with a visit started by hand. From here the next patient
 * is called in and their chart opens. The assistant's (issue 40): the summary, the flowsheet,
 * the labs and tonight's vitals — no notes, prescription, history or next patient.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { Chart, VisitRecord } from "@/lib/shared/api/consult";
import type { ReportRecord } from "@/lib/shared/api/patients";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { CLINICAL } from "@/lib/shared/roles";
import { Button } from "@/components/ui/button";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { LoadFailed, Spinner } from "../ui/list-states";
import { CARD, Panel } from "../ui/panel";
import { useUrlState } from "../query/url-state";
import { useAdminSession } from "../session/session-context";
import { canView } from "../patients/report-viewer";
import { ChartHeader } from "./chart-header";
import { consultHref } from "./consult-href";
import { Flowsheet } from "./flowsheet";
import { LabEntryDialog } from "./lab-entry";
import { useChart, useFinishVisit, useNextPatient, useOpenVisit } from "./queries";
import { VisitForm } from "./visit-form";
import { LettersPanel } from "../letters/letters-panel";
import { PrescriptionPanel } from "./prescription-editor";
import { VisitHistory } from "./visit-history";

/** A whole positive number from the address, else null. */
const idParam = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export function ConsultScreen() {
  const [params, setParams] = useUrlState();
  const patientId = idParam(params.get("patient"));
  const appointmentId = idParam(params.get("appointment"));
  const visitId = idParam(params.get("visit"));
  const open = useOpenVisit();
  const [openProblem, setOpenProblem] = useState<string | null>(null);

  // an appointment's address opens its visit once, then names the visit instead
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!patientId || !appointmentId) return;
    const key = `${patientId}:${appointmentId}`;
    if (asked.current === key) return;
    asked.current = key;
    open.mutate(
      { patientId, appointmentId },
      {
        onSuccess: ({ visit }) => setParams({ appointment: null, visit: visit.id }, { replace: true }),
        onError: (error) => {
          setOpenProblem(error instanceof ApiError ? error.message : "Could not reach the server.");
          setParams({ appointment: null }, { replace: true });
        },
      },
    );
  }, [patientId, appointmentId, open, setParams]);

  const chart = useChart(patientId);

  if (!patientId)
    return (
      <Message tone="info">
        Open a patient&apos;s chart from tonight&apos;s queue, an appointment or the patient&apos;s profile.
      </Message>
    );
  if (chart.isError)
    return (
      <LoadFailed what={chart.error instanceof ApiError ? chart.error.message : "the chart"} onRetry={chart.refresh} />
    );
  if (!chart.data || (appointmentId && open.isPending))
    return (
      <div className="flex h-60 items-center justify-center">
        <Spinner label="Opening the chart…" />
      </div>
    );
  return (
    <ChartView
      chart={chart.data}
      visitId={visitId}
      problem={openProblem}
      onStartVisit={() =>
        open.mutate(
          { patientId },
          {
            onSuccess: ({ visit }) => setParams({ visit: visit.id }, { replace: true }),
            onError: (error) =>
              setOpenProblem(error instanceof ApiError ? error.message : "Could not reach the server."),
          },
        )
      }
      starting={open.isPending}
      fetching={chart.isFetching}
    />
  );
}

function ChartView({
  chart,
  visitId,
  problem,
  onStartVisit,
  starting,
  fetching,
}: {
  chart: Chart;
  visitId: number | null;
  problem: string | null;
  onStartVisit: () => void;
  starting: boolean;
  fetching: boolean;
}) {
  const visit = chart.visits.find((v) => v.id === visitId) ?? null;
  const doctor = useAdminSession().can(CLINICAL);
  const lastVisit = chart.visits.find((v) => v.id !== visitId && v.status === "finished") ?? null;
  const [labsFrom, setLabsFrom] = useState<ReportRecord | "hand" | null>(null);
  const readable = chart.reports.filter(canView);

  return (
    <div className="space-y-5" data-testid="consult-screen">
      {problem && <Message tone="warning">{problem}</Message>}
      <ChartHeader chart={chart} lastVisit={lastVisit} />
      <div className="grid items-start gap-5 lg:grid-cols-2 print:block">
        <div className="space-y-5 print:hidden">
          {visit ? (
            doctor ? (
              <TonightVisit key={visit.id} visit={visit} />
            ) : (
              <VisitForm key={visit.id} visit={visit} />
            )
          ) : visitId !== null && fetching ? (
            // the visit just opened: the chart is being read again with it
            <div className={`${CARD} flex h-40 items-center justify-center`}>
              <Spinner label="Opening the visit…" />
            </div>
          ) : (
            <section className={`${CARD} p-4 sm:p-5`}>
              <h2 className="text-base font-semibold text-slate-900">No visit open</h2>
              <p className="mt-1 text-sm text-slate-600">
                Start a visit to record vitals{doctor ? " and notes" : ""} for today.
              </p>
              <Button className="mt-3" variant="primary" onClick={onStartVisit} busy={starting} disabled={starting}>
                Start a visit
              </Button>
            </section>
          )}
          {readable.length > 0 && (
            <Panel title="Reports" description="Read a report here and type its values beside it.">
              <ul className="mt-3 divide-y divide-slate-200">
                {readable.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 text-sm text-slate-800">
                      <span className="font-medium">{r.ReportName}</span>{" "}
                      <span className="text-slate-500">
                        {r.ReportType} · {formatLongDate(r.UploadDate)}
                      </span>
                    </span>
                    <Button variant="neutral" size="toolbar" onClick={() => setLabsFrom(r)}>
                      Enter labs from report
                    </Button>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
        <Flowsheet
          chart={chart}
          actions={
            <>
              <Button variant="neutral" size="toolbar" onClick={() => setLabsFrom("hand")}>
                Add lab results
              </Button>
              <Button variant="neutral" size="toolbar" onClick={() => window.print()}>
                Print flowsheet
              </Button>
            </>
          }
        />
      </div>
      {/* the prescription's lines want the full width: name, strength, dose, timing and days side by side */}
      {visit && doctor && (
        <div className="print:hidden">
          <PrescriptionPanel visit={visit} language={chart.patient.language === "ta" ? "ta" : "en"} />
        </div>
      )}
      {visit && doctor && (
        <div className="print:hidden">
          <LettersPanel visitId={visit.id} visitDate={visit.date} />
        </div>
      )}
      {doctor && <VisitHistory visits={chart.visits} currentId={visit?.id ?? null} />}
      {labsFrom && (
        <LabEntryDialog
          chart={chart}
          report={labsFrom === "hand" ? undefined : labsFrom}
          onClose={() => setLabsFrom(null)}
        />
      )}
    </div>
  );
}

/** Tonight's visit: the form while open; once finished, what was recorded and the way to the next patient. */
function TonightVisit({ visit }: { visit: VisitRecord }) {
  const finish = useFinishVisit(visit.patientId);
  const [problem, setProblem] = useState<string | null>(null);
  if (visit.status === "open")
    return (
      <>
        <VisitForm
          visit={visit}
          finishing={finish.isPending}
          onFinish={async (save) => {
            setProblem(null);
            await save();
            finish.mutate(visit.id, {
              onError: (error) => setProblem(error instanceof ApiError ? error.message : "Could not reach the server."),
            });
          }}
        />
        {problem && <Message tone="error">{problem}</Message>}
      </>
    );
  return (
    <section className={`${CARD} p-4 sm:p-5`} data-testid="visit-finished">
      <h2 className="text-base font-semibold text-slate-900">Visit finished</h2>
      <p className="mt-1 text-sm text-slate-600">
        Tonight&apos;s visit is saved and can no longer be changed; add an addendum in the history below if needed.
      </p>
      <NextPatient current={visit.appointmentId} />
    </section>
  );
}

/** Calls the next waiting patient in (the queue's Next) and opens their chart. */
function NextPatient({ current }: { current: number | null }) {
  const next = useNextPatient();
  const router = useRouter();
  const [said, setSaid] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="mt-4 space-y-2">
      <Button
        ref={button}
        variant="primary"
        pending={next.isPending}
        onClick={() =>
          next.mutate(current, {
            onSuccess: (answer) => {
              if (answer.current) router.push(consultHref(answer.current.appointmentId, answer.current.patientId));
              else setSaid(answer.message);
            },
            onError: (error) => setSaid(error instanceof ApiError ? error.message : "Could not reach the server."),
          })
        }
      >
        Call next patient
      </Button>
      {said && <Message tone="info">{said}</Message>}
    </div>
  );
}
