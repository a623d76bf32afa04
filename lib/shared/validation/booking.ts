/**
 * The public booking payload (SPEC §3, rules of SPEC §5): one schema, used by the form on
 * /contact before it sends and by POST /api/appointments/book, which is the authority.
 * Messages are the spec's words where it gives them. Date and slot rules read the
 * current instant from lib/shared/clock at parse time (the browser's own clock in the form).
 *
 * Rules that come from configuration (the booking horizon) are passed in as BookingRules:
 * the server reads them from lib/server/config (lib/content/clinic `bookingRules()`), the forms
 * get them as a prop from the server component that renders them. This module stays free of
 * lib/server/config, which must never reach the browser. In zod/mini (./mini.ts).
 */
import { createTranslator } from "next-intl";
import * as z from "zod/mini";
import { now } from "../clock";
import { BOOKABLE_SERVICES } from "../../content/services";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";
import { PRIVACY_NOTICE_VERSIONS } from "../../content/privacy-notice";
import { booking } from "../../../messages/en/booking";
import { addDays, isBeforeToday, isPastSlot, isRealDate, isSlotTime, isSunday, todayIst } from "../clinic-time";
import type { Problem } from "../error-codes";
import { builtOnce, nullAsAbsent, preprocess } from "./mini";
import { inEnglish, sayCode, sayEnglish, type Say } from "./say";
import { multiLineText, requiredLine, requiredName, singleLineText } from "./text";

/**
 * The booking words in English, as the API answers them (next-intl's translator, outside
 * React). The schemas below say their problems through a `Say` (./say.ts): English by default,
 * the page's language in the booking form, codes when the server looks for each field's code.
 */
export const BOOKING_WORDS = createTranslator({ locale: "en", messages: { booking }, namespace: "booking" });
const t = BOOKING_WORDS;

export const REQUIRED_MESSAGE = t("server.required");
export const SUNDAY_MESSAGE = t("server.sunday");
export const PAST_DATE_MESSAGE = t("server.pastDate");
export const PAST_TIME_MESSAGE = t("server.pastTime");

/** Configured booking rules, passed to the schemas (see the module comment). */
export type BookingRules = {
  /** how many days ahead of today (IST) a slot may be booked; that day itself is bookable */
  horizonDays: number;
};

export const horizonMessage = (days: number) => t("server.horizon", { days });

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
  say: Say = sayEnglish,
): { message: string; sunday: boolean } | null {
  if (isSunday(date)) return { message: say("sunday"), sunday: true };
  if (isBeforeToday(date, at)) return { message: say("past_date"), sunday: false };
  if (date > lastBookableDate(at, rules))
    return { message: say("beyond_horizon", { days: rules.horizonDays }), sunday: false };
  return null;
}
export const SUNDAY_NOTE = t("notes.sunday");
export const SOME_BOOKED_NOTE = t("notes.someBooked");
export const SUCCESS_MESSAGE = t("server.success");
export const FAILURE_MESSAGE = t("server.failure");
export const SLOT_TAKEN_MESSAGE = t("server.slotTaken");
export const HONEYPOT_MESSAGE = t("server.honeypot");
/** Most upcoming public bookings one phone number may hold (lib/server/domain/booking; docs/decisions/005). */
export const MAX_UPCOMING_PER_PHONE = 3;
/**
 * The one answer to a web booking refused for what is stored — the clinic's online budget, the
 * network's allowance, the phone's cap — so it tells nothing about a phone number (docs/decisions/017).
 */
export const busyMessage = (phone: string) => t("server.busy", { phone });
export const NAME_NO_LETTER_MESSAGE = t("server.nameNoLetter");

// i18n-exempt: the values the API takes and stores; a page shows them as booking.fields.sexes
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

