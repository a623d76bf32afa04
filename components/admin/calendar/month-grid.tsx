"use client";

/**
 * The Clinic calendar's month: a Monday-first grid of evenings. Each day shows whether it is
 * a Sunday, the closures on it (the whole day, or "7:00–8:00 PM", with the reason) and how
 * full the evening is ("7/13 booked" and a bar, of the times no closure takes). Below 640 px
 * the same grid, compact: the day, its colour and the count.
 *
 * Picking days: a click (Enter or Space) picks a first day, the next one the last day of a
 * range; Shift with either extends the range from the first. Arrow keys move between days
 * (one button in the tab order, as a date picker's grid), Home and End to the week's ends,
 * Page Up and Page Down a month. Past days can't be picked.
 */
import { useEffect, useRef } from "react";
import type { MonthDay } from "@/lib/shared/api/calendar";
import type { ClosureRecord } from "@/lib/shared/calendar";
import { addDays, formatLongDate } from "@/lib/shared/clinic-time";
import {
  closureTimes,
  inRange,
  monthOf,
  monthWeeks,
  shiftMonth,
  WEEKDAYS,
  weekdayIndex,
  type DayRange,
} from "./calendar-format";

export type MonthGridProps = {
  month: string;
  days: MonthDay[] | undefined;
  closures: ClosureRecord[];
  slotsPerEvening: number;
  /** by date: pending appointments at the times parts of evenings close */
  partInside: ReadonlyMap<string, number>;
  today: string;
  selection: DayRange | null;
  /** the day that takes focus (the roving tab stop) */
  focusDate: string;
  /** set by a key that moved focus, so the day's button takes it once drawn */
  moveFocus: boolean;
  onFocusDate: (date: string, moveFocus: boolean) => void;
  onPick: (date: string, extend: boolean) => void;
  labelledBy: string;
};

