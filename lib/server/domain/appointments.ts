/**
 * Appointments: the slot rule, staff bookings for an existing patient, the booked slots of
 * a day, the read-back shape of DESIGN.md §3, and the admin status change, reschedule and
 * delete. (A public booking, which also finds or creates its patient, is booking.ts; the
 * admin lists are appointment-list.ts; the patient's manage link is manage.ts.)
 *
 * Double booking is prevented by the unique `activeSlot` column ("date time" while the
 * appointment holds its slot, null once cancelled), never by reading before writing: the
 * insert or update that loses the race fails with P2002 and is answered 409
 * (refuseTakenSlot). slotColumns is the one place that column's value is decided.
 */
import "server-only";
import crypto from "node:crypto";
import { db, transaction } from "../db";
import { onBooked, onCancelled, onFinished, onMoved, onRestored, type ChangedBy } from "../outbox/notify";
import type { Appointment, Patient } from "../../generated/sqlite/client";
import { conflict, isUniqueViolation, notFound } from "../http";
import { serverSecret } from "../auth/secrets";
import { refuseClosedSlot } from "./closures";
import { insertWithRetry, uniqueViolationFields } from "./records";
import {
  APPOINTMENT_MESSAGES,
  STATUS_LABELS,
  type AppointmentStatus,
  type AppointmentWhere,
} from "../../shared/validation/appointments";
import { SLOT_TAKEN_MESSAGE, type SlotInput } from "../../shared/validation/booking";
import { WALK_IN } from "../../shared/validation/queue";
import type { AppointmentRecord, PublicAppointmentRecord } from "../../shared/api/appointments";

export type { Appointment };

/**
 * The slot columns of an appointment in this status at this date and time. A walk-in
 * (source 'walk-in', lib/server/domain/queue.ts) never holds a slot.
 */
export function slotColumns(status: string, date: string, time: string, source?: string) {
  const holds = status !== "Cancelled" && source !== WALK_IN;
  return { preferredDate: date, preferredTime: time, activeSlot: holds ? `${date} ${time}` : null };
}

/**
 * The manage-link token of the appointment with this timestamp (FEATURES.md §3): an HMAC of
 * the timestamp (unique, never changed) under the server's manage-link secret, 192 bits,
 * URL-safe. Only its hash is stored (manageTokenHash) and no backup holds the secret, so an
 * archive or a log line can't give a link away; yet a later message — a reminder, a closure
 * notice — can carry the same link the patient was given at booking (manageTokenOf).
 */
export async function manageTokenFor(timestamp: string): Promise<{ token: string; hash: string }> {
  const token = deriveToken(await serverSecret("manage-link"), timestamp);
  return { token, hash: hashManageToken(token) };
}

function deriveToken(secret: Buffer, timestamp: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`manage-link:${timestamp}`)
    .digest()
    .subarray(0, 24)
    .toString("base64url");
}

/**
 * The token of an appointment's link, or null when its stored hash is not the derived one
 * (a link issued before tokens were derived, or under another installation's secret after a
 * restore elsewhere): a message then tells the patient to call instead.
 */
export async function manageTokenOf(a: Pick<Appointment, "timestamp" | "manageTokenHash">): Promise<string | null> {
  if (!a.manageTokenHash) return null;
  const { token, hash } = await manageTokenFor(a.timestamp);
  return hash === a.manageTokenHash ? token : null;
}

export const hashManageToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Throws the 409 for a taken slot when a unique violation is the active-slot constraint's.
 * An unnamed violation is most likely the slot, the only constraint a booking races on.
 */
export function refuseTakenSlot(error: unknown): void {
  const fields = uniqueViolationFields(error);
  if (fields.length === 0 || fields.some((f) => /active_?slot|preferred_?(date|time)/i.test(f))) throw slotTaken();
}

/** The 409 for a taken slot: it names the time. */
export const slotTaken = () =>
  conflict(SLOT_TAKEN_MESSAGE, { errors: { preferredTime: SLOT_TAKEN_MESSAGE } }, { code: "slot_taken" });

