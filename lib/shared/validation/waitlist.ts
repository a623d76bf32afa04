/**
 * The waiting list (FEATURES.md §14, docs/decisions/042 point 2): the public form's input —
 * the booking's own field rules, date rule, consent and honeypot, so "the same validation as a
 * booking" holds by construction — and the desk's calls. Shared by the form and the server.
 */
import * as z from "zod/mini";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";
import { isRealDate, isSlotTime } from "../clinic-time";
import { bookingDateField, fieldRules, HONEYPOT_FIELD, requiredConsentSchema, type BookingRules } from "./booking";
import { builtOnce, nullAsAbsent, preprocess } from "./mini";
import { idParams } from "./params";
import { sayEnglish, type Say } from "./say";

/** How long a claim link holds a freed place (minutes). */
export const OFFER_MINUTES = 30;
/** No place is offered less than this many minutes before its time. */
export const OFFER_LEAD_MINUTES = 60;
/** The service a claimed place is booked as: the doctor's consultation (a waiting patient chose no other). */
export const WAITLIST_SERVICE = "Cardiac Consultation";

export const WAITLIST_STATUSES = ["waiting", "booked", "ended"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const OFFER_STATUSES = ["open", "claimed", "expired", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A claim or leave link's token: 24 random or derived bytes, base64url. */
export const WAITLIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** What the desk's calls answer in English (the public ones speak codes: lib/shared/error-codes.ts). */
export const WAITLIST_MESSAGES = {
  dateInvalid: "Please give a valid date (YYYY-MM-DD).",
  idInvalid: "Please give a valid waiting-list entry id.",
  timeInvalid: "Please choose one of the listed times (6:00 PM to 9:00 PM, every 15 minutes).",
  notFound: "Waiting-list entry not found.",
  ended: "This person is no longer waiting.",
  notFree: "That time is not free (booked, closed, past, or less than 60 minutes away).",
  offerOpen: "This person already has an open offer, or that place is already offered to someone.",
  offered: "The place is offered; the message is on its way.",
  left: "You have left the waiting list.",
} as const;

function buildJoinSchema(rules: BookingRules, say: Say) {
  const f = fieldRules(say);
  const honeypot = say("honeypot");
  const payload = z.object({
    name: f.patientName,
    phone: f.patientPhone,
    email: f.patientEmail,
    date: bookingDateField(rules, say),
    language: nullAsAbsent(z._default(z.enum(LOCALES, { error: say("language_invalid") }), DEFAULT_LOCALE)),
    consent: requiredConsentSchema(say),
    [HONEYPOT_FIELD]: preprocess(
      (v) => (v === null || v === undefined ? "" : v),
      z.string({ error: honeypot }).check(z.maxLength(0, honeypot)),
    ),
  });
  return z.pipe(
    payload,
    z.transform(({ [HONEYPOT_FIELD]: _honeypot, ...entry }: z.output<typeof payload>) => entry),
  );
}
const joinSchemas = builtOnce<Say, ReturnType<typeof buildJoinSchema>>();

/** POST /api/appointments/waitlist `{name, phone, email?, date, language, consent}` (built once per horizon). */
export function waitlistJoinSchema(rules: BookingRules, say: Say = sayEnglish): ReturnType<typeof buildJoinSchema> {
  return joinSchemas(say, String(rules.horizonDays), () => buildJoinSchema(rules, say));
}
export type WaitlistJoin = z.output<ReturnType<typeof waitlistJoinSchema>>;

/** A claim or leave link's `{token}` (any string: an unknown one is the same 404 as a malformed one). */
export const waitlistTokenParams = z.object({ token: z.string() });

/** GET /api/admin/waitlist?date=YYYY-MM-DD */
export const waitlistQuery = z.object({
  date: z.string({ error: WAITLIST_MESSAGES.dateInvalid }).check(z.refine(isRealDate, WAITLIST_MESSAGES.dateInvalid)),
});

export const waitlistIdParams = idParams(WAITLIST_MESSAGES.idInvalid);

/** POST /api/admin/waitlist/{id}/offer `{time}` */
export const waitlistOfferSchema = z.object({
  time: z.string({ error: WAITLIST_MESSAGES.timeInvalid }).check(z.refine(isSlotTime, WAITLIST_MESSAGES.timeInvalid)),
});
