/**
 * The admin patient calls' inputs (SPEC §3, §5 "Admin add patient", §7): the Add New
 * Patient payload, the list query and the patient key. One schema serves the modal (before
 * it sends) and POST /api/admin/patient/add (the authority). The messages are the spec's
 * words; the rules the booking form already has (phone format, lengths, Sunday, slot times)
 * are taken from its schema rather than written twice.
 */
import * as z from "zod/mini";
import { BOOKABLE_SERVICES } from "../../content/services";
import { LOCALES, type Locale } from "../../i18n/locales";
import { BOOKING_FIELD_RULES, slotSchema, type BookingRules } from "./booking";
import { preprocess } from "./mini";
import { requiredLine } from "./text";
import { PATIENT_FIELD_RULES, PATIENT_FIELDS, type PatientFieldKey } from "./patient-fields";
import { PATIENT_MESSAGES } from "./patient-messages";
import { keyParam, positiveId, wholeId } from "./params";
import { singleLineText } from "./text";

export { PATIENT_MESSAGES };

/** The languages a patient's messages can be in (FEATURES.md §6), as the desk names them: the admin area is English. */
export const PATIENT_LANGUAGES: Record<Locale, string> = { en: "English", ta: "Tamil" };

const shape = BOOKING_FIELD_RULES;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const blankToUndefined = (v: unknown) => (blank(v) ? undefined : v);

const optionalAppointmentText = preprocess(
  blankToUndefined,
  z.optional(
    singleLineText({ error: "Must be text." }).check(z.trim(), z.maxLength(100, "Must be at most 100 characters.")),
  ),
);

/** The patient's own fields (lib/shared/validation/patient-fields.ts is the one list of them). */
export { PATIENT_FIELD_RULES, PATIENT_FIELDS };

/**
 * What the desk asks a patient it registers (issue 26): the language of their messages and
 * whether they agree to WhatsApp — two explicit answers, nothing assumed. The forms send
 * `language` 'en' | 'ta' and `whatsapp` true | false (or "yes" | "no"); recorded on the patient
 * with the admin who asked and when (lib/server/domain/consent.ts).
 */
const languageAnswer = z.enum(LOCALES, {
  error: (issue) => (issue.input === undefined ? PATIENT_MESSAGES.languageRequired : PATIENT_MESSAGES.languageInvalid),
});
const whatsappAnswer = z.boolean({
  error: (issue) => (issue.input === undefined ? PATIENT_MESSAGES.whatsappRequired : PATIENT_MESSAGES.whatsappInvalid),
});
const yesNo = (v: unknown) => (v === "yes" ? true : v === "no" ? false : blankToUndefined(v));
/** SMS (FEATURES.md §15): optional everywhere — not asked leaves SMS allowed, as for a patient never asked. */
const smsAnswer = preprocess(yesNo, z.optional(z.boolean({ error: PATIENT_MESSAGES.smsInvalid })));

/** Both answers required, each beside its field with the others' messages (the desk's forms, the walk-in call). */
export const DESK_CONSENT_REQUIRED = {
  language: preprocess(blankToUndefined, languageAnswer),
  whatsapp: preprocess(yesNo, whatsappAnswer),
  sms: smsAnswer,
};
/** Both optional: the spec's Add New Patient call (checkDeskConsent: both or none). */
export const DESK_CONSENT_FIELDS = {
  language: preprocess(blankToUndefined, z.optional(languageAnswer)),
  whatsapp: preprocess(yesNo, z.optional(whatsappAnswer)),
  sms: smsAnswer,
};
export type DeskConsent = { language: Locale; whatsapp: boolean; sms?: boolean };

/**
 * The desk's two answers: `required` (the desk's forms, the walk-in call) wants both; otherwise
 * (the spec's Add New Patient call, whose payload has neither) both or none — an answer given
 * without the other is refused, the missing field named.
 */
export function checkDeskConsent(
  input: { language?: Locale; whatsapp?: boolean },
  ctx: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void },
  required: boolean,
) {
  if (!required && input.language === undefined && input.whatsapp === undefined) return;
  if (input.language === undefined) {
    ctx.addIssue({ code: "custom", path: ["language"], message: PATIENT_MESSAGES.languageRequired });
  }
  if (input.whatsapp === undefined) {
    ctx.addIssue({ code: "custom", path: ["whatsapp"], message: PATIENT_MESSAGES.whatsappRequired });
  }
}

/** The desk's answers as recorded, or null when not asked (an older client of the spec's call). */
export const deskConsentOf = (input: { language?: Locale; whatsapp?: boolean; sms?: boolean }): DeskConsent | null =>
  input.language !== undefined && input.whatsapp !== undefined
    ? { language: input.language, whatsapp: input.whatsapp, ...(input.sms !== undefined && { sms: input.sms }) }
    : null;

