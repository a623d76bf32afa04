/**
 * The tables as a person reads them (the archive's tables/*.csv and the dashboard's one-table
 * download; issue 29): the desk's CSV rules — headers in words, instants in IST, phones in one
 * format, statuses in words, and no internal columns (matching keys, token hashes, the slot
 * key, the web network). A restore reads data/*.ndjson, which keeps every column.
 */
import "server-only";
import type { BillItem } from "../../shared/api/billing";
import { istStamp } from "../../shared/clinic-time";
import { csvPhone, toCsv, UTF8_BOM, type CsvValue } from "../../shared/csv";
import {
  isLabCode,
  LAB_TESTS,
  RISK_LABELS,
  VITAL_NAMES,
  VITAL_RANGES,
  type Risk,
} from "../../shared/validation/consult";
import { PATIENT_FIELD_SPECS, PATIENT_FIELDS, type PatientFieldKey } from "../../shared/validation/patient-fields";
import { medicineLine, type PrescriptionItemInput } from "../../shared/validation/prescriptions";
import { summaryList } from "../domain/consult/clinical";
import { jsonList } from "../domain/records";
import { BACKUP_TABLES, readTables, type BackupTable, type Values } from "./tables";

type PeopleColumn = readonly [
  column: string,
  header: string,
  kind?: "instant" | "phone" | "status" | "yesNo" | "list" | "lab" | "risk" | "medicines" | "billItems",
];
/** An instant's column: written in IST, and its header says so. */
const instant = (column: string, header: string): PeopleColumn => [column, `${header} (IST)`, "instant"];
/** What a prescription and a prescription template both hold. */
const PRESCRIBED: readonly PeopleColumn[] = [
  ["items", "Medicines", "medicines"],
  ["investigations", "Investigations", "list"],
  ["advice", "Advice", "list"],
];
/** How a patient field is written when its value is not written as it is stored. */
const CSV_KINDS: Partial<Record<PatientFieldKey, PeopleColumn[2]>> = { phone: "phone" };
const PEOPLE_COLUMNS: Record<BackupTable, readonly PeopleColumn[]> = {
  patients: [
    ["id", "Patient ID"],
    // the registry's fields, in its order and words: a new field is a new column here too
    ...PATIENT_FIELDS.map((key): PeopleColumn => [key, PATIENT_FIELD_SPECS[key].label, CSV_KINDS[key]]),
    ["language", "Language"],
    ["whatsappConsent", "WhatsApp consent", "yesNo"],
    instant("whatsappConsentAt", "WhatsApp consent recorded"),
    ["smsConsent", "SMS consent", "yesNo"],
    instant("smsConsentAt", "SMS consent recorded"),
    ["mergedIntoId", "Merged Into Patient ID"],
    instant("mergedAt", "Merged"),
    instant("createdAt", "Added"),
    instant("updatedAt", "Updated"),
  ],
  appointments: [
    ["id", "Appointment ID"],
    ["patientId", "Patient ID"],
    ["name", "Name"],
    ["email", "Email"],
    ["phone", "Phone", "phone"],
    ["age", "Age"],
    ["sex", "Sex"],
    ["serviceRequired", "Service Required"],
    ["preferredDate", "Preferred Date"],
    ["preferredTime", "Preferred Time"],
    ["status", "Status", "status"],
    ["additionalInfo", "Additional Info"],
    ["address", "Patient Address"],
    ["occupation", "Patient Occupation"],
    ["source", "Booked Through"],
    ["token", "Token"],
    instant("checkedInAt", "Checked In"),
    instant("calledAt", "Called In"),
    instant("finishedAt", "Finished"),
    instant("createdAt", "Booked At"),
  ],
  contacts: [
    ["id", "Contact ID"],
    ["patientId", "Patient ID"],
    ["payload", "Message"],
    instant("receivedAt", "Received"),
  ],
  patient_notes: [
    ["id", "Note ID"],
    ["patientId", "Patient ID"],
    ["consultationDate", "Consultation Date"],
    ["note", "Note"],
    instant("createdAt", "Written"),
  ],
  patient_reports: [
    ["id", "Report ID"],
    ["patientId", "Patient ID"],
    ["reportName", "Report Name"],
    ["reportType", "Report Type"],
    ["uploadDate", "Upload Date"],
    ["description", "Description"],
    ["originalName", "File Name"],
    ["mimeType", "File Type"],
    ["fileSize", "File Size (bytes)"],
    instant("createdAt", "Uploaded"),
    // reports from patients (FEATURES.md §14)
    ["fromPatient", "From the Patient", "yesNo"],
    ["appointmentId", "Appointment ID"],
    instant("filedAt", "Filed"),
    ["filedBy", "Filed By"],
  ],
  visits: [
    ["id", "Visit ID"],
    ["patientId", "Patient ID"],
    ["appointmentId", "Appointment ID"],
    ["date", "Visit Date"],
    ["status", "Status"],
    // the vitals in their units: "BP systolic (mmHg)"
    ...VITAL_NAMES.map((name): PeopleColumn => [name, `${VITAL_RANGES[name].label} (${VITAL_RANGES[name].unit})`]),
    ["complaints", "Complaints"],
    ["findings", "Findings"],
    ["diagnosis", "Diagnosis"],
    ["advice", "Advice"],
    ["reviewInValue", "Review In"],
    ["reviewInUnit", "Review In Unit"],
    instant("createdAt", "Opened"),
    instant("updatedAt", "Updated"),
    instant("finishedAt", "Finished"),
  ],
  visit_addenda: [
    ["id", "Addendum ID"],
    ["visitId", "Visit ID"],
    ["text", "Addendum"],
    instant("createdAt", "Written"),
  ],
  lab_results: [
    ["id", "Lab Result ID"],
    ["patientId", "Patient ID"],
    ["date", "Date"],
    ["code", "Test", "lab"],
    ["value", "Value"],
    ["unit", "Unit"],
    ["reportId", "Report ID"],
    instant("createdAt", "Entered"),
  ],
  clinical_summaries: [
    ["patientId", "Patient ID"],
    ["allergies", "Allergies", "list"],
    ["problems", "Problems", "list"],
    ["currentMedicines", "Current Medicines", "list"],
    ["risk", "Risk", "risk"],
    instant("updatedAt", "Updated"),
  ],
  prescriptions: [
    ["id", "Prescription ID"],
    ["patientId", "Patient ID"],
    ["visitId", "Visit ID"],
    ["number", "Number"],
    ["status", "Status"],
    ["version", "Version"],
    ["replacesId", "Replaces Prescription ID"],
    ...PRESCRIBED,
    ["followUpDate", "Follow-up Date"],
    ["followUpTime", "Follow-up Time"],
    ["followUpAppointmentId", "Follow-up Appointment ID"],
    instant("createdAt", "Started"),
    instant("updatedAt", "Updated"),
    instant("finalisedAt", "Finalised"),
  ],
  prescription_templates: [["id", "Template ID"], ["name", "Name"], ...PRESCRIBED, instant("createdAt", "Saved")],
  drugs: [
    ["id", "Medicine ID"],
    ["name", "Name"],
    ["form", "Form"],
    ["strength", "Strength"],
    instant("createdAt", "Added"),
  ],
  counters: [
    ["name", "Counter"],
    ["value", "Last Number"],
  ],
  fees: [["service", "Service"], ["amount", "Fee (Rs)"], instant("updatedAt", "Updated")],
  bills: [
    ["id", "Bill ID"],
    ["number", "Bill Number"],
    ["date", "Date"],
    ["patientId", "Patient ID"],
    ["patientName", "Patient"],
    ["appointmentId", "Appointment ID"],
    ["items", "Items", "billItems"],
    ["total", "Total (Rs)"],
    ["paid", "Paid (Rs)"],
    ["status", "Status"],
    ["voidReason", "Void Reason"],
    instant("voidedAt", "Voided"),
    ["voidedBy", "Voided By"],
    ["createdBy", "Billed By"],
    instant("createdAt", "Billed"),
  ],
  payments: [
    ["id", "Payment ID"],
    ["billId", "Bill ID"],
    ["date", "Date"],
    ["mode", "Mode"],
    ["amount", "Amount (Rs)"],
    ["reference", "Reference"],
    ["createdBy", "Taken By"],
    instant("createdAt", "Taken"),
  ],
  refunds: [
    ["id", "Refund ID"],
    ["billId", "Bill ID"],
    ["date", "Date"],
    ["mode", "Mode"],
    ["amount", "Amount (Rs)"],
    ["reason", "Reason"],
    ["createdBy", "Refunded By"],
    instant("createdAt", "Refunded"),
  ],
  day_closes: [["date", "Date"], instant("closedAt", "Closed"), ["closedBy", "Closed By"], ["hash", "SHA-256"]],
  patient_merges: [
    ["id", "Merge ID"],
    ["keepId", "Kept Patient ID"],
    ["mergedId", "Merged Patient ID"],
    instant("at", "Merged"),
    ["by", "Merged By"],
    ["moved", "Moved (JSON)"],
    ["keptBefore", "Kept Record Before (JSON)"],
    instant("undoneAt", "Undone"),
    ["undoneBy", "Undone By"],
  ],
  recalls: [
    ["id", "Follow-up ID"],
    ["patientId", "Patient ID"],
    ["visitId", "Visit ID"],
    ["dueDate", "Due Date"],
    ["source", "From"],
    ["reason", "Reason"],
    ["status", "Status"],
    ["note", "Note"],
    instant("closedAt", "Closed"),
    ["closedBy", "Closed By"],
    instant("lastContactedAt", "Last Reminded"),
    ["lastChannel", "Last Reminded By"],
    instant("createdAt", "Recorded"),
  ],
  clinical_documents: [
    ["id", "Letter ID"],
    ["patientId", "Patient ID"],
    ["visitId", "Visit ID"],
    ["kind", "Kind"],
    ["number", "Number"],
    ["content", "Content As Signed (JSON)"],
    ["documentHash", "SHA-256"],
    instant("createdAt", "Signed"),
  ],
  waitlist_entries: [
    ["id", "Entry ID"],
    ["name", "Name"],
    ["phone", "Phone"],
    ["phoneKey", "Phone Key"],
    ["email", "Email"],
    ["date", "Evening"],
    ["language", "Language"],
    instant("consentAt", "Agreed"),
    ["consentNotice", "Privacy Notice"],
    ["consentWhatsapp", "WhatsApp"],
    ["consentSms", "SMS"],
    ["status", "Status"],
    ["leaveTokenHash", "Leave Link (SHA-256)"],
    ["patientId", "Patient ID"],
    instant("createdAt", "Joined"),
    instant("endedAt", "Ended"),
  ],
  waitlist_offers: [
    ["id", "Offer ID"],
    ["entryId", "Entry ID"],
    ["date", "Date"],
    ["time", "Time"],
    ["tokenHash", "Claim Link (SHA-256)"],
    instant("expiresAt", "Expires"),
    ["status", "Status"],
    ["slotKey", "Open Place"],
    ["offeredBy", "Offered By"],
    instant("createdAt", "Offered"),
    instant("claimedAt", "Claimed"),
  ],
};

