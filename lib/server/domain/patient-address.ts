/**
 * Where a message the clinic sends a patient outside any booking reaches them (a follow-up
 * reminder, a letter; FEATURES.md §14), or the 409 saying why it cannot: the channel must be
 * set up on this server, WhatsApp needs the patient's own recorded yes (no booking's tick can
 * stand for it), SMS goes unless the patient stopped it and a DLT template is registered for
 * the kind. The same rules are checked again when the message is sent (still-wanted.ts).
 */
import "server-only";
import { whatsappNumber } from "../../shared/phone";
import type { SmsKind } from "../../shared/validation/messages";
import { RECALL_MESSAGES } from "../../shared/validation/recalls";
import { db } from "../db";
import { conflict } from "../http";
import { SMS_CHOICE_SELECT, smsRefusal } from "../outbox/channel-rule";
import type { MessageChannel } from "../outbox/queue";
import { smsNumber } from "../outbox/sms";
import { configuredChannels } from "../outbox/transports";
import { WHATSAPP_CHOICE_SELECT, whatsappRefusal } from "../outbox/whatsapp-consent";

/** The address `channel` reaches patient `patientId` at for a message of `kind`, or the 409. */
export async function patientAddress(patientId: number, channel: MessageChannel, kind: SmsKind): Promise<string> {
  if (!configuredChannels().includes(channel)) {
    const off = { email: RECALL_MESSAGES.emailOff, whatsapp: RECALL_MESSAGES.whatsappOff, sms: RECALL_MESSAGES.smsOff };
    throw conflict(off[channel], {}, { code: "channel_not_configured" });
  }
  const patient = await db().patient.findUniqueOrThrow({
    where: { id: patientId },
    select: { email: true, phone: true, ...WHATSAPP_CHOICE_SELECT, ...SMS_CHOICE_SELECT },
  });
  if (channel === "email") {
    if (!patient.email) throw conflict(RECALL_MESSAGES.noEmail, {}, { code: "no_email" });
    return patient.email;
  }
  if (channel === "whatsapp") {
    const number = whatsappNumber(patient.phone);
    if (patient.whatsappConsent !== true)
      throw conflict(RECALL_MESSAGES.noWhatsappConsent, {}, { code: "no_whatsapp_consent" });
    if (!number || whatsappRefusal(patient, null, number))
      throw conflict(RECALL_MESSAGES.noPhone, {}, { code: "no_phone" });
    return number;
  }
  if (patient.smsConsent === false) throw conflict(RECALL_MESSAGES.smsStopped, {}, { code: "sms_stopped" });
  const number = smsNumber(patient.phone);
  if (!number) throw conflict(RECALL_MESSAGES.noPhone, {}, { code: "no_phone" });
  const refused = smsRefusal(patient, kind, number);
  if (refused) throw conflict(`${RECALL_MESSAGES.smsOff} (${refused})`, {}, { code: "channel_not_configured" });
  return number;
}
