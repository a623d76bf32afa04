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

/** Export name → Prisma model and its columns (the same on both providers). */
export const BACKUP_TABLES: Record<BackupTableName, { model: string; columns: string[] }> = {
  patients: { model: "Patient", columns: Object.values(Prisma.PatientScalarFieldEnum) },
  appointments: { model: "Appointment", columns: Object.values(Prisma.AppointmentScalarFieldEnum) },
  contacts: { model: "Contact", columns: Object.values(Prisma.ContactScalarFieldEnum) },
  patient_notes: { model: "Note", columns: Object.values(Prisma.NoteScalarFieldEnum) },
  patient_reports: { model: "Report", columns: Object.values(Prisma.ReportScalarFieldEnum) },
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
  // an appointment's evening (FEATURES.md §5)
  "checkedInAt",
  "calledAt",
  "finishedAt",
  // the patient's WhatsApp choice (FEATURES.md §7)
  "whatsappConsentAt",
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
type PeopleColumn = readonly [column: string, header: string, kind?: "instant" | "phone" | "status" | "yesNo"];
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
};

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
  const client = db();
  const [patients, appointments, contacts, patient_notes, patient_reports] = await Promise.all([
    client.patient.count(),
    client.appointment.count(),
    client.contact.count(),
    client.note.count(),
    client.report.count(),
  ]);
  return { patients, appointments, contacts, patient_notes, patient_reports };
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
            `SELECT ${columns.map((c) => `"${c}"`).join(", ")} FROM "${model}" ORDER BY "id"`,
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
      let after = 0;
      for (;;) {
        const page = await delegate.findMany({ where: { id: { gt: after } }, orderBy: { id: "asc" }, take: PAGE });
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
        after = page[page.length - 1].id as number;
      }
    }
  });
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);
