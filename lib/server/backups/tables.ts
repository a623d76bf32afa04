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
import { databaseSizeBytes, db, isSqlite, repeatableRead, snapshotSqlite } from "../db";
import { openSqlite } from "../sqlite";
import { Prisma } from "../../generated/sqlite/client";
import { BACKUP_TABLE_NAMES, type BackupTableName } from "../../shared/validation/backups";

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
const BILLING = "20261129053311_billing";
const RECORDS = "20261207033853_documents_are_records";
const MERGE_UNDO = "20261207065446_patient_merge_undo";
const RECALLS = "20261207223127_recalls";
const LETTERS = "20261208015050_clinical_documents";
const WAITLIST = "20261208015148_waitlist";

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
  fees: { model: "Fee", columns: Object.values(Prisma.FeeScalarFieldEnum), key: "service", since: BILLING },
  bills: { model: "Bill", columns: Object.values(Prisma.BillScalarFieldEnum), since: BILLING },
  payments: { model: "Payment", columns: Object.values(Prisma.PaymentScalarFieldEnum), since: BILLING },
  refunds: { model: "Refund", columns: Object.values(Prisma.RefundScalarFieldEnum), since: RECORDS },
  day_closes: {
    model: "DayClose",
    columns: Object.values(Prisma.DayCloseScalarFieldEnum),
    key: "date",
    since: RECORDS,
  },
  patient_merges: {
    model: "PatientMerge",
    columns: Object.values(Prisma.PatientMergeScalarFieldEnum),
    since: MERGE_UNDO,
  },
  recalls: { model: "Recall", columns: Object.values(Prisma.RecallScalarFieldEnum), since: RECALLS },
  clinical_documents: {
    model: "ClinicalDocument",
    columns: Object.values(Prisma.ClinicalDocumentScalarFieldEnum),
    since: LETTERS,
  },
  // the waiting list (FEATURES.md §14)
  waitlist_entries: {
    model: "WaitlistEntry",
    columns: Object.values(Prisma.WaitlistEntryScalarFieldEnum),
    since: WAITLIST,
  },
  waitlist_offers: {
    model: "WaitlistOffer",
    columns: Object.values(Prisma.WaitlistOfferScalarFieldEnum),
    since: WAITLIST,
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
export const CREDENTIAL_MODELS = [
  "Session",
  "RecoveryCode",
  "LoginFailure",
  "AuthSecret",
  "Admin",
  // a patient's phone codes and My appointments sessions (FEATURES.md §15)
  "PhoneCode",
  "PatientSession",
] as const;

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
  // …and SMS's (FEATURES.md §15)
  "smsConsentAt",
  // a prescription's (FEATURES.md §11)
  "finalisedAt",
  // a void bill's (FEATURES.md §12)
  "voidedAt",
  // a closed day's (FEATURES.md §13)
  "closedAt",
  // a merged patient's, and the merge's (issue 41 G2)
  "mergedAt",
  "at",
  "undoneAt",
  // a follow-up's last reminder (FEATURES.md §14)
  "lastContactedAt",
  // the waiting list's consent, end, offer expiry and claim (FEATURES.md §14)
  "consentAt",
  "endedAt",
  "expiresAt",
  "claimedAt",
]);
const PAGE = 2000;

export type Row = Record<string, unknown>;
/** A row as exported: values in the order of BACKUP_TABLES[table].columns. */
export type Values = unknown[];
export type RecordCounts = Record<BackupTable, number>;

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
