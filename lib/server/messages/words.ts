/**
 * What every patient message draws on, whatever its kind: the words of the `email` namespace
 * in each language, the WhatsApp template each kind is registered as (README "Messages"), and
 * the site's addresses a message links to.
 */
import "server-only";
import { createTranslator } from "next-intl";
import { MESSAGES } from "../../../messages";
import { clinic } from "../../content/clinic";
import { localePath, type Locale } from "../../i18n/locales";
import { config } from "../config";
import type { MessageKind } from "../outbox/queue";

/** The template each kind is sent with unless WHATSAPP_TEMPLATES names another. */
export const DEFAULT_TEMPLATES: Record<Exclude<MessageKind, "clinic-alert" | "phone-code">, string> = {
  confirmation: "appointment_confirmation",
  reminder: "appointment_reminder",
  rescheduled: "appointment_rescheduled",
  cancelled: "appointment_cancelled",
  closure: "clinic_closed",
  "running-late": "doctor_running_late",
  prescription: "prescription_document",
  recall: "follow_up_due",
  document: "clinical_document",
  "waitlist-offer": "waitlist_offer",
};

export const templateName = (kind: keyof typeof DEFAULT_TEMPLATES) =>
  config().WHATSAPP_TEMPLATES[kind] ?? DEFAULT_TEMPLATES[kind];

/** The language code of the templates registered in a language (Meta's: en, en_US, ta). */
export function templateLanguage(locale: Locale): string {
  const c = config();
  return locale === "ta" ? c.WHATSAPP_TEMPLATE_LANGUAGE_TA : c.WHATSAPP_TEMPLATE_LANGUAGE;
}

/** The `email` namespace in each language (next-intl's translator, outside React). */
export const WORDS = {
  en: createTranslator({ locale: "en", messages: MESSAGES.en, namespace: "email" }),
  ta: createTranslator({ locale: "ta", messages: MESSAGES.ta, namespace: "email" }),
};

/** Where a patient books (again): the booking form on the contact page, in their language. */
export const bookAgainUrl = (locale: Locale) => `${clinic().siteUrl}${localePath(locale, "/contact")}#book`;

/** Where the patient sees all their appointments (FEATURES.md §15, /my), in their language. */
export const myUrl = (locale: Locale) => `${clinic().siteUrl}${localePath(locale, "/my")}`;
