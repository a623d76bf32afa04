/**
 * What the appointment calls answer (/api/appointments/*, /api/admin/appointments/recent):
 * the records and the answer bodies, as the admin screens read them. Types only; the
 * server builds each answer against these (docs/decisions/023-wire-types.md).
 */
import type { DayAvailability } from "../calendar";

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

/** An appointment as the desk's tables get it: the record, and the reason when a closure covers it while it is pending. */
export type AppointmentListRecord = AppointmentRecord & {
  closed_reason: string | null;
  /** added at the desk tonight (FEATURES.md §5): no confirmation or reminder to send, the patient is here */
  walk_in: boolean;
};

/** GET /api/appointments/data: a date's list or every appointment; `total` etc. only when paged. */
export type AppointmentsListAnswer = {
  appointments: AppointmentListRecord[];
  total?: number;
  page?: number;
  pageSize?: number;
};

/** PUT /api/appointments/status and /api/appointments/reschedule: the appointment as it is now. */
export type AppointmentChangedAnswer = { message: string; appointment: AppointmentRecord };

/** GET /api/appointments/files and /api/patients/files: where the server keeps exports and backups. */
export type FileLocationsAnswer = { filePaths: Record<string, string>; message?: string };

/** A web booking made since the desk last asked. */
export type NewBooking = { id: number; date: string; time: string };

/** GET /api/admin/appointments/recent: the new web bookings, and where the next question starts. */
export type RecentBookingsAnswer = { bookings: NewBooking[]; until: string };

/**
 * An appointment as the public booking call answers it: what was submitted and the slot,
 * never the patient id nor the record's sequential id (which would tell how many bookings
 * the clinic has) — the answer has the same shape whether or not the person was already a
 * patient (FEATURES.md §3).
 */
export type PublicAppointmentRecord = Omit<AppointmentRecord, "patient_id" | "id">;

/** POST /api/appointments/book (201): the booking as the patient may see it, and its manage link. */
export type BookingAnswer = { message: string; appointment: PublicAppointmentRecord; manageUrl: string };

/** GET /api/appointments/availability: every day from today to the last bookable one. */
export type AvailabilityAnswer = { from: string; to: string; days: DayAvailability[] };

/** GET /api/appointments/slots?date=…: the booked and closed start times, and the closure's reason. */
export type SlotsAnswer = {
  bookedSlots: { value: string }[];
  closedSlots: { value: string }[];
  closure: Record<string, string> | null;
};
