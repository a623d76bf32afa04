/**
 * The clinic's tables as a backup sees them: which tables and columns an archive holds (the
 * same on both providers), which models never go into one (credentials), and every row of
 * them read from one consistent snapshot — on SQLite a `VACUUM INTO` file (never a copy of
 * the live file), on PostgreSQL one repeatable-read transaction — with instants as UTC
 * ISO-8601 strings. Also the counts and one-table CSV of the dashboard's backup section.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { config } from "../config";
import { csvPhone, toCsv, UTF8_BOM, type CsvValue } from "../../shared/csv";
import { istStamp } from "../../shared/clinic-time";
import { databaseSizeBytes, db, isSqlite, repeatableRead, snapshotSqlite } from "../db";
import { openSqlite } from "../sqlite";
import { Prisma } from "../../generated/sqlite/client";
import { BACKUP_TABLE_NAMES, type BackupTableName } from "../../shared/validation/backups";
import {
  isLabCode,
  LAB_TESTS,
  RISK_LABELS,
  VITAL_NAMES,
  VITAL_RANGES,
  type Risk,
} from "../../shared/validation/consult";
import { medicineLine, type PrescriptionItemInput } from "../../shared/validation/prescriptions";
import { summaryList } from "../domain/consult/clinical";
import { jsonList } from "../domain/records";

type BackupTableSpec = {
  model: string;
  columns: string[];
  /** the primary key rows are read in order of, when it is not an autoincrement `id` */
  key?: string;
  /** the migration that made the table: an archive from before it has none (restored empty) */
  since?: string;
};

const CONSULTING_ROOM = "20261129021622_consulting_room";
const PRESCRIPTIONS = "20261129024928_prescriptions";

/** Export name → Prisma model and its columns (the same on both providers). */
export const BACKUP_TABLES: Record<BackupTableName, BackupTableSpec> = {
  patients: { model: "Patient", columns: Object.values(Prisma.PatientScalarFieldEnum) },
  appointments: { model: "Appointment", columns: Object.values(Prisma.AppointmentScalarFieldEnum) },
  contacts: { model: "Contact", columns: Object.values(Prisma.ContactScalarFieldEnum) },
  patient_notes: { model: "Note", columns: Object.values(Prisma.NoteScalarFieldEnum) },
  patient_reports: { model: "Report", columns: Object.values(Prisma.ReportScalarFieldEnum) },
  visits: { model: "Visit", columns: Object.values(Prisma.VisitScalarFieldEnum), since: CONSULTING_ROOM },
  visit_addenda: {
    model: "VisitAddendum",
    columns: Object.values(Prisma.VisitAddendumScalarFieldEnum),
    since: CONSULTING_ROOM,
  },
  lab_results: { model: "LabResult", columns: Object.values(Prisma.LabResultScalarFieldEnum), since: CONSULTING_ROOM },
  clinical_summaries: {
    model: "ClinicalSummary",
    columns: Object.values(Prisma.ClinicalSummaryScalarFieldEnum),
    key: "patientId",
    since: CONSULTING_ROOM,
  },
  prescriptions: {
    model: "Prescription",
    columns: Object.values(Prisma.PrescriptionScalarFieldEnum),
    since: PRESCRIPTIONS,
  },
  prescription_templates: {
    model: "PrescriptionTemplate",
    columns: Object.values(Prisma.PrescriptionTemplateScalarFieldEnum),
    since: PRESCRIPTIONS,
  },
  drugs: { model: "Drug", columns: Object.values(Prisma.DrugScalarFieldEnum), since: PRESCRIPTIONS },
  // the running numbers restored with the prescriptions, so the next number follows theirs
  counters: {
    model: "Counter",
    columns: Object.values(Prisma.CounterScalarFieldEnum),
    key: "name",
    since: PRESCRIPTIONS,
  },
};

/** The column a table's rows are ordered and paged by. */
export const keyOf = (table: BackupTableName) => BACKUP_TABLES[table].key ?? "id";

/** Whether an archive made at migration `lastMigration` predates the table (and so lacks it). */
export const predates = (table: BackupTableName, lastMigration: string | null) => {
  const since = BACKUP_TABLES[table].since;
  return !!since && (lastMigration ?? "") < since;
};

/**
 * Models whose rows are credentials or sign-in state, dependants first: never in an archive
 * (erased from the snapshot), never taken from one.
 */
export const CREDENTIAL_MODELS = ["Session", "RecoveryCode", "LoginFailure", "AuthSecret", "Admin"] as const;

