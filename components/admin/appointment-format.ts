/**
 * Pure helpers of the admin appointment table: the spec's previews (additional info cut
 * to 50 characters, address to 40), dates for people, and the Download CSV file
 * (papaparse with spreadsheet formulas neutralised, via lib/shared/csv).
 */
import type { AppointmentRecord } from "@/lib/server/domain/appointments";
import { formatSlot } from "@/lib/shared/clinic-time";
import { toCsv } from "@/lib/shared/csv";

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

/** "2026-11-24" → "Tue, 24 Nov 2026" (the date as written, whatever the viewer's time zone). */
export function shortDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "18:30" → "6:30 PM"; anything else as it is. */
export function slotLabel(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? formatSlot(time) : time;
}

export const isDone = (a: Pick<AppointmentRecord, "status">) => a.status === "Done";

export const APPOINTMENT_CSV_HEADER = [
  "ID",
  "Timestamp",
  "Patient ID",
  "Name",
  "Email",
  "Phone",
  "Age",
  "Sex",
  "Service Required",
  "Preferred Date",
  "Preferred Time",
  "Additional Info",
  "Patient Address",
  "Patient Occupation",
  "Status",
] as const;

/** The Download CSV file: every field in full (no previews), status as Done or Pending. */
export function appointmentsCsv(rows: readonly AppointmentRecord[]): string {
  return toCsv(
    APPOINTMENT_CSV_HEADER,
    rows.map((a) => [
      a.id,
      a.timestamp,
      a.patient_id,
      a.name,
      a.email,
      a.phone,
      a.age,
      a.sex,
      a.service_required,
      a.preferred_date,
      a.preferred_time,
      a.additional_info,
      a.patient_address,
      a.patient_occupation,
      isDone(a) ? "Done" : "Pending",
    ]),
  );
}

/** appointments-today-2026-11-24.csv, appointments-2026-12-01.csv, appointments-all-2026-11-24.csv */
export function csvFileName(scope: "today" | "date" | "all", date: string): string {
  return scope === "date" ? `appointments-${date}.csv` : `appointments-${scope}-${date}.csv`;
}
