/**
 * The words of a message (FEATURES.md §4), written when it is sent: from the facts its row
 * keeps (../outbox/notify.ts) and, for a patient, the manage link derived from the appointment then
 * (so no link sits in the outbox). Only date, time, clinic, address and the link — never the
 * service, notes or anything medical. The same text is the click-to-chat link's (chatText).
 *
 * A patient's message is in the patient's language as it stands at sending (FEATURES.md §6;
 * English once the patient is gone): the words from messages/{en,ta}/email.ts through
 * next-intl's translator, dates and times in that language, the manage link under /ta for
 * Tamil, and the WhatsApp template of that language. The clinic's alert is for its staff and
 * stays English.
 *
 * WhatsApp sends templates the clinic registered with Meta; their names and the order of
 * their parameters are documented in the README ("Messages").
 *
 * A prescription (FEATURES.md §11) is the one message with medical content, and it carries it
 * only as the attached PDF, made at sending (prescriptionMessage, at the end).
 */
import "server-only";
import { clinic } from "../../content/clinic";
import type { Locale } from "../../i18n/locales";
import { reasonIn } from "../../shared/calendar";
import { formatLongDate, formatSlot } from "../../shared/clinic-time";
import { greetingName } from "../../shared/names";
import { db } from "../db";
import { manageTokenOf } from "../domain/appointments";
import { manageIcs, manageUrl } from "../domain/manage";
import { patientLanguage } from "../domain/patients";
import { prescriptionFileName } from "../domain/prescriptions/document";
import { prescriptionPdf } from "../domain/prescriptions/pdf-store";
import type { MessageFacts, PrescriptionPayload } from "../outbox/notify";
import { whyNotSend, type OutboxRow } from "./still-wanted";
import { bookAgainUrl, DEFAULT_TEMPLATES, myUrl, templateLanguage, templateName, WORDS } from "./words";
import { recallMessage } from "./recall";
import { documentMessage } from "./document";
import { pdfMessage } from "./pdf-message";
import { waitlistOfferMessage } from "./waitlist-offer";
import type { EmailPayload, WhatsAppPayload } from "../outbox/transports";
import type { SmsPayload } from "../outbox/sms";
import { smsPayload, type PhoneCodePayload } from "./sms-render";

/** The kinds about an appointment: their words come from its facts (a prescription's do not). */
type PatientKind = Exclude<keyof typeof DEFAULT_TEMPLATES, "prescription" | "recall" | "document" | "waitlist-offer">;

/** Each kind's words in the `email` namespace. */
const KEYS = {
  confirmation: "confirmation",
  reminder: "reminder",
  rescheduled: "rescheduled",
  cancelled: "cancelled",
  closure: "closure",
  "running-late": "runningLate",
} as const;

/** Whom a message is to: their language, and where they change the appointment (the link, or the clinic's phone when there is none). */
type Context = { locale: Locale; link: string | null };

/** The name a message greets by, or null ("Dear patient"): the one rule, also for rows written before it. */
const greeted = (f: MessageFacts) => greetingName(f.name !== undefined ? f.name : f.firstName);

/** What a patient's message may say, in their language. */
function values(f: MessageFacts, locale: Locale) {
  return {
    name: greeted(f) ?? "",
    date: formatLongDate(f.date, locale),
    time: formatSlot(f.time, locale),
    clinic: clinic().name,
    minutes: String(f.minutes),
    reason: reasonIn(f, locale) ?? "",
    withReason: f.reason ? "yes" : "no",
    // a closure of part of the evening says its times, not "closed on Monday" (issue 29)
    part: f.closedFrom && f.closedTo ? "yes" : "no",
    from: f.closedFrom ? formatSlot(f.closedFrom, locale) : "",
    to: f.closedTo ? formatSlot(f.closedTo, locale) : "",
  };
}