export function MonthGrid(props: MonthGridProps) {
  const { month, days, focusDate, moveFocus, onFocusDate, onPick, labelledBy } = props;
  const gridRef = useRef<HTMLTableElement>(null);
  const byDate = new Map((days ?? []).map((d) => [d.date, d]));
  // the focused day is in this month, or the tab stop falls on its first day
  const tabStop = monthOf(focusDate) === month ? focusDate : `${month}-01`;

  useEffect(() => {
    if (moveFocus) gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [moveFocus, focusDate, month, days]);

  function onKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const at = (event.target as HTMLElement).dataset.date;
    if (!at) return;
    if ((event.key === "Enter" || event.key === " ") && event.shiftKey) {
      event.preventDefault();
      // a past day can't be picked, as its click says
      if ((event.target as HTMLElement).getAttribute("aria-disabled") !== "true") onPick(at, true);
      return;
    }
    const to = {
      ArrowLeft: () => addDays(at, -1),
      ArrowRight: () => addDays(at, 1),
      ArrowUp: () => addDays(at, -7),
      ArrowDown: () => addDays(at, 7),
      Home: () => addDays(at, -weekdayIndex(at)),
      End: () => addDays(at, 6 - weekdayIndex(at)),
      PageUp: () => shiftMonth(at, -1),
      PageDown: () => shiftMonth(at, 1),
    }[event.key];
    if (!to) return;
    event.preventDefault();
    onFocusDate(to(), true);
  }

  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-1.5"
    >
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-slate-500">
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, i) =>
              date ? (
                <td key={date} role="gridcell" aria-selected={inRange(props.selection, date)} className="h-full p-0">
                  <DayButton {...props} date={date} day={byDate.get(date)} tabbable={date === tabStop} />
                </td>
              ) : (
                <td key={`blank-${i}`} aria-hidden className="p-0" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a day holds, for its look and its accessible name. */
function dayFacts(date: string, day: MonthDay | undefined, props: MonthGridProps) {
  const { closures, slotsPerEvening, partInside, today } = props;
  const on = closures.filter((c) => day?.closureIds.includes(c.id));
  const whole = on.find((c) => c.startTime === null) ?? null;
  const parts = whole ? [] : on;
  const open = slotsPerEvening - (day?.closedSlots ?? 0);
  const booked = day?.booked ?? 0;
  // booked at closed times: the whole day's, or (known for closures ahead) a part of the evening's
  const inside = whole ? booked : parts.length ? Math.min(booked, partInside.get(date) ?? 0) : 0;
  return {
    sunday: day?.sunday ?? new Date(`${date}T00:00:00Z`).getUTCDay() === 0,
    past: date < today,
    isToday: date === today,
    whole,
    parts,
    open,
    inside,
    /** booked at the times still open */
    booked: booked - inside,
    full: open > 0 && booked - inside >= open,
  };
}

function DayButton(props: MonthGridProps & { date: string; day: MonthDay | undefined; tabbable: boolean }) {
  const { date, day, tabbable, selection, onPick, onFocusDate } = props;
  const f = dayFacts(date, day, props);
  const selected = inRange(selection, date);
  const loaded = day !== undefined;

  const name = [
    formatLongDate(date),
    f.isToday && "today",
    f.sunday && "closed on Sundays",
    f.whole && `closed all day: ${f.whole.reason}`,
    ...f.parts.map((c) => `closed ${closureTimes(c)}: ${c.reason}`),
    loaded && !f.sunday && !f.whole && `${f.booked} of ${f.open} booked`,
    loaded && !f.sunday && f.inside > 0 && `${f.inside} booked inside the closure`,
    loaded && !f.sunday && f.full && "fully booked",
    f.past && "past",
  ]
    .filter(Boolean)
    .join(", ");

  const tone = f.sunday
    ? "bg-slate-100 text-slate-600"
    : f.whole
      ? "bg-heart-50 text-heart-700"
      : f.parts.length
        ? "bg-amber-50 text-amber-900"
        : f.past
          ? "bg-slate-50 text-slate-600"
          : "bg-white text-slate-800";
  const ring = selected
    ? "ring-2 ring-brand-600"
    : f.sunday
      ? "ring-1 ring-slate-200"
      : f.whole
        ? "ring-1 ring-heart-600/40"
        : f.parts.length
          ? "ring-1 ring-amber-200"
          : "ring-1 ring-slate-200";
  const fill = f.open > 0 ? Math.min(1, f.booked / f.open) : 0;
  const bar = f.full ? "bg-heart-600" : fill >= 0.75 ? "bg-amber-500" : "bg-brand-600";

  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-disabled={f.past || undefined}
      onFocus={() => onFocusDate(date, false)}
      onClick={(e) => !f.past && onPick(date, e.shiftKey)}
      className={`relative flex min-h-14 w-full flex-col items-stretch gap-1 rounded-lg p-1 text-left ring-inset transition-colors sm:min-h-28 sm:p-2 ${tone} ${ring} ${
        f.past ? "cursor-default" : selected ? "" : "hover:ring-brand-300"
      }`}
    >
      <span className="sr-only">{name}</span>
      <span aria-hidden className="flex items-center justify-between gap-1">
        <span
          className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold sm:text-sm ${
            f.isToday ? "bg-brand-700 text-white" : selected ? "bg-brand-100 text-brand-900" : ""
          }`}
        >
          {Number(date.slice(8))}
        </span>
        {f.isToday && <span className="hidden text-[11px] font-medium text-brand-800 sm:inline">Today</span>}
      </span>
      {/* a phone's narrow day: a word for a closure, the colour for the rest */}
      {(f.whole || f.parts.length > 0) && (
        <span aria-hidden className="text-[10px] font-semibold leading-none sm:hidden">
          {f.whole ? "Closed" : "Part"}
        </span>
      )}
      <span aria-hidden className="hidden min-w-0 flex-col gap-0.5 text-xs leading-snug sm:flex">
        {f.sunday && <span className="font-medium">Closed · Sunday</span>}
        {f.whole && (
          <span className="line-clamp-2 font-medium" title={f.whole.reason}>
            Closed · {f.whole.reason}
          </span>
        )}
        {f.parts.map((c) => (
          <span key={c.id} className="line-clamp-2" title={c.reason}>
            <span className="font-medium">{closureTimes(c)}</span> · {c.reason}
          </span>
        ))}
      </span>
      {loaded && !f.sunday && f.inside > 0 && (
        // booked patients inside a closure: a count badge on a phone, words from 640 px
        <>
          <span
            aria-hidden
            className="absolute right-0.5 top-0.5 flex size-4 items-center justify-center rounded-full bg-heart-600 text-[10px] font-semibold text-white sm:hidden"
          >
            {f.inside}
          </span>
          <span
            aria-hidden
            className={`hidden text-xs font-semibold text-heart-700 sm:block ${f.whole ? "mt-auto" : ""}`}
          >
            {f.inside} booked inside
          </span>
        </>
      )}
      {loaded && !f.sunday && f.booked > 0 && !f.whole && (
        <span aria-hidden className="mt-auto flex flex-col gap-0.5">
          <span className={`text-[10px] leading-none tabular-nums sm:text-xs ${f.full ? "font-semibold" : ""}`}>
            {f.booked}/{f.open}
            <span className="hidden sm:inline">{f.full ? " · full" : " booked"}</span>
          </span>
          <span className="h-1 w-full overflow-hidden rounded-full bg-slate-200/80">
            <span className={`block h-full rounded-full ${bar}`} style={{ width: `${fill * 100}%` }} />
          </span>
        </span>
      )}
    </button>
  );
}