/** The fields a booking may leave blank; every other one is required. */
const OPTIONAL_FIELDS: readonly BookingField[] = [
  "patientEmail",
  "additionalInfo",
  "patientAddress",
  "patientOccupation",
];
const REQUIRED_FIELDS = BOOKING_FIELDS.filter((field) => !OPTIONAL_FIELDS.includes(field));

/** A text field's own words: "Name must be at most 100 characters." */
type TextField = keyof typeof booking.server.tooLong;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The field rules that say their problems through `say`. */
function wordsOf(say: Say) {
  const tooLong = (field: TextField) => say("too_long", { field, max: MAX_LENGTH[field] });
  const requiredText = (required: string, field: TextField) =>
    requiredLine(required, MAX_LENGTH[field], tooLong(field));
  const optionalText = (field: keyof typeof booking.server.notText, text = singleLineText) =>
    z.pipe(
      nullAsAbsent(
        z.optional(
          text({ error: say("not_text", { field }) }).check(z.trim(), z.maxLength(MAX_LENGTH[field], tooLong(field))),
        ),
      ),
      z.transform((v) => v || undefined),
    );
  return { say, tooLong, requiredText, optionalText };
}

/**
 * The booking's consent (FEATURES.md §7): the privacy notice version the form showed and the
 * WhatsApp tick. Sent only when the patient agreed (the form will not send without it); absent,
 * the booking is taken as before the notice existed (an older client of the call).
 */
const consentShape = (say: Say) => ({
  version: z.enum(PRIVACY_NOTICE_VERSIONS, { error: say("consent_invalid") }),
  whatsapp: z.boolean({ error: say("consent_whatsapp_invalid") }),
  // SMS (FEATURES.md §15): absent from older clients, which leaves the patient's choice unrecorded (allowed)
  sms: z.optional(z.boolean({ error: say("consent_whatsapp_invalid") })),
});
const consentSchemaIn = (say: Say) => z.object(consentShape(say), { error: say("consent_invalid") });

/** The booking form's own rule: it sends nothing until the notice's box is ticked. */
export const CONSENT_REQUIRED_MESSAGE = t("server.consentRequired");
export const requiredConsentSchema = (say: Say) =>
  z.object(consentShape(say), {
    error: (issue) => (issue.input === undefined ? say("consent_required") : say("consent_invalid")),
  });

/** The preferred date: a real date, not a Sunday, from today up to the horizon (IST). */
export const bookingDateField = (rules: BookingRules, say: Say = sayEnglish) =>
  nullAsAbsent(
    z.string({ error: say("date_required") }).check(
      z.trim(),
      z.minLength(1, say("date_required")),
      z.refine(isRealDate, { error: say("date_invalid"), abort: true }),
      z.refine((d) => !isSunday(d), { error: say("sunday"), abort: true }),
      z.refine((d) => !isBeforeToday(d, now()), { error: say("past_date"), abort: true }),
      z.refine((d) => d <= lastBookableDate(now(), rules), say("beyond_horizon", { days: rules.horizonDays })),
    ),
  );

/** A phone code as typed (FEATURES.md §15): six digits, spaces around it forgiven. */
export const phoneCodeField = (say: Say = sayEnglish) =>
  preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: say("phone_code_invalid") }).check(z.regex(/^\d{6}$/, say("phone_code_invalid"))),
  );

const timeField = (say: Say) =>
  nullAsAbsent(
    z
      .string({ error: say("time_required") })
      .check(z.trim(), z.minLength(1, say("time_required")), z.refine(isSlotTime, say("time_invalid"))),
  );

