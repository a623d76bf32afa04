"use client";

/**
 * One follow-up (FEATURES.md §14): a table row from 1280 px, a card below (as the outbox's
 * rows): who, a tap-to-call phone, when due, the status, why, the last visit and the last
 * reminder, the diagnosis when the server sends it (the doctor's and the owner's), and for an
 * open one Remind by WhatsApp, SMS or e-mail and Close.
 */
import type { RecallRecord } from "@/lib/shared/api/recalls";
import type { MessageChannel } from "@/lib/shared/validation/messages";
import { RowButton } from "../ui/row-button";
import { StatusChip } from "../ui/status-chip";
import { contactedText, dayText, REMIND_CHANNELS, statusText, statusTone } from "./follow-ups-format";

export const recallColumns = (diagnosis: boolean) => [
  "Patient",
  "Due",
  "Status",
  "Reason",
  ...(diagnosis ? ["Diagnosis"] : []),
  "Last visit",
  "Last contacted",
  "Actions",
];

const cell =
  "flex gap-3 py-1.5 xl:table-cell xl:px-3 xl:py-3.5 xl:align-top before:w-28 before:shrink-0 before:pt-px before:text-xs before:font-medium before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] xl:before:content-none";

export function FollowUpRow({
  row,
  diagnosis,
  reminding,
  onRemind,
  onClose,
}: {
  row: RecallRecord;
  /** the Diagnosis column is shown */
  diagnosis: boolean;
  reminding: boolean;
  onRemind: (channel: MessageChannel) => void;
  onClose: () => void;
}) {
  const open = row.status !== "done";
  return (
    <tr
      data-recall-id={row.id}
      data-status={row.status}
      className={`block rounded-xl p-4 ring-1 xl:table-row xl:rounded-none xl:p-0 xl:ring-0 ${
        row.status === "overdue"
          ? "ring-heart-100 xl:bg-heart-50/40"
          : open
            ? "ring-slate-200"
            : "bg-slate-50 ring-slate-200/70"
      }`}
    >
      <td className="mb-1.5 flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3 xl:mb-0 xl:table-cell xl:border-0 xl:py-3.5 xl:pl-6 xl:pr-3 xl:align-top">
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">{row.name}</span>
          <a
            href={`tel:${row.phone}`}
            className="text-brand-700 underline-offset-2 hover:underline"
            aria-label={`Call ${row.name} on ${row.phone}`}
          >
            {row.phone}
          </a>
        </span>
        <span className="xl:hidden">
          <Chip row={row} />
        </span>
      </td>
      <td data-label="Due" className={`${cell} xl:whitespace-nowrap`}>
        <span className="text-slate-800">{dayText(row.dueDate)}</span>
      </td>
      <td data-label="Status" className={`${cell} max-xl:hidden`}>
        <Chip row={row} />
      </td>
      <td data-label="Reason" className={cell}>
        <span className="min-w-0 break-words text-slate-800">
          {row.reason}
          {row.note && <span className="block text-xs text-slate-600">Note: {row.note}</span>}
        </span>
      </td>
      {diagnosis && (
        <td data-label="Diagnosis" className={cell}>
          <span className="min-w-0 break-words text-slate-800" data-testid="recall-diagnosis">
            {row.diagnosis ?? "—"}
          </span>
        </td>
      )}
      <td data-label="Last visit" className={`${cell} xl:whitespace-nowrap`}>
        <span className="text-slate-800">{dayText(row.lastVisit)}</span>
      </td>
      <td data-label="Last contacted" className={`${cell} xl:whitespace-nowrap`}>
        <span className="text-slate-800">{contactedText(row.lastContacted)}</span>
      </td>
      <td data-label="Actions" className={`${cell} xl:pr-6 ${open ? "" : "max-xl:hidden"}`}>
        {open ? (
          <span className="flex flex-wrap gap-2" role="group" aria-label={`Remind or close ${row.name}'s follow-up`}>
            {REMIND_CHANNELS.map(([channel, label]) => (
              <RowButton
                key={channel}
                tone="neutral"
                disabled={reminding}
                aria-busy={reminding || undefined}
                aria-label={`Remind ${row.name} by ${label}`}
                onClick={() => onRemind(channel)}
                className="disabled:cursor-wait disabled:opacity-60"
              >
                {label}
              </RowButton>
            ))}
            <RowButton tone="neutral" aria-label={`Close ${row.name}'s follow-up`} onClick={onClose}>
              Close…
            </RowButton>
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
    </tr>
  );
}

function Chip({ row }: { row: RecallRecord }) {
  return (
    <StatusChip testId="recall-status" tone={statusTone(row.status)}>
      {statusText(row)}
    </StatusChip>
  );
}
