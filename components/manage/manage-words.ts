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

/** On its evening a pending appointment says where the patient is (FEATURES.md §5). */
const TONIGHT_WORDS = {
  "checked-in": { label: "Checked in", tone: STATUS_WORDS[""].tone },
  "with-doctor": { label: "With the doctor", tone: STATUS_WORDS[""].tone },
} as const;

/** The status in words and its badge colours (an unknown status reads as it is). */
export function statusWords(a: Pick<ManagedAppointment, "status" | "tonight">): { label: string; tone: string } {
  const tonight = a.tonight?.status;
  if (tonight === "checked-in" || tonight === "with-doctor") return TONIGHT_WORDS[tonight];
  return STATUS_WORDS[a.status as AppointmentStatus] ?? { label: a.status, tone: STATUS_WORDS.Done.tone };
}
