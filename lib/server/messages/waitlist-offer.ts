/**
 * A freed place offered from the waiting list (FEATURES.md §14), written when it is sent: the
 * evening, the time and the claim link (valid 30 minutes), in the language of the form — never
 * anything medical. WhatsApp's template `waitlist_offer` has the parameters {{1}} name, {{2}}
 * date, {{3}} time, {{4}} clinic, {{5}} claim link (README "Messages"); SMS is the DLT template
 * `waitlist-offer`.
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { isLocale, type Locale } from "../../i18n/locales";
import { formatLongDate, formatSlot } from "../../shared/clinic-time";
import { greetingName } from "../../shared/names";
import { db } from "../db";
import { claimUrl, offerToken, type WaitlistOfferPayload } from "../domain/waitlist-offers";
import type { SmsPayload } from "../outbox/sms";
import type { EmailPayload, WhatsAppPayload } from "../outbox/transports";
import { smsPayload } from "./sms-render";
import { whyNotSend, type OutboxRow } from "./still-wanted";
import { templateLanguage, templateName, WORDS } from "./words";

export async function waitlistOfferMessage(
  row: OutboxRow,
): Promise<EmailPayload | WhatsAppPayload | SmsPayload | { skip: string }> {
  const skip = await whyNotSend(row, null);
  if (skip) return { skip };
  const { offer } = JSON.parse(row.payload) as WaitlistOfferPayload;
  const o = await db().waitlistOffer.findUniqueOrThrow({ where: { id: offer.id }, include: { entry: true } });
  const locale: Locale = isLocale(o.entry.language) ? o.entry.language : "en";
  const c = clinic();
  const t = WORDS[locale];
  const link = claimUrl(await offerToken(o), locale);
  const date = formatLongDate(o.date, locale);
  const time = formatSlot(o.time, locale);
  const name = greetingName(o.entry.name);
  if (row.channel === "sms") return smsPayload("waitlist-offer", locale, { clinic: c.name, date, time, link });
  if (row.channel === "whatsapp") {
    return {
      template: templateName("waitlist-offer"),
      language: templateLanguage(locale),
      parameters: [name ?? t("patient"), date, time, c.name, link],
    };
  }
  return {
    subject: t("waitlistOffer.subject", { clinic: c.name, date }),
    text: [
      name ? t("greeting", { name }) : t("greetingPatient"),
      "",
      t("waitlistOffer.lead", { date, time }),
      t("waitlistOffer.claim", { link }),
      t("waitlistOffer.stay", { phone: c.phone }),
      "",
      c.name,
      c.address,
      t("phone", { phone: c.phone }),
    ].join("\n"),
  };
}