/** The rules of each field but the date (which depends on BookingRules), in `say`'s words (the waiting list's form takes its own from here). */
export function fieldRules(say: Say) {
  const w = wordsOf(say);
  const age = say("age_invalid", { min: MIN_AGE, max: MAX_AGE });
  return {
    patientName: requiredName(
      say("name_required"),
      MAX_LENGTH.patientName,
      w.tooLong("patientName"),
      say("name_no_letter"),
    ),
    patientEmail: w
      .optionalText("patientEmail")
      .check(z.refine((v) => v === undefined || z.regexes.email.test(v), say("email_invalid"))),
    patientPhone: w
      .requiredText(say("phone_required"), "patientPhone")
      .check(
        z.refine((v) => PHONE_CHARACTERS.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, "")), say("phone_invalid")),
      ),
    patientAge: preprocess(
      (v) =>
        v === null ? undefined : typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v === "" ? undefined : v,
      z
        .number({ error: (issue) => (issue.input === undefined ? say("age_required") : age) })
        .check(z.int(age), z.gte(MIN_AGE, age), z.lte(MAX_AGE, age)),
    ),
    patientSex: nullAsAbsent(z.enum(SEXES, { error: say("sex_invalid") })),
    serviceRequired: nullAsAbsent(z.enum(BOOKABLE_SERVICES, { error: say("service_invalid") })),
    preferredTime: timeField(say),
    additionalInfo: w.optionalText("additionalInfo", multiLineText),
    patientAddress: w.optionalText("patientAddress"),
    patientOccupation: w.optionalText("patientOccupation"),
  };
}

/**
 * The rules of each field but the date, in English. The admin add-patient schema takes its
 * rules from here rather than writing them twice.
 */
export const BOOKING_FIELD_RULES = fieldRules(sayEnglish);

/**
 * A slot to move an appointment to or book for a known patient: the booking form's date
 * and time rules, and not already past (the patient's manage page, the desk's Reschedule and
 * Book appointment). Built once per horizon.
 */
function buildSlotSchema(rules: BookingRules, say: Say) {
  const dateField = bookingDateField(rules, say);
  return z.object({ preferredDate: dateField, preferredTime: timeField(say) }).check(
    z.refine((s) => !isPastSlot(s.preferredDate, s.preferredTime, now()), {
      path: ["preferredTime"],
      error: say("past_time"),
    }),
  );
}
const slotSchemas = builtOnce<Say, ReturnType<typeof buildSlotSchema>>();
export function slotSchema(rules: BookingRules, say: Say = sayEnglish): ReturnType<typeof buildSlotSchema> {
  return slotSchemas(say, String(rules.horizonDays), () => buildSlotSchema(rules, say));
}
export type SlotInput = { preferredDate: string; preferredTime: string };

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}

/**
 * Who checks: the server takes a booking without `consent` (an older client of the call, FEATURES.md §7);
 * the public form, the same schema, requires it.
 */
type ConsentRule = "optional" | "required";

function buildBookingSchema(rules: BookingRules, consent: ConsentRule, say: Say) {
  const dateField = bookingDateField(rules, say);
  const fields = fieldRules(say);
  const honeypot = say("honeypot");
  const payload = z
    .object({
      // in the form's order, so the first message is the first field's
      ...pick({ ...fields, preferredDate: dateField }, BOOKING_FIELDS),
      // The page's language (FEATURES.md §6): kept with the patient for every message to them.
      language: nullAsAbsent(z._default(z.enum(LOCALES, { error: say("language_invalid") }), DEFAULT_LOCALE)),
      consent: nullAsAbsent(consent === "required" ? requiredConsentSchema(say) : z.optional(consentSchemaIn(say))),
      // the code sent by SMS, when the answer was 428 phone_code_required (FEATURES.md §15)
      phoneCode: nullAsAbsent(z.optional(phoneCodeField(say))),
      [HONEYPOT_FIELD]: preprocess(
        (v) => (v === null || v === undefined ? "" : v),
        z.string({ error: honeypot }).check(z.maxLength(0, honeypot)),
      ),
    })
    .check(
      z.refine((b) => !isPastSlot(b.preferredDate, b.preferredTime, now()), {
        path: ["preferredTime"],
        error: say("past_time"),
        // Run even when other fields are wrong, as long as the date and time themselves are fine.
        when: (payload) => {
          const v = payload.value as Record<string, unknown>;
          return (
            dateField.safeParse(v?.preferredDate).success && fields.preferredTime.safeParse(v?.preferredTime).success
          );
        },
      }),
    );
  return z.pipe(
    payload,
    z.transform(({ [HONEYPOT_FIELD]: _honeypot, ...booking }: z.output<typeof payload>) => booking),
  );
}

