/**
 * Which channels carry a message to a patient, and why (FEATURES.md §15), asked when a message
 * is written (notify.ts), by the running-late plan (desk.ts) and — for SMS — again when it is
 * sent (still-wanted.ts):
 *
 * - WhatsApp where the patient agreed (whatsapp-consent.ts);
 * - otherwise SMS, when it is configured, the phone is an Indian mobile, a DLT template is
 *   registered for the kind in the patient's language, and the patient has not stopped SMS
 *   (`Patient.smsConsent` false; never asked is allowed — these are transactional messages
 *   about the patient's own appointment);
 * - and e-mail whenever there is an address.
 *
 * The reason is stored on the row (`Message.why`) for the Messages screen.
 */
import type { Patient } from "../../generated/sqlite/client";
import { isLocale, type Locale } from "../../i18n/locales";
import type { MessageChannel, MessageWhy, SmsKind } from "../../shared/validation/messages";
import { SMS_KINDS } from "../../shared/validation/messages";
import { config } from "../config";
import { smsNumber } from "./sms";
import { WHATSAPP_REFUSALS } from "./whatsapp-consent";

export type SmsChoice = Pick<Patient, "smsConsent">;

/** The columns smsRefusal and the channel rule read, besides WhatsApp's. */
export const SMS_CHOICE_SELECT = { smsConsent: true, language: true } as const;

// i18n-exempt: the outbox's notes for the desk (the admin area is English), not sent to anyone
export const SMS_REFUSALS = {
  noPatient: "the patient's record is gone",
  stopped: "SMS stopped by the patient",
  notIndian: "not an Indian mobile number",
  noTemplate: "no DLT template for this message in the patient's language",
} as const;

const isSmsKind = (kind: string): kind is SmsKind => (SMS_KINDS as readonly string[]).includes(kind);

/** The DLT template id registered for a kind in a language (SMS_TEMPLATES), or null. */
export function smsTemplateId(kind: string, locale: Locale): string | null {
  return (isSmsKind(kind) && config().SMS_TEMPLATES[kind]?.[locale]) || null;
}

/** Why SMS may not carry this kind to `to` (as smsNumber writes it) for this patient, or null when it may. */
export function smsRefusal(
  patient: (SmsChoice & { language: string }) | null,
  kind: string,
  to: string | null,
): string | null {
  if (!patient) return SMS_REFUSALS.noPatient;
  if (patient.smsConsent === false) return SMS_REFUSALS.stopped;
  if (!to) return SMS_REFUSALS.notIndian;
  const locale = isLocale(patient.language) ? patient.language : "en";
  return smsTemplateId(kind, locale) ? null : SMS_REFUSALS.noTemplate;
}

/** What the rule needs to know of one patient and one message. */
export type Reach = {
  email: string | null;
  phone: string;
  /** WhatsApp's refusal (whatsapp-consent.ts), null when the patient agreed */
  whatsappRefused: string | null;
  whatsappNumber: string | null;
  patient: (SmsChoice & { language: string }) | null;
};

export type ChannelChoice = { channel: MessageChannel; to: string; why: MessageWhy };

/** The channels a patient's message of this kind goes by, each with its reason. */
export function patientChannels(r: Reach, kind: string, configured: MessageChannel[]): ChannelChoice[] {
  const out: ChannelChoice[] = [];
  if (configured.includes("email") && r.email) out.push({ channel: "email", to: r.email, why: "email-given" });
  const whatsapp = configured.includes("whatsapp") && r.whatsappNumber !== null && r.whatsappRefused === null;
  if (whatsapp) out.push({ channel: "whatsapp", to: r.whatsappNumber!, why: "whatsapp-agreed" });
  const sms = smsNumber(r.phone);
  if (!whatsapp && configured.includes("sms") && sms && smsRefusal(r.patient, kind, sms) === null) {
    const declined =
      r.whatsappRefused === WHATSAPP_REFUSALS.withdrawn || r.whatsappRefused === WHATSAPP_REFUSALS.declined;
    out.push({ channel: "sms", to: sms, why: declined ? "sms-whatsapp-declined" : "sms-no-whatsapp" });
  }
  return out;
}
