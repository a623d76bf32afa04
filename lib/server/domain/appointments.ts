/**
 * Appointments: booking from the public form, the booked slots of a day, the read-back
 * shape of DESIGN.md §3, and the admin lists, status toggle and delete.
 *
 * Double booking is prevented by the unique constraint on (preferredDate, preferredTime),
 * never by reading before inserting: the insert that loses the race fails with P2002 and
 * is answered 409. A booking is one short transaction (the per-phone cap, the patient
 * lookup, then one write that saves patient, appointment and contact row)
 * with no non-database work inside, so it never holds the shared SQLite connection
 * while waiting on anything else (DESIGN.md §4).
 */
import "server-only";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import type { Appointment } from "../../generated/sqlite/client";
import { conflict, isUniqueViolation, notFound } from "../http";
import { findBookingPatient, newPatientData, phoneKey } from "./patients";
import { APPOINTMENT_MESSAGES, type AppointmentStatus } from "../../shared/validation/appointments";
import {
  MAX_UPCOMING_PER_PHONE,
  PHONE_CAP_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type BookingInput,
} from "../../shared/validation/booking";

export type { Appointment };

let lastTimestampMs = 0;

/**
 * A UTC ISO-8601 instant for a new record's `timestamp` identifier, unique within this
 * process even for records made in the same millisecond (it moves on by a millisecond
 * when needed). Across processes the column's unique constraint catches a clash, and
 * the booking is retried.
 */
export function uniqueTimestamp(at: Date = now()): string {
  const ms = Math.max(at.getTime(), lastTimestampMs + 1);
  lastTimestampMs = ms;
  return new Date(ms).toISOString();
}

/** The columns named by a unique-constraint violation, whichever adapter raised it. */
export function uniqueViolationFields(error: unknown): string[] {
  const meta = (error as { meta?: Record<string, unknown> } | null)?.meta;
  if (Array.isArray(meta?.target)) return meta.target.map(String);
  const constraint = (meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown; index?: unknown } } } | undefined)
    ?.cause?.constraint;
  if (Array.isArray(constraint?.fields)) return constraint.fields.map(String);
  return typeof constraint?.index === "string" ? [constraint.index] : [];
}

function isSlotViolation(error: unknown): boolean {
  const fields = uniqueViolationFields(error);
  // An unnamed violation is most likely the slot, the only constraint a booking races on.
  return fields.length === 0 || fields.some((f) => /preferred_?date|preferred_?time/i.test(f));
}

const RETRIES = 3;

/**
 * Refuses (409) a public booking whose phone already holds MAX_UPCOMING_PER_PHONE upcoming
 * public bookings: pending ones from today on, whoever of the family they are for. Staff
 * bookings neither count nor are capped (docs/decisions/005-public-booking-limits.md).
 * Runs inside the booking's transaction under a per-phone lock, so parallel requests
 * cannot each see room for one more.
 */
async function enforcePhoneCap(tx: Tx, phone: string, at: Date): Promise<void> {
  const key = phoneKey(phone);
  await lockForTransaction(tx, `booking-phone:${key}`);
  const upcoming = await tx.appointment.count({
    where: { source: "web", status: "", preferredDate: { gte: todayIst(at) }, patient: { phoneKey: key } },
  });
  if (upcoming >= MAX_UPCOMING_PER_PHONE) {
    throw conflict(PHONE_CAP_MESSAGE, { errors: { patientPhone: PHONE_CAP_MESSAGE } });
  }
}

/**
 * Books a slot for a validated public booking: finds the patient (only on a full match,
 * never changing their record) or creates one, stores the appointment and the
 * contact-history row (`received`: the payload as submitted), all or nothing. Throws a 409
 * HttpError when the slot is taken or the phone has reached its cap.
 */
