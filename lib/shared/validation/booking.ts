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
import { preprocess } from "./mini";
import { multiLineText, requiredLine, singleLineText } from "./text";

/**
 * The booking words in English, as the API answers them (next-intl's translator, outside
 * React): the form shows them in the page's language (components/booking/translate-message.ts).
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
): { message: string; sunday: boolean } | null {
  if (isSunday(date)) return { message: SUNDAY_MESSAGE, sunday: true };
  if (isBeforeToday(date, at)) return { message: PAST_DATE_MESSAGE, sunday: false };
  if (date > lastBookableDate(at, rules)) return { message: horizonMessage(rules.horizonDays), sunday: false };
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
export const PHONE_CAP_MESSAGE = t("server.phoneCap", { max: MAX_UPCOMING_PER_PHONE });

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

export const REQUIRED_FIELDS = [
  "patientName",
  "patientPhone",
  "patientAge",
  "patientSex",
  "serviceRequired",
  "preferredDate",
  "preferredTime",
] as const satisfies readonly BookingField[];

/** A text field's own words: "Name must be at most 100 characters." */
type TextField = keyof typeof booking.server.tooLong;
const tooLong = (field: TextField) => t(`server.tooLong.${field}`, { max: MAX_LENGTH[field] });
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

const requiredText = (required: string, field: TextField) => requiredLine(required, MAX_LENGTH[field], tooLong(field));

const optionalText = (field: keyof typeof booking.server.notText, text = singleLineText) =>
  z.pipe(
    preprocess(
      nullToUndefined,
      z.optional(
        text({ error: t(`server.notText.${field}`) }).check(z.trim(), z.maxLength(MAX_LENGTH[field], tooLong(field))),
      ),
    ),
    z.transform((v) => v || undefined),
  );

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const PHONE_MESSAGE = t("server.phoneInvalid");
const AGE_MESSAGE = t("server.ageInvalid", { min: MIN_AGE, max: MAX_AGE });
const AGE_REQUIRED = t("server.ageRequired");
const EMAIL_MESSAGE = t("server.emailInvalid");
const LANGUAGE_MESSAGE = t("server.languageInvalid");
const CONSENT_MESSAGE = t("server.consentInvalid");
const CONSENT_WHATSAPP_MESSAGE = t("server.consentWhatsappInvalid");

/**
 * The booking's consent (FEATURES.md §7): the privacy notice version the form showed and the
 * WhatsApp tick. Sent only when the patient agreed (the form will not send without it); absent,
 * the booking is taken as before the notice existed (an older client of the call).
 */
const consentShape = {
  version: z.enum(PRIVACY_NOTICE_VERSIONS, { error: CONSENT_MESSAGE }),
  whatsapp: z.boolean({ error: CONSENT_WHATSAPP_MESSAGE }),
};
export const consentSchema = z.object(consentShape, { error: CONSENT_MESSAGE });
export type BookingConsent = z.output<typeof consentSchema>;

/** The booking form's own rule: it sends nothing until the notice's box is ticked. */
export const CONSENT_REQUIRED_MESSAGE = t("server.consentRequired");
const requiredConsentSchema = z.object(consentShape, {
  error: (issue) => (issue.input === undefined ? CONSENT_REQUIRED_MESSAGE : CONSENT_MESSAGE),
});
const DATE_REQUIRED = t("server.dateRequired");
const TIME_REQUIRED = t("server.timeRequired");

/** The preferred date: a real date, not a Sunday, from today up to the horizon (IST). */
export const bookingDateField = (rules: BookingRules) =>
  preprocess(
    nullToUndefined,
    z.string({ error: DATE_REQUIRED }).check(
      z.trim(),
      z.minLength(1, DATE_REQUIRED),
      z.refine(isRealDate, { error: t("server.dateInvalid"), abort: true }),
      z.refine((d) => !isSunday(d), { error: SUNDAY_MESSAGE, abort: true }),
      z.refine((d) => !isBeforeToday(d, now()), { error: PAST_DATE_MESSAGE, abort: true }),
      z.refine((d) => d <= lastBookableDate(now(), rules), horizonMessage(rules.horizonDays)),
    ),
  );

const timeField = preprocess(
  nullToUndefined,
  z
    .string({ error: TIME_REQUIRED })
    .check(z.trim(), z.minLength(1, TIME_REQUIRED), z.refine(isSlotTime, t("server.timeInvalid"))),
);

/**
 * The rules of each field but the date (which depends on BookingRules). The admin
 * add-patient schema takes its rules from here rather than writing them twice.
 */
