/**
 * A follow-up reminder (FEATURES.md §14), written when it is sent from the follow-up as it
 * stands: the month the doctor wants to see the patient and where to book, in the patient's
 * language — never the reason, the diagnosis or anything medical. WhatsApp's template
 * `follow_up_due` has the parameters {{1}} name, {{2}} month, {{3}} clinic, {{4}} booking link,
 * {{5}} the clinic's phone (README "Messages").
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { formatMonth } from "../../shared/clinic-time";
import { greetingName } from "../../shared/names";
import { db } from "../db";
import type { RecallPayload } from "../domain/recalls";
import { patientLanguage } from "../domain/patients";
import type { SmsPayload } from "../outbox/sms";
import type { EmailPayload, WhatsAppPayload } from "../outbox/transports";
import { smsPayload } from "./sms-render";
import { whyNotSend, type OutboxRow } from "./still-wanted";
import { bookAgainUrl, myUrl, templateLanguage, templateName, WORDS } from "./words";

export async function recallMessage(
  row: OutboxRow,
): Promise<EmailPayload | WhatsAppPayload | SmsPayload | { skip: string }> {
  const skip = await whyNotSend(row, null);
  if (skip) return { skip };
  const { recall } = JSON.parse(row.payload) as RecallPayload;
  const r = await db().recall.findUniqueOrThrow({
    where: { id: recall.id },
    select: { dueDate: true, patientId: true, patient: { select: { name: true } } },
  });
  const locale = await patientLanguage(r.patientId);
  const c = clinic();
  const t = WORDS[locale];
  const month = formatMonth(r.dueDate, locale);
  const bookUrl = bookAgainUrl(locale);
  const name = greetingName(r.patient.name);
  if (row.channel === "sms") return smsPayload("recall", locale, { clinic: c.name, month, bookUrl, phone: c.phone });
  if (row.channel === "whatsapp") {
    return {
      template: templateName("recall"),
      language: templateLanguage(locale),
      parameters: [name ?? t("patient"), month, c.name, bookUrl, c.phone],
    };
  }
  return {
    subject: t("recall.subject", { clinic: c.name }),
    text: [
      name ? t("greeting", { name }) : t("greetingPatient"),
      "",
      t("recall.lead", { month }),
      t("recall.book", { bookUrl, phone: c.phone }),
      t("allAppointments", { link: myUrl(locale) }),
      "",
      c.name,
      c.address,
      t("phone", { phone: c.phone }),
    ].join("\n"),
  };
}
