/**
 * What the manage page's parts share: the appointment as the manage calls answer it, the
 * clinic details the page shows, and the status in the patient's words (the desk's
 * "Pending" is "Booked" to a patient).
 */
import type { ManagedAppointment } from "@/lib/server/domain/manage";
import type { AppointmentStatus } from "@/lib/shared/validation/appointments";

export type { ManagedAppointment };

/** The clinic as the page shows it, read on the server and passed down. */
export type ManageClinic = {
  name: string;
  address: string;
  mapsUrl: string;
  phone: string;
  phoneHref: string;
};

const STATUS_WORDS: Record<AppointmentStatus, { label: string; tone: string }> = {
  "": { label: "Booked", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  Done: { label: "Done", tone: "bg-slate-100 text-slate-700 ring-slate-200" },
  Cancelled: { label: "Cancelled", tone: "bg-heart-50 text-heart-700 ring-heart-100" },
  "No-show": { label: "No-show", tone: "bg-amber-50 text-amber-800 ring-amber-200" },
};

/** The status in words and its badge colours (an unknown status reads as it is). */
export function statusWords(status: string): { label: string; tone: string } {
  return STATUS_WORDS[status as AppointmentStatus] ?? { label: status, tone: STATUS_WORDS.Done.tone };
}
