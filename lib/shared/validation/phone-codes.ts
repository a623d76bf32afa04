/**
 * Phone codes and the patient's own sign-in (FEATURES.md §15): what POST
 * /api/appointments/phone-code, the booking's `phoneCode` and POST /api/my/session take. Shared
 * by the public forms and the server; in zod/mini like the booking schema.
 */
import * as z from "zod/mini";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales";
import { BOOKING_FIELD_RULES, phoneCodeField } from "./booking";
import { nullAsAbsent } from "./mini";

/** Digits in a code, minutes it lives, wrong tries that end it, codes a phone may have an hour. */
export const PHONE_CODE = { digits: 6, minutes: 10, tries: 5, perPhoneHour: 3 } as const;
/** How long a My appointments session lasts (FEATURES.md §15). */
export const PATIENT_SESSION_MINUTES = 30;

/** What a code is for: booking past the anonymous budget, or signing in to My appointments. */
export const PHONE_CODE_PURPOSES = ["booking", "my"] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

const phone = BOOKING_FIELD_RULES.patientPhone;

export const phoneCodeRequestSchema = z.object({
  phone,
  language: nullAsAbsent(z._default(z.enum(LOCALES), DEFAULT_LOCALE)),
  purpose: nullAsAbsent(z._default(z.enum(PHONE_CODE_PURPOSES), "booking")),
});
export type PhoneCodeRequest = z.output<typeof phoneCodeRequestSchema>;

export const patientSignInSchema = z.object({ phone, code: phoneCodeField() });
export type PatientSignIn = z.output<typeof patientSignInSchema>;

/** The one answer to a code request, whatever happened (sent, limited, unknown phone): it never tells. */
export const PHONE_CODE_SENT_MESSAGE =
  "If this is an Indian mobile number that may have a code, a 6-digit code is on its way by SMS. It is valid for 10 minutes.";
