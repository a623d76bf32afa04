/**
 * An SMS as the worker sends it (FEATURES.md §15): the DLT template registered for the kind in
 * the patient's language, its values in order, and — for the record — the full text and the
 * parts it takes. Only what the template names goes: no service, note or drug.
 */
import "server-only";
import type { Locale } from "../../i18n/locales";
import { smsSegments } from "../../shared/sms-segments";
import { SMS_KINDS, type SmsKind } from "../../shared/validation/messages";
import { smsTemplateId, SMS_REFUSALS } from "../outbox/channel-rule";
import type { SmsPayload } from "../outbox/sms";
import { fillSmsTemplate, SMS_TEMPLATES, type SmsVar } from "./sms-templates";

// i18n-exempt: the outbox's note for the desk, not sent to anyone
const notSent = (why: string) => `Not sent: ${why}.`;

/** The payload of an SMS of `kind` in `locale` with these values, or `skip` when no template is registered for it. */
export function smsPayload(
  kind: string,
  locale: Locale,
  values: Partial<Record<SmsVar, string>>,
): SmsPayload | { skip: string } {
  const templateId = smsTemplateId(kind, locale);
  if (!templateId || !(SMS_KINDS as readonly string[]).includes(kind))
    return { skip: notSent(SMS_REFUSALS.noTemplate) };
  const smsKind = kind as SmsKind;
  const text = fillSmsTemplate(smsKind, locale, values);
  return {
    template_id: templateId,
    vars: SMS_TEMPLATES[smsKind].vars.map((v) => values[v] ?? ""),
    text,
    segments: smsSegments(text).segments,
  };
}

/** A phone code's payload as the phone-code call writes it: `{facts: {code}, lang}`. */
export type PhoneCodePayload = { facts: { code: string }; lang?: string };
