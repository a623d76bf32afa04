/**
 * The words of the privacy screens: a rights request's kind, a patient's WhatsApp consent
 * ("Withdrawn", " · at the desk, 24 Nov 2026, 7:02 PM") and a booking's
 * privacy notice ("Privacy notice 2026-11-24 agreed at booking on 24 Nov 2026"), in clinic time.
 */
import type { ProfileConsent, RightsRequestRecord } from "@/lib/shared/api/privacy";
import { formatSlot, timeIst, todayIst } from "@/lib/shared/clinic-time";
import { RIGHTS_KIND_LABELS, type RightsKind } from "@/lib/shared/validation/privacy";
import { dateNames } from "../appointments/appointment-format";

/** "Withdrawal of consent"; an unknown kind as it is. */
export const kindLabel = (kind: string) => RIGHTS_KIND_LABELS[kind as RightsKind] ?? kind;

/** "2026-11-24" → "24 Nov 2026". */
export function dayText(date: string): string {
  const n = dateNames(date);
  return n ? `${n.day} ${n.month} ${n.year}` : date;
}

/** An instant's clinic date: "24 Nov 2026". */
export function instantDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dayText(todayIst(at));
}

/** An instant in clinic time: "24 Nov 2026, 7:02 PM". */
export function instantText(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${dayText(todayIst(at))}, ${formatSlot(timeIst(at))}`;
}

export type WhatsappState = "Agreed" | "Declined" | "Withdrawn" | "Not asked";

/** Agreed, Declined (at booking or the desk), Withdrawn (a yes taken back at the desk) or Not asked (no WhatsApp). */
export function whatsappState(consent: Pick<ProfileConsent, "whatsapp" | "whatsappBy">): WhatsappState {
  if (consent.whatsapp === true) return "Agreed";
  if (consent.whatsapp === false) return consent.whatsappBy === "desk" ? "Withdrawn" : "Declined";
  return "Not asked";
}

/**
 * Who recorded the choice, where and when: " — recorded by reception at the desk on 24 Nov 2026,
 * 7:02 PM", " — from the booking form on …" (none when not recorded).
 */
export function whatsappWhere(
  consent: Pick<ProfileConsent, "whatsappAt" | "whatsappBy" | "whatsappRecordedBy">,
): string {
  if (!consent.whatsappAt || !consent.whatsappBy) return "";
  const when = instantText(consent.whatsappAt);
  if (consent.whatsappBy === "booking") return ` — from the booking form on ${when}`;
  const by = consent.whatsappRecordedBy ? ` by ${consent.whatsappRecordedBy}` : "";
  return ` — recorded${by} at the desk on ${when}`;
}

/** The SMS choice (FEATURES.md §15): never asked allows SMS about the patient's own appointments. */
export function smsState(consent: Pick<ProfileConsent, "sms" | "smsBy">): WhatsappState | "Allowed" {
  if (consent.sms === null) return "Allowed";
  return whatsappState({ whatsapp: consent.sms, whatsappBy: consent.smsBy });
}

/** Who recorded the SMS choice, where and when (as whatsappWhere). */
export const smsWhere = (c: Pick<ProfileConsent, "smsAt" | "smsBy" | "smsRecordedBy">) =>
  whatsappWhere({ whatsappAt: c.smsAt, whatsappBy: c.smsBy, whatsappRecordedBy: c.smsRecordedBy });

/** One booking's consent: the notice agreed to, or that there was none. */
export function noticeLine(booking: ProfileConsent["bookings"][number]): string {
  return booking.notice
    ? `Privacy notice ${booking.notice} agreed at booking on ${instantDay(booking.bookedAt)}`
    : "Booked without the privacy notice (at the desk or by an older form)";
}

/** Who a request is about: the patient's name, "Patient 12 (erased)" once gone, or null for none. */
export function requestPatient(r: Pick<RightsRequestRecord, "patientId" | "patientName">): string | null {
  if (r.patientName) return r.patientName;
  return r.patientId !== null ? `Patient ${r.patientId} (erased)` : null;
}
