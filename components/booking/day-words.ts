/**
 * How a day reads to a patient choosing one: the end of each calendar day's accessible name
 * ("available", "closed: Doctor at a conference", …) and the sentences a form shows when a
 * day cannot be booked. Pure, shared by the date picker and the time fields' notes, so a day
 * clicked on the calendar and the same day typed into the date input say the same thing.
 */
import type { DayAvailability } from "@/lib/shared/calendar";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { SUNDAY_MESSAGE } from "@/lib/shared/validation/booking";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";

/** Whether the day can be picked: only an open one (unknown days are outside the bookable range). */
export const isPickable = (day: DayAvailability | undefined) => day?.state === "open";

/** Whether a day is closed all evening, by a closure or because it is a Sunday (shown alike). */
export const isClosedDay = (day: DayAvailability | undefined) => day?.state === "closed" || day?.state === "sunday";

/** What follows the date in a day's accessible name: whether, and if not why not, it can be booked. */
export function dayStatus(day: DayAvailability | undefined): string {
  switch (day?.state) {
    case "open":
      return "available";
    case "full":
      return "fully booked";
    case "closed":
      return day.reason ? `closed: ${day.reason}` : "closed";
    case "sunday":
      return "closed on Sundays";
    case "past":
      return "no times left today";
    default:
      return "not bookable";
  }
}

/** "Sorry, the clinic is closed on Friday, 27 November 2026 (Pongal). Please choose another date." — the server's words. */
export const closedDayMessage = (date: string, reason: string) =>
  CALENDAR_MESSAGES.closed({ startDate: date, endDate: date, startTime: null, endTime: null, reason });

export const fullDayMessage = (date: string) => `${formatLongDate(date)} is fully booked. Please choose another date.`;

export const noTimesLeftMessage = (date: string) =>
  `There are no times left on ${formatLongDate(date)}. Please choose another date.`;

/** Some times of the evening are closed; the reason, in a sentence. */
export const partClosedMessage = (reason: string) => `Some times are closed (${reason}).`;

/** Why a day the patient pressed on the calendar cannot be picked; null for a day that can. */
export function unavailableMessage(day: DayAvailability): string | null {
  switch (day.state) {
    case "closed":
      return closedDayMessage(day.date, day.reason ?? "closed");
    case "sunday":
      return SUNDAY_MESSAGE;
    case "full":
      return fullDayMessage(day.date);
    case "past":
      return noTimesLeftMessage(day.date);
    default:
      return null;
  }
}