export const BOOKING_FIELD_RULES = {
  patientName: requiredText(t("server.nameRequired"), "patientName"),
  patientEmail: optionalText("patientEmail").check(
    z.refine((v) => v === undefined || z.regexes.email.test(v), EMAIL_MESSAGE),
  ),
  patientPhone: requiredText(t("server.phoneRequired"), "patientPhone").check(
    z.refine((v) => PHONE_CHARACTERS.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, "")), PHONE_MESSAGE),
  ),
  patientAge: preprocess(
    (v) =>
      v === null ? undefined : typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v === "" ? undefined : v,
    z
      .number({ error: (issue) => (issue.input === undefined ? AGE_REQUIRED : AGE_MESSAGE) })
      .check(z.int(AGE_MESSAGE), z.gte(MIN_AGE, AGE_MESSAGE), z.lte(MAX_AGE, AGE_MESSAGE)),
  ),
  patientSex: preprocess(nullToUndefined, z.enum(SEXES, { error: t("server.sexInvalid") })),
  serviceRequired: preprocess(nullToUndefined, z.enum(BOOKABLE_SERVICES, { error: t("server.serviceInvalid") })),
  preferredTime: timeField,
  additionalInfo: optionalText("additionalInfo", multiLineText),
  patientAddress: optionalText("patientAddress"),
  patientOccupation: optionalText("patientOccupation"),
};

/**
 * A slot to move an appointment to or book for a known patient: the booking form's date
 * and time rules, and not already past (the patient's manage page, the desk's Reschedule and
 * Book appointment). Built once per horizon.
 */
function buildSlotSchema(rules: BookingRules) {
  const dateField = bookingDateField(rules);
  return z.object({ preferredDate: dateField, preferredTime: timeField }).check(
    z.refine((s) => !isPastSlot(s.preferredDate, s.preferredTime, now()), {
      path: ["preferredTime"],
      error: PAST_TIME_MESSAGE,
    }),
  );
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

/**
 * Who checks: the server takes a booking without `consent` (an older client of the call, FEATURES.md §7);
 * the public form, the same schema, requires it.
 */
type ConsentRule = "optional" | "required";

function buildBookingSchema(rules: BookingRules, consent: ConsentRule) {
  const dateField = bookingDateField(rules);
  const payload = z
    .object({
      // in the form's order, so the first message is the first field's
      ...pick({ ...BOOKING_FIELD_RULES, preferredDate: dateField }, BOOKING_FIELDS),
      // The page's language (FEATURES.md §6): kept with the patient for every message to them.
      language: preprocess(nullToUndefined, z._default(z.enum(LOCALES, { error: LANGUAGE_MESSAGE }), DEFAULT_LOCALE)),
      consent: preprocess(nullToUndefined, consent === "required" ? requiredConsentSchema : z.optional(consentSchema)),
      [HONEYPOT_FIELD]: preprocess(
        (v) => (v === null || v === undefined ? "" : v),
        z.string({ error: HONEYPOT_MESSAGE }).check(z.maxLength(0, HONEYPOT_MESSAGE)),
      ),
    })
    .check(
      z.refine((b) => !isPastSlot(b.preferredDate, b.preferredTime, now()), {
        path: ["preferredTime"],
        error: PAST_TIME_MESSAGE,
        // Run even when other fields are wrong, as long as the date and time themselves are fine.
        when: (payload) => {
          const v = payload.value as Record<string, unknown>;
          return dateField.safeParse(v?.preferredDate).success && timeField.safeParse(v?.preferredTime).success;
        },
      }),
    );
  return z.pipe(
    payload,
    z.transform(({ [HONEYPOT_FIELD]: _honeypot, ...booking }: z.output<typeof payload>) => booking),
  );
}

const schemas = new Map<string, ReturnType<typeof buildBookingSchema>>();

function cachedBookingSchema(rules: BookingRules, consent: ConsentRule) {
  const key = `${rules.horizonDays}:${consent}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = buildBookingSchema(rules, consent)));
  return schema;
}

/** The booking schema for these rules, as the server takes it (built once per horizon and kept). */
export function bookingSchema(rules: BookingRules): ReturnType<typeof buildBookingSchema> {
  return cachedBookingSchema(rules, "optional");
}

/**
 * The public booking form's schema: the server's, with the privacy notice agreed (`consent`
 * present). The form checks with it before it sends, so a booking without consent never leaves
 * the page; the server still takes one from other clients.
 */
export function bookingFormSchema(rules: BookingRules): ReturnType<typeof buildBookingSchema> {
  return cachedBookingSchema(rules, "required");
}

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** What the form holds and sends: every field as text. */
export type BookingFormValues = Record<BookingField, string>;

export type BookingValidation =
  | { success: true; data: BookingInput }
  | {
      success: false;
      message: string;
      errors: Partial<Record<BookingField | "language" | "consent" | typeof HONEYPOT_FIELD, string>>;
    };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * Validates a booking payload. The summary message is the spec's 'Please fill in all
 * required fields and try again.' when a required field is missing, otherwise the first
 * field's own message; `errors` maps each field to its message.
 */
export function validateBooking(input: unknown, rules: BookingRules): BookingValidation {
  return validated(bookingSchema(rules), input);
}

/** Validates what the public booking form is about to send (bookingFormSchema): as validateBooking, consent required. */
export function validateBookingForm(input: unknown, rules: BookingRules): BookingValidation {
  return validated(bookingFormSchema(rules), input);
}

function validated(schema: ReturnType<typeof buildBookingSchema>, input: unknown): BookingValidation {
  const result = schema.safeParse(input);
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
  return Object.fromEntries(
    [...BOOKING_FIELDS, "language", "consent"].filter((f) => f in source).map((f) => [f, source[f]]),
  );
}
