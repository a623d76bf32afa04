/**
 * What each change to an appointment puts in the outbox (FEATURES.md §4). Every function
 * takes the caller's transaction, so the messages are written with the change or not at all.
 * Only configured channels get rows, chosen by channel-rule.ts (each row keeps why): with no
 * channel set up nothing is written, and the desk uses the click-to-chat links instead.
 *
 * A row keeps the facts of the message (greeting name, date, time, minutes, reason), never the
 * manage link nor any medical detail; the text is written when it is sent (render.ts), with
 * the link derived then.
 */
import "server-only";
import type { Appointment } from "../../generated/sqlite/client";
import type { Locale } from "../../i18n/locales";
import { istInstant } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { greetingName } from "../../shared/names";
import { whatsappNumber } from "../../shared/phone";
import { PATIENT_APPOINTMENT_KINDS } from "../../shared/validation/messages";
import { config } from "../config";
import type { Tx } from "../db";
import { patientChannels, SMS_CHOICE_SELECT, type Reach } from "./channel-rule";
import { enqueueMessages, type MessageDraft, type MessageKind } from "./queue";
import { configuredChannels } from "./transports";
import { WHATSAPP_CHOICE_SELECT, whatsappRefusal } from "./whatsapp-consent";

/** Who made a change: the clinic is told of the patient's own changes. */
export type ChangedBy = "patient" | "clinic";

/** What a message says, kept in its payload (render.ts writes the words). */
export type MessageFacts = {
  /** whom to greet: the name as the clinic writes it, or null for "Dear patient" (names.ts greetingName) */
  name?: string | null;
  /** rows written before issue 26 kept the first word of the name; greeted by the same rule */
  firstName?: string;
  date: string;
  time: string;
  /** the clinic's alert: the patient's full name and phone, what happened and where it was */
  patientName?: string;
  patientPhone?: string;
  event?: "booked" | "rescheduled" | "cancelled";
  from?: { date: string; time: string };
  /** running late */
  minutes?: number;
  /** a closure's reason, its Tamil form (issue 29), and its times when it closes part of the evening */
  reason?: string;
  reasonTa?: string | null;
  closedFrom?: string;
  closedTo?: string;
};

export type FactsPayload = { facts: MessageFacts };

/**
 * A prescription sent to its patient (FEATURES.md §11): only which one, and the language it was
 * asked in — never what it says. The words and the PDF are made when it is sent (render.ts),
 * in the patient's language then.
 */
export type PrescriptionPayload = { prescription: { id: number; lang: Locale } };

type Slot = { preferredDate: string; preferredTime: string };
type Recipient = Pick<
  Appointment,
  "id" | "patientId" | "name" | "email" | "phone" | "preferredDate" | "preferredTime" | "consentWhatsapp" | "createdAt"
>;

/** What every message about an appointment says: whom, when. */
export function appointmentFacts(a: Pick<Recipient, "name" | "preferredDate" | "preferredTime">): MessageFacts {
  return { name: greetingName(a.name), date: a.preferredDate, time: a.preferredTime };
}

/** Each appointment's reach: its patient's WhatsApp and SMS choices, language, e-mail and phone (channel-rule.ts). */
type Reaches = Map<number, Reach>;

/** What the channel rule needs to know of these appointments' patients, read once. */
async function reachOf(tx: Tx, recipients: Recipient[]): Promise<Reaches> {
  if (!recipients.length || !configuredChannels().length) return new Map();
  const patients = new Map(
    (
      await tx.patient.findMany({
        where: { id: { in: [...new Set(recipients.map((r) => r.patientId))] } },
        select: { id: true, ...WHATSAPP_CHOICE_SELECT, ...SMS_CHOICE_SELECT },
      })
    ).map((p) => [p.id, p]),
  );
  return new Map(
    recipients.map((r) => {
      const patient = patients.get(r.patientId) ?? null;
      const number = whatsappNumber(r.phone);
      const reach: Reach = {
        email: r.email,
        phone: r.phone,
        whatsappNumber: number,
        whatsappRefused: whatsappRefusal(patient, r, number),
        patient,
      };
      return [r.id, reach];
    }),
  );
}

/**
 * One message of this kind to the patient on each channel the rule gives (channel-rule.ts:
 * WhatsApp where they agreed, otherwise SMS, and e-mail whenever there is an address), with why.
 */