export type BackupTable = BackupTableName;
export const TABLE_NAMES = BACKUP_TABLE_NAMES;

/** Instant columns: UTC ISO-8601 strings in an archive, whichever provider wrote them. */
export const DATE_COLUMNS = new Set([
  "createdAt",
  "updatedAt",
  "receivedAt",
  // an appointment's evening (FEATURES.md §5); finishedAt is a visit's too (FEATURES.md §10)
  "checkedInAt",
  "calledAt",
  "finishedAt",
  // the patient's WhatsApp choice (FEATURES.md §7)
  "whatsappConsentAt",
  // a prescription's (FEATURES.md §11)
  "finalisedAt",
]);
const PAGE = 2000;

export type Row = Record<string, unknown>;
/** A row as exported: values in the order of BACKUP_TABLES[table].columns. */
export type Values = unknown[];
export type RecordCounts = Record<BackupTable, number>;

/**
 * The tables as a person reads them (the archive's tables/*.csv and the dashboard's one-table
 * download; issue 29): the desk's CSV rules — headers in words, instants in IST, phones in one
 * format, statuses in words, and no internal columns (matching keys, token hashes, the slot
 * key, the web network). A restore reads data/*.ndjson, which keeps every column.
 */
type PeopleColumn = readonly [
  column: string,
  header: string,
  kind?: "instant" | "phone" | "status" | "yesNo" | "list" | "lab" | "risk" | "medicines",
];
const PEOPLE_COLUMNS: Record<BackupTable, readonly PeopleColumn[]> = {
  patients: [
    ["id", "Patient ID"],
    ["name", "Name"],
    ["email", "Email"],
    ["phone", "Phone", "phone"],
    ["age", "Age"],
    ["sex", "Sex"],
    ["address", "Address"],
    ["occupation", "Occupation"],
    ["language", "Language"],
    ["whatsappConsent", "WhatsApp consent", "yesNo"],
    ["whatsappConsentAt", "WhatsApp consent recorded (IST)", "instant"],
    ["createdAt", "Added (IST)", "instant"],
    ["updatedAt", "Updated (IST)", "instant"],
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
    ["checkedInAt", "Checked In (IST)", "instant"],
    ["calledAt", "Called In (IST)", "instant"],
    ["finishedAt", "Finished (IST)", "instant"],
    ["createdAt", "Booked At (IST)", "instant"],
  ],
  contacts: [
    ["id", "Contact ID"],
    ["patientId", "Patient ID"],
    ["payload", "Message"],
    ["receivedAt", "Received (IST)", "instant"],
  ],
  patient_notes: [
    ["id", "Note ID"],
    ["patientId", "Patient ID"],
    ["consultationDate", "Consultation Date"],
    ["note", "Note"],
    ["createdAt", "Written (IST)", "instant"],
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
    ["createdAt", "Uploaded (IST)", "instant"],
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
    ["createdAt", "Opened (IST)", "instant"],
    ["updatedAt", "Updated (IST)", "instant"],
    ["finishedAt", "Finished (IST)", "instant"],
  ],
  visit_addenda: [
    ["id", "Addendum ID"],
    ["visitId", "Visit ID"],
    ["text", "Addendum"],
    ["createdAt", "Written (IST)", "instant"],
  ],
  lab_results: [
    ["id", "Lab Result ID"],
    ["patientId", "Patient ID"],
    ["date", "Date"],
    ["code", "Test", "lab"],
    ["value", "Value"],
    ["unit", "Unit"],
    ["reportId", "Report ID"],
    ["createdAt", "Entered (IST)", "instant"],
  ],
  clinical_summaries: [
    ["patientId", "Patient ID"],
    ["allergies", "Allergies", "list"],
    ["problems", "Problems", "list"],
    ["currentMedicines", "Current Medicines", "list"],
    ["risk", "Risk", "risk"],
    ["updatedAt", "Updated (IST)", "instant"],
  ],
  prescriptions: [
    ["id", "Prescription ID"],
    ["patientId", "Patient ID"],
    ["visitId", "Visit ID"],
    ["number", "Number"],
    ["status", "Status"],
    ["version", "Version"],
    ["replacesId", "Replaces Prescription ID"],
    ["items", "Medicines", "medicines"],
    ["investigations", "Investigations", "list"],
    ["advice", "Advice", "list"],
    ["followUpDate", "Follow-up Date"],
    ["followUpTime", "Follow-up Time"],
    ["followUpAppointmentId", "Follow-up Appointment ID"],
    ["createdAt", "Started (IST)", "instant"],
    ["updatedAt", "Updated (IST)", "instant"],
    ["finalisedAt", "Finalised (IST)", "instant"],
  ],
  prescription_templates: [
    ["id", "Template ID"],
    ["name", "Name"],
    ["items", "Medicines", "medicines"],
    ["investigations", "Investigations", "list"],
    ["advice", "Advice", "list"],
    ["createdAt", "Saved (IST)", "instant"],
  ],
  drugs: [
    ["id", "Medicine ID"],
    ["name", "Name"],
    ["form", "Form"],
    ["strength", "Strength"],
    ["createdAt", "Added (IST)", "instant"],
  ],
  counters: [
    ["name", "Counter"],
    ["value", "Last Number"],
  ],
};

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

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Instants as UTC ISO-8601 strings, whichever provider read them (in place, for speed). */
function normaliseDates(values: Values, dateIndexes: number[]): Values {
  for (const i of dateIndexes) {
    const v = values[i];
    if (v instanceof Date) values[i] = v.toISOString();
    else if (typeof v === "string" && !ISO_UTC.test(v)) values[i] = new Date(v).toISOString();
  }
  return values;
}

