/**
 * Sending a finalised prescription to its patient (FEATURES.md §11), through the outbox
 * (lib/server/messages): by e-mail with the PDF attached, or on WhatsApp as a document — the
 * latter only to a patient who agreed to WhatsApp. The row names the prescription and nothing
 * of what it says; the worker makes the PDF when it sends (render.ts), and drops the row if the
 * patient withdrew their consent or was erased meanwhile (still-wanted.ts).
 */
import "server-only";
import type { Patient, Prescription } from "../../../generated/sqlite/client";
import { whatsappNumber } from "../../../shared/phone";
import { PRESCRIPTION_MESSAGES } from "../../../shared/validation/prescriptions";
import { db } from "../../db";
import { conflict, HttpError } from "../../http";
import type { PrescriptionPayload } from "../../outbox/notify";
import { enqueueMessages, type MessageChannel } from "../../outbox/queue";
import { configuredChannels } from "../../outbox/transports";
import { WHATSAPP_CHOICE_SELECT, whatsappRefusal, type WhatsappChoice } from "../../outbox/whatsapp-consent";
import { patientLanguage } from "../patients";
import { getPrescription } from "./prescriptions";

type Recipient = Pick<Patient, "email" | "phone"> & WhatsappChoice;

/** Where the channel reaches the patient, or the 409 saying why it cannot. */
function addressOf(channel: MessageChannel, patient: Recipient): string {
  if (channel === "email") {
    if (!patient.email) throw conflict(PRESCRIPTION_MESSAGES.noEmail);
    return patient.email;
  }
  // only the patient's own recorded yes: a prescription is no booking whose tick could stand for it
  if (patient.whatsappConsent !== true)
    throw conflict(PRESCRIPTION_MESSAGES.noConsent, {}, { code: "no_whatsapp_consent" });
  const number = whatsappNumber(patient.phone);
  // the one rule for the number too: an Indian mobile, unless the desk confirmed it
  if (!number || whatsappRefusal(patient, null, number)) throw conflict(PRESCRIPTION_MESSAGES.noPhone);
  return number;
}

/**
 * Queues the prescription for its patient on `channel`. A draft is the doctor's to finish
 * (409 for them, 403 for the desk, who never sees drafts); a channel this server has not set
 * up, or a patient it cannot reach, is a 409 saying so.
 */
export async function sendPrescription(
  id: number,
  channel: MessageChannel,
  { clinical }: { clinical: boolean },
): Promise<Prescription> {
  const p = await getPrescription(id);
  if (p.status !== "final") {
    throw clinical ? conflict(PRESCRIPTION_MESSAGES.notFinal) : new HttpError(403, PRESCRIPTION_MESSAGES.draftForDesk);
  }
  if (!configuredChannels().includes(channel)) {
    throw conflict(channel === "email" ? PRESCRIPTION_MESSAGES.emailOff : PRESCRIPTION_MESSAGES.whatsappOff);
  }
  const [patient, visit] = await Promise.all([
    db().patient.findUniqueOrThrow({
      where: { id: p.patientId },
      select: { email: true, phone: true, ...WHATSAPP_CHOICE_SELECT },
    }),
    db().visit.findUniqueOrThrow({ where: { id: p.visitId }, select: { appointmentId: true } }),
  ]);
  const payload: PrescriptionPayload = { prescription: { id: p.id, lang: await patientLanguage(p.patientId) } };
  await enqueueMessages(db(), [
    // the visit's appointment, so the Messages screen lists it with the rest of that evening's
    { channel, kind: "prescription", to: addressOf(channel, patient), appointmentId: visit.appointmentId, payload },
  ]);
  return p;
}
