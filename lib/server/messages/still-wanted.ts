/**
 * Whether a message is still wanted at the moment it is sent (issue 26): the worker asks it for
 * every row it is about to send, whatever its kind and however often it was tried, and the
 * desk's Retry asks it before queueing a failed row again. The changes that supersede messages
 * drop them when they happen (../outbox/notify.ts), but a failed row survives them, and the outbox may
 * hold a row a change did not reach; what goes out must match the appointment and the
 * patient's consent as they stand now, not as they stood when it was written.
 */
import "server-only";
import { db } from "../db";
import type { Appointment } from "../domain/appointments";
import { closedReasons } from "../domain/closures";
import { recallBooked, type RecallPayload } from "../domain/recalls";
import type { DocumentPayload } from "../domain/documents/send";
import { offerChannels, type WaitlistOfferPayload } from "../domain/waitlist-offers";
import { now } from "../../shared/clock";
import type { MessageFacts, PrescriptionPayload } from "../outbox/notify";
import { SMS_CHOICE_SELECT, smsRefusal } from "../outbox/channel-rule";
import { WHATSAPP_CHOICE_SELECT, WHATSAPP_REFUSALS, whatsappRefusal } from "../outbox/whatsapp-consent";

/** A row of the outbox as it stands. */
export type OutboxRow = { channel: string; kind: string; to?: string; appointmentId: number | null; payload: string };

/** What the patient is told that only holds while the appointment is pending at that date and time. */
const WHILE_PENDING = new Set(["confirmation", "reminder", "rescheduled", "closure", "running-late"]);

// i18n-exempt: the outbox's notes for the desk (Messages screen), not sent to anyone
const notSent = (why: string) => `Not sent: ${why}.`;

/**
 * Why this row must not go now (its `lastError` once cancelled), or null. `appointment` is the
 * row's appointment as read just now (null: gone). A clinic alert is the clinic's own record and
 * always goes; a row without facts or appointment (written by hand) is not about a booking.
 */
export async function whyNotSend(row: OutboxRow, appointment: Appointment | null): Promise<string | null> {
  if (row.kind === "prescription") return whyNotSendPrescription(row);
  if (row.kind === "recall") return whyNotSendRecall(row);
  if (row.kind === "document") return whyNotSendDocument(row);
  if (row.kind === "waitlist-offer") return whyNotSendWaitlistOffer(row);
  if (row.kind === "clinic-alert" || row.appointmentId === null) return null;
  const { facts } = JSON.parse(row.payload) as { facts?: MessageFacts };
  if (!facts) return null;
  if (!appointment) return notSent("the appointment no longer exists");
  if (WHILE_PENDING.has(row.kind) && appointment.status !== "") {
    return notSent("the appointment is no longer pending");
  }
  if (appointment.preferredDate !== facts.date || appointment.preferredTime !== facts.time) {
    return notSent("the appointment has moved");
  }
  if (row.kind === "reminder") {
    // a reminder of an evening the clinic is closed would send the patient to a locked door
    const closed = (await closedReasons([appointment])).get(appointment.id);
    if (closed) return notSent(`the clinic is closed then (${closed})`);
  }
  if (row.channel === "whatsapp") {
    const patient = await db().patient.findUnique({
      where: { id: appointment.patientId },
      select: WHATSAPP_CHOICE_SELECT,
    });
    const refused = whatsappRefusal(patient, appointment, row.to ?? null);
    if (refused) return notSent(refused);
  }
  if (row.channel === "sms") {
    // stopped since it was written, or no template in the language the patient reads now (FEATURES.md §15)
    const patient = await db().patient.findUnique({ where: { id: appointment.patientId }, select: SMS_CHOICE_SELECT });
    const refused = smsRefusal(patient, row.kind, row.to ?? null);
    if (refused) return notSent(refused);
  }
  return null;
}

