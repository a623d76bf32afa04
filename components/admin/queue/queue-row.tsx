"use client";

/**
 * One patient of tonight's list on the Tonight screen: token, time, name (and Walk-in),
 * age/sex, phone, service, where they stand, and what the desk can do — Check in while not
 * arrived; while waiting, Call in now (out of token order) and Undo check-in (not for a
 * walk-in: cancel it); Back to waiting while with the doctor; No-show until they go in; Bill
 * once they have come (FEATURES.md §12); a record that may be a returning patient's second one
 * is flagged, with Merge for the doctor and the owner (issue 40). The
 * name opens the patient's profile. Targets are at least 44 px for a tablet at the desk.
 * The row itself takes focus (tabIndex -1) when an action leaves it with no button.
 */
import { Button } from "@/components/ui/button";
import type { QueueEntry } from "@/lib/shared/api/queue";
import { QUEUE_STATUS_LABELS, type QueueStatus } from "@/lib/shared/validation/queue";
import { formatPhone } from "@/lib/shared/phone";
import { rupeesInFigures } from "@/lib/shared/rupees-in-words";
import { PossibleDuplicateFlag } from "../patients/duplicates";
import { StatusChip } from "../ui/status-chip";
import { ageSex, queueTime } from "./queue-format";

const CHIP: Record<QueueStatus, string> = {
  booked: "bg-white text-slate-700 ring-slate-300",
  "checked-in": "bg-amber-50 text-amber-900 ring-amber-300",
  "with-doctor": "bg-brand-700 text-white ring-brand-700",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "no-show": "bg-slate-100 text-slate-600 ring-slate-300",
};

const ROW: Record<QueueStatus, string> = {
  booked: "",
  "checked-in": "bg-amber-50/40",
  "with-doctor": "bg-brand-50",
  done: "bg-slate-50/70",
  "no-show": "bg-slate-50/70",
};

export function QueueStatusChip({ status }: { status: QueueStatus }) {
  return (
    <StatusChip testId="queue-status" tone={CHIP[status]}>
      {QUEUE_STATUS_LABELS[status]}
    </StatusChip>
  );
}

/** What the desk can do with a row; each only where it applies (QueueRow decides). */
export type QueueRowActions = {
  onCheckIn: () => void;
  onNoShow: () => void;
  /** call this waiting patient in now, out of token order */
  onCallIn: () => void;
  onUndoCheckIn: () => void;
  onBackToWaiting: () => void;
  /** opens the patient's profile */
  onOpen: (opener: HTMLElement) => void;
  /** opens the visit's bill (FEATURES.md §12): checked in, with the doctor or done */
  onBill?: (opener: HTMLElement) => void;
  /** merges the row's record with its possible duplicate (the doctor's and the owner's) */
  onMerge?: () => void;
};