const dateIndexes = (table: BackupTable) =>
  BACKUP_TABLES[table].columns.flatMap((c, i) => (DATE_COLUMNS.has(c) ? [i] : []));

export async function recordCounts(): Promise<RecordCounts> {
  const client = db() as unknown as Record<string, { count(): Promise<number> }>;
  const counts = await Promise.all(TABLE_NAMES.map((t) => client[lowerFirst(BACKUP_TABLES[t].model)].count()));
  return Object.fromEntries(TABLE_NAMES.map((t, i) => [t, counts[i]])) as RecordCounts;
}

export async function backupStats() {
  const [counts, size, last] = await Promise.all([
    recordCounts(),
    databaseSizeBytes(),
    db().backup.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  return {
    recordCounts: counts,
    totalRecords: Object.values(counts).reduce((a, b) => a + b, 0),
    databaseSizeMB: Math.round((size / (1024 * 1024)) * 100) / 100,
    lastBackup: last?.createdAt.toISOString() ?? null,
  };
}

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

type PageSink = (table: BackupTable, rows: Values[]) => Promise<void>;

/**
 * Reads every row of the given tables, page by page, from one consistent view.
 * SQLite: from a VACUUM INTO snapshot file (returned so the archive can carry it).
 * PostgreSQL: inside one repeatable-read transaction.
 */
export async function readTables(
  sink: PageSink,
  tables: readonly BackupTable[] = TABLE_NAMES,
  snapshotFile?: string,
): Promise<void> {
  if (isSqlite()) {
    const file = snapshotFile ?? path.join(fs.mkdtempSync(path.join(config().dataDir, ".snap-")), "snapshot.db");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      await snapshotSqlite(file);
      const sqlite = openSqlite(file, { readonly: true });
      try {
        for (const table of tables) {
          const { model, columns } = BACKUP_TABLES[table];
          const select = sqlite.prepare(
            `SELECT ${columns.map((c) => `"${c}"`).join(", ")} FROM "${model}" ORDER BY "${keyOf(table)}"`,
          );
          const dates = dateIndexes(table);
          let page: Values[] = [];
          for (const row of select.raw(true).iterate() as Iterable<Values>) {
            page.push(normaliseDates(row, dates));
            if (page.length === PAGE) {
              await sink(table, page);
              page = [];
            }
          }
          if (page.length) await sink(table, page);
        }
      } finally {
        sqlite.close();
      }
    } finally {
      if (!snapshotFile) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
    return;
  }
  await repeatableRead(async (tx) => {
    for (const table of tables) {
      const delegate = (tx as unknown as Record<string, { findMany(a: unknown): Promise<Row[]> }>)[
        lowerFirst(BACKUP_TABLES[table].model)
      ];
      const key = keyOf(table);
      // the last key read: a number, or text (Counter's name); none before the first page
      let after: unknown = undefined;
      for (;;) {
        const page = await delegate.findMany({
          where: after === undefined ? {} : { [key]: { gt: after } },
          orderBy: { [key]: "asc" },
          take: PAGE,
        });
        if (!page.length) break;
        const { columns } = BACKUP_TABLES[table];
        const dates = dateIndexes(table);
        await sink(
          table,
          page.map((row) =>
            normaliseDates(
              columns.map((c) => row[c]),
              dates,
            ),
          ),
        );
        after = page[page.length - 1][key];
      }
    }
  });
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);