/** The body every patient message shares: its first lines, then the clinic and how to reach it. */
function patientText(kind: PatientKind, f: MessageFacts, ctx: Context): string {
  const c = clinic();
  const t = WORDS[ctx.locale];
  const v = values(f, ctx.locale);
  const linkLine = (lead: string) => (ctx.link ? t("link", { lead, link: ctx.link }) : t("noLink", { phone: c.phone }));
  const lines = (): string[] => {
    switch (kind) {
      case "confirmation":
      case "reminder":
        return [t(`${kind}.lead`, v), t("calendar.arrivalAdvice"), "", linkLine(t(`${kind}.linkLead`))];
      case "rescheduled":
      case "closure":
        return [t(`${kind}.lead`, v), linkLine(t(`${kind}.linkLead`))];
      case "cancelled":
        return [
          t("cancelled.lead", v),
          t("cancelled.bookAgain", { bookUrl: bookAgainUrl(ctx.locale), phone: c.phone }),
        ];
      case "running-late":
        return [t("runningLate.lead", v)];
    }
  };
  const greeting = greeted(f) ? t("greeting", v) : t("greetingPatient");
  return [
    greeting,
    "",
    ...lines(),
    t("allAppointments", { link: myUrl(ctx.locale) }),
    "",
    c.name,
    c.address,
    t("phone", { phone: c.phone }),
  ].join("\n");
}

const subject = (kind: PatientKind, f: MessageFacts, locale: Locale) =>
  WORDS[locale](`${KEYS[kind]}.subject`, values(f, locale));

/** The clinic's own alert: who, when, what happened; the phone to call them back. Read by its staff: English. */
function clinicAlert(f: MessageFacts): EmailPayload {
  const c = clinic();
  const when = (d: { date: string; time: string }) => `${formatLongDate(d.date)} at ${formatSlot(d.time)}`;
  const what =
    f.event === "cancelled"
      ? // i18n-exempt: the clinic's alert, read by its staff
        "Cancelled by the patient"
      : f.event === "rescheduled"
        ? // i18n-exempt: the clinic's alert, read by its staff
          "Moved by the patient"
        : // i18n-exempt: the clinic's alert, read by its staff
          "New booking";
  return {
    subject: `${what}: ${f.patientName}, ${when(f)}`,
    text: [
      // i18n-exempt: the clinic's alert, read by its staff
      `${what} (through the website).`,
      "",
      `Patient: ${f.patientName}`,
      `Phone: ${f.patientPhone}`,
      // i18n-exempt: the clinic's alert, read by its staff
      `${f.event === "cancelled" ? "Was" : "When"}: ${when(f)}`,
      ...(f.from ? [`Before: ${when(f.from)}`] : []),
      "",
      `The appointments: ${c.siteUrl}/admin`,
    ].join("\n"),
  };
}

/** The template parameters of a kind, in the order the README gives them. */
function templateParameters(kind: PatientKind, f: MessageFacts, ctx: Context): string[] {
  const c = clinic();
  const link = ctx.link ?? c.phone;
  const date = formatLongDate(f.date, ctx.locale);
  const time = formatSlot(f.time, ctx.locale);
  // {{1}}: the name, or the word "patient" in the template's language; never what is not a name
  const name = greeted(f) ?? WORDS[ctx.locale]("patient");
  switch (kind) {
    case "cancelled":
      // {{6}}: where to book again (issue 29: the message carries the booking link)
      return [name, date, time, c.name, c.phone, bookAgainUrl(ctx.locale)];
    case "closure": {
      // the template says "closed on {{2}}": part of an evening adds its times to the date
      const v = values(f, ctx.locale);
      const when = v.part === "yes" ? `${date}, ${v.from} – ${v.to}` : date;
      return [name, when, time, v.reason, link];
    }
    case "running-late":
      return [name, String(f.minutes), time, c.name];
    default:
      return [name, date, time, c.name, c.address, link];
  }
}

/** An SMS (FEATURES.md §15): the kind's DLT template in the patient's language, filled from the facts. */
function smsMessage(kind: PatientKind, f: MessageFacts, ctx: Context): SmsPayload | { skip: string } {
  const c = clinic();
  const v = values(f, ctx.locale);
  return smsPayload(kind, ctx.locale, {
    clinic: c.name,
    // "closed on {date}": part of an evening adds its times, as on WhatsApp
    date: kind === "closure" && v.part === "yes" ? `${v.date}, ${v.from} – ${v.to}` : v.date,
    time: v.time,
    link: ctx.link ?? c.phone,
    bookUrl: bookAgainUrl(ctx.locale),
    phone: c.phone,
    minutes: v.minutes,
    myUrl: myUrl(ctx.locale),
  });
}

