/**
 * Pure helpers of the admin appointment table: the spec's previews (additional info cut
 * to 50 characters, address to 40), dates for people, statuses, and the Download CSV file
 * (papaparse with spreadsheet formulas neutralised, via lib/shared/csv).
 */
import type { AppointmentRecord } from "@/lib/shared/api/appointments";
import { formatSlot, istStamp } from "@/lib/shared/clinic-time";
import { csvPhone, toCsv } from "@/lib/shared/csv";
import {
  INACTIVE_STATUSES,
  STATUS_FILTERS,
  STATUS_LABELS,
  type AppointmentStatus,
  type StatusFilter,
} from "@/lib/shared/validation/appointments";

/** SPEC §9 table previews. */
export const ADDITIONAL_INFO_PREVIEW = 50;
export const ADDRESS_PREVIEW = 40;

/** The first `max` characters, and "..." when there was more (whole characters, not UTF-16 halves). */
export function preview(text: string | null | undefined, max: number): string {
  const chars = Array.from((text ?? "").trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}...` : chars.join("");
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-24" → "Tue", 24, "Nov", 2026 (the date as written, whatever the viewer's time zone); null when it is none. */
export function dateNames(date: string): { weekday: string; day: number; month: string; year: number } | null {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(day.getTime())) return null;
  return { weekday: WEEKDAYS[day.getUTCDay()], day: d, month: MONTHS[m - 1], year: y };
}

/** "2026-11-24" → "Tue, 24 Nov 2026". */
export function shortDate(date: string): string {
  const n = dateNames(date);
  return n ? `${n.weekday}, ${n.day} ${n.month} ${n.year}` : date;
}

/** "18:30" → "6:30 PM"; anything else as it is. */
export function slotLabel(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? formatSlot(time) : time;
}

/** "Wed, 25 Nov 2026 · 6:30 PM" */
export const slotText = (a: Pick<AppointmentRecord, "preferred_date" | "preferred_time">) =>
  `${shortDate(a.preferred_date)} · ${slotLabel(a.preferred_time)}`;

export const isDone = (a: Pick<AppointmentRecord, "status">) => a.status === "Done";

/** The status as the API names it ('' for an unknown one, which reads as pending). */
export const statusOf = (a: Pick<AppointmentRecord, "status">): AppointmentStatus =>
  a.status in STATUS_LABELS ? (a.status as AppointmentStatus) : "";

/** Pending, Done, Cancelled or No-show. */
export const statusLabel = (a: Pick<AppointmentRecord, "status">) => STATUS_LABELS[statusOf(a)];

/** Cancelled or no-show: an appointment that did not or will not happen. */
export const isInactive = (a: Pick<AppointmentRecord, "status">) =>
  (INACTIVE_STATUSES as readonly string[]).includes(a.status);

/** Done and No-show are over; the server refuses to move them (a cancelled one may be moved, and becomes pending). */
export const canReschedule = (a: Pick<AppointmentRecord, "status">) => a.status === "" || a.status === "Cancelled";

/**
 * The columns staff use, in full. No internal identifiers (the record id, the timestamp
 * key); Patient ID stays, as the desk looks patients up by it. Date and time are the
 * slot's as stored (clinic time); Booked At is the booking's instant in IST.
 */
export const APPOINTMENT_CSV_HEADER = [
  "Patient ID",
  "Name",
  "Email",
  "Phone",
  "Age",
  "Sex",
  "Service Required",
  "Preferred Date",
  "Preferred Time",
  "Status",
  "Additional Info",
  "Patient Address",
  "Patient Occupation",
  "Booked At (IST)",
] as const;

/** The Download CSV file: every field in full (no previews), the status in words. */
export function appointmentsCsv(rows: readonly AppointmentRecord[]): string {
  return toCsv(
    APPOINTMENT_CSV_HEADER,
    rows.map((a) => [
      a.patient_id,
      a.name,
      a.email,
      csvPhone(a.phone),
      a.age,
      a.sex,
      a.service_required,
      a.preferred_date,
      a.preferred_time,
      statusLabel(a),
      a.additional_info,
      a.patient_address,
      a.patient_occupation,
      istStamp(a.created_at),
    ]),
  );
}

/** What narrows a list: a status filter and a search (All Appointments). */
export type AppointmentFilters = { status: StatusFilter | null; search: string };
export const NO_FILTERS: AppointmentFilters = { status: null, search: "" };

/**
 * appointments-today-2026-11-24.csv, appointments-2026-12-01.csv, appointments-all-2026-11-24.csv;
 * a filtered list says so: appointments-all-cancelled-search-2026-11-24.csv.
 */
export function csvFileName(
  scope: "today" | "date" | "all",
  date: string,
  { status, search }: AppointmentFilters = NO_FILTERS,
): string {
  const parts = ["appointments", scope === "date" ? null : scope, status, search ? "search" : null, date];
  return `${parts.filter(Boolean).join("-")}.csv`;
}

/** "cancelled", "no-show", "active": a filter as a word in a sentence. */
export const filterWord = (status: StatusFilter) => STATUS_FILTERS[status].label.split(" (")[0].toLowerCase();
