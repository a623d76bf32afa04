/**
 * The public booking payload (SPEC §3, rules of SPEC §5): one schema, used by the form on
 * /contact before it sends and by POST /api/appointments/book, which is the authority.
 * Messages are the spec's words where it gives them. Date and slot rules read the
 * current instant from lib/shared/clock at parse time (the browser's own clock in the form).
 *
 * Rules that come from configuration (the booking horizon) are passed in as BookingRules:
 * the server reads them from lib/server/config (lib/content/clinic `bookingRules()`), the forms
 * get them as a prop from the server component that renders them. This module stays free of
 * lib/server/config, which must never reach the browser.
 */
import { z } from "zod";
import { now } from "../clock";
import { BOOKABLE_SERVICES } from "../../content/services";
import { addDays, isBeforeToday, isPastSlot, isRealDate, isSlotTime, isSunday, todayIst } from "../clinic-time";
import { multiLineText, requiredLine, singleLineText } from "./text";

export const REQUIRED_MESSAGE = "Please fill in all required fields and try again.";
export const SUNDAY_MESSAGE = "Sorry, we don't accept appointments on Sundays. Please select a different date.";
export const PAST_DATE_MESSAGE = "Please choose today or a later date.";
export const PAST_TIME_MESSAGE = "That time has already passed today. Please choose a later time.";

/** Configured booking rules, passed to the schemas (see the module comment). */
export type BookingRules = {
  /** how many days ahead of today (IST) a slot may be booked; that day itself is bookable */
  horizonDays: number;
};

export const horizonMessage = (days: number) =>
  `Appointments can be booked up to ${days} days ahead. Please choose an earlier date.`;

/** The last bookable clinic date (`YYYY-MM-DD`): today (IST) plus the horizon. */
export function lastBookableDate(at: Date, rules: BookingRules): string {
  return addDays(todayIst(at), rules.horizonDays);
}

/**
 * What is wrong with a date just picked in a booking form, if anything: a Sunday (the form
 * clears the date and alerts, SPEC §5), a day already gone (IST), or one beyond the horizon.
 */
export function chosenDateProblem(
  date: string,
  at: Date,
  rules: BookingRules,
): { message: string; sunday: boolean } | null {
  if (isSunday(date)) return { message: SUNDAY_MESSAGE, sunday: true };
  if (isBeforeToday(date, at)) return { message: PAST_DATE_MESSAGE, sunday: false };
  if (date > lastBookableDate(at, rules)) return { message: horizonMessage(rules.horizonDays), sunday: false };
  return null;
}
export const SUNDAY_NOTE = "We are closed on Sundays. Please select a weekday (Monday-Saturday).";
export const SOME_BOOKED_NOTE = "Some time slots are already booked.";
export const SUCCESS_MESSAGE = "Appointment request sent successfully!";
export const FAILURE_MESSAGE = "Failed to submit. Please try again.";
export const SLOT_TAKEN_MESSAGE = "Sorry, this time slot was just booked by someone else. Please choose another time.";
export const HONEYPOT_MESSAGE = "Your request could not be processed. Please call the clinic to book.";
/** Most upcoming public bookings one phone number may hold (lib/server/domain/booking; docs/decisions/005). */
export const MAX_UPCOMING_PER_PHONE = 3;
export const PHONE_CAP_MESSAGE = `This phone number already has ${MAX_UPCOMING_PER_PHONE} upcoming appointments. Please call the clinic to book more.`;

export const SEXES = ["Male", "Female", "Other"] as const;
export const MIN_AGE = 1;
export const MAX_AGE = 120;

/** Longest accepted value of each text field (characters, after trimming). */
export const MAX_LENGTH = {
  patientName: 100,
  patientEmail: 254,
  patientPhone: 20,
  additionalInfo: 1000,
  patientAddress: 300,
  patientOccupation: 100,
} as const;

/**
 * A field people never see (visually hidden, out of the tab order). Bots that fill every
 * input fill it too; such a submission is refused with a message rather than silently
 * dropped, so a person whose browser somehow filled it still learns the booking failed.
 */
