"use client";

/**
 * The assistant's screen (issue 40, decision 036): tonight's list to see who is here, each
 * patient still to be seen with "Vitals and labs", which opens the consulting room on their
 * visit (vitals, labs and the chart's summary only). Nothing of the desk's work — no check-in,
 * billing or messages: the server refuses the assistant those calls.
 */
import Link from "next/link";
import type { QueueEntry } from "@/lib/shared/api/queue";
import { consultHref } from "../consult/consult-href";
import { ListPending } from "../ui/list-states";
import { Panel } from "../ui/panel";
import { useTonightQueue } from "./queries";
import { ageSex, queueTime } from "./queue-format";
import { QueueStatusChip } from "./queue-row";

/** Who the assistant may still see tonight: not gone home (done or no-show). */
const stillHere = (e: QueueEntry) => e.status !== "done" && e.status !== "no-show";

export function AssistantTonight() {
  const queue = useTonightQueue();
  const rows = queue.data?.queue.filter(stillHere) ?? null;
  return (
    <Panel
      title="Tonight's patients"
      description="Record vitals and lab results for the patients here tonight; the doctor sees them in the chart."
      testId="assistant-tonight"
    >
      <ListPending what="tonight's list" loaded={rows !== null} query={queue} />
      {rows !== null && rows.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">Nobody is left to see tonight.</p>
      )}
      {rows !== null && rows.length > 0 && (
        <ol aria-label={`Tonight's patients, ${rows.length}`} className="mt-3 divide-y divide-slate-100">
          {rows.map((e) => (
            <li
              key={e.appointmentId}
              data-appointment-id={e.appointmentId}
              className="flex flex-wrap items-center gap-3 py-3"
            >
              <span className="w-14 shrink-0 text-sm font-semibold tabular-nums text-brand-800">
                {e.token === null ? "—" : `#${e.token}`}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{e.name}</span>
                <span className="block text-sm text-slate-600">
                  {queueTime(e)} · {ageSex(e)}
                </span>
              </span>
              <QueueStatusChip status={e.status} />
              <Link
                href={consultHref(e.appointmentId, e.patientId)}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                Vitals and labs<span className="sr-only">: {e.name}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
