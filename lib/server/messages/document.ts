/**
 * A letter or certificate sent to its patient (FEATURES.md §14, decision 042 point 4), written
 * when it is sent: by e-mail with the PDF attached, on WhatsApp as a document (template
 * `clinical_document`: {{1}} name, {{2}} clinic), or by SMS with the My appointments link
 * (the DLT template `document`) — in the patient's language, and never what the letter says.
 * The PDF is drawn from the letter's frozen content (lib/server/domain/documents/pdf.ts).
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { db } from "../db";
import type { DocumentPayload } from "../domain/documents/send";
import { documentFileName, documentPdf } from "../domain/documents/pdf";
import { patientLanguage } from "../domain/patients";
import type { SmsPayload } from "../outbox/sms";
import type { EmailPayload, WhatsAppPayload } from "../outbox/transports";
import { smsPayload } from "./sms-render";
import { whyNotSend, type OutboxRow } from "./still-wanted";
import { pdfMessage } from "./pdf-message";
import { myUrl } from "./words";

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
  if (row.channel === "sms") return smsPayload("document", locale, { clinic: clinic().name, myUrl: myUrl(locale) });
  const pdf = await documentPdf(doc, { lang: locale, size: "a4" });
  const filename = documentFileName(doc, locale);
  return pdfMessage(
    { kind: "document", pdf, filename, patientName: doc.patient.name, visitDate: doc.visit.date, locale },
    row.channel,
  );
}
