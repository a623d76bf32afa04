"use client";

/**
 * One message of the outbox: a table row from 1280 px (a landscape tablet at 1024 px gets the cards: the columns need more room — issue 29), a card below (as the appointment
 * rows). A failed one stands out in red with its last error and Retry; a cancelled one steps
 * back.
 */
import { SolidIcon } from "@/components/ui/solid-icon";
import type { MessageRecord } from "@/lib/shared/api/outbox";
import { channelLabel, kindLabel, recipientText, statusLabel, whenText, whyLabel } from "./outbox-format";

export const MESSAGE_COLUMNS = ["Status", "Message", "Patient", "To", "When", "Attempts", "Problem"] as const;

const BADGES: Record<string, string> = {
  failed: "bg-heart-50 text-heart-700 ring-heart-600/30",
  queued: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-brand-50 text-brand-800 ring-brand-200",
  sent: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-200",
};

const DOTS: Record<string, string> = {
  failed: "bg-heart-600",
  queued: "bg-amber-500",
  scheduled: "bg-brand-600",
  sent: "bg-emerald-600",
  cancelled: "bg-slate-400",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="message-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${
        BADGES[status] ?? BADGES.cancelled
      }`}
    >
      <span aria-hidden className={`size-2 rounded-full ${DOTS[status] ?? DOTS.cancelled}`} />
      {statusLabel(status)}
    </span>
  );
}

export function MessageRow({ row, retrying, onRetry }: { row: MessageRecord; retrying: boolean; onRetry: () => void }) {
  const failed = row.status === "failed";
  const cancelled = row.status === "cancelled";
  const when = whenText(row);
  // a queued message whose last try failed says why, more quietly than a failed one
  const problem = failed || (row.status === "queued" && row.attempts > 0) ? row.lastError : null;
  const ink = cancelled ? "text-slate-600" : "text-slate-800";
  const cell =
    "flex gap-3 py-1.5 xl:table-cell xl:px-3 xl:py-3.5 xl:align-top before:w-20 before:shrink-0 before:pt-px before:text-xs before:font-medium before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] xl:before:content-none";
  const none = <span className="text-slate-400">—</span>;
  // why this channel (FEATURES.md §15), and an SMS's parts
  const why = [whyLabel(row.why), row.segments ? `${row.segments} SMS ${row.segments === 1 ? "part" : "parts"}` : null]
    .filter(Boolean)
    .join(" · ");
  // under the message in both layouts (the card's head, the table's Message column)
  const whyLine = why && (
    <span data-testid="message-why" className="text-xs text-slate-600">
      {why}
    </span>
  );

  return (
    <tr
      data-message-id={row.id}
      data-status={row.status}
      tabIndex={-1}
      className={`block rounded-xl p-4 ring-1 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 xl:table-row xl:focus:bg-brand-50 xl:focus:outline-none xl:rounded-none xl:p-0 xl:ring-0 ${
        failed ? "ring-heart-100 xl:bg-heart-50/40" : cancelled ? "bg-slate-50 ring-slate-200/70" : "ring-slate-200"
      }`}
    >
      <td className="mb-1.5 flex items-center justify-between gap-2 border-b border-slate-100 pb-3 xl:mb-0 xl:table-cell xl:border-0 xl:py-3.5 xl:pl-6 xl:pr-3 xl:align-top">
        <StatusBadge status={row.status} />
        <span className={`flex flex-col items-end xl:hidden ${ink}`}>
          <span className="font-semibold">
            {kindLabel(row.kind)} · {channelLabel(row.channel)}
          </span>
          {whyLine}
        </span>
      </td>
      <td data-label="Message" className={`${cell} max-xl:hidden xl:whitespace-nowrap`}>
        <span className="flex flex-col">
          <span className={`font-medium ${ink}`}>{kindLabel(row.kind)}</span>
          <span className="text-slate-600">{channelLabel(row.channel)}</span>
          {whyLine}
        </span>
      </td>
      <td data-label="Patient" className={cell}>
        {row.patientName ? (
          <span className={ink}>{row.patientName}</span>
        ) : row.appointmentId !== null ? (
          <span className="text-slate-500">Appointment deleted</span>
        ) : (
          none
        )}
      </td>
      <td data-label="To" className={cell}>
        <span className={`min-w-0 break-words ${ink}`}>
          <Breakable text={recipientText(row.channel, row.to)} />
        </span>
      </td>
      <td data-label="When" className={`${cell} xl:whitespace-nowrap`}>
        <span className="flex flex-col">
          <span className="text-xs font-medium text-slate-500">{when.label}</span>
          <span className={ink}>{when.at}</span>
        </span>
      </td>
      <td data-label="Attempts" className={`${cell} xl:text-center`}>
        <span className={`tabular-nums ${ink}`}>{row.attempts}</span>
      </td>
      <td
        data-label="Problem"
        className={`${cell} xl:min-w-48 xl:max-w-72 xl:pr-6 ${!problem && !failed ? "max-xl:hidden" : ""}`}
      >
        <span className="flex min-w-0 flex-1 flex-col items-start gap-2">
          {problem ? (
            <span
              className={`break-words text-sm ${failed ? "text-heart-700" : "text-slate-600"}`}
              data-testid="message-error"
            >
              {problem}
            </span>
          ) : (
            none
          )}
          {failed && (
            <button
              type="button"
              onClick={onRetry}
              disabled={retrying}
              aria-busy={retrying || undefined}
              aria-label={`Retry the ${kindLabel(row.kind).toLowerCase()} ${channelLabel(row.channel)} message to ${recipientText(row.channel, row.to)}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-xs font-medium text-slate-800 shadow-sm hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 disabled:cursor-wait disabled:opacity-60 xl:min-h-0"
            >
              {retrying ? (
                <span
                  className="size-3.5 animate-spin rounded-full border-2 border-current/30 border-t-current"
                  aria-hidden
                />
              ) : (
                <SolidIcon name="refresh" />
              )}
              Retry
            </button>
          )}
        </span>
      </td>
    </tr>
  );
}

/** An address that may wrap after its "@" (not inside the name or the domain, unless it must). */
function Breakable({ text }: { text: string }) {
  const at = text.indexOf("@");
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}