function toPatient(
  a: Recipient,
  kind: MessageKind,
  facts: MessageFacts,
  reach: Reaches,
  sendAt?: Date,
): MessageDraft[] {
  const r = reach.get(a.id);
  if (!r) return [];
  const payload: FactsPayload = { facts };
  return patientChannels(r, kind, configuredChannels()).map(({ channel, to, why }) => ({
    channel,
    kind,
    to,
    why,
    appointmentId: a.id,
    payload,
    sendAt,
  }));
}

/** The clinic's e-mail alert (CLINIC_NOTIFY_EMAIL), when e-mail is configured. */
function toClinic(a: Recipient, event: NonNullable<MessageFacts["event"]>, from?: Slot): MessageDraft[] {
  const to = config().CLINIC_NOTIFY_EMAIL;
  if (!to || !configuredChannels().includes("email")) return [];
  const facts: MessageFacts = {
    ...appointmentFacts(a),
    patientName: a.name,
    patientPhone: a.phone,
    event,
    ...(from ? { from: { date: from.preferredDate, time: from.preferredTime } } : {}),
  };
  return [{ channel: "email", kind: "clinic-alert", to, appointmentId: a.id, payload: { facts } }];
}

/** The reminders of an appointment: REMINDER_HOURS before it, those still ahead. */
function reminders(a: Recipient, at: Date, reach: Reaches): MessageDraft[] {
  const start = istInstant(a.preferredDate, a.preferredTime).getTime();
  return config()
    .REMINDER_HOURS.map((hours) => new Date(start - hours * 3_600_000))
    .filter((sendAt) => sendAt.getTime() > at.getTime())
    .flatMap((sendAt) => toPatient(a, "reminder", appointmentFacts(a), reach, sendAt));
}

/** What the patient is sent about an appointment; the clinic's alerts are the clinic's record. */
const PATIENT_KINDS: MessageKind[] = [...PATIENT_APPOINTMENT_KINDS];

/**
 * Messages not yet sent about these appointments are dropped (status `cancelled`): `kinds`,
 * or every kind. A change supersedes what was waiting — a confirmation still being retried
 * must not reach a patient after their cancellation, nor a reminder of the old time.
 */
async function dropUnsent(tx: Tx, appointmentIds: number[], kinds?: MessageKind[]): Promise<void> {
  if (!appointmentIds.length) return;
  await tx.message.updateMany({
    where: {
      appointmentId: { in: appointmentIds },
      status: { in: ["scheduled", "queued"] },
      ...(kinds ? { kind: { in: kinds } } : {}),
    },
    data: { status: "cancelled" },
  });
}

const dropReminders = (tx: Tx, appointmentId: number) => dropUnsent(tx, [appointmentId], ["reminder"]);

/** A new appointment: the patient's confirmation and reminders, and the clinic's alert when the patient booked. */
export async function onBooked(tx: Tx, a: Recipient, by: ChangedBy, at: Date = now()): Promise<void> {
  const reach = await reachOf(tx, [a]);
  await enqueueMessages(
    tx,
    [
      ...toPatient(a, "confirmation", appointmentFacts(a), reach),
      ...reminders(a, at, reach),
      ...(by === "patient" ? toClinic(a, "booked") : []),
    ],
    at,
  );
}

/** Moved to another slot: a notice to the patient (and the clinic when the patient did it); the reminders move. */
export async function onMoved(tx: Tx, a: Recipient, from: Slot, by: ChangedBy, at: Date = now()): Promise<void> {
  await dropUnsent(tx, [a.id], PATIENT_KINDS); // all of them name the old time
  const reach = await reachOf(tx, [a]);
  await enqueueMessages(
    tx,
    [
      ...toPatient(a, "rescheduled", appointmentFacts(a), reach),
      ...reminders(a, at, reach),
      ...(by === "patient" ? toClinic(a, "rescheduled", from) : []),
    ],
    at,
  );
}

/** Cancelled: a notice to the patient (and the clinic when the patient did it); whatever still waited goes. */
export async function onCancelled(tx: Tx, a: Recipient, by: ChangedBy, at: Date = now()): Promise<void> {
  await dropUnsent(tx, [a.id], PATIENT_KINDS);
  const reach = await reachOf(tx, [a]);
  await enqueueMessages(
    tx,
    [...toPatient(a, "cancelled", appointmentFacts(a), reach), ...(by === "patient" ? toClinic(a, "cancelled") : [])],
    at,
  );
}

