/**
 * The Patients Database's Download CSV file (papaparse, spreadsheet formulas neutralised, via
 * lib/shared/csv): the patient's details and when they were added, in IST.
 */
import type { PatientListItem } from "@/lib/server/domain/patients";
import { toCsv } from "@/lib/shared/csv";
import { istStamp } from "@/lib/shared/clinic-time";

export const PATIENTS_CSV_HEADER = [
  "Patient ID",
  "Name",
  "Email",
  "Phone",
  "Age",
  "Sex",
  "Address",
  "Occupation",
  "Created At (IST)",
] as const;

export function patientsCsv(rows: readonly PatientListItem[]): string {
  return toCsv(
    PATIENTS_CSV_HEADER,
    rows.map((p) => [
      p.patient_id,
      p.name,
      p.email,
      p.phone,
      p.age,
      p.sex,
      p.address,
      p.occupation,
      istStamp(p.created_at),
    ]),
  );
}

/** patients_2026-11-24.csv, or patients_search_2026-11-24.csv for a search's matches. */
export const patientsCsvFileName = (searched: boolean, today: string) =>
  `patients_${searched ? "search_" : ""}${today}.csv`;