const schemas = builtOnce<Say, ReturnType<typeof buildBookingSchema>>();

function cachedBookingSchema(rules: BookingRules, consent: ConsentRule, say: Say = sayEnglish) {
  return schemas(say, `${rules.horizonDays}:${consent}`, () => buildBookingSchema(rules, consent, say));
}

/** The booking schema for these rules, as the server takes it (built once per horizon and kept). */
export function bookingSchema(rules: BookingRules, say: Say = sayEnglish): ReturnType<typeof buildBookingSchema> {
  return cachedBookingSchema(rules, "optional", say);
}

/**
 * The public booking form's schema: the server's, with the privacy notice agreed (`consent`
 * present). The form checks with it before it sends, so a booking without consent never leaves
 * the page; the server still takes one from other clients.
 */
export function bookingFormSchema(rules: BookingRules, say: Say = sayEnglish): ReturnType<typeof buildBookingSchema> {
  return cachedBookingSchema(rules, "required", say);
}

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** What the form holds and sends: every field as text. */
export type BookingFormValues = Record<BookingField, string>;

export type BookingValidation =
  | { success: true; data: BookingInput }
  | {
      success: false;
      message: string;
      errors: Partial<Record<BookingField | "language" | "consent" | "phoneCode" | typeof HONEYPOT_FIELD, string>>;
      /** the summary's code (validateBooking: the server's answer) */
      problem?: Problem;
      /** each field's code (validateBooking) */
      fieldCodes?: Record<string, Problem>;
    };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Validates a booking payload, as the server answers: the summary message is the spec's
 * 'Please fill in all required fields and try again.' when a required field is missing,
 * otherwise the first field's own message; `errors` maps each field to its message, in English;
 * `problem` and `fieldCodes` are their codes (the schema is checked speaking codes, then said in English).
 */
export function validateBooking(input: unknown, rules: BookingRules): BookingValidation {
  const result = validated(bookingSchema(rules, sayCode), input, sayCode);
  if (result.success) return result;
  const { errors, fieldCodes } = inEnglish({ ...result.errors, _summary: result.message });
  const { _summary: message, ...fields } = errors;
  const { _summary: problem, ...codes } = fieldCodes;
  return { success: false, message, errors: fields, problem, fieldCodes: codes };
}

/**
 * Validates what the public booking form is about to send (bookingFormSchema): as validateBooking,
 * consent required, the messages in `say`'s words (the page's language).
 */
export function validateBookingForm(input: unknown, rules: BookingRules, say: Say = sayEnglish): BookingValidation {
  return validated(bookingFormSchema(rules, say), input, say);
}

function validated(schema: ReturnType<typeof buildBookingSchema>, input: unknown, say: Say): BookingValidation {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    errors[key] ??= issue.message;
  }
  const raw = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const missing = REQUIRED_FIELDS.some((field) => isBlank(raw[field]));
  const required = say("required_fields");
  const message = errors[HONEYPOT_FIELD] ?? (missing ? required : (Object.values(errors)[0] ?? required));
  return { success: false, message, errors };
}

/**
 * The booking fields of a request body exactly as submitted (untrimmed, uncoerced), for the
 * contact history. Anything else in the body, the honeypot included, is left out.
 */
export function bookingPayloadAsReceived(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return {};
  const source = body as Record<string, unknown>;
  return Object.fromEntries(
    [...BOOKING_FIELDS, "language", "consent"].filter((f) => f in source).map((f) => [f, source[f]]),
  );
}
