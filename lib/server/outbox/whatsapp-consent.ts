/**
 * Whether WhatsApp may carry a message about an appointment (FEATURES.md §7, issue 26): the one
 * rule, asked when a message is written (notify.ts), when it is sent and when the desk retries
 * it (still-wanted.ts), and by the desk's running-late answer (desk.ts).
 *
 * - Only a recorded yes: the patient's own choice (`Patient.whatsappConsent`, from the booking
 *   form's tick or told to the desk) or, for a patient never asked, this booking's tick. Never
 *   asked (null) is no.
 * - A no recorded for the patient (declined, withdrawn) always wins: no booking undoes it.
 * - Otherwise the later of the patient's choice and the booking's tick decides: a booking
 *   ticked "no" gets no WhatsApp, until the patient tells the desk yes after it.
 * - The number must be an Indian mobile (+91, ten digits from 6–9) unless the desk confirmed it:
 *   a choice recorded at the desk is the desk's confirmation of the number.
 */
import type { Appointment, Patient } from "../../generated/sqlite/client";
import { isIndianMobile } from "../../shared/phone";

export type WhatsappChoice = Pick<Patient, "whatsappConsent" | "whatsappConsentAt" | "whatsappConsentBy">;
export type WhatsappBooking = Pick<Appointment, "consentWhatsapp" | "createdAt">;

/** The columns whatsappRefusal reads, for a `select`. */
export const WHATSAPP_CHOICE_SELECT = {
  whatsappConsent: true,
  whatsappConsentAt: true,
  whatsappConsentBy: true,
} as const;

// i18n-exempt: the outbox's notes and the desk's answer (the admin area is English), not sent to anyone
export const WHATSAPP_REFUSALS = {
  noNumber: "not a WhatsApp number",
  noPatient: "the patient's record is gone",
  withdrawn: "WhatsApp consent withdrawn",
  notAsked: "no WhatsApp consent recorded",
  declined: "WhatsApp not agreed for this booking",
  notIndian: "not an Indian mobile number, and the desk has not confirmed it",
} as const;

/** Whether the patient said yes (or, never asked, this booking's tick did). */
function agreed(patient: WhatsappChoice, booking: WhatsappBooking | null): boolean {
  const own = patient.whatsappConsent;
  const tick = booking?.consentWhatsapp ?? null;
  if (own === false) return false;
  if (tick === null) return own === true;
  if (own === null) return tick;
  // both recorded: the later one (the desk's yes after a booking ticked no, say)
  const ownAt = patient.whatsappConsentAt?.getTime() ?? 0;
  return ownAt > (booking?.createdAt.getTime() ?? 0) ? own : tick;
}

/**
 * Why WhatsApp may not carry a message about this booking to `number` (as whatsappNumber
 * writes it), or null when it may.
 */
export function whatsappRefusal(
  patient: WhatsappChoice | null,
  booking: WhatsappBooking | null,
  number: string | null,
): string | null {
  if (!number) return WHATSAPP_REFUSALS.noNumber;
  if (!patient) return WHATSAPP_REFUSALS.noPatient;
  if (patient.whatsappConsent === false) return WHATSAPP_REFUSALS.withdrawn;
  if (!agreed(patient, booking)) {
    return patient.whatsappConsent === null && (booking?.consentWhatsapp ?? null) === null
      ? WHATSAPP_REFUSALS.notAsked
      : WHATSAPP_REFUSALS.declined;
  }
  const deskConfirmed = patient.whatsappConsent === true && patient.whatsappConsentBy === "desk";
  return isIndianMobile(number) || deskConfirmed ? null : WHATSAPP_REFUSALS.notIndian;
}