/** The appointment's three fields: all given, or none (FEATURES.md §3: never a silent skip). */
const APPOINTMENT_PART_MESSAGES = {
  serviceRequired: PATIENT_MESSAGES.serviceRequired,
  preferredDate: "Please choose a date.",
  preferredTime: "Please choose a time.",
} as const;

/**
 * POST /api/admin/patient/add and the Add New Patient modal. The booking rules (the
 * horizon) are passed in as for the public form: the server from lib/server/config, the modal as
 * a prop. The appointment is optional, but once any of its date, time and service is given
 * all three are needed, and must be bookable. The desk's answers (language, WhatsApp) are
 * required by the modal (`askConsent`); the server takes the spec's payload without them as
 * "not asked" (English, no WhatsApp), and refuses one answer without the other.
 */
export function addPatientSchema(rules: BookingRules, { askConsent = false }: { askConsent?: boolean } = {}) {
  const fields = z
    .object({
      ...PATIENT_FIELD_RULES,
      // the form wants both answers, beside its other messages; the API takes neither, or both
      ...((askConsent ? DESK_CONSENT_REQUIRED : DESK_CONSENT_FIELDS) as typeof DESK_CONSENT_FIELDS),
      serviceRequired: optionalAppointmentText,
      preferredDate: optionalAppointmentText,
      preferredTime: optionalAppointmentText,
    })
    .check(
      z.superRefine((input, ctx) => {
        checkDeskConsent(input, ctx, askConsent);
        const parts = ["serviceRequired", "preferredDate", "preferredTime"] as const;
        if (parts.every((field) => !input[field])) return;
        for (const field of parts) {
          if (!input[field]) ctx.addIssue({ code: "custom", path: [field], message: APPOINTMENT_PART_MESSAGES[field] });
        }
        if (!input.serviceRequired || !input.preferredDate || !input.preferredTime) return;
        const service = shape.serviceRequired.safeParse(input.serviceRequired);
        if (!service.success) {
          ctx.addIssue({ code: "custom", path: ["serviceRequired"], message: service.error.issues[0]?.message ?? "" });
        }
        const slot = slotSchema(rules).safeParse(input);
        for (const issue of slot.success ? [] : slot.error.issues) {
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        }
      }),
    );
  return z.pipe(
    fields,
    z.transform(
      ({
        serviceRequired,
        preferredDate,
        preferredTime,
        language,
        whatsapp,
        sms,
        ...patient
      }: z.output<typeof fields>) => ({
        patient,
        consent: deskConsentOf({ language, whatsapp, sms }),
        appointment:
          serviceRequired && preferredDate && preferredTime ? { serviceRequired, preferredDate, preferredTime } : null,
      }),
    ),
  );
}

/** What Edit details can change: the patient's fields, and the language their messages are in. */
export const PATIENT_UPDATE_FIELDS = [...PATIENT_FIELDS, "language"] as const;

/**
 * PATCH /api/admin/patient/{patientId} and the profile's Edit details form: any of the
 * patient's fields, each under the Add New Patient rules (a blank email or address clears
 * it), and the language of their messages.
 */
export const patientUpdateSchema = z
  .partial(
    z.object({
      ...PATIENT_FIELD_RULES,
      language: z.enum(LOCALES, { error: PATIENT_MESSAGES.languageInvalid }),
    }),
  )
  .check(z.refine((u) => PATIENT_UPDATE_FIELDS.some((f) => f in u), PATIENT_MESSAGES.nothingToChange));

/**
 * POST /api/admin/patient/{patientId}/appointments and the profile's Book appointment form:
 * a service, a free slot under the booking rules, and an optional note for the desk.
 */
export function bookForPatientSchema(rules: BookingRules) {
  return z.intersection(
    z.object({
      serviceRequired: preprocess(
        blankToUndefined,
        z.enum(BOOKABLE_SERVICES, { error: PATIENT_MESSAGES.serviceRequired }),
      ),
      additionalInfo: shape.additionalInfo,
    }),
    slotSchema(rules),
  );
}
export type BookForPatientInput = z.output<ReturnType<typeof bookForPatientSchema>>;

export type AddPatientInput = z.output<ReturnType<typeof addPatientSchema>>;
export type AddPatientField =
  | PatientFieldKey
  | "language"
  | "whatsapp"
  | "sms"
  | "serviceRequired"
  | "preferredDate"
  | "preferredTime";

export const PATIENT_PAGE_SIZE = 50;
export const MAX_PATIENT_PAGE_SIZE = 200;
export const MAX_SEARCH_LENGTH = 100;