export const HONEYPOT_FIELD = "website";

/** Largest accepted request body: the longest valid payload is about 2 KB. */
export const BOOKING_MAX_BYTES = 16 * 1024;

export const BOOKING_FIELDS = [
  "patientName",
  "patientEmail",
  "patientPhone",
  "patientAge",
  "patientSex",
  "serviceRequired",
  "preferredDate",
  "preferredTime",
  "additionalInfo",
  "patientAddress",
  "patientOccupation",
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const REQUIRED_FIELDS = [
  "patientName",
  "patientPhone",
  "patientAge",
  "patientSex",
  "serviceRequired",
  "preferredDate",
  "preferredTime",
] as const satisfies readonly BookingField[];

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

const requiredText = (required: string, label: string, max: number) => requiredLine(required, max, tooLong(label, max));

const optionalText = (label: string, max: number, text = singleLineText) =>
  z
    .preprocess(
      nullToUndefined,
      text({ error: `${label} must be text.` })
        .trim()
        .max(max, tooLong(label, max))
        .optional(),
    )
    .transform((v) => v || undefined);

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_MESSAGE = "Please enter a valid phone number.";
const AGE_MESSAGE = `Please enter an age between ${MIN_AGE} and ${MAX_AGE}.`;
const AGE_REQUIRED = "Please enter the patient's age.";
const EMAIL_MESSAGE = "Please enter a valid email address.";

/** The preferred date: a real date, not a Sunday, from today up to the horizon (IST). */
export const bookingDateField = (rules: BookingRules) =>
  z.preprocess(
    nullToUndefined,
    z
      .string({ error: "Please choose a date." })
      .trim()
      .min(1, "Please choose a date.")
      .refine(isRealDate, { error: "Please choose a valid date.", abort: true })
      .refine((d) => !isSunday(d), { error: SUNDAY_MESSAGE, abort: true })
      .refine((d) => !isBeforeToday(d, now()), { error: PAST_DATE_MESSAGE, abort: true })
      .refine((d) => d <= lastBookableDate(now(), rules), horizonMessage(rules.horizonDays)),
  );

const timeField = z.preprocess(
  nullToUndefined,
  z
    .string({ error: "Please choose a time." })
    .trim()
    .min(1, "Please choose a time.")
    .refine(isSlotTime, "Please choose one of the listed times (6:00 PM to 9:00 PM, every 15 minutes)."),
);

/**
 * The rules of each field but the date (which depends on BookingRules). The admin
 * add-patient schema takes its rules from here rather than writing them twice.
 */
export const BOOKING_FIELD_RULES = {
  patientName: requiredText("Please enter the patient's name.", "Name", MAX_LENGTH.patientName),
  patientEmail: optionalText("Email", MAX_LENGTH.patientEmail).refine(
    (v) => v === undefined || z.regexes.email.test(v),
    EMAIL_MESSAGE,
  ),
  patientPhone: requiredText("Please enter a phone number.", "Phone number", MAX_LENGTH.patientPhone).refine(
    (v) => PHONE_CHARACTERS.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, "")),
    PHONE_MESSAGE,
  ),
  patientAge: z.preprocess(
    (v) =>
      v === null ? undefined : typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v === "" ? undefined : v,
    z
      .number({ error: (issue) => (issue.input === undefined ? AGE_REQUIRED : AGE_MESSAGE) })
      .int(AGE_MESSAGE)
      .min(MIN_AGE, AGE_MESSAGE)
      .max(MAX_AGE, AGE_MESSAGE),
  ),
  patientSex: z.preprocess(nullToUndefined, z.enum(SEXES, { error: "Please select Male, Female or Other." })),
  serviceRequired: z.preprocess(
    nullToUndefined,
    z.enum(BOOKABLE_SERVICES, { error: "Please select a service from the list." }),
  ),
  preferredTime: timeField,
  additionalInfo: optionalText("Additional information", MAX_LENGTH.additionalInfo, multiLineText),
  patientAddress: optionalText("Address", MAX_LENGTH.patientAddress),
  patientOccupation: optionalText("Occupation", MAX_LENGTH.patientOccupation),
};

