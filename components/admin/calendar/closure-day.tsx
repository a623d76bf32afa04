"use client";

import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { MonthDay } from "@/lib/shared/api/calendar";
import type { ClosureRecord } from "@/lib/shared/calendar";
import { closureTimes, type DayRange } from "./calendar-format";

/** What the picked day holds already: its closures (with Remove) and its bookings. */
export function DayDetails({
  selection,
  day,
  slotsPerEvening,
  closuresOn,
  onRemove,
}: {
  selection: DayRange;
  day: MonthDay | undefined;
  slotsPerEvening: number;
  closuresOn: ClosureRecord[];
  onRemove: (closure: ClosureRecord) => void;
}) {
  const single = selection.start === selection.end;
  if (!closuresOn.length && !(single && day && !day.sunday)) return null;
  return (
    <div className="space-y-2 text-sm">
      {closuresOn.length > 0 && (
        <ul className="space-y-2" aria-label="Already closed">
          {closuresOn.map((c) => (
            <li key={c.id} className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">
                  {c.startTime === null ? "Closed all day" : `Closed ${closureTimes(c)}`}
                </span>
                <span className="text-slate-600">
                  {" "}
                  · {c.reason}
                  {c.reasonTa && <span lang="ta"> ({c.reasonTa})</span>}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(c)}
                aria-label={`Remove the closure: ${c.reason}`}
                className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-heart-700 hover:bg-heart-50"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {single && day && !day.sunday && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span>
            {day.closedSlots
              ? `${day.booked} booked; ${day.closedSlots} of ${slotsPerEvening} times closed`
              : `${day.booked} of ${slotsPerEvening} times booked`}
          </span>
          <Link
            href={`/admin/select-date?date=${selection.start}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            See the appointments <Icon name="arrow-right" className="size-3.5" />
          </Link>
        </p>
      )}
    </div>
  );
}
