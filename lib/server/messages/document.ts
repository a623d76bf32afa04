/**
 * A letter or certificate sent to its patient (FEATURES.md §14, decision 042 point 4), written
 * when it is sent: by e-mail with the PDF attached, on WhatsApp as a document (template
 * `clinical_document`: {{1}} name, {{2}} clinic), or by SMS with the My appointments link
 * (the DLT template `document`) — in the patient's language, and never what the letter says.
 * The PDF is drawn from the letter's frozen content (lib/server/domain/documents/pdf.ts).
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { formatLongDate } from "../../shared/clinic-time";
import { greetingName } from "../../shared/names";
import { db } from "../db";
import type { DocumentPayload } from "../domain/documents/send";
import { documentFileName, documentPdf } from "../domain/documents/pdf";
import { patientLanguage } from "../domain/patients";
import type { SmsPayload } from "../outbox/sms";
import type { EmailPayload, WhatsAppPayload } from "../outbox/transports";
import { smsPayload } from "./sms-render";
import { whyNotSend, type OutboxRow } from "./still-wanted";
import { myUrl, templateLanguage, templateName, WORDS } from "./words";

export async function documentMessage(
  row: OutboxRow,
): Promise<EmailPayload | WhatsAppPayload | SmsPayload | { skip: string }> {
  const skip = await whyNotSend(row, null);
  if (skip) return { skip };
  const { document } = JSON.parse(row.payload) as DocumentPayload;
  const doc = await db().clinicalDocument.findUniqueOrThrow({
    where: { id: document.id },
    include: { patient: { select: { name: true } }, visit: { select: { date: true } } },
  });
  const locale = await patientLanguage(doc.patientId);
  const c = clinic();
  const t = WORDS[locale];
  if (row.channel === "sms") return smsPayload("document", locale, { clinic: c.name, myUrl: myUrl(locale) });
  const pdf = await documentPdf(doc, { lang: locale, size: "a4" });
  const filename = documentFileName(doc, locale);
  const name = greetingName(doc.patient.name);
  if (row.channel === "whatsapp") {
    return {
      template: templateName("document"),
      language: templateLanguage(locale),
      parameters: [name ?? t("patient"), c.name],
      document: { filename, contentType: "application/pdf", base64: pdf.toString("base64") },
    };
  }
  return {
    subject: t("document.subject", { clinic: c.name }),
    text: [
      name ? t("greeting", { name }) : t("greetingPatient"),
      "",
      t("document.lead", { date: formatLongDate(doc.visit.date, locale) }),
      "",
      c.name,
      c.address,
      t("phone", { phone: c.phone }),
    ].join("\n"),
    attachments: [{ filename, content: pdf.toString("base64"), encoding: "base64", contentType: "application/pdf" }],
  };
}
