"use client";

/**
 * The closures not yet ended, earliest first: when, the reason patients see, how many booked
 * appointments are still inside each (to move or cancel), Show (on the grid) and Remove.
 */
import Link from "next/link";

import { Icon } from "@/components/ui/icon";
import { describeClosure, type ClosureRecord } from "@/lib/shared/calendar";
import { LoadFailed, Spinner } from "../ui/list-states";
import { bookedPatients, closureTimes, shortDays } from "./calendar-format";
import { Panel } from "../ui/panel";
import { RowButton } from "../ui/row-button";

export function ClosuresList({
  closures,
  failed,
  counts,
  today,
  removing,
  onShow,
  onRemove,
  onRetry,
}: {
  closures: ClosureRecord[] | undefined;
  failed: boolean;
  /** booked appointments still inside each closure, by id (undefined while counted) */
  counts: Map<number, number | undefined>;
  today: string;
  /** the closure whose removal is under way */
  removing: number | null;
  onShow: (closure: ClosureRecord) => void;
  onRemove: (closure: ClosureRecord) => void;
  onRetry: () => void;
}) {
  return (
    <Panel
      title="Upcoming closures"
      description="Patients can’t book these times. Sundays are closed every week."
      divided
      className="overflow-hidden"
      testId="closures-list"
    >
      {closures === undefined ? (
        failed ? (
          <LoadFailed what="closures" onRetry={onRetry} />
        ) : (
          <Spinner label="Loading closures…" />
        )
      ) : closures.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-5">No closures ahead.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {closures.map((c) => (
            <ClosureItem
              key={c.id}
              closure={c}
              inside={counts.get(c.id)}
              today={today}
              removing={removing === c.id}
              onShow={() => onShow(c)}
              onRemove={() => onRemove(c)}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function ClosureItem({
  closure: c,
  inside,
  today,
  removing,
  onShow,
  onRemove,
}: {
  closure: ClosureRecord;
  inside: number | undefined;
  today: string;
  removing: boolean;
  onShow: () => void;
  onRemove: () => void;
}) {
  const whole = c.startTime === null;
  return (
    <li
      data-closure-id={c.id}
      className={`flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:px-5 ${removing ? "opacity-60" : ""}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={`mt-0.5 w-20 shrink-0 rounded-lg px-2 py-1 text-center text-xs font-semibold ring-1 ${
            whole ? "bg-heart-50 text-heart-700 ring-heart-100" : "bg-amber-50 text-amber-900 ring-amber-200"
          }`}
        >
          {shortDays(c)}
          <span className="block font-normal">{closureTimes(c)}</span>
        </span>
        <div className="min-w-0 text-sm">
          <p className="break-words font-semibold text-slate-900">{c.reason}</p>
          <p className="text-slate-600">Closed {describeClosure(c)}</p>
          {inside !== undefined && inside > 0 && (
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 font-medium text-amber-800">
              {bookedPatients(inside)} still inside
              <Link
                href={`/admin/select-date?date=${c.startDate < today ? today : c.startDate}`}
                className="text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                See the appointments
              </Link>
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-center">
        <RowButton tone="neutral" onClick={onShow} aria-label={`Show on the calendar: ${c.reason}`}>
          <Icon name="calendar" className="size-4" /> Show
        </RowButton>
        <RowButton
          tone="danger"
          className="disabled:cursor-wait"
          onClick={onRemove}
          disabled={removing}
          aria-label={`Remove the closure: ${c.reason}, ${describeClosure(c)}`}
        >
          <Icon name="x" className="size-4" /> Remove
        </RowButton>
      </div>
    </li>
  );
}
