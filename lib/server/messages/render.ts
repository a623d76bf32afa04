/**
 * The words of a message (FEATURES.md §4), written when it is sent: from the facts its row
 * keeps (notify.ts) and, for a patient, the manage link derived from the appointment then
 * (so no link sits in the outbox). Only date, time, clinic, address and the link — never the
 * service, notes or anything medical. The same text is the click-to-chat link's (chatText).
 *
 * WhatsApp sends templates the clinic registered with Meta; their names and the order of
 * their parameters are documented in the README ("Messages").
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { formatLongDate, formatSlot } from "../../shared/clinic-time";
import { ARRIVAL_ADVICE } from "../../shared/ics";
import { config } from "../config";
import { db } from "../db";
import { manageTokenOf, type Appointment } from "../domain/appointments";
import { closedReasons } from "../domain/closures";
import { manageIcs, manageUrl } from "../domain/manage";
import type { MessageFacts } from "./notify";
import type { MessageKind } from "./outbox";
import type { EmailPayload, WhatsAppPayload } from "./transports";

/** The template each kind is sent with unless WHATSAPP_TEMPLATES names another. */
export const DEFAULT_TEMPLATES: Record<Exclude<MessageKind, "clinic-alert">, string> = {
  confirmation: "appointment_confirmation",
  reminder: "appointment_reminder",
  rescheduled: "appointment_rescheduled",
  cancelled: "appointment_cancelled",
  closure: "clinic_closed",
  "running-late": "doctor_running_late",
};

type PatientKind = keyof typeof DEFAULT_TEMPLATES;

/** Where the patient changes the appointment: the link, or the clinic's phone when there is none. */
type Context = { link: string | null };

const when = (f: MessageFacts) => `${formatLongDate(f.date)} at ${formatSlot(f.time)}`;

function linkLine(ctx: Context, lead: string): string {
  return ctx.link ? `${lead}: ${ctx.link}` : `To change it, please call us on ${clinic().phone}.`;
}

/** The body every patient message shares: its first lines, then the clinic and how to reach it. */
function patientText(kind: PatientKind, f: MessageFacts, ctx: Context): string {
  const c = clinic();
  const lines: Record<PatientKind, string[]> = {
    confirmation: [
      `Your appointment at ${c.name} is booked for ${when(f)}.`,
      ARRIVAL_ADVICE,
      "",
      linkLine(ctx, "To see, move or cancel it"),
    ],
    reminder: [
      `A reminder of your appointment at ${c.name} on ${when(f)}.`,
      ARRIVAL_ADVICE,
      "",
      linkLine(ctx, "To move or cancel it"),
    ],
    rescheduled: [
      `Your appointment at ${c.name} has been moved to ${when(f)}.`,
      linkLine(ctx, "To see, move or cancel it"),
    ],
    cancelled: [
      `Your appointment at ${c.name} on ${when(f)} has been cancelled.`,
      `To book again: ${c.siteUrl}/#book or call ${c.phone}.`,
    ],
    closure: [
      `The clinic is closed on ${formatLongDate(f.date)}${f.reason ? ` (${f.reason})` : ""}, the day of your appointment at ${formatSlot(f.time)}. We are sorry.`,
      linkLine(ctx, "Please choose another time or cancel here"),
    ],
    "running-late": [
      `The doctor is running about ${f.minutes} minutes late this evening. Your appointment at ${formatSlot(f.time)} will start later than planned. We are sorry for the wait.`,
    ],
  };
  return [`Dear ${f.firstName},`, "", ...lines[kind], "", c.name, c.address, `Phone: ${c.phone}`].join("\n");
}

const SUBJECTS: Record<PatientKind, (f: MessageFacts) => string> = {
  confirmation: (f) => `Appointment booked: ${when(f)}`,
  reminder: (f) => `Reminder: your appointment on ${when(f)}`,
  rescheduled: (f) => `Appointment moved to ${when(f)}`,
  cancelled: (f) => `Appointment cancelled: ${when(f)}`,
  closure: (f) => `The clinic is closed on ${formatLongDate(f.date)}: please choose another time`,
  "running-late": (f) => `The doctor is running about ${f.minutes} minutes late`,
};

