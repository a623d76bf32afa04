/**
 * Consent (FEATURES.md §7, DPDP Act s.6): what the Patient Profile shows of it — the patient's
 * current WhatsApp choice and each booking's consent record (notice version, WhatsApp tick,
 * when) — and the desk recording a WhatsApp choice the patient tells it.
 *
 * Withdrawing is as easy as giving (s.6(4)): one call, and in the same transaction every
 * WhatsApp message still waiting for them is dropped (notify.ts onWhatsappWithdrawn) and the
 * withdrawal goes into the rights log as done. Consent given again at the desk puts their
 * upcoming appointments' reminders back, WhatsApp included.
 *
 * Nothing goes by WhatsApp without a recorded yes (issue 26; the rule itself is
 * outbox/whatsapp-consent.ts): a patient never asked (`whatsappConsent` null) gets none. The
 * desk asks every patient it registers (Add New Patient, walk-ins) their language and their
 * WhatsApp choice, recorded with the admin who asked and when (deskChoiceData).
 */
import "server-only";
import type { Appointment, Patient } from "../../generated/sqlite/client";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { PATIENT_MESSAGES, type DeskConsent } from "../../shared/validation/patients";
import type { ProfileConsent } from "../../shared/api/privacy";
import { transaction } from "../db";
import { notFound } from "../http";
import { onRestored, onSmsWithdrawn, onWhatsappWithdrawn } from "../outbox/notify";
import { recordFulfilled } from "./rights-requests";
import { LIVE } from "./live-patients";

type ConsentFacts = Pick<
  Patient,
  | "whatsappConsent"
  | "whatsappConsentAt"
  | "whatsappConsentBy"
  | "whatsappConsentActor"
  | "smsConsent"
  | "smsConsentAt"
  | "smsConsentBy"
  | "smsConsentActor"
>;
type BookingFacts = Pick<
  Appointment,
  "id" | "preferredDate" | "preferredTime" | "createdAt" | "source" | "consentNotice" | "consentWhatsapp"
>;

const byOf = (by: string | null): ProfileConsent["whatsappBy"] => (by === "booking" || by === "desk" ? by : null);

/**
 * The profile's consent: the patient's WhatsApp choice, and the consent of every appointment
 * that came by the public form or carries a notice, newest booking first.
 */
export function consentOf(patient: ConsentFacts, appointments: BookingFacts[]): ProfileConsent {
  return {
    whatsapp: patient.whatsappConsent,
    whatsappAt: patient.whatsappConsentAt?.toISOString() ?? null,
    whatsappBy: byOf(patient.whatsappConsentBy),
    whatsappRecordedBy: patient.whatsappConsentBy === "desk" ? patient.whatsappConsentActor : null,
    sms: patient.smsConsent,
    smsAt: patient.smsConsentAt?.toISOString() ?? null,
    smsBy: byOf(patient.smsConsentBy),
    smsRecordedBy: patient.smsConsentBy === "desk" ? patient.smsConsentActor : null,
    bookings: appointments
      .filter((a) => a.source === "web" || a.consentNotice !== null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((a) => ({
        appointmentId: a.id,
        date: a.preferredDate,
        time: a.preferredTime,
        bookedAt: a.createdAt.toISOString(),
        notice: a.consentNotice,
        whatsapp: a.consentWhatsapp,
      })),
  };
}

/**
 * The columns of what the desk asked a patient it registers: their language and WhatsApp
 * choice, recorded as the desk's, by `actor` (the admin's username), at `at`.
 */
export function deskChoiceData(consent: DeskConsent, actor: string, at: Date) {
  return {
    language: consent.language,
    whatsappConsent: consent.whatsapp,
    whatsappConsentAt: at,
    whatsappConsentBy: "desk",
    whatsappConsentActor: actor,
    // SMS, when the desk's form asked it (FEATURES.md §15)
    ...(consent.sms !== undefined && {
      smsConsent: consent.sms,
      smsConsentAt: at,
      smsConsentBy: "desk",
      smsConsentActor: actor,
    }),
  };
}

/**
 * The patient's WhatsApp choice as told to the desk (or made on My appointments): false withdraws it (their waiting
 * WhatsApp messages dropped, a done `withdrawal` in the rights log), true records it given
 * (their upcoming reminders written again, on WhatsApp too). One transaction; 404 unknown.
 */
export async function setWhatsappConsent(
  patientId: number,
  whatsapp: boolean,
  actor: string,
  /** where the choice was made: told to the desk, or the patient's own on My appointments (FEATURES.md §15) */
  by: "desk" | "patient" = "desk",
): Promise<ProfileConsent> {
  return transaction(async (tx) => {
    const found = await tx.patient.findFirst({ where: { id: patientId, ...LIVE }, select: { id: true } });
    if (!found) throw notFound(PATIENT_MESSAGES.notFound);
    const at = now();
    const patient = await tx.patient.update({
      where: { id: patientId },
      data: {
        whatsappConsent: whatsapp,
        whatsappConsentAt: at,
        whatsappConsentBy: by,
        whatsappConsentActor: actor,
      },
    });
    if (whatsapp) {
      const upcoming = await tx.appointment.findMany({
        where: { patientId, status: "", preferredDate: { gte: todayIst(at) } },
      });
      for (const a of upcoming) await onRestored(tx, a, at);
    } else {
      await onWhatsappWithdrawn(tx, patientId);
      await recordFulfilled(tx, { patientId, kind: "withdrawal", actor });
    }
    const appointments = await tx.appointment.findMany({ where: { patientId } });
    return consentOf(patient, appointments);
  });
}

/**
 * The patient's SMS choice as told to the desk (FEATURES.md §15), like WhatsApp's: false stops
 * SMS (their waiting SMS dropped, a done `withdrawal` in the rights log), true records it given
 * (their upcoming reminders written again, by SMS where the rule gives it). One transaction; 404 unknown.
 */
export async function setSmsConsent(patientId: number, sms: boolean, actor: string): Promise<ProfileConsent> {
  return transaction(async (tx) => {
    const found = await tx.patient.findFirst({ where: { id: patientId, ...LIVE }, select: { id: true } });
    if (!found) throw notFound(PATIENT_MESSAGES.notFound);
    const at = now();
    const patient = await tx.patient.update({
      where: { id: patientId },
      data: { smsConsent: sms, smsConsentAt: at, smsConsentBy: "desk", smsConsentActor: actor },
    });
    if (sms) {
      const upcoming = await tx.appointment.findMany({
        where: { patientId, status: "", preferredDate: { gte: todayIst(at) } },
      });
      for (const a of upcoming) await onRestored(tx, a, at);
    } else {
      await onSmsWithdrawn(tx, patientId);
      await recordFulfilled(tx, { patientId, kind: "withdrawal", actor });
    }
    const appointments = await tx.appointment.findMany({ where: { patientId } });
    return consentOf(patient, appointments);
  });
}