const wholeNumber = (message: string, max: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,9}$/, message)), z.transform(Number))
    .check(z.refine((n) => n >= 1 && n <= max, message));

/** GET /api/admin/patients: `search` (optional), paging, and `export=csv` (every match). */
const patientListFields = z.object({
  // Cleaned like every free text (a NUL, say, is an error on PostgreSQL, never a match).
  search: z.optional(
    singleLineText().check(
      z.maxLength(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters.`),
    ),
  ),
  page: z.optional(wholeNumber("Page must be a whole number from 1.", 1_000_000)),
  pageSize: z.optional(
    wholeNumber(`Page size must be a whole number from 1 to ${MAX_PATIENT_PAGE_SIZE}.`, MAX_PATIENT_PAGE_SIZE),
  ),
  export: z.optional(z.literal("csv", { error: "export must be 'csv'." })),
});
export const patientListQuerySchema = z.pipe(
  patientListFields,
  z.transform(({ search, page, pageSize, export: exported }: z.output<typeof patientListFields>) => ({
    search: search?.trim() ?? "",
    page: page ?? 1,
    pageSize: pageSize ?? PATIENT_PAGE_SIZE,
    exported: exported === "csv",
  })),
);
export type PatientListQuery = z.output<typeof patientListQuerySchema>;

/** GET /api/admin/patients/matches: a name and/or a phone as the desk is typing them. */
const matchText = z.optional(singleLineText().check(z.maxLength(MAX_SEARCH_LENGTH, PATIENT_MESSAGES.matchesQuery)));
export const patientMatchesQuerySchema = z
  .object({ name: matchText, phone: matchText, except: z.optional(z.string()) })
  .check(
    z.refine((q) => !!(q.name?.trim() || q.phone?.trim()), { message: PATIENT_MESSAGES.matchesQuery, path: ["name"] }),
  );

/** POST /api/admin/patients/merge: the record kept and the one merged into it (then hidden, for 30 days). */
const mergeId = wholeId(PATIENT_MESSAGES.mergeIds);
/**
 * POST /api/admin/patients/merge. `reason`: the owner's override for two records that do not
 * match as duplicates (issue 41 G2), written into the audit entry.
 */
export const patientMergeSchema = z.object({
  keepId: mergeId,
  mergeId,
  reason: z.optional(requiredLine(PATIENT_MESSAGES.overrideReason, 200, PATIENT_MESSAGES.overrideReason)),
});
/** POST /api/admin/patients/merge/undo: the merge (its id, as the kept record's profile gives it). */
export const patientMergeUndoSchema = z.object({
  mergeId: wholeId(PATIENT_MESSAGES.mergeNotFound),
});
/** GET /api/admin/patients/merge?keepId=…&mergeId=…: what a merge would move (the confirmation lists it). */
export const patientMergePreviewSchema = z.object({
  keepId: positiveId(PATIENT_MESSAGES.mergeIds),
  mergeId: positiveId(PATIENT_MESSAGES.mergeIds),
});

/** A patient ID as the URL gives it: digits, no leading zero, within a 32-bit integer. */
export function toPatientId(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A patient key as the URL gives it (GET /api/admin/patient/{key}): an ID, an email or a
 * phone. What none of them can be is a 400 before any lookup: a `%` (an escape the router
 * could not decode), a slash, a control character, or a bare number that is neither a
 * whole positive ID nor a phone of 5 digits or more (`-1`, `0`, `1.5`, `1e309`). A
 * well-formed key that names nobody is the lookup's 404.
 */
export const patientKeyParam = z.string({ error: PATIENT_MESSAGES.badKey }).check(
  z.trim(),
  z.minLength(1, PATIENT_MESSAGES.badKey),
  z.maxLength(254, PATIENT_MESSAGES.badKey),
  z.refine((key) => !/[%/\\\u0000-\u001f\u007f]/.test(key), PATIENT_MESSAGES.badKey),
  z.refine(
    (key) => !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(key) || toPatientId(key) !== null || /^\+?\d{5,}$/.test(key),
    PATIENT_MESSAGES.badKey,
  ),
);

/** GET /api/admin/patient/{key}: the Patient Profile's key (an ID, an email or a phone). */
export const patientKeyParams = z.object({ key: patientKeyParam });

/** DELETE /api/admin/patient/{key}: a patient ID only. */
export const patientIdParams = z.object({ key: keyParam(toPatientId, PATIENT_MESSAGES.badId) });

/** Services Used badges hide these (SPEC §2 Patient Profile). */
export const HIDDEN_SERVICES = ["", "Manual Entry", "General Consultation"] as const;
export const visibleServices = (services: readonly string[]) =>
  services.filter((s) => !(HIDDEN_SERVICES as readonly string[]).includes(s.trim()));