/**
 * A slot to move an appointment to or book for a known patient: the booking form's date
 * and time rules, and not already past (the patient's manage page, the desk's Reschedule and
 * Book appointment). Built once per horizon.
 */
function buildSlotSchema(rules: BookingRules) {
  const dateField = bookingDateField(rules);
  return z
    .object({ preferredDate: dateField, preferredTime: timeField })
    .refine((s) => !isPastSlot(s.preferredDate, s.preferredTime, now()), {
      path: ["preferredTime"],
      error: PAST_TIME_MESSAGE,
    });
}
const slotSchemas = new Map<number, ReturnType<typeof buildSlotSchema>>();
export function slotSchema(rules: BookingRules): ReturnType<typeof buildSlotSchema> {
  let schema = slotSchemas.get(rules.horizonDays);
  if (!schema) slotSchemas.set(rules.horizonDays, (schema = buildSlotSchema(rules)));
  return schema;
}
export type SlotInput = { preferredDate: string; preferredTime: string };

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}

function buildBookingSchema(rules: BookingRules) {
  const dateField = bookingDateField(rules);
  return z
    .object({
      // in the form's order, so the first message is the first field's
      ...pick({ ...BOOKING_FIELD_RULES, preferredDate: dateField }, BOOKING_FIELDS),
      [HONEYPOT_FIELD]: z.preprocess(
        (v) => (v === null || v === undefined ? "" : v),
        z.string({ error: HONEYPOT_MESSAGE }).max(0, HONEYPOT_MESSAGE),
      ),
    })
    .refine((b) => !isPastSlot(b.preferredDate, b.preferredTime, now()), {
      path: ["preferredTime"],
      error: PAST_TIME_MESSAGE,
      // Run even when other fields are wrong, as long as the date and time themselves are fine.
      when: (payload) => {
        const v = payload.value as Record<string, unknown>;
        return dateField.safeParse(v?.preferredDate).success && timeField.safeParse(v?.preferredTime).success;
      },
    })
    .transform(({ [HONEYPOT_FIELD]: _honeypot, ...booking }) => booking);
}

const schemas = new Map<number, ReturnType<typeof buildBookingSchema>>();

/** The booking schema for these rules (built once per horizon and kept). */
export function bookingSchema(rules: BookingRules): ReturnType<typeof buildBookingSchema> {
  let schema = schemas.get(rules.horizonDays);
  if (!schema) schemas.set(rules.horizonDays, (schema = buildBookingSchema(rules)));
  return schema;
}

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** What the form holds and sends: every field as text. */
export type BookingFormValues = Record<BookingField, string>;

export type BookingValidation =
  | { success: true; data: BookingInput }
  | { success: false; message: string; errors: Partial<Record<BookingField | typeof HONEYPOT_FIELD, string>> };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Validates a booking payload. The summary message is the spec's 'Please fill in all
 * required fields and try again.' when a required field is missing, otherwise the first
 * field's own message; `errors` maps each field to its message.
 */
export function validateBooking(input: unknown, rules: BookingRules): BookingValidation {
  const result = bookingSchema(rules).safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    errors[key] ??= issue.message;
  }
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const missing = REQUIRED_FIELDS.some((field) => isBlank(raw[field]));
  const message =
    errors[HONEYPOT_FIELD] ?? (missing ? REQUIRED_MESSAGE : (Object.values(errors)[0] ?? REQUIRED_MESSAGE));
  return { success: false, message, errors };
}

/**
 * The booking fields of a request body exactly as submitted (untrimmed, uncoerced), for the
 * contact history. Anything else in the body, the honeypot included, is left out.
 */
export function bookingPayloadAsReceived(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  const source = body as Record<string, unknown>;
  return Object.fromEntries(BOOKING_FIELDS.filter((f) => f in source).map((f) => [f, source[f]]));
}
