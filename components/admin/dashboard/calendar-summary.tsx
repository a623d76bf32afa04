"use client";

/**
 * The dashboard's word on the clinic calendar: whether the clinic is closed today (all of it
 * or part of the evening), the next closure, and — in warning colours — how many booked
 * appointments fall inside closures, with the way to the Clinic calendar to move or cancel them.
 */
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { ClosureSummary } from "@/lib/shared/api/dashboard";
import { coversDate, describeClosure, describeTimes, isWholeDay } from "@/lib/shared/calendar";
import { formatLongDate, isSunday } from "@/lib/shared/clinic-time";
import { CARD } from "../ui/panel";

/** The line under the greeting: today's date and whether the clinic opens this evening. */
export function todayLine(today: string, calendar: ClosureSummary | undefined): string {
  if (isSunday(today)) return `${formatLongDate(today)} · the clinic is closed on Sundays`;
  const closure = calendar?.upcoming.find((c) => coversDate(c, today));
  if (!closure) return `${formatLongDate(today)} · clinic hours 6:00 PM – 9:00 PM`;
  const when = isWholeDay(closure) ? "all day" : describeTimes(closure);
  return `${formatLongDate(today)} · the clinic is closed ${when} (${closure.reason})`;
}

export function CalendarSummary({ today, calendar }: { today: string; calendar: ClosureSummary }) {
  const next = calendar.upcoming.find((c) => !coversDate(c, today) || c.endDate > today) ?? null;
  const inside = calendar.appointmentsInside;
  if (!next && inside === 0) return null;
  return (
    <div className={`${CARD} flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
          <Icon name="calendar" className="size-5" />
        </span>
        <div className="text-sm">
          {next && (
            <p className="text-slate-800">
              <span className="font-semibold">Next closure:</span> {describeClosure(next)} — {next.reason}
              {calendar.upcoming.length > 1 && (
                <span className="text-slate-600"> (and {calendar.upcoming.length - 1} more)</span>
              )}
            </p>
          )}
          {inside > 0 && (
            <p className="mt-1 font-medium text-amber-800" data-closed-appointments={inside}>
              {inside === 1
                ? "1 booked appointment falls when the clinic is closed."
                : `${inside} booked appointments fall when the clinic is closed.`}{" "}
              Please reschedule or cancel {inside === 1 ? "it" : "them"}.
            </p>
          )}
        </div>
      </div>
      <Link
        href="/admin/calendar"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
      >
        Clinic calendar <Icon name="arrow-right" className="size-4" />
      </Link>
    </div>
  );
}
