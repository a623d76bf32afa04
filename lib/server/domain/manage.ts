/**
 * The patient's manage link (FEATURES.md §3): `/appointment/{token}` shows an appointment
 * with no personal or medical detail but the name it greets the patient by, and lets the patient cancel or
 * move it until MANAGE_CUTOFF_HOURS before it starts; once the doctor has finalised the
 * visit's prescription, it offers that as a PDF (FEATURES.md §11). Every unknown or malformed token
 * gets the same 404, and a token only ever reaches its own appointment (looked up by the
 * hash of the token, which is all that is stored).
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { DEFAULT_LOCALE, localePath, type Locale } from "../../i18n/locales";
import { istInstant } from "../../shared/clinic-time";
import { greetingName } from "../../shared/names";
import { maskedPhone } from "../../shared/phone";
import { now } from "../../shared/clock";
import { appointmentIcs } from "../../shared/ics";
import type { SlotInput } from "../../shared/validation/booking";
import { MANAGE_MESSAGES, MANAGE_TOKEN_PATTERN } from "../../shared/validation/manage";
import { config } from "../config";
import { db, transaction } from "../db";
import { onCancelled } from "../outbox/notify";
import { conflict, HttpError, notFound } from "../http";
import { manageLimiter, manageReadLimiter } from "../rate-limit";
import { closureAt } from "./closures";
import { reasonIn } from "../../shared/calendar";
import { finalPrescriptionOf } from "./prescriptions/prescriptions";
import { documentsOfAppointment } from "./documents/documents";
import type { DocumentKind } from "../../shared/validation/documents";
import { queuePosition } from "./queue";
import { findAppointment, hashManageToken, moveAppointment, slotColumns, type Appointment } from "./appointments";
import type { BookAgainAnswer, ManageChangedAnswer, ManagedAppointment } from "../../shared/api/manage";
import { audit, type AuditAction } from "../audit";
import { MANAGE_LINK_ACTOR } from "./patient-access";

/** The absolute manage link of a token (SITE_URL), in the patient's language (/ta/appointment/… for Tamil). */
export function manageUrl(token: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${clinic().siteUrl}${localePath(locale, `/appointment/${token}`)}`;
}

/** Whether the patient may still change it online: pending, and the cut-off not yet reached. */
function changeable(a: Appointment, at: Date): boolean {
  const cutoff = istInstant(a.preferredDate, a.preferredTime).getTime() - config().MANAGE_CUTOFF_HOURS * 3_600_000;
  return a.status === "" && at.getTime() < cutoff;
}

export async function toManagedAppointment(a: Appointment, at: Date = now()): Promise<ManagedAppointment> {
  const open = changeable(a, at);
  // a pending appointment inside a closure: its reason, in both languages (one read)
  const [closure, tonight, prescription, documents] = await Promise.all([
    a.status === "" ? closureAt(a) : null,
    queuePosition(a, at),
    finalPrescriptionOf(a.id),
    documentsOfAppointment(a.id),
  ]);
  return {
    firstName: greetingName(a.name) ?? "",
    date: a.preferredDate,
    time: a.preferredTime,
    status: a.status,
    canCancel: open,
    canReschedule: open,
    closedReason: closure?.reason ?? null,
    closedReasonTa: reasonIn(closure, "ta") ?? null,
    tonight,
    prescription: prescription !== null,
    documents: documents.map((d) => ({ id: d.id, kind: d.kind as DocumentKind, number: d.number })),
  };
}

/** The appointment a token opens, or the one 404 for every token that opens none. */
export async function findByManageToken(token: string): Promise<Appointment> {
  const found = MANAGE_TOKEN_PATTERN.test(token)
    ? await db().appointment.findUnique({ where: { manageTokenHash: hashManageToken(token) } })
    : null;
  if (!found) throw notFound(MANAGE_MESSAGES.notFound, { code: "link_not_found" });
  return found;
}

/**
 * The appointment a link opens, for reading it (the manage page and its GET), under the
 * manage limits: a miss counts against the client's address — a guess — and a link that
 * opens an appointment is limited per link, since its page polls through the evening and
 * a waiting room shares one address (lib/server/rate-limit.ts).
 */
export async function openByManageToken(token: string, clientAddress: string): Promise<Appointment> {
  const found = await findByManageToken(token).catch((error: unknown) => {
    manageLimiter.hit(clientAddress);
    throw error;
  });
  manageReadLimiter.hit(token);
  return found;
}

/** The 403 (or 409 for a cancelled one) for an appointment the patient can no longer change. */
function refusal(a: Appointment): HttpError {
  if (a.status === "Cancelled") return conflict(MANAGE_MESSAGES.alreadyCancelled, {}, { code: "already_cancelled" });
  const { MANAGE_CUTOFF_HOURS: hours } = config();
  const { phone } = clinic();
  if (a.status === "")
    return new HttpError(
      403,
      MANAGE_MESSAGES.tooLate(hours, phone),
      {},
      {},
      {
        code: "cutoff_passed",
        values: { hours, phone },
      },
    );
  return new HttpError(403, MANAGE_MESSAGES.closed(phone), {}, {}, { code: "changes_closed", values: { phone } });
}

/**
 * Cancels by the patient's link: frees the slot. Cancelling a cancelled appointment again
 * is the same success (idempotent; `changed` false). Changed only while still pending, so a
 * status the desk set meanwhile is never overwritten.
 */
export async function cancelByManageToken(token: string): Promise<{ appointment: Appointment; changed: boolean }> {
  const current = await findByManageToken(token);
  if (current.status === "Cancelled") return { appointment: current, changed: false };
  if (!changeable(current, now())) throw refusal(current);
  const count = await transaction(async (tx) => {
    const { count } = await tx.appointment.updateMany({
      where: { id: current.id, status: "" },
      data: {
        status: "Cancelled",
        ...slotColumns("Cancelled", current.preferredDate, current.preferredTime),
        sequence: { increment: 1 },
      },
    });
    if (count > 0) await onCancelled(tx, current, "patient");
    return count;
  });
  const after = await findAppointment({ id: current.id });
  if (count === 0 && after.status !== "Cancelled") throw refusal(after);
  return { appointment: after, changed: count > 0 };
}

/** Moves the appointment by the patient's link (the booking rules were checked by the schema); answers whether it moved. */
export async function rescheduleByManageToken(
  token: string,
  slot: SlotInput,
): Promise<{ appointment: Appointment; changed: boolean }> {
  const current = await findByManageToken(token);
  if (!changeable(current, now())) throw refusal(current);
  const appointment = await moveAppointment(current, slot, "patient", { status: "" });
  return { appointment, changed: appointment !== current };
}

/**
 * What a change by the patient's link answers (cancel, reschedule): the audit entry when it
 * changed anything (a repeat is the same success, not a second entry), then the message and
 * the appointment as the page shows it.
 */
export async function patientLinkChanged(
  { appointment, changed }: { appointment: Appointment; changed: boolean },
  { action, ip, message, detail }: { action: AuditAction; ip: string; message: string; detail?: string },
): Promise<ManageChangedAnswer> {
  if (changed) await audit({ actor: MANAGE_LINK_ACTOR, action, target: String(appointment.id), ip, detail });
  return { message, appointment: await toManagedAppointment(appointment) };
}

/** The appointment's calendar file: a stable UID, SEQUENCE raised on every change, no medical detail; in the patient's language. */
export function manageIcs(a: Appointment, token: string | null, locale: Locale = DEFAULT_LOCALE): string {
  const c = clinic();
  return appointmentIcs({
    date: a.preferredDate,
    time: a.preferredTime,
    patientName: greetingName(a.name),
    timestamp: a.timestamp,
    clinicName: c.name,
    clinicAddress: c.address,
    clinicPhone: c.phone,
    domain: new URL(c.siteUrl).hostname,
    sequence: a.sequence,
    cancelled: a.status === "Cancelled",
    stampedAt: now(),
    manageUrl: token ? manageUrl(token, locale) : undefined,
    locale,
  });
}

/**
 * What the booking form is pre-filled with when the patient books again from a cancelled
 * appointment's page: the name, and the phone masked (98•••••345) as a hint — a link may be
 * forwarded or found, so no contact detail or anything else leaves by it (issue 41 G11). While
 * it is not cancelled, the same 404 as an unknown link (FEATURES.md §3).
 */
export function bookAgainDetails(a: Appointment): BookAgainAnswer["details"] {
  if (a.status !== "Cancelled") throw notFound(MANAGE_MESSAGES.notFound, { code: "link_not_found" });
  return { patientName: a.name, phoneHint: maskedPhone(a.phone) };
}
