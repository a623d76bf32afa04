/**
 * A signed PDF sent to its patient (a prescription, FEATURES.md §11; a letter, §14): by e-mail
 * attached, on WhatsApp as the template's document header with the name and the clinic as its
 * parameters. The words say only what is attached and from which visit's date — never what it says.
 */
import "server-only";
import { clinic } from "../../content/clinic";
import type { Locale } from "../../i18n/locales";
import { formatLongDate } from "../../shared/clinic-time";
import { greetingName } from "../../shared/names";
import type { EmailPayload, WhatsAppPayload } from "../outbox/transports";
import { templateLanguage, templateName, WORDS } from "./words";

type PdfMessage = {
  kind: "prescription" | "document";
  pdf: Buffer;
  filename: string;
  patientName: string;
  visitDate: string;
  locale: Locale;
};

export function pdfMessage(m: PdfMessage, channel: string): EmailPayload | WhatsAppPayload {
  const c = clinic();
  const t = WORDS[m.locale];
  const name = greetingName(m.patientName);
  if (channel === "whatsapp") {
    return {
      template: templateName(m.kind),
      language: templateLanguage(m.locale),
      parameters: [name ?? t("patient"), c.name],
      document: { filename: m.filename, contentType: "application/pdf", base64: m.pdf.toString("base64") },
    };
  }
  return {
    subject: t(`${m.kind}.subject`, { clinic: c.name }),
    text: [
      name ? t("greeting", { name }) : t("greetingPatient"),
      "",
      t(`${m.kind}.lead`, { date: formatLongDate(m.visitDate, m.locale) }),
      "",
      c.name,
      c.address,
      t("phone", { phone: c.phone }),
    ].join("\n"),
    attachments: [
      { filename: m.filename, content: m.pdf.toString("base64"), encoding: "base64", contentType: "application/pdf" },
    ],
  };
}
