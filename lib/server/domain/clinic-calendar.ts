/**
 * The calendar as people see it (FEATURES.md §2), read from closures and appointments: the
 * patient's date picker (every bookable day: open, full, closed, Sunday or past) and the
 * desk's month (how full each evening is, and the closures on it). Reads only; closures.ts
 * owns the closures and appointments.ts the slots.
 */
import "server-only";
import { blockedTimes, closureShown, type ClosureRecord, type DayAvailability } from "../../shared/calendar";
import { addDays, isPastSlot, isSunday, SLOT_TIMES, todayIst, type SlotTime } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { bookedTimesBetween } from "./appointments";
import { closuresBetween } from "./closures";
import type { CalendarMonth } from "../../shared/api/calendar";

/** The closures that block any time of the date. */
const blockingOn = (closures: ClosureRecord[], date: string) =>
  closures.filter((c) => blockedTimes(c, date).length > 0);

/**
 * GET /api/appointments/availability: every day from today to the last bookable one as the
 * patient's date picker shows it — open, full, closed (with the reason), Sunday, or past
 * (today after its last slot). Two queries for the whole range.
 */
export async function availability(
  horizonDays: number,
): Promise<{ from: string; to: string; days: DayAvailability[] }> {
  const at = now();
  const from = todayIst(at);
  const to = addDays(from, horizonDays);
  const [closures, booked] = await Promise.all([closuresBetween(from, to), bookedTimesBetween(from, to)]);
  const days: DayAvailability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push(dayState(date, at, closures, booked.get(date)));
  }
  return { from, to, days };
}

/** The times of a date still to come that no closure blocks (booked or not); none on a Sunday. */
export function openTimes(date: string, at: Date, closures: ClosureRecord[]): SlotTime[] {
  if (isSunday(date)) return [];
  const closed = new Set(blockingOn(closures, date).flatMap((c) => blockedTimes(c, date)));
  return SLOT_TIMES.filter((t) => !isPastSlot(date, t, at) && !closed.has(t));
}

function dayState(date: string, at: Date, closures: ClosureRecord[], booked = new Set<string>()): DayAvailability {
  if (isSunday(date)) return { date, state: "sunday" };
  const upcoming = SLOT_TIMES.filter((t) => !isPastSlot(date, t, at));
  if (!upcoming.length) return { date, state: "past" };
  const blocking = blockingOn(closures, date);
  const open = openTimes(date, at, closures);
  if (!open.length) {
    const shown = closureShown(blocking, date);
    return { date, state: "closed", reason: shown?.reason, ...(shown?.reasonTa && { reasonTa: shown.reasonTa }) };
  }
  return { date, state: open.some((t) => !booked.has(t)) ? "open" : "full" };
}

/** One evening as the date picker shows it (the waiting list asks whether it is really full). */
export async function eveningState(date: string, at: Date = now()): Promise<DayAvailability> {
  const [closures, booked] = await Promise.all([closuresBetween(date, date), bookedTimesBetween(date, date)]);
  return dayState(date, at, closures, booked.get(date));
}

/** GET /api/admin/calendar?month=YYYY-MM: every day of the month, and the closures touching it. */
export async function monthCalendar(month: string): Promise<CalendarMonth> {
  const from = `${month}-01`;
  const days: string[] = [];
  for (let date = from; date.startsWith(month); date = addDays(date, 1)) days.push(date);
  const to = days[days.length - 1];
  const [closures, booked] = await Promise.all([closuresBetween(from, to), bookedTimesBetween(from, to)]);
  return {
    month,
    slotsPerEvening: SLOT_TIMES.length,
    closures,
    days: days.map((date) => {
      const blocking = blockingOn(closures, date);
      return {
        date,
        sunday: isSunday(date),
        booked: booked.get(date)?.size ?? 0,
        closedSlots: new Set(blocking.flatMap((c) => blockedTimes(c, date))).size,
        closureIds: blocking.map((c) => c.id),
      };
    }),
  };
}