/** A booking made: the appointment and its manage-link token (shown once; only the hash is kept). */
export type Booked = { appointment: Appointment; manageToken: string };

/**
 * Books a slot for an existing patient (staff entry: source 'admin', no contact-history
 * row, which is for public form submissions), with the patient's current details. One
 * insert; the active-slot constraint decides a race, answered 409 like a public booking.
 */
export async function scheduleAppointment(
  patient: Patient,
  slot: SlotInput & { serviceRequired: string; additionalInfo?: string | null },
): Promise<Booked> {
  await refuseClosedSlot(slot);
  return insertWithRetry(async ({ at, timestamp }) => {
    const { token, hash } = await manageTokenFor(timestamp);
    const appointment = await transaction(async (tx) => {
      const created = await tx.appointment.create({
        data: {
          timestamp,
          patientId: patient.id,
          name: patient.name,
          email: patient.email,
          phone: patient.phone,
          age: patient.age,
          sex: patient.sex,
          address: patient.address,
          occupation: patient.occupation,
          serviceRequired: slot.serviceRequired,
          additionalInfo: slot.additionalInfo || null,
          ...slotColumns("", slot.preferredDate, slot.preferredTime),
          manageTokenHash: hash,
          source: "admin",
          createdAt: at,
        },
      });
      await onBooked(tx, created, "clinic", at);
      return created;
    });
    return { appointment, manageToken: token };
  }, refuseTakenSlot);
}

/** The taken start times (`HH:MM`, ascending) of a clinic date: every appointment but a cancelled one. */
export async function bookedSlots(date: string): Promise<string[]> {
  const rows = await db().appointment.findMany({
    where: { preferredDate: date, activeSlot: { not: null } },
    select: { preferredTime: true },
    orderBy: { preferredTime: "asc" },
  });
  return rows.map((r) => r.preferredTime);
}

/** The active (slot-holding) appointments from `from` to `to`, as date → booked times. */
export async function bookedTimesBetween(from: string, to: string): Promise<Map<string, Set<string>>> {
  const taken = await db().appointment.findMany({
    where: { preferredDate: { gte: from, lte: to }, activeSlot: { not: null } },
    select: { preferredDate: true, preferredTime: true },
  });
  const booked = new Map<string, Set<string>>();
  for (const a of taken) {
    if (!booked.has(a.preferredDate)) booked.set(a.preferredDate, new Set());
    booked.get(a.preferredDate)!.add(a.preferredTime);
  }
  return booked;
}

export function toAppointmentRecord(a: Appointment): AppointmentRecord {
  return {
    id: a.id,
    timestamp: a.timestamp,
    patient_id: a.patientId,
    name: a.name,
    email: a.email ?? "",
    phone: a.phone,
    age: a.age,
    sex: a.sex ?? "",
    service_required: a.serviceRequired,
    preferred_date: a.preferredDate,
    preferred_time: a.preferredTime,
    additional_info: a.additionalInfo ?? "",
    patient_address: a.address ?? "",
    patient_occupation: a.occupation ?? "",
    status: a.status,
    created_at: a.createdAt.toISOString(),
  };
}

export function toPublicAppointmentRecord(a: Appointment): PublicAppointmentRecord {
  const { patient_id: _patientId, id: _id, ...rest } = toAppointmentRecord(a);
  return rest;
}

// ——— Admin: status, reschedule, delete (SPEC §4, §7; FEATURES.md §3) ———

/** The appointment an id or timestamp names (both must agree when both are given), or 404. */
export async function findAppointment(where: AppointmentWhere): Promise<Appointment> {
  const found = await db().appointment.findFirst({ where });
  if (!found) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return found;
}

/** A record that vanished between the lookup and the write is a 404 too. */
function gone(error: unknown): never {
  if ((error as { code?: string } | null)?.code === "P2025") throw notFound(APPOINTMENT_MESSAGES.notFound);
  throw error;
}

/**
 * Sets an appointment's status; answers the record and whether it changed, or 404. Cancelling frees the
 * slot (and raises the calendar entry's sequence); leaving Cancelled takes the slot back,
 * a 409 when another appointment has taken it meanwhile.
 */