/** Back to pending after a cancellation (the desk): its reminders again, no notice. */
export async function onRestored(tx: Tx, a: Recipient, at: Date = now()): Promise<void> {
  await dropReminders(tx, a.id);
  await enqueueMessages(tx, reminders(a, at, await reachOf(tx, [a])), at);
}

/** Done, No-show or deleted: nothing more is sent to the patient about it. */
export async function onFinished(tx: Tx, appointmentId: number): Promise<void> {
  await dropUnsent(tx, [appointmentId], PATIENT_KINDS);
}

/**
 * The patient's record is deleted (an erasure, DPDP Act s.12(3)): nothing waiting about any of
 * their appointments is sent, to them or the clinic, and the outbox forgets them too — its rows
 * hold their e-mail address or phone and first name, sent or not.
 */
export async function onPatientDeleted(tx: Tx, appointmentIds: number[]): Promise<void> {
  if (!appointmentIds.length) return;
  await tx.message.deleteMany({ where: { appointmentId: { in: appointmentIds } } });
}

/**
 * The desk cancelled a booking flood's appointments (lib/server/domain/booking-floods.ts): every
 * message still waiting for them is dropped and none is sent, not even a cancellation — the
 * numbers were invented or someone else's.
 */
export async function onFloodCancelled(tx: Tx, appointmentIds: number[]): Promise<void> {
  await dropUnsent(tx, appointmentIds);
}

/**
 * The patient withdrew WhatsApp consent (FEATURES.md §7): every WhatsApp message still waiting
 * for them — reminders, a confirmation being retried, one that failed and could be retried —
 * is dropped; e-mail is untouched. (The worker checks consent again as it sends: still-wanted.ts.)
 */
export function onWhatsappWithdrawn(tx: Tx, patientId: number): Promise<number> {
  return dropChannel(tx, patientId, "whatsapp", "WhatsApp consent withdrawn");
}

/**
 * The patient stopped SMS (FEATURES.md §15): every SMS still waiting about their appointments is
 * dropped, as for WhatsApp; the worker checks the choice again as it sends (still-wanted.ts).
 */
export function onSmsWithdrawn(tx: Tx, patientId: number): Promise<number> {
  return dropChannel(tx, patientId, "sms", "SMS stopped by the patient");
}

/** Every message on `channel` still waiting about the patient's appointments is cancelled, `why` kept as its error. */
async function dropChannel(tx: Tx, patientId: number, channel: "whatsapp" | "sms", why: string): Promise<number> {
  const appointments = await tx.appointment.findMany({ where: { patientId }, select: { id: true } });
  if (!appointments.length) return 0;
  const { count } = await tx.message.updateMany({
    where: {
      appointmentId: { in: appointments.map((a) => a.id) },
      channel,
      status: { in: ["scheduled", "queued", "failed"] },
    },
    data: { status: "cancelled", lastError: why, claimedUntil: null },
  });
  return count;
}

/** The desk corrected a patient's phone or e-mail: their pending appointments' reminders go to the new ones. */
export async function onContactChanged(tx: Tx, pending: Recipient[], at: Date = now()): Promise<void> {
  for (const a of pending) await onRestored(tx, a, at);
}

/**
 * A closure created with `notify: true`: each affected patient is asked to pick a new time,
 * told the reason in their language and, for part of an evening, which times are closed.
 */
export async function onClosure(
  tx: Tx,
  affected: Recipient[],
  closure: { reason: string; reasonTa: string | null; startTime: string | null; endTime: string | null },
  at: Date = now(),
): Promise<number> {
  const reach = await reachOf(tx, affected);
  const facts: Partial<MessageFacts> = {
    reason: closure.reason,
    ...(closure.reasonTa && { reasonTa: closure.reasonTa }),
    ...(closure.startTime && closure.endTime && { closedFrom: closure.startTime, closedTo: closure.endTime }),
  };
  const drafts = affected.flatMap((a) => toPatient(a, "closure", { ...appointmentFacts(a), ...facts }, reach));
  await enqueueMessages(tx, drafts, at);
  return drafts.length;
}

/** "Doctor running late": a message to each of tonight's remaining patients. */
export async function onRunningLate(
  tx: Tx,
  remaining: Recipient[],
  minutes: number,
  at: Date = now(),
): Promise<number> {
  const reach = await reachOf(tx, remaining);
  const drafts = remaining.flatMap((a) => toPatient(a, "running-late", { ...appointmentFacts(a), minutes }, reach));
  await enqueueMessages(tx, drafts, at);
  return drafts.length;
}
