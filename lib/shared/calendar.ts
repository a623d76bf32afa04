/**
 * The clinic's calendar, pure (FEATURES.md §2): which slot times a closure blocks, how a
 * closure reads to people, and what a day looks like to a patient choosing one. Shared by
 * the server (lib/server/domain/closures.ts, the authority) and the screens that show it.
 */
import { formatLongDate, formatSlot, SLOT_TIMES, type SlotTime } from "./clinic-time";
import type { Locale } from "../i18n/locales";

/** The reason a patient is shown: `reasonTa` too when the clinic gave a Tamil one (a Tamil page says that). */
export const shownReason = (c: { reason: string; reasonTa?: string | null }): Record<string, string> =>
  c.reasonTa ? { reason: c.reason, reasonTa: c.reasonTa } : { reason: c.reason };

/** A closure's reason as a page or message in `locale` says it: the Tamil one when the clinic gave it. */
export const reasonIn = (c: { reason?: string; reasonTa?: string | null } | null | undefined, locale: Locale) =>
  (locale === "ta" && c?.reasonTa) || c?.reason;

/** A closure as the API answers it: whole days when the times are null. */
export type ClosureRecord = {
  id: number;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  /** the reason in Tamil for Tamil pages and messages (issue 29); null: `reason` as it is */
  reasonTa: string | null;
};

export type ClosureSpan = Pick<ClosureRecord, "startDate" | "endDate" | "startTime" | "endTime">;

/** Whether the closure covers any part of the clinic date. */
export const coversDate = (c: ClosureSpan, date: string) => c.startDate <= date && date <= c.endDate;

/** Whether it is a whole-day closure (no times). */
export const isWholeDay = (c: ClosureSpan) => c.startTime === null || c.endTime === null;

/** The slot times the closure blocks on a date it covers: all of them, or those from startTime up to, not including, endTime. */
export function blockedTimes(c: ClosureSpan, date: string): SlotTime[] {
  if (!coversDate(c, date)) return [];
  if (isWholeDay(c)) return [...SLOT_TIMES];
  return SLOT_TIMES.filter((t) => t >= c.startTime! && t < c.endTime!);
}

/** Whether the closure blocks the slot at this date and time. */
export const blocksSlot = (c: ClosureSpan, date: string, time: string) =>
  blockedTimes(c, date).includes(time as SlotTime);

/**
 * The closure to name for a date, or for one of its times: the first that blocks it, a
 * whole-day one before a part of the evening (the refusal, the desk's mark and the patient's
 * calendar all name the same one).
 */
export function closureShown<C extends ClosureSpan>(closures: C[], date: string, time?: string): C | null {
  const blocking = closures.filter((c) => (time ? blocksSlot(c, date, time) : blockedTimes(c, date).length > 0));
  return blocking.find(isWholeDay) ?? blocking[0] ?? null;
}

/** A part-evening closure's times: "from 7:00 PM to 8:00 PM". */
export const describeTimes = (c: ClosureSpan) => `from ${formatSlot(c.startTime!)} to ${formatSlot(c.endTime!)}`;

/** "from 7:00 PM to 8:00 PM on Friday, 27 November 2026", "on …", "from … to …" (days). */
export function describeClosure(c: ClosureSpan): string {
  if (!isWholeDay(c)) return `${describeTimes(c)} on ${formatLongDate(c.startDate)}`;
  if (c.startDate === c.endDate) return `on ${formatLongDate(c.startDate)}`;
  return `from ${formatLongDate(c.startDate)} to ${formatLongDate(c.endDate)}`;
}

/** A closure's dates and times in short ("2026-11-27 19:00-20:00", "2026-11-27 to 2026-11-29"), for the audit log. */
export function closureSpanLabel(c: ClosureSpan): string {
  const days = c.endDate === c.startDate ? c.startDate : `${c.startDate} to ${c.endDate}`;
  return isWholeDay(c) ? days : `${days} ${c.startTime}-${c.endTime}`;
}

/**
 * A day as the patient's date picker shows it (GET /api/appointments/availability):
 * `open` has a free time; `full`, every remaining time booked; `closed`, a closure (with its
 * reason) leaves no time; `sunday`, the weekly closed day; `past`, today after the last slot.
 */
export const DAY_STATES = ["open", "full", "closed", "sunday", "past"] as const;
export type DayState = (typeof DAY_STATES)[number];
export type DayAvailability = { date: string; state: DayState; reason?: string; reasonTa?: string };
