/**
 * Follow-ups due (FEATURES.md §14, docs/decisions/042): the inputs of the recall calls and of
 * a visit's "review in", shared by the Follow-ups screen, the consulting room and the server.
 */
import * as z from "zod/mini";
import { isRealDate } from "../clinic-time";
import { MESSAGE_CHANNELS } from "./messages";
import { idParams } from "./params";
import { multiLineText } from "./text";

/** What the list answers for a follow-up: derived from its due date and the bookings (decision 042). */
export const RECALL_STATUSES = ["due", "overdue", "upcoming", "done"] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];

/** How the desk closes one by hand. */
export const RECALL_CLOSINGS = ["done", "declined", "unreachable"] as const;
export type RecallClosing = (typeof RECALL_CLOSINGS)[number];

/** "Due" reaches this many days past today; later is "upcoming". */
export const DUE_WITHIN_DAYS = 7;

export const REVIEW_UNITS = ["weeks", "months"] as const;
export type ReviewUnit = (typeof REVIEW_UNITS)[number];
/** The longest "review in" a visit may ask: two years either way. */
export const REVIEW_MAX: Record<ReviewUnit, number> = { weeks: 104, months: 24 };

export const RECALL_NOTE_MAX = 500;

export const RECALL_MESSAGES = {
  statusInvalid: `Status must be one of ${RECALL_STATUSES.join(", ")}.`,
  dateInvalid: "Please give a valid date (YYYY-MM-DD).",
  rangeInvalid: "The start date must not be after the end date.",
  idInvalid: "Please give a valid follow-up id.",
  notFound: "Follow-up not found.",
  channelInvalid: `Channel must be one of ${MESSAGE_CHANNELS.join(", ")}.`,
  closingInvalid: `Status must be one of ${RECALL_CLOSINGS.join(", ")}.`,
  noteTooLong: `The note can be at most ${RECALL_NOTE_MAX} characters.`,
  reviewInvalid: "Review in must be a whole number of weeks (1–104) or months (1–24).",
  alreadyBooked: "This patient has already booked their follow-up.",
  closed: "This follow-up is closed.",
  reminded: "Reminder queued.",
  noEmail: "This patient has no e-mail address.",
  noPhone: "This patient's phone is not an Indian mobile number.",
  noWhatsappConsent: "This patient has not agreed to WhatsApp messages.",
  smsStopped: "This patient has asked for no SMS.",
  emailOff: "E-mail is not set up on this server.",
  whatsappOff: "WhatsApp is not set up on this server.",
  smsOff: "SMS is not set up on this server.",
} as const;

const date = z.optional(z.string().check(z.refine(isRealDate, RECALL_MESSAGES.dateInvalid)));

/** GET /api/admin/recalls?status=due|overdue|upcoming|done&from&to (due dates, inclusive). */
export const recallsQuery = z
  .object({
    status: z.optional(z.enum(RECALL_STATUSES, { error: RECALL_MESSAGES.statusInvalid })),
    from: date,
    to: date,
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, RECALL_MESSAGES.rangeInvalid));
export type RecallsQuery = z.output<typeof recallsQuery>;

export const recallIdParams = idParams(RECALL_MESSAGES.idInvalid);

/** POST /api/admin/recalls/{id}/remind */
export const recallRemindSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS, { error: RECALL_MESSAGES.channelInvalid }),
});

/** PATCH /api/admin/recalls/{id} */
export const recallCloseSchema = z.object({
  status: z.enum(RECALL_CLOSINGS, { error: RECALL_MESSAGES.closingInvalid }),
  note: z.optional(
    z.nullable(multiLineText().check(z.trim(), z.maxLength(RECALL_NOTE_MAX, RECALL_MESSAGES.noteTooLong))),
  ),
});
export type RecallClose = z.output<typeof recallCloseSchema>;

/** A visit's `reviewIn` (PATCH /api/admin/visits/{id}): null clears it. */
export const reviewInSchema = z.nullable(
  z
    .object(
      {
        value: z.number({ error: RECALL_MESSAGES.reviewInvalid }).check(z.int(RECALL_MESSAGES.reviewInvalid)),
        unit: z.enum(REVIEW_UNITS, { error: RECALL_MESSAGES.reviewInvalid }),
      },
      { error: RECALL_MESSAGES.reviewInvalid },
    )
    .check(z.refine((r) => r.value >= 1 && r.value <= REVIEW_MAX[r.unit], RECALL_MESSAGES.reviewInvalid)),
);
export type ReviewIn = z.output<typeof reviewInSchema>;
