/**
 * The clinic calendar's inputs (FEATURES.md §2): a closure and the announcement, one schema
 * each, shared by the Clinic calendar screen (which sends them) and the admin calls (the
 * authority). Also the messages a closed slot is refused with on every booking path.
 */
import * as z from "zod/mini";
import { dayCount, isBeforeToday, isRealDate } from "../clinic-time";
import { blockedTimes, isWholeDay, shownReason, type ClosureSpan } from "../calendar";
import { now } from "../clock";
import type { Problem, PublicErrorCode } from "../error-codes";
import { sayEnglish } from "./say";
import { preprocess } from "./mini";
import { idParams } from "./params";
import { requiredLine, singleLineText } from "./text";

export const MAX_REASON_LENGTH = 100;
export const MAX_ANNOUNCEMENT_LENGTH = 200;
/** Longest closure: a year. A longer absence is not a closure but a clinic that has shut. */
export const MAX_CLOSURE_DAYS = 366;

/**
 * "Sorry, the clinic is closed on Friday, 27 November 2026 (Pongal). Please choose another
 * date." — the refusal of a closed slot, in the booking namespace's words (a patient sees it,
 * in Tamil on a Tamil page): one day, several days, or part of one evening.
 */
export function closedProblem(
  c: ClosureSpan & { reason: string; reasonTa?: string | null },
): Problem & { code: PublicErrorCode } {
  // a Tamil page says the Tamil reason (say.ts localValues), when the clinic gave one
  const reason = shownReason(c);
  if (!isWholeDay(c))
    return {
      code: "closed_times",
      values: { startTime: c.startTime!, endTime: c.endTime!, date: c.startDate, ...reason },
    };
  if (c.startDate === c.endDate) return { code: "closed_day", values: { date: c.startDate, ...reason } };
  return { code: "closed_days", values: { startDate: c.startDate, endDate: c.endDate, ...reason } };
}

function closedMessage(c: ClosureSpan & { reason: string; reasonTa?: string | null }): string {
  const { code, values } = closedProblem(c);
  return sayEnglish(code, values);
}

