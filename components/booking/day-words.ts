/**
 * How a day reads to a patient choosing one: the end of each calendar day's accessible name
 * ("available", "closed: Doctor at a conference", …) and the sentences a form shows when a
 * day cannot be booked. Shared by the date picker and the time fields' notes, so a day
 * clicked on the calendar and the same day typed into the date input say the same thing — in
 * the page's language (`useDayWords`); English (the server's words, and the tests') unless told.
 */
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { reasonIn, type DayAvailability } from "@/lib/shared/calendar";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { BOOKING_WORDS } from "@/lib/shared/validation/booking";

/** The booking namespace's words and the language its dates are written in. */
export type DayWords = { t: typeof BOOKING_WORDS; locale: Locale };
const ENGLISH: DayWords = { t: BOOKING_WORDS, locale: "en" };

/** The page's day words (a client component's hook). */
export function useDayWords(): DayWords {
  const t = useTranslations("booking");
  const locale = useLocale();
  return useMemo(() => ({ t, locale }), [t, locale]);
}

/** Whether the day can be picked: only an open one (unknown days are outside the bookable range). */
export const isPickable = (day: DayAvailability | undefined) => day?.state === "open";

/** Whether a day is closed all evening, by a closure or because it is a Sunday (shown alike). */
export const isClosedDay = (day: DayAvailability | undefined) => day?.state === "closed" || day?.state === "sunday";

/** What follows the date in a day's accessible name: whether, and if not why not, it can be booked. */
export function dayStatus(day: DayAvailability | undefined, { t, locale }: DayWords = ENGLISH): string {
  switch (day?.state) {
    case "open":
      return t("calendar.status.open");
    case "full":
      return t("calendar.status.full");
    case "closed":
      return day.reason
        ? t("calendar.status.closedFor", { reason: reasonIn(day, locale)! })
        : t("calendar.status.closed");
    case "sunday":
      return t("calendar.status.sunday");
    case "past":
      return t("calendar.status.past");
    default:
      return t("calendar.status.none");
  }
}

/** "Sorry, the clinic is closed on Friday, 27 November 2026 (Pongal). Please choose another date." — the server's words. */
export const closedDayMessage = (date: string, reason: string, { t, locale }: DayWords = ENGLISH) =>
  t("server.closedDay", { date: formatLongDate(date, locale), reason });

export const fullDayMessage = (date: string, { t, locale }: DayWords = ENGLISH) =>
  t("days.full", { date: formatLongDate(date, locale) });

export const noTimesLeftMessage = (date: string, { t, locale }: DayWords = ENGLISH) =>
  t("days.noTimesLeft", { date: formatLongDate(date, locale) });

/** Some times of the evening are closed; the reason, in a sentence. */
export const partClosedMessage = (reason: string, { t }: DayWords = ENGLISH) => t("days.partClosed", { reason });

/** Why a day the patient pressed on the calendar cannot be picked; null for a day that can. */
export function unavailableMessage(day: DayAvailability, words: DayWords = ENGLISH): string | null {
  switch (day.state) {
    case "closed":
      return closedDayMessage(day.date, reasonIn(day, words.locale) ?? words.t("days.closedReason"), words);
    case "sunday":
      return words.t("server.sunday");
    case "full":
      return fullDayMessage(day.date, words);
    case "past":
      return noTimesLeftMessage(day.date, words);
    default:
      return null;
  }
}