export function QueueRow({
  entry,
  place,
  busy,
  actions,
}: {
  entry: QueueEntry;
  /** 1 for the next one Next calls in, 2 after them…; null when not waiting */
  place: number | null;
  /** an action of this row is under way */
  busy: boolean;
  actions: QueueRowActions;
}) {
  const over = entry.status === "done" || entry.status === "no-show";
  const waiting = entry.status === "checked-in";
  const canNoShow = entry.status === "booked" || waiting;
  const canBill = waiting || entry.status === "with-doctor" || entry.status === "done";
  const ink = over ? "text-slate-600" : "text-slate-900";
  const who = <span className="sr-only"> {entry.name}</span>;

  return (
    <li
      tabIndex={-1}
      data-appointment-id={entry.appointmentId}
      data-status={entry.status}
      data-token={entry.token ?? undefined}
      aria-busy={busy || undefined}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600 sm:px-6 ${ROW[entry.status]}`}
    >
      <div className="flex min-w-0 flex-1 basis-72 items-start gap-3">
        <span
          data-testid="queue-token"
          className={`flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-semibold tabular-nums ring-1 ${
            entry.token === null
              ? "text-slate-500 ring-slate-200"
              : entry.status === "with-doctor"
                ? "bg-brand-700 text-white ring-brand-700"
                : over
                  ? "bg-white text-slate-600 ring-slate-300"
                  : "bg-white text-brand-800 ring-brand-200"
          }`}
        >
          <span className="sr-only">Token </span>
          {entry.token ?? "—"}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <button
              type="button"
              onClick={(e) => actions.onOpen(e.currentTarget)}
              className={`min-h-11 text-left font-semibold underline-offset-2 hover:text-brand-800 hover:underline ${ink}`}
              data-testid="queue-name"
              aria-label={`${entry.name}: open the patient's profile`}
            >
              {entry.name}
            </button>
            {entry.walkIn && (
              <span className="rounded-md bg-violet-50 px-1.5 py-0.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200">
                Walk-in
              </span>
            )}
            {entry.possibleDuplicate && (
              <PossibleDuplicateFlag duplicate={entry.possibleDuplicate} onMerge={actions.onMerge} busy={busy} />
            )}
          </p>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-800 tabular-nums">{queueTime(entry)}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">, age and sex </span>
            <span>{ageSex(entry)}</span>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            {entry.phone ? (
              <a
                href={`tel:${entry.phone.replace(/[^\d+]/g, "")}`}
                className="whitespace-nowrap hover:text-brand-800 hover:underline"
              >
                {formatPhone(entry.phone)}
              </a>
            ) : (
              "—"
            )}
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            <span>{entry.serviceRequired || "—"}</span>
          </p>
        </div>
      </div>

      {/* below 640 px under the name, chip left and buttons right (below it when short of room); wider, two columns that line up row to row */}
      <div className="ml-auto flex w-full flex-wrap items-center gap-2 pl-14 sm:w-auto sm:flex-nowrap sm:pl-0">
        <div className="flex items-center gap-2 sm:w-44 sm:justify-end">
          {place !== null && (
            <span className="text-xs font-medium text-slate-600" data-testid="queue-place">
              {place === 1 ? "Next in" : `${ordinal(place)} in line`}
            </span>
          )}
          <QueueStatusChip status={entry.status} />
        </div>
        <div data-row-actions className="ml-auto flex flex-wrap items-center justify-end gap-2 sm:w-80">
          {entry.status === "booked" && (
            <Button variant="primary" size="dialog" className="min-h-11" onClick={actions.onCheckIn} pending={busy}>
              Check in{who}
            </Button>
          )}
          {waiting && place !== 1 && (
            <Button variant="primary" size="dialog" className="min-h-11" onClick={actions.onCallIn} disabled={busy}>
              Call in now{who}
            </Button>
          )}
          {waiting && !entry.walkIn && (
            <Button
              variant="neutral"
              size="dialog"
              className="min-h-11"
              onClick={actions.onUndoCheckIn}
              disabled={busy}
            >
              Undo check-in{who}
            </Button>
          )}
          {entry.status === "with-doctor" && (
            <Button
              variant="neutral"
              size="dialog"
              className="min-h-11"
              onClick={actions.onBackToWaiting}
              disabled={busy}
            >
              Back to waiting{who}
            </Button>
          )}
          {canNoShow && (
            <Button variant="neutral" size="dialog" className="min-h-11" onClick={actions.onNoShow} disabled={busy}>
              No-show{who}
            </Button>
          )}
          {canBill && actions.onBill && (
            <Button
              variant="neutral"
              size="dialog"
              className="min-h-11"
              onClick={(e) => actions.onBill?.(e.currentTarget)}
              aria-haspopup="dialog"
            >
              Bill{who}
              {entry.bill && (
                <span
                  data-testid="queue-bill"
                  className={`-mr-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${
                    entry.bill.status === "paid"
                      ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
                      : "bg-amber-50 text-amber-900 ring-amber-300"
                  }`}
                >
                  {entry.bill.status === "paid" ? "Paid" : `Due ${rupeesInFigures(entry.bill.due)}`}
                </span>
              )}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** 2 → "2nd", 3 → "3rd", 11 → "11th". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? "th"}`;
}
