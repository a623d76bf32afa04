/**
 * The one list of error codes on the wire (docs/decisions/020-error-codes.md): every error answer
 * is `{ success: false, message, code, values? }`, the message the spec's English, the code one
 * of these, stable across wording changes, the values what a client needs to say it again. A
 * client decides and translates by code, never by the English. Shared by server and browser.
 */

/** The code of an answer that has no more specific one, by status (lib/server/http.ts). */
export const STATUS_CODES = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "too_large",
  422: "unprocessable",
  428: "phone_code_required",
  429: "too_many_requests",
  500: "server_error",
  503: "unavailable",
} as const;

/**
 * Codes a public page (booking form, slot picker, manage page) shows in its language: each
 * names its words in the client catalogues (messages/<locale>/booking.ts, manage.ts, `server`).
 * `too_long` and `not_text` are per field: `values.field` picks the words.
 */
export const PUBLIC_ERRORS = {
  required_fields: "booking.server.required",
  sunday: "booking.server.sunday",
  past_date: "booking.server.pastDate",
  past_time: "booking.server.pastTime",
  beyond_horizon: "booking.server.horizon",
  slot_taken: "booking.server.slotTaken",
  honeypot: "booking.server.honeypot",
  booking_busy: "booking.server.busy",
  too_many_bookings: "booking.server.tooManyBookings",
  name_required: "booking.server.nameRequired",
  name_no_letter: "booking.server.nameNoLetter",
  phone_required: "booking.server.phoneRequired",
  phone_invalid: "booking.server.phoneInvalid",
  age_required: "booking.server.ageRequired",
  age_invalid: "booking.server.ageInvalid",
  email_invalid: "booking.server.emailInvalid",
  sex_invalid: "booking.server.sexInvalid",
  service_invalid: "booking.server.serviceInvalid",
  date_required: "booking.server.dateRequired",
  date_invalid: "booking.server.dateInvalid",
  time_required: "booking.server.timeRequired",
  time_invalid: "booking.server.timeInvalid",
  language_invalid: "booking.server.languageInvalid",
  consent_invalid: "booking.server.consentInvalid",
  consent_whatsapp_invalid: "booking.server.consentWhatsappInvalid",
  consent_required: "booking.server.consentRequired",
  too_long: "booking.server.tooLong",
  not_text: "booking.server.notText",
  /** a closure blocks the slot: one day, several days, part of one evening (values: dates `YYYY-MM-DD`, times `HH:MM`) */
  closed_day: "booking.server.closedDay",
  closed_days: "booking.server.closedDays",
  closed_times: "booking.server.closedTimes",
  /** phone codes (FEATURES.md §15): a booking past the anonymous budget (428), a wrong, used-up or malformed code */
  phone_code_required: "booking.server.phoneCodeRequired",
  phone_code_invalid: "booking.server.phoneCodeInvalid",
  phone_code_wrong: "booking.server.phoneCodeWrong",
  phone_code_expired: "booking.server.phoneCodeExpired",
  link_not_found: "manage.server.notFound",
  already_cancelled: "manage.server.alreadyCancelled",
  cutoff_passed: "manage.server.tooLate",
  changes_closed: "manage.server.closed",
  /** also every other limit's code; a public page meets only the manage link's (per address) */
  too_many_requests: "manage.server.tooManyRequests",
  too_many_for_link: "manage.server.tooManyForLink",
  changed_meanwhile: "manage.server.changedMeanwhile",
  // ——— reports from patients (FEATURES.md §14): the manage page's upload (values.max: the limit) ———
  too_many_reports: "manage.reports.errors.tooMany",
  report_file_invalid: "manage.reports.errors.badFile",
  reports_closed: "manage.reports.errors.closed",
  // ——— end reports from patients ———
  // ——— the waiting list (FEATURES.md §14): an evening not full or closed, a second entry, a claim too late ———
  waitlist_not_full: "booking.server.waitlistNotFull",
  waitlist_closed: "booking.server.waitlistClosed",
  waitlist_duplicate: "booking.server.waitlistDuplicate",
  offer_gone: "booking.server.offerGone",
  offer_not_found: "booking.server.offerNotFound",
} as const;

/** Codes only the admin screens meet, which they decide on (they show the English message). */
export const ADMIN_ERRORS = [
  "duplicate_email",
  "duplicate_phone_name",
  "shared_phone",
  "closure_exists",
  // staff and two-factor (FEATURES.md §9)
  "two_factor_required",
  "two_factor_setup_required",
  "two_factor_invalid",
  "two_factor_code_used",
  "username_taken",
  "last_owner",
  // one's own password (FEATURES.md §9)
  "password_change_required",
  "wrong_password",
  // merging records that do not match as duplicates (issue 41 G2)
  "not_duplicates",
  // undoing a merge: twice, or after its 30 days (issue 41 G2)
  "merge_undone",
  "merge_undo_expired",
  // the consulting room (FEATURES.md §10)
  "visit_finished",
  "visit_open",
  "appointment_future",
  // prescriptions (FEATURES.md §11)
  "prescription_final",
  "no_whatsapp_consent",
  "registration_required",
  // fees, bills and receipts (FEATURES.md §12)
  "overpaid",
  "bill_paid",
  "bill_void",
  "nothing_due",
  "upi_not_configured",
  "void_earlier_day",
  "bill_never_deleted",
  // the closed day (FEATURES.md §13)
  "day_closed",
  // follow-ups due: a reminder that cannot go, a follow-up already booked or closed (FEATURES.md §14)
  "channel_not_configured",
  "no_email",
  "no_phone",
  "sms_stopped",
  "recall_closed",
  // the waiting list by hand (FEATURES.md §14): an entry no longer waiting, a place not free or already offered
  "waitlist_ended",
  "place_not_free",
  "offer_open",
] as const;

export type PublicErrorCode = keyof typeof PUBLIC_ERRORS;
export type ErrorCode =
  | (typeof STATUS_CODES)[keyof typeof STATUS_CODES]
  | PublicErrorCode
  | (typeof ADMIN_ERRORS)[number];

export const ERROR_CODES: readonly ErrorCode[] = [
  ...new Set<ErrorCode>([
    ...Object.values(STATUS_CODES),
    ...(Object.keys(PUBLIC_ERRORS) as PublicErrorCode[]),
    ...ADMIN_ERRORS,
  ]),
];

export type ErrorValues = Record<string, string | number>;
/** A refusal as data: its code and the values its words need. */
export type Problem = { code: ErrorCode; values?: ErrorValues };

export const isErrorCode = (code: unknown): code is ErrorCode => ERROR_CODES.includes(code as ErrorCode);
export const isPublicError = (code: unknown): code is PublicErrorCode =>
  typeof code === "string" && Object.hasOwn(PUBLIC_ERRORS, code);

/** The catalogue key of a public code's words (`too_long` and `not_text` by their field). */
export function errorKey(code: PublicErrorCode, values: ErrorValues = {}): string {
  const key: string = PUBLIC_ERRORS[code];
  return code === "too_long" || code === "not_text" ? `${key}.${values.field}` : key;
}
