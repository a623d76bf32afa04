/**
 * The Clinic calendar screen's pure parts: months and their Monday-first weeks, a picked
 * range of days, the closing times to choose from, and how a day and a closure read.
 */
import { isWholeDay, type ClosureSpan } from "@/lib/shared/calendar";
import { addDays, dayCount, formatLongDate, formatSlot, isSunday, SLOT_TIMES } from "@/lib/shared/clinic-time";

/** "2026-11-27" → "2026-11". */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `n` months after "YYYY-MM". */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "2026-11" → "November 2026" (formatLongDate's month and year). */
export const monthLabel = (month: string) => formatLongDate(`${month}-01`).replace(/^\w+, 1 /, "");

/** The same day of the month `n` months on, or that month's last day when it has fewer. */
export function shiftMonth(date: string, n: number): string {
  const month = addMonths(monthOf(date), n);
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  const day = `${month}-${date.slice(8)}`;
  return day > last ? last : day;
}

/** Monday = 0 … Sunday = 6. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** Days picked on the grid: a first and a last (the same for one day), both included. */
export type DayRange = { start: string; end: string };

/** A range from two picked days in either order. */
export const rangeOf = (a: string, b: string): DayRange => (a <= b ? { start: a, end: b } : { start: b, end: a });

export const inRange = (range: DayRange | null, date: string) =>
  range !== null && range.start <= date && date <= range.end;

/** Whole days in the range, both included. */
export const rangeLength = (r: DayRange) => dayCount(r.start, r.end);

/** Whether every day of the range is a Sunday (already closed). */
export function onlySundays(r: DayRange): boolean {
  for (let d = r.start; d <= r.end; d = addDays(d, 1)) if (!isSunday(d)) return false;
  return true;
}

/** "Friday, 27 November 2026" or "Monday, 7 December 2026 to Friday, 11 December 2026 (5 days)". */
export function rangeText(r: DayRange): string {
  if (r.start === r.end) return formatLongDate(r.start);
  return `${formatLongDate(r.start)} to ${formatLongDate(r.end)} (${rangeLength(r)} days)`;
}

/** The end time that closes the last slot too (the slots run from startTime up to, not including, endTime). */
export const END_OF_EVENING = "21:15";

/** The closing times to choose from: any slot to start; to end, a later slot or the end of the evening. */
export const START_TIMES = SLOT_TIMES;
export const endTimesAfter = (start: string) => [...SLOT_TIMES.filter((t) => t > start), END_OF_EVENING];

/** "21:15" reads as the end of the evening. */
export const endTimeLabel = (time: string) => (time === END_OF_EVENING ? "End of evening" : formatSlot(time));

/** "7:00–8:00 PM"; "11:30 AM–1:00 PM" when the halves differ. */
export function timeRange(start: string, end: string): string {
  const [a, b] = [formatSlot(start), formatSlot(end)];
  return a.slice(-2) === b.slice(-2) ? `${a.slice(0, -3)}–${b}` : `${a}–${b}`;
}

/** "Whole day" or "7:00–8:00 PM": how much of a day a closure takes. */
export const closureTimes = (c: ClosureSpan) => (isWholeDay(c) ? "Whole day" : timeRange(c.startTime!, c.endTime!));

/** "27 Nov" or "24 Dec – 2 Jan": a closure's days, short. */
export function shortDays(c: ClosureSpan): string {
  const short = (d: string) =>
    formatLongDate(d)
      .replace(/^\w+, /, "")
      .replace(/ (\w{3})\w* \d{4}$/, " $1");
  return c.startDate === c.endDate ? short(c.startDate) : `${short(c.startDate)} – ${short(c.endDate)}`;
}

/** "1 booked patient" / "3 booked patients". */
export const bookedPatients = (n: number) => `${n} booked ${n === 1 ? "patient" : "patients"}`;
