/**
 * Booking: the work that spans patients and appointments, above both modules.
 *
 * - A public booking (bookAppointment) finds its patient by the matching rules of
 *   lib/server/domain/patients.ts, or creates one, and stores the appointment and the
 *   contact-history row. It is one short transaction (the per-phone cap, the patient lookup,
 *   then one write that saves patient, appointment and contact row) with no non-database
 *   work inside, so it never holds the shared SQLite connection while waiting on anything
 *   else (DESIGN.md §4).
 * - Add New Patient (addPatient, SPEC §4): the patient, then — when asked — the appointment.
 * - Book appointment from a patient's profile (bookForPatient): a follow-up for a known patient.
 */
import "server-only";
import { todayIst } from "../../shared/clinic-time";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import { HttpError, notFound } from "../http";
import { log } from "../logger";
import {
  manageTokenFor,
  refuseTakenSlot,
  scheduleAppointment,
  slotColumns,
  slotTaken,
  type Booked,
} from "./appointments";
import { onBooked } from "../outbox/notify";
import { refuseClosedSlot } from "./closures";
import { createPatient, findBookingPatient, newPatientData, phoneKey, type Patient } from "./patients";
import { insertWithRetry } from "./records";
import { MAX_UPCOMING_PER_PHONE, type BookingInput } from "../../shared/validation/booking";
import type { ClientNetwork } from "../client-network";
import { busyRefusal, refuseOverWebLimits } from "./booking-floods";
import { PATIENT_MESSAGES, type AddPatientInput, type BookForPatientInput } from "../../shared/validation/patients";
import { LIVE } from "./live-patients";
import { checkPhoneCode, usePhoneCode } from "./phone-codes";

/**
 * Refuses a public booking whose phone already holds MAX_UPCOMING_PER_PHONE upcoming public
 * bookings: pending ones from today on, whoever of the family they are for. Staff bookings
 * neither count nor are capped (docs/decisions/005-public-booking-limits.md). The refusal is
 * the same busyRefusal as a full budget's, so it does not tell whether — or how often — the
 * number is booked here (docs/decisions/017-booking-floods.md). Runs inside the booking's
 * transaction under a per-phone lock, so parallel requests cannot each see room for one more.
 */
async function enforcePhoneCap(tx: Tx, phone: string, at: Date): Promise<void> {
  const key = phoneKey(phone);
  await lockForTransaction(tx, `booking-phone:${key}`);
  const upcoming = await tx.appointment.count({
    where: { source: "web", status: "", preferredDate: { gte: todayIst(at) }, patient: { phoneKey: key } },
  });
  if (upcoming >= MAX_UPCOMING_PER_PHONE) throw busyRefusal();
}

/**
 * Books a slot for a validated public booking from the client `network`: finds the patient
 * (only on a full match, never changing their record — not their consent, not their
 * language) or creates one, stores the appointment (with the booking's own consent and
 * network) and the contact-history row (`received`: the payload as submitted), all or
 * nothing, and answers it with its manage-link token. Throws the one 429 busyRefusal when
 * the clinic's web budget, the network's allowance or the phone's cap is used up
 * (docs/decisions/017), a 409 HttpError when the slot is taken; another process creating the
 * same patient email or timestamp meanwhile is tried again.
 */
