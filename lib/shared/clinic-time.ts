/**
 * Clinic time: India Standard Time, a fixed +05:30 with no daylight saving (DESIGN.md §2).
 * Dates are `YYYY-MM-DD` and times `HH:MM` strings in clinic time. Pure functions only —
 * the booking form imports this module too — so "now" is always passed in (from
 * lib/shared/clock's `now()` on the server, so tests can pin it).
 */
import { LOCALE_TAGS, type Locale } from "../i18n/locales";

export const IST_OFFSET_MINUTES = 5 * 60 + 30;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** Minutes a consultation slot lasts; also the spacing of the slots. */
export const SLOT_MINUTES = 15;

/** The 13 bookable start times, 18:00 to 21:00 every 15 minutes (SPEC §5). */
export const SLOT_TIMES = [
  "18:00",
  "18:15",
  "18:30",
  "18:45",
  "19:00",
  "19:15",
  "19:30",
  "19:45",
  "20:00",
  "20:15",
  "20:30",
  "20:45",
  "21:00",
] as const;

export type SlotTime = (typeof SLOT_TIMES)[number];

export function isSlotTime(value: unknown): value is SlotTime {
  return typeof value === "string" && (SLOT_TIMES as readonly string[]).includes(value);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant shifted so that its UTC fields read as the wall clock in IST. */
function istWallClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** Today's date in the clinic, `YYYY-MM-DD`. */
export function todayIst(at: Date): string {
  const d = istWallClock(at);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The clinic's wall-clock time, `HH:MM`. */
export function timeIst(at: Date): string {
  const d = istWallClock(at);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (so 2026-02-30 and 2026-13-01 are not). */
export function isRealDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1000) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The date as a UTC-midnight Date, for weekday and formatting arithmetic. */
function calendarDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Whether a `YYYY-MM-DD` date falls on a Sunday (the clinic is closed). */
export function isSunday(date: string): boolean {
  return calendarDate(date).getUTCDay() === 0;
}

/** Whether the date is earlier than today in the clinic. */
export function isBeforeToday(date: string, at: Date): boolean {
  return date < todayIst(at);
}

/** The UTC instant at which a clinic-time date and time begin. */
export function istInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MS);
}

/**
 * Whether a slot can no longer be booked because it has started: a slot whose start time
 * has been reached (or any slot on an earlier date) is past.
 */
export function isPastSlot(date: string, time: string, at: Date): boolean {
  return istInstant(date, time).getTime() <= at.getTime();
}

/**
 * Tamil dates and times (FEATURES.md §6): Intl's ta-IN, read as a calendar date (UTC) so
 * the viewer's time zone never moves it; Western digits, as ta-IN writes them.
 */
const TAMIL_DATE = new Intl.DateTimeFormat(LOCALE_TAGS.ta, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * The part of the day a Tamil clock time is said with, as the clinic's hours say it ("மாலை
 * 6:00 முதல் இரவு 9:00 வரை"): ICU's "அந்தி மாலை" (dusk) read oddly beside them (issue 29).
 */
const tamilDayPart = (hour: number) => (hour < 12 ? "காலை" : hour < 16 ? "மதியம்" : hour < 19 ? "மாலை" : "இரவு");

/** "18:15" → "6:15 PM" (Tamil: "மாலை 6:15 மணி"; a message says "{time}க்கு": "மாலை 6:15 மணிக்கு"). */
export function formatSlot(time: string, locale: Locale = "en"): string {
  const [hh, mm] = time.split(":").map(Number);
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  if (locale === "ta") return `${tamilDayPart(hh)} ${hour}:${pad(mm)} மணி`;
  return `${hour}:${pad(mm)} ${hh < 12 ? "AM" : "PM"}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-24" → "Tuesday, 24 November 2026" (independent of the viewer's time zone; Tamil: "செவ்வாய், 24 நவம்பர், 2026"). */
export function formatLongDate(date: string, locale: Locale = "en"): string {
  const d = calendarDate(date);
  if (locale === "ta") return TAMIL_DATE.format(d);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The date `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = calendarDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The date `months` calendar months after a `YYYY-MM-DD` date; a day the shorter month lacks
 * becomes its last ("2027-01-31" + 1 → "2027-02-28"), as a clinic's "review in a month" means.
 */
export function addMonths(date: string, months: number): string {
  const d = calendarDate(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(target.getUTCDate())}`;
}

const TAMIL_MONTH = new Intl.DateTimeFormat(LOCALE_TAGS.ta, { month: "long", year: "numeric", timeZone: "UTC" });

/** "2027-03-05" → "March 2027" (Tamil: "மார்ச் 2027"): when a follow-up is wanted, said as a month. */
export function formatMonth(date: string, locale: Locale = "en"): string {
  const d = calendarDate(date);
  if (locale === "ta") return TAMIL_MONTH.format(d);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** How many days from one clinic date to another, both included ("2026-11-27" to itself is 1). */
export function dayCount(start: string, end: string): number {
  return Math.round((calendarDate(end).getTime() - calendarDate(start).getTime()) / 86_400_000) + 1;
}

/** An instant as the clinic's wall clock: "2026-11-24T12:35:00.000Z" → "2026-11-24 18:05" (IST). */
export function istStamp(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${todayIst(at)} ${timeIst(at)}`;
}

const IST_DATE_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** An instant as the clinic reads it: "28 Nov 2026, 6:45 pm" in Chennai, whatever the device's zone. */
export const formatIstDateTime = (instant: string | Date): string => IST_DATE_TIME.format(new Date(instant));