/** A bill's items in words, "; " between them: "ECG 400; Echo 1500". */
const billItemsInWords = (json: string) =>
  jsonList<BillItem>(json)
    .map((item) => `${item.description} ${item.amount}`)
    .join("; ");

/** A prescription's (or template's) medicines in words, "; " between them. */
const medicinesInWords = (json: string) =>
  jsonList<PrescriptionItemInput>(json)
    .map((item) => medicineLine(item))
    .join("; ");

const csvHeader = (table: BackupTable) => PEOPLE_COLUMNS[table].map(([, header]) => header);

const STATUS_WORDS: Record<string, string> = {
  "": "Pending",
  Done: "Done",
  Cancelled: "Cancelled",
  "No-show": "No-show",
};

/** A row as exported (BACKUP_TABLES order) as the people's CSV has it. */
function peopleRow(table: BackupTable, values: Values): CsvValue[] {
  const columns = BACKUP_TABLES[table].columns;
  return PEOPLE_COLUMNS[table].map(([column, , kind]) => {
    const v = values[columns.indexOf(column)];
    if (v === null || v === undefined) return "";
    if (kind === "instant") return istStamp(String(v));
    if (kind === "phone") return csvPhone(String(v));
    if (kind === "status") return STATUS_WORDS[String(v)] ?? String(v);
    if (kind === "yesNo") return v === true || v === 1 ? "Yes" : "No";
    if (kind === "list") return summaryList(String(v)).join("; ");
    if (kind === "lab") return isLabCode(v) ? LAB_TESTS[v].label : String(v);
    if (kind === "risk") return RISK_LABELS[v as Risk] ?? String(v);
    if (kind === "medicines") return medicinesInWords(String(v));
    if (kind === "billItems") return billItemsInWords(String(v));
    return v as CsvValue;
  });
}

/** The people's CSV of rows: the byte-order mark, the header in words, then the rows. */
export const peopleCsv = (table: BackupTable, rows: Values[], withHeader = true) =>
  (withHeader ? UTF8_BOM : "") +
  toCsv(
    csvHeader(table),
    rows.map((r) => peopleRow(table, r)),
    withHeader,
  );

/** One table as CSV, from the live database (a single consistent read per page set). */
export async function tableCsv(table: BackupTable): Promise<string> {
  const rows: Values[] = [];
  await readTables(
    async (name, page) => {
      if (name === table) rows.push(...page);
    },
    [table],
  );
  return peopleCsv(table, rows);
}