export async function bookAppointment(input: BookingInput, received: Record<string, unknown>): Promise<Appointment> {
  for (let attempt = 1; ; attempt++) {
    const at = now();
    const timestamp = uniqueTimestamp(at);
    try {
      return await transaction(async (tx) => {
        await enforcePhoneCap(tx, input.patientPhone, at);
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
          preferredDate: input.preferredDate,
          preferredTime: input.preferredTime,
          additionalInfo: input.additionalInfo ?? null,
          address: input.patientAddress ?? null,
          occupation: input.patientOccupation ?? null,
          source: "web",
          createdAt: at,
        };
        const contact = { payload: JSON.stringify(received), receivedAt: at };
        if (patient) {
          // The existing record itself is not written (not even its updatedAt).
          const saved = await tx.appointment.create({ data: { ...appointment, patientId: patient.id } });
          await tx.contact.create({ data: { ...contact, patientId: patient.id } });
          return saved;
        }
        // A new patient: appointment and contact row as nested creates, one query instead of
        // three, which matters because SQLite writes queue. When another record holds this
        // email, the new one goes without it (the appointment keeps it as entered).
        const created = await tx.patient.create({
          data: {
            ...newPatientData(emailInUse ? { ...details, email: null } : details),
            appointments: { create: appointment },
            contacts: { create: contact },
          },
          select: { appointments: { where: { timestamp } } },
        });
        return created.appointments[0];
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (isSlotViolation(error)) throw conflict(SLOT_TAKEN_MESSAGE, { errors: { preferredTime: SLOT_TAKEN_MESSAGE } });
      // Another process created the same patient email or timestamp meanwhile: try again.
      if (attempt >= RETRIES) throw error;
    }
  }
}

/** The booked start times (`HH:MM`, ascending) of a clinic date. */
export async function bookedSlots(date: string): Promise<string[]> {
  const rows = await db().appointment.findMany({
    where: { preferredDate: date },
    select: { preferredTime: true },
    orderBy: { preferredTime: "asc" },
  });
  return rows.map((r) => r.preferredTime);
}

/** An appointment as the API answers it (DESIGN.md §3 snake_case read-back fields). */
export type AppointmentRecord = {
  id: number;
  timestamp: string;
  patient_id: number;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  sex: string;
  service_required: string;
  preferred_date: string;
  preferred_time: string;
  additional_info: string;
  patient_address: string;
  patient_occupation: string;
  status: string;
  created_at: string;
};

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

/**
 * An appointment as the public booking call answers it: what was submitted and the slot,
 * never the patient id — the answer has the same shape whether or not the person was
 * already a patient (FEATURES.md §3).
 */
export type PublicAppointmentRecord = Omit<AppointmentRecord, "patient_id">;

export function toPublicAppointmentRecord(a: Appointment): PublicAppointmentRecord {
  const { patient_id: _patientId, ...rest } = toAppointmentRecord(a);
  return rest;
}

// ——— Admin: the lists, the status toggle and delete (SPEC §2, §4, §7) ———

/** A list in the order the admin screens show it; `total` etc. only when paged. */
export type AppointmentList = {
  appointments: Appointment[];
  paging: { total: number; page: number; pageSize: number } | null;
};

/**
 * The appointments of one clinic date (by time), or all of them (newest date first, each
 * day by time). With `paging`, one page of them and the total count; without, every row,
 * as the spec's screens read the list. Both orders are served by the (date, time) index.
 */
export async function listAppointments({
  date,
  paging = null,
}: {
  date?: string;
  paging?: { page: number; pageSize: number } | null;
}): Promise<AppointmentList> {
  const where = date ? { preferredDate: date } : {};
  const orderBy = date
    ? [{ preferredTime: "asc" as const }]
    : [{ preferredDate: "desc" as const }, { preferredTime: "asc" as const }];
  if (!paging) return { appointments: await db().appointment.findMany({ where, orderBy }), paging: null };
  // The page's ids first: the (date, time) index holds them, so skipping to a deep page walks
  // the index alone instead of reading every skipped row; then those rows, in that order.
  const [total, page] = await Promise.all([
    db().appointment.count({ where }),
    db().appointment.findMany({
      where,
      orderBy,
      skip: (paging.page - 1) * paging.pageSize,
      take: paging.pageSize,
      select: { id: true },
    }),
  ]);
  const rows = page.length ? await db().appointment.findMany({ where: { id: { in: page.map((r) => r.id) } } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const appointments = page.flatMap((r) => byId.get(r.id) ?? []); // one deleted meanwhile is left out
  return { appointments, paging: { total, ...paging } };
}

/** The appointment an id or timestamp names (both must agree when both are given), or 404. */
async function findAppointmentId(where: { id?: number; timestamp?: string }): Promise<number> {
  const found = await db().appointment.findFirst({ where, select: { id: true } });
  if (!found) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return found.id;
}

/** A record that vanished between the lookup and the write is a 404 too. */
function gone(error: unknown): never {
  if ((error as { code?: string } | null)?.code === "P2025") throw notFound(APPOINTMENT_MESSAGES.notFound);
  throw error;
}

/** Marks an appointment 'Done' or pending (''); answers the updated record, or 404. */
export async function setAppointmentStatus(
  where: { id?: number; timestamp?: string },
  status: AppointmentStatus,
): Promise<Appointment> {
  const id = await findAppointmentId(where);
  return db().appointment.update({ where: { id }, data: { status } }).catch(gone);
}

/**
 * Deletes an appointment, which frees its slot (the (date, time) constraint no longer
 * holds it). The patient and their other records stay. Answers the deleted record, or 404.
 */
export async function deleteAppointment(where: { id?: number; timestamp?: string }): Promise<Appointment> {
  const id = await findAppointmentId(where);
  return db().appointment.delete({ where: { id } }).catch(gone);
}