export async function setAppointmentStatus(
  where: AppointmentWhere,
  status: AppointmentStatus,
): Promise<{ appointment: Appointment; changed: boolean }> {
  const current = await findAppointment(where);
  if (current.status === status) return { appointment: current, changed: false };
  const cancelling = status === "Cancelled";
  if (current.status === "Cancelled" && current.source !== WALK_IN) await refuseClosedSlot(current);
  const appointment = await transaction(async (tx) => {
    const updated = await tx.appointment.update({
      where: { id: current.id },
      data: {
        status,
        ...slotColumns(status, current.preferredDate, current.preferredTime, current.source),
        ...(cancelling || current.status === "Cancelled" ? { sequence: { increment: 1 } } : {}),
      },
    });
    if (cancelling) await onCancelled(tx, updated, "clinic");
    else if (status === "") await onRestored(tx, updated);
    else await onFinished(tx, updated.id);
    return updated;
  }).catch((error) => {
    if (isUniqueViolation(error)) throw conflict(APPOINTMENT_MESSAGES.slotTakenSinceCancelled);
    return gone(error);
  });
  return { appointment, changed: true };
}

/**
 * Moves an appointment to another slot in one UPDATE: the new slot is taken and the old
 * one freed together, so a lost race (409) leaves the appointment where it was. A cancelled
 * appointment moved by the desk is pending again; a Done or No-show one is history (409:
 * book a new one). `onlyIf` lets a caller (the patient's manage link) require the status
 * it checked, so a change made meanwhile by the desk is not overwritten. Answers `current`
 * itself when there was nothing to do.
 */
export async function moveAppointment(
  current: Appointment,
  slot: SlotInput,
  by: ChangedBy,
  onlyIf?: { status: string },
): Promise<Appointment> {
  if (current.status === "Done" || current.status === "No-show") {
    throw conflict(APPOINTMENT_MESSAGES.rescheduleClosed(STATUS_LABELS[current.status]));
  }
  if (current.source === WALK_IN) throw conflict(APPOINTMENT_MESSAGES.walkInNotMovable);
  const unchanged = current.preferredDate === slot.preferredDate && current.preferredTime === slot.preferredTime;
  if (unchanged && current.status !== "Cancelled") return current;
  await refuseClosedSlot(slot);
  const moved = await transaction(async (tx) => {
    const { count } = await tx.appointment.updateMany({
      where: { id: current.id, ...(onlyIf ?? {}) },
      data: { status: "", ...slotColumns("", slot.preferredDate, slot.preferredTime), sequence: { increment: 1 } },
    });
    if (count === 0) return null;
    const after = await tx.appointment.findUniqueOrThrow({ where: { id: current.id } });
    if (current.status === "Cancelled" && unchanged) await onRestored(tx, after);
    else await onMoved(tx, after, current, by);
    return after;
  }).catch((error) => {
    if (isUniqueViolation(error)) refuseTakenSlot(error);
    throw error;
  });
  if (!moved) throw conflict(APPOINTMENT_MESSAGES.changedMeanwhile, {}, { code: "changed_meanwhile" });
  return moved;
}

/** PUT /api/appointments/reschedule: the desk moves an appointment (moveAppointment); answers it, where it was and whether it moved. */
export async function rescheduleAppointment(
  where: AppointmentWhere,
  slot: SlotInput,
): Promise<{ appointment: Appointment; from: SlotInput; changed: boolean }> {
  const current = await findAppointment(where);
  const from = { preferredDate: current.preferredDate, preferredTime: current.preferredTime };
  const appointment = await moveAppointment(current, slot, "clinic");
  return { appointment, from, changed: appointment !== current };
}

/**
 * Deletes an appointment, which frees its slot. The patient and their other records stay.
 * Answers the deleted record, or 404.
 */
export async function deleteAppointment(where: AppointmentWhere): Promise<Appointment> {
  const { id } = await findAppointment(where);
  return transaction(async (tx) => {
    const deleted = await tx.appointment.delete({ where: { id } });
    await onFinished(tx, id);
    return deleted;
  }).catch(gone);
}
