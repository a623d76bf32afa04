/**
 * Appointments: the slot rule, staff bookings for an existing patient, the booked slots of
 * a day, the read-back shape of DESIGN.md §3, and the admin lists, status toggle and delete.
 * (A public booking, which also finds or creates its patient, is lib/server/domain/booking.ts.)
 *
 * Double booking is prevented by the unique constraint on (preferredDate, preferredTime),
 * never by reading before inserting: the insert that loses the race fails with P2002 and
 * is answered 409 (refuseTakenSlot).
 */
import "server-only";
import { db } from "../db";
import type { Appointment, Patient } from "../../generated/sqlite/client";
import { conflict, notFound } from "../http";
import { insertWithRetry, uniqueViolationFields } from "./records";
import { APPOINTMENT_MESSAGES, type AppointmentStatus } from "../../shared/validation/appointments";
import { SLOT_TAKEN_MESSAGE } from "../../shared/validation/booking";

export type { Appointment };

/**
 * Throws the 409 for a taken slot when a unique violation is the (date, time) constraint's.
 * An unnamed violation is most likely the slot, the only constraint a booking races on.
 */
export function refuseTakenSlot(error: unknown): void {
  const fields = uniqueViolationFields(error);
  if (fields.length === 0 || fields.some((f) => /preferred_?(date|time)/i.test(f))) {
    throw conflict(SLOT_TAKEN_MESSAGE, { errors: { preferredTime: SLOT_TAKEN_MESSAGE } });
  }
}

/**
 * Books a slot for an existing patient (staff entry: source 'admin', no contact-history
 * row, which is for public form submissions). One insert; the (date, time) constraint
 * decides a race, answered 409 like a public booking.
 */
export async function scheduleAppointment(
  patient: Patient,
  slot: { serviceRequired: string; preferredDate: string; preferredTime: string },
): Promise<Appointment> {
  return insertWithRetry(
    ({ at, timestamp }) =>
      db().appointment.create({
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
          preferredDate: slot.preferredDate,
          preferredTime: slot.preferredTime,
          source: "admin",
          createdAt: at,
        },
      }),
    refuseTakenSlot,
  );
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
