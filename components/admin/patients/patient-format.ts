/**
 * The Patients Database's Download CSV file (papaparse, spreadsheet formulas neutralised, via
 * lib/shared/csv): the patient's details and when they were added, in IST.
 */
import type { PatientListItem } from "@/lib/shared/api/patients";
import { csvPhone, toCsv } from "@/lib/shared/csv";
import { istStamp } from "@/lib/shared/clinic-time";
import { PATIENT_FIELD_SPECS, PATIENT_FIELDS } from "@/lib/shared/validation/patient-fields";

// The patient's fields as the registry names and orders them, between the ID and the date.
export const PATIENTS_CSV_HEADER = [
  "Patient ID",
  ...PATIENT_FIELDS.map((key) => PATIENT_FIELD_SPECS[key].label),
  "Created At (IST)",
] as const;

export function patientsCsv(rows: readonly PatientListItem[]): string {
  return toCsv(
    PATIENTS_CSV_HEADER,
    rows.map((p) => [
      p.patient_id,
      ...PATIENT_FIELDS.map((key) => (key === "phone" ? csvPhone(p.phone) : p[key])),
      istStamp(p.created_at),
    ]),
  );
}

/** patients_2026-11-24.csv, or patients_search_2026-11-24.csv for a search's matches. */
export const patientsCsvFileName = (searched: boolean, today: string) =>
  `patients_${searched ? "search_" : ""}${today}.csv`;
