/**
 * What the manage page's parts share: the appointment as the manage calls answer it, the
 * clinic details the page shows, and the status in the patient's words (the desk's
 * "Pending" is "Booked" to a patient), in the page's language.
 */
import type { useTranslations } from "next-intl";
import type { ManagedAppointment } from "@/lib/shared/api/manage";
import type { AppointmentStatus } from "@/lib/shared/validation/appointments";
import type { manage } from "@/messages/en/manage";

export type { ManagedAppointment };

/** The clinic as the page shows it, read on the server and passed down. */
export type ManageClinic = {
  name: string;
  address: string;
  mapsUrl: string;
  phone: string;
  phoneHref: string;
};

/** The manage namespace's words (a client component's `useTranslations("manage")`). */
export type ManageWords = ReturnType<typeof useTranslations<"manage">>;

type StatusWord = Exclude<keyof (typeof manage)["status"], "label">;

const STATUS_WORDS: Record<AppointmentStatus, { word: StatusWord; tone: string }> = {
  "": { word: "booked", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  Done: { word: "done", tone: "bg-slate-100 text-slate-700 ring-slate-200" },
  Cancelled: { word: "cancelled", tone: "bg-heart-50 text-heart-700 ring-heart-100" },
  "No-show": { word: "noShow", tone: "bg-amber-50 text-amber-800 ring-amber-200" },
};

/** On its evening a pending appointment says where the patient is (FEATURES.md §5). */
const TONIGHT_WORDS = {
  "checked-in": { word: "checkedIn", tone: STATUS_WORDS[""].tone },
  "with-doctor": { word: "withDoctor", tone: STATUS_WORDS[""].tone },
} as const;

/** The status in words and its badge colours (an unknown status reads as it is). */
export function statusWords(
  a: Pick<ManagedAppointment, "status" | "tonight">,
  t: ManageWords,
): { label: string; tone: string } {
  const tonight = a.tonight?.status;
  const known =
    tonight === "checked-in" || tonight === "with-doctor"
      ? TONIGHT_WORDS[tonight]
      : STATUS_WORDS[a.status as AppointmentStatus];
  return known
    ? { label: t(`status.${known.word}`), tone: known.tone }
    : { label: a.status, tone: STATUS_WORDS.Done.tone };
}