export const CALENDAR_MESSAGES = {
  /** the 409 on every booking path; names the reason and when (patients see it) */
  closed: closedMessage,
  closureAdded: "Closure added.",
  closureRemoved: "Closure removed.",
  closureNotFound: "Closure not found.",
  closureExists: "The clinic is already closed for exactly that time.",
  badNotify: "notify must be true or false.",
  badClosureId: "Please give a valid closure id.",
  badMonth: "Please give a month as YYYY-MM.",
  reasonRequired: "Please give a reason (patients will see it).",
  reasonTooLong: `A reason can be at most ${MAX_REASON_LENGTH} characters.`,
  startRequired: "Please choose the first day.",
  endRequired: "Please choose the last day.",
  badDate: "Please choose a valid date.",
  startPast: "A closure can't start before today.",
  endBeforeStart: "The last day can't be before the first.",
  tooLong: `A closure can be at most ${MAX_CLOSURE_DAYS} days long.`,
  badTime: "Please choose a time as HH:MM.",
  timesTogether: "Please give both the start and the end time, or neither (the whole day).",
  timesOneDay: "Part of an evening can be closed on one day only.",
  endBeforeStartTime: "The end time must be after the start time.",
  noSlots: "That part of the evening has no appointment times (6:00 PM to 9:00 PM).",
  announcementRequired: "Please enter the announcement.",
  announcementTooLong: `An announcement can be at most ${MAX_ANNOUNCEMENT_LENGTH} characters.`,
  announcementTamilInvalid: "Please write the Tamil text as plain text.",
  announcementTamilTooLong: `The Tamil text can be at most ${MAX_ANNOUNCEMENT_LENGTH} characters.`,
  untilPast: "The last day can't be before today.",
  announcementSaved: "Announcement published.",
  announcementRemoved: "Announcement removed.",
} as const;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const dateField = (required: string) =>
  preprocess(
    blankToUndefined,
    z.string({ error: required }).check(z.trim(), z.refine(isRealDate, CALENDAR_MESSAGES.badDate)),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = preprocess(
  blankToUndefined,
  z.optional(z.string({ error: CALENDAR_MESSAGES.badTime }).check(z.trim(), z.regex(TIME, CALENDAR_MESSAGES.badTime))),
);

/** POST /api/admin/closures: `{startDate, endDate, startTime?, endTime?, reason, reasonTa?}`. */
const closureFields = z
  .object({
    startDate: dateField(CALENDAR_MESSAGES.startRequired),
    endDate: dateField(CALENDAR_MESSAGES.endRequired),
    startTime: timeField,
    endTime: timeField,
    reason: requiredLine(CALENDAR_MESSAGES.reasonRequired, MAX_REASON_LENGTH, CALENDAR_MESSAGES.reasonTooLong),
    /** the reason in Tamil (optional): Tamil pages and messages say it */
    reasonTa: preprocess(
      (v) => (v === null ? undefined : v),
      z.optional(singleLineText().check(z.maxLength(MAX_REASON_LENGTH, CALENDAR_MESSAGES.reasonTooLong))),
    ),
    /** message each affected patient to pick a new time (FEATURES.md §4) */
    notify: z.optional(z.boolean({ error: CALENDAR_MESSAGES.badNotify })),
  })
  .check(
    z.superRefine((c, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (isBeforeToday(c.startDate, now())) return issue("startDate", CALENDAR_MESSAGES.startPast);
      if (c.endDate < c.startDate) return issue("endDate", CALENDAR_MESSAGES.endBeforeStart);
      if (dayCount(c.startDate, c.endDate) > MAX_CLOSURE_DAYS) return issue("endDate", CALENDAR_MESSAGES.tooLong);
      if ((c.startTime === undefined) !== (c.endTime === undefined)) {
        return issue(c.startTime === undefined ? "startTime" : "endTime", CALENDAR_MESSAGES.timesTogether);
      }
      if (c.startTime === undefined || c.endTime === undefined) return;
      if (c.startDate !== c.endDate) return issue("endDate", CALENDAR_MESSAGES.timesOneDay);
      if (c.endTime <= c.startTime) return issue("endTime", CALENDAR_MESSAGES.endBeforeStartTime);
      const span = { startDate: c.startDate, endDate: c.endDate, startTime: c.startTime, endTime: c.endTime };
      if (blockedTimes(span, c.startDate).length === 0) issue("startTime", CALENDAR_MESSAGES.noSlots);
    }),
  );
export const closureSchema = z.pipe(
  closureFields,
  z.transform((c: z.output<typeof closureFields>) => ({
    startDate: c.startDate,
    endDate: c.endDate,
    startTime: c.startTime ?? null,
    endTime: c.endTime ?? null,
    reason: c.reason,
    reasonTa: c.reasonTa?.trim() || null,
    notify: c.notify ?? false,
  })),
);
export type ClosureInput = z.output<typeof closureSchema>;

/** `/api/admin/closures/{id}`. */
export const closureIdParams = idParams(CALENDAR_MESSAGES.badClosureId);

/** GET /api/admin/calendar?month=YYYY-MM: the desk's month view. */
export const monthQuery = z.object({
  month: z.string({ error: CALENDAR_MESSAGES.badMonth }).check(
    z.trim(),
    z.refine((m) => /^\d{4}-\d{2}$/.test(m) && isRealDate(`${m}-01`), CALENDAR_MESSAGES.badMonth),
  ),
});

/**
 * PUT /api/admin/announcement: `{text, textTa?, until?}` — textTa is the same notice in Tamil for
 * the Tamil pages (blank: they show `text`); until is the last clinic date it shows.
 */
export const announcementSchema = z.object({
  text: requiredLine(
    CALENDAR_MESSAGES.announcementRequired,
    MAX_ANNOUNCEMENT_LENGTH,
    CALENDAR_MESSAGES.announcementTooLong,
  ),
  textTa: preprocess(
    blankToUndefined,
    z.optional(
      singleLineText({ error: CALENDAR_MESSAGES.announcementTamilInvalid }).check(
        z.trim(),
        z.maxLength(MAX_ANNOUNCEMENT_LENGTH, CALENDAR_MESSAGES.announcementTamilTooLong),
      ),
    ),
  ),
  until: preprocess(
    blankToUndefined,
    z.optional(
      z.string({ error: CALENDAR_MESSAGES.badDate }).check(
        z.trim(),
        z.refine(isRealDate, { error: CALENDAR_MESSAGES.badDate, abort: true }),
        z.refine((d) => !isBeforeToday(d, now()), CALENDAR_MESSAGES.untilPast),
      ),
    ),
  ),
});
export type AnnouncementInput = z.output<typeof announcementSchema>;

/**
 * An announcement as shown: text, its Tamil (null: Tamil pages show `text`), and the last day
 * it shows (null: until removed).
 */
export type Announcement = { text: string; textTa: string | null; until: string | null };