/** A phone code by SMS, written by the phone-code call: the code and the clinic, in the language it was asked in. */
function phoneCodeMessage(payload: PhoneCodePayload): SmsPayload | { skip: string } {
  const locale: Locale = payload.lang === "ta" ? "ta" : "en";
  return smsPayload("phone-code", locale, { code: payload.facts.code, clinic: clinic().name });
}

const isPatientKind = (kind: string): kind is PatientKind =>
  kind in DEFAULT_TEMPLATES &&
  kind !== "prescription" &&
  kind !== "recall" &&
  kind !== "document" &&
  kind !== "waitlist-offer";

/** The text of a click-to-chat link for the desk (confirm, remind, closed): the message, as WhatsApp would send it, in the patient's language. */
export function chatText(kind: PatientKind, facts: MessageFacts, link: string | null, locale: Locale): string {
  return patientText(kind, facts, { link, locale });
}

/**
 * What goes out for an outbox row: the channel's payload, written now from the row's facts —
 * or `skip` with why it is no longer wanted (still-wanted.ts: the appointment and the
 * patient's consent as they stand now). A row that already holds a channel payload (a test's,
 * say) goes as it is.
 */
export async function renderMessage(
  row: OutboxRow,
): Promise<EmailPayload | WhatsAppPayload | SmsPayload | { skip: string }> {
  if (row.kind === "prescription") return prescriptionMessage(row);
  if (row.kind === "recall") return recallMessage(row);
  if (row.kind === "document") return documentMessage(row);
  if (row.kind === "waitlist-offer") return waitlistOfferMessage(row);
  const stored = JSON.parse(row.payload) as { facts?: MessageFacts };
  if (!stored.facts) return stored as EmailPayload | WhatsAppPayload;
  if (row.kind === "phone-code") return phoneCodeMessage(stored as unknown as PhoneCodePayload);
  const facts = stored.facts;
  if (row.kind === "clinic-alert") return clinicAlert(facts);
  if (!isPatientKind(row.kind)) throw new Error(`Unknown message kind: ${row.kind}`);
  const appointment =
    row.appointmentId === null ? null : await db().appointment.findUnique({ where: { id: row.appointmentId } });
  const skip = await whyNotSend(row, appointment);
  if (skip) return { skip };
  const token = appointment ? await manageTokenOf(appointment) : null;
  const locale = await patientLanguage(appointment?.patientId);
  const ctx: Context = { locale, link: token ? manageUrl(token, locale) : null };
  if (row.channel === "sms") return smsMessage(row.kind, facts, ctx);
  if (row.channel === "whatsapp") {
    return {
      template: templateName(row.kind),
      language: templateLanguage(locale),
      parameters: templateParameters(row.kind, facts, ctx),
    };
  }
  // A calendar file with what changes the patient's calendar: a new, moved or cancelled visit.
  const withIcs = appointment && ["confirmation", "rescheduled", "cancelled"].includes(row.kind);
  return {
    subject: subject(row.kind, facts, locale),
    text: patientText(row.kind, facts, ctx),
    ...(withIcs
      ? {
          attachments: [
            {
              filename: "appointment.ics",
              content: manageIcs(appointment, token, locale),
              contentType: "text/calendar",
            },
          ],
        }
      : {}),
  };
}

/**
 * A prescription (FEATURES.md §11): its PDF, A4, made now in the patient's language as it
 * stands (the outbox keeps only which one). The e-mail says only that it is attached and from
 * which visit's date — nothing of what it says; WhatsApp sends it as the template's document
 * header, with the name and the clinic as its parameters.
 */
async function prescriptionMessage(row: OutboxRow): Promise<EmailPayload | WhatsAppPayload | { skip: string }> {
  const skip = await whyNotSend(row, null);
  if (skip) return { skip };
  const { prescription } = JSON.parse(row.payload) as PrescriptionPayload;
  const p = await db().prescription.findUniqueOrThrow({
    where: { id: prescription.id },
    include: { patient: { select: { name: true } }, visit: { select: { date: true } } },
  });
  const locale = await patientLanguage(p.patientId);
  const pdf = await prescriptionPdf(p, { lang: locale, size: "a4" });
  const filename = prescriptionFileName(p, locale);
  return pdfMessage(
    { kind: "prescription", pdf, filename, patientName: p.patient.name, visitDate: p.visit.date, locale },
    row.channel,
  );
}