/**
 * A prescription is not about a booking: it goes while its patient is on record (an erased
 * patient's prescriptions went with them) and, on WhatsApp, while their consent stands — a
 * withdrawal between the desk's Send and the worker's turn stops it.
 */
async function whyNotSendPrescription(row: OutboxRow): Promise<string | null> {
  const { prescription } = JSON.parse(row.payload) as PrescriptionPayload;
  const found = await db().prescription.findUnique({
    where: { id: prescription.id },
    select: { patient: { select: WHATSAPP_CHOICE_SELECT } },
  });
  if (!found) return notSent(WHATSAPP_REFUSALS.noPatient);
  if (row.channel !== "whatsapp") return null;
  const refused = whatsappRefusal(found.patient, null, row.to ?? null);
  return refused ? notSent(refused) : null;
}

/**
 * A follow-up reminder (FEATURES.md §14) goes while the follow-up is still wanted — open, and
 * not booked since (decision 042) — and while the patient's consent for its channel stands.
 */
async function whyNotSendRecall(row: OutboxRow): Promise<string | null> {
  const { recall } = JSON.parse(row.payload) as RecallPayload;
  const found = await db().recall.findUnique({
    where: { id: recall.id },
    select: { id: true, status: true, patient: { select: { ...WHATSAPP_CHOICE_SELECT, ...SMS_CHOICE_SELECT } } },
  });
  if (!found) return notSent(WHATSAPP_REFUSALS.noPatient);
  if (found.status !== "open") return notSent("the follow-up was closed");
  if (await recallBooked(found.id)) return notSent("the patient has booked since");
  return consentRefusal(found.patient, row);
}

/**
 * A letter (FEATURES.md §14) goes while it exists (an erased patient's letters are gone) and
 * while the patient's consent for its channel stands.
 */
async function whyNotSendDocument(row: OutboxRow): Promise<string | null> {
  const { document } = JSON.parse(row.payload) as DocumentPayload;
  const found = await db().clinicalDocument.findUnique({
    where: { id: document.id },
    select: { patient: { select: { ...WHATSAPP_CHOICE_SELECT, ...SMS_CHOICE_SELECT } } },
  });
  if (!found) return notSent(WHATSAPP_REFUSALS.noPatient);
  return consentRefusal(found.patient, row);
}

/** A message about no booking: its channel's consent, as it stands now. */
function consentRefusal(
  patient: Parameters<typeof whatsappRefusal>[0] & Parameters<typeof smsRefusal>[0],
  row: OutboxRow,
) {
  const to = row.to ?? null;
  const refused =
    row.channel === "whatsapp"
      ? whatsappRefusal(patient, null, to)
      : row.channel === "sms"
        ? smsRefusal(patient, row.kind, to)
        : null;
  return refused ? notSent(refused) : null;
}

/**
 * A waiting-list offer (FEATURES.md §14) goes while it is open and not run out, its entry still
 * waiting, and the consent given on the form (and a linked patient's own later no) still lets
 * its channel carry it.
 */
async function whyNotSendWaitlistOffer(row: OutboxRow): Promise<string | null> {
  const { offer } = JSON.parse(row.payload) as WaitlistOfferPayload;
  const found = await db().waitlistOffer.findUnique({ where: { id: offer.id }, include: { entry: true } });
  if (!found) return notSent("the offer no longer exists");
  if (found.status !== "open" || found.expiresAt <= now()) return notSent("the offer has ended");
  if (found.entry.status !== "waiting") return notSent("the person is no longer waiting");
  if (row.channel === "email") return null;
  const channels = await offerChannels(db(), found.entry);
  return channels.some((c) => c.channel === row.channel)
    ? null
    : notSent(`the form's consent no longer allows ${row.channel}`);
}

/** whyNotSend, reading the row's appointment itself. */
export async function whyNotSendNow(row: OutboxRow): Promise<string | null> {
  const appointment =
    row.appointmentId === null ? null : await db().appointment.findUnique({ where: { id: row.appointmentId } });
  return whyNotSend(row, appointment);
}