export async function bookAppointment(
  input: BookingInput,
  received: Record<string, unknown>,
  network: ClientNetwork,
): Promise<Booked> {
  return insertWithRetry(async ({ at, timestamp }) => {
    // a phone code proves the phone (FEATURES.md §15): a wrong or ended one is refused before anything else
    const codeId = input.phoneCode
      ? await checkPhoneCode(input.patientPhone, "booking", input.phoneCode, 400, at)
      : null;
    const { token, hash } = await manageTokenFor(timestamp);
    const appointment = await transaction(async (tx) => {
      await refuseClosedSlot(input, tx);
      // A taken slot is answered before the limits, so that its 409 — which any phone number
      // gets — cannot be set beside a capped phone's refusal to tell them apart for free.
      const activeSlot = `${input.preferredDate} ${input.preferredTime}`;
      if (await tx.appointment.findUnique({ where: { activeSlot }, select: { id: true } })) throw slotTaken();
      // with a code the booking is not anonymous: past the budget and the network's limits, not the phone's cap
      if (codeId === null) await refuseOverWebLimits(tx, network, input.preferredDate, at);
      await enforcePhoneCap(tx, input.patientPhone, at);
      if (codeId !== null) await usePhoneCode(tx, codeId, 400, at);
      const details = {
        name: input.patientName,
        email: input.patientEmail,
        phone: input.patientPhone,
        age: input.patientAge,
        sex: input.patientSex,
        address: input.patientAddress,
        occupation: input.patientOccupation,
      };
      const { patient, emailInUse } = await findBookingPatient(tx, details);
      const appointment = {
        timestamp,
        name: input.patientName,
        email: input.patientEmail ?? null,
        phone: input.patientPhone,
        age: input.patientAge,
        sex: input.patientSex,
        serviceRequired: input.serviceRequired,
        ...slotColumns("", input.preferredDate, input.preferredTime),
        manageTokenHash: hash,
        additionalInfo: input.additionalInfo ?? null,
        address: input.patientAddress ?? null,
        occupation: input.patientOccupation ?? null,
        source: "web",
        webNetwork: network.key,
        // booked with a phone code: not anonymous, so not counted in the budget (booking-floods.ts)
        webReview: codeId === null ? null : "phone-code",
        createdAt: at,
        // the booking's consent record (FEATURES.md §7): null without the notice (an older client)
        consentNotice: input.consent?.version ?? null,
        consentWhatsapp: input.consent?.whatsapp ?? null,
      };
      const contact = { payload: JSON.stringify(received), receivedAt: at };
      if (patient) {
        // The existing record is never written: anyone who knows a patient's name and phone can
        // book, and must not undo their withdrawn WhatsApp consent or change their language. This
        // booking's own consent stays with the booking (consentNotice, consentWhatsapp).
        const saved = await tx.appointment.create({ data: { ...appointment, patientId: patient.id } });
        await tx.contact.create({ data: { ...contact, patientId: patient.id } });
        await onBooked(tx, saved, "patient", at);
        return saved;
      }
      // A new patient: appointment and contact row as nested creates, one query instead of
      // three, which matters because SQLite writes queue. When another record holds this
      // email, the new one goes without it (the appointment keeps it as entered).
      const created = await tx.patient.create({
        data: {
          ...newPatientData(emailInUse ? { ...details, email: null } : details),
          language: input.language,
          // the booking's instant (the clinic's clock), not the database's: retention reads it
          createdAt: at,
          // a new patient's WhatsApp choice is this booking's tick, when it had one
          ...(input.consent
            ? { whatsappConsent: input.consent.whatsapp, whatsappConsentAt: at, whatsappConsentBy: "booking" }
            : {}),
          // …and the SMS box (FEATURES.md §15), when the form sent it
          ...(input.consent?.sms !== undefined
            ? { smsConsent: input.consent.sms, smsConsentAt: at, smsConsentBy: "booking" }
            : {}),
          appointments: { create: appointment },
          contacts: { create: contact },
        },
        select: { appointments: { where: { timestamp } } },
      });
      await onBooked(tx, created.appointments[0], "patient", at);
      return created.appointments[0];
    });
    return { appointment, manageToken: token };
  }, refuseTakenSlot);
}

export type AddPatientResult = {
  patient: Patient;
  booked: Booked | null;
  /** why the appointment step failed; the patient stays (SPEC §4) */
  appointmentError: string | null;
};

/**
 * Add New Patient (SPEC §4): the patient first — refused with 409 when the email, or the
 * phone and name, already belong to a patient — then, when date, time and service are all
 * given, the appointment. A failed appointment step leaves the patient in place and says
 * why. Two short units of work; neither waits on anything but the database.
 */
export async function addPatient(input: AddPatientInput, actor: string): Promise<AddPatientResult> {
  // the desk's answers (language, WhatsApp) go on the patient before the appointment's messages are written
  const patient = await createPatient(input.patient, { consent: input.consent, actor });
  if (!input.appointment) return { patient, booked: null, appointmentError: null };
  try {
    const booked = await scheduleAppointment(patient, input.appointment);
    return { patient, booked, appointmentError: null };
  } catch (error) {
    if (!(error instanceof HttpError)) {
      log.error("add patient: the appointment step failed", {
        patientId: patient.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return {
      patient,
      booked: null,
      appointmentError: error instanceof HttpError ? error.message : "The appointment could not be booked.",
    };
  }
}

/**
 * The profile's Book appointment: a follow-up for a known patient (by ID), with their
 * current details; 404 when they are gone, 409 when the slot is taken.
 */
export async function bookForPatient(patientId: number, input: BookForPatientInput): Promise<Booked> {
  const patient = await db().patient.findFirst({ where: { id: patientId, ...LIVE } });
  if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
  return scheduleAppointment(patient, input);
}