/** The clinic's own alert: who, when, what happened; the phone to call them back. */
function clinicAlert(f: MessageFacts): EmailPayload {
  const c = clinic();
  const what =
    f.event === "cancelled"
      ? "Cancelled by the patient"
      : f.event === "rescheduled"
        ? "Moved by the patient"
        : "New booking";
  return {
    subject: `${what}: ${f.patientName}, ${when(f)}`,
    text: [
      `${what} (through the website).`,
      "",
      `Patient: ${f.patientName}`,
      `Phone: ${f.patientPhone}`,
      `${f.event === "cancelled" ? "Was" : "When"}: ${when(f)}`,
      ...(f.from ? [`Before: ${when({ ...f, ...f.from })}`] : []),
      "",
      `The appointments: ${c.siteUrl}/admin`,
    ].join("\n"),
  };
}

/** The template parameters of a kind, in the order the README gives them. */
function templateParameters(kind: PatientKind, f: MessageFacts, ctx: Context): string[] {
  const c = clinic();
  const link = ctx.link ?? c.phone;
  const date = formatLongDate(f.date);
  const time = formatSlot(f.time);
  switch (kind) {
    case "cancelled":
      return [f.firstName, date, time, c.name, c.phone];
    case "closure":
      return [f.firstName, date, time, f.reason ?? "", link];
    case "running-late":
      return [f.firstName, String(f.minutes), time, c.name];
    default:
      return [f.firstName, date, time, c.name, c.address, link];
  }
}

const templateName = (kind: PatientKind) => config().WHATSAPP_TEMPLATES[kind] ?? DEFAULT_TEMPLATES[kind];

const isPatientKind = (kind: string): kind is PatientKind => kind in DEFAULT_TEMPLATES;

/** The text of a click-to-chat link for the desk (confirm, remind, closed): the message, as WhatsApp would send it. */
export function chatText(kind: PatientKind, facts: MessageFacts, link: string | null): string {
  return patientText(kind, facts, { link });
}

/**
 * Why a reminder due now should not go, checked as it is sent: the changes that cancel
 * reminders do so when they happen (notify.ts), but a closure added later leaves them, and a
 * reminder of an evening the clinic is closed would send the patient to a locked door.
 */
async function reminderNotWanted(appointment: Appointment | null, facts: MessageFacts): Promise<string | null> {
  if (!appointment || appointment.status !== "") return "Not sent: the appointment is no longer pending.";
  if (appointment.preferredDate !== facts.date || appointment.preferredTime !== facts.time) {
    return "Not sent: the appointment has moved.";
  }
  const closed = (await closedReasons([appointment])).get(appointment.id);
  return closed ? `Not sent: the clinic is closed then (${closed}).` : null;
}

/** An outbox row as it stands. */
type Row = { channel: string; kind: string; appointmentId: number | null; payload: string };

/**
 * What goes out for an outbox row: the channel's payload, written now from the row's facts.
 * A row that already holds a channel payload (a test's, say) goes as it is.
 */
export async function renderMessage(row: Row): Promise<EmailPayload | WhatsAppPayload | { skip: string }> {
  const stored = JSON.parse(row.payload) as { facts?: MessageFacts };
  if (!stored.facts) return stored as EmailPayload | WhatsAppPayload;
  const facts = stored.facts;
  if (row.kind === "clinic-alert") return clinicAlert(facts);
  if (!isPatientKind(row.kind)) throw new Error(`Unknown message kind: ${row.kind}`);
  const appointment =
    row.appointmentId === null ? null : await db().appointment.findUnique({ where: { id: row.appointmentId } });
  if (row.kind === "reminder") {
    const skip = await reminderNotWanted(appointment, facts);
    if (skip) return { skip };
  }
  const token = appointment ? await manageTokenOf(appointment) : null;
  const ctx: Context = { link: token ? manageUrl(token) : null };
  if (row.channel === "whatsapp") {
    return {
      template: templateName(row.kind),
      language: config().WHATSAPP_TEMPLATE_LANGUAGE,
      parameters: templateParameters(row.kind, facts, ctx),
    };
  }
  // A calendar file with what changes the patient's calendar: a new, moved or cancelled visit.
  const withIcs = appointment && ["confirmation", "rescheduled", "cancelled"].includes(row.kind);
  return {
    subject: SUBJECTS[row.kind](facts),
    text: patientText(row.kind, facts, ctx),
    ...(withIcs
      ? {
          attachments: [
            { filename: "appointment.ics", content: manageIcs(appointment, token), contentType: "text/calendar" },
          ],
        }
      : {}),
  };
}
