/**
 * Restoring an archive an older version made: before the consulting room, the prescriptions,
 * billing or the latest migration — restored with what it holds, and refused when this
 * version's archive lacks the same tables (incomplete).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import JSZip from "jszip";
import { type BackupModules, loadBackupModules as load } from "../fixtures/backups";
import {
  BILLING_TABLES,
  MERGE_TABLES,
  CONSULTING_ROOM_TABLES,
  fingerprint,
  freshDataEnv,
  PRESCRIPTION_TABLES,
  seededBackup,
} from "../fixtures/backup-seed";
import { TEST_PG } from "../setup/pg";

let m: BackupModules;
let firstArchive: string;
let before: Awaited<ReturnType<typeof fingerprint>>;
let backupKeyHex: string;

// seeding a clinic and backing it up takes a while on a busy machine
beforeAll(async () => {
  ({ m, firstArchive, before, backupKeyHex } = await seededBackup());
}, 120_000);

afterAll(async () => {
  await m.db.disconnect();
});

/** Columns later migrations added to tables an older archive has: an archive made before them lacks them. */
const ADDED_COLUMNS: [migration: string, table: string, columns: string[]][] = [
  ["20261207033853_documents_are_records", "prescriptions", ["followUpReason", "document", "documentHash"]],
  ["20261207033853_documents_are_records", "bills", ["document", "voidDate"]],
  ["20261207065421_flood_review", "appointments", ["webReview"]],
  ["20261207065446_patient_merge_undo", "patients", ["mergedIntoId", "mergedAt"]],
  ["20261207184609_sms", "patients", ["smsConsent", "smsConsentAt", "smsConsentBy", "smsConsentActor"]],
  ["20261207223127_recalls", "visits", ["reviewInValue", "reviewInUnit"]],
  // reports from patients (FEATURES.md §14)
  ["20261208015056_patient_reports", "patient_reports", ["fromPatient", "appointmentId", "filedAt", "filedBy"]],
];

/**
 * The first archive as an older version wrote it: without `tables`, signed; at
 * `lastMigration` (this version's own when not given).
 */
async function withoutTables(tables: string[], lastMigration?: string): Promise<string> {
  const zip = await JSZip.loadAsync(fs.readFileSync(firstArchive));
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  // an archive made at `lastMigration` has no column a later one added
  for (const [migration, table, dropped] of ADDED_COLUMNS) {
    const file = zip.file(`data/${table}.ndjson`);
    if (!lastMigration || migration <= lastMigration || !file || tables.includes(table)) continue;
    const [head, ...rows] = (await file.async("string"))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown[]);
    const keep = (head as string[]).map((c, i) => (dropped.includes(c) ? -1 : i)).filter((i) => i >= 0);
    const text = [head, ...rows].map((r) => JSON.stringify(keep.map((i) => r[i]))).join("\n") + "\n";
    zip.file(`data/${table}.ndjson`, text);
    const entry = manifest.files.find((f: { path: string }) => f.path === `data/${table}.ndjson`);
    entry.size = Buffer.byteLength(text);
    entry.sha256 = crypto.createHash("sha256").update(text).digest("hex");
  }
  for (const t of tables) {
    zip.remove(`tables/${t}.csv`);
    zip.remove(`data/${t}.ndjson`);
    manifest.totalRecords -= manifest.recordCounts[t];
    delete manifest.recordCounts[t];
  }
  const gone = new Set(tables.flatMap((t) => [`tables/${t}.csv`, `data/${t}.ndjson`]));
  manifest.files = manifest.files.filter((f: { path: string }) => !gone.has(f.path));
  manifest.lastMigration = lastMigration ?? manifest.lastMigration;
  const bytes = Buffer.from(JSON.stringify(manifest));
  zip.file("manifest.json", bytes);
  zip.file("signature.json", JSON.stringify(m.key.signManifest(bytes, m.key.backupKey({ create: false }))));
  const out = path.join(os.tmpdir(), `older-${crypto.randomUUID()}.zip`);
  fs.writeFileSync(out, await zip.generateAsync({ type: "nodebuffer" }));
  return out;
}

/** `file` restored into a fresh data folder: what the restore says it restored, and the rows stored then. */
async function restoreFresh(file: string) {
  const target = freshDataEnv(backupKeyHex);
  m = await load(target);
  const { restored } = await m.restore.restoreArchive(file);
  m = await load(target);
  return { restored, after: await fingerprint(m) };
}

// an archive older than the consulting room is older than the prescriptions too
const newer = [...CONSULTING_ROOM_TABLES, ...PRESCRIPTION_TABLES, ...BILLING_TABLES, ...MERGE_TABLES];

describe("restoring an archive made before the consulting room", () => {
  it("restores it: every row it holds, and no visits, labs or summaries", async () => {
    const file = await withoutTables(newer, "20261128232800_closure_reason_ta");
    const { restored, after } = await restoreFresh(file);
    expect(restored).toMatchObject({
      patients: 12,
      visits: 0,
      visit_addenda: 0,
      lab_results: 0,
      clinical_summaries: 0,
      prescriptions: 0,
    });
    expect(after.rows.patients).toEqual(before.rows.patients);
    expect(after.rows.reports).toEqual(before.rows.reports);
    expect([after.rows.visits, after.rows.labResults, after.rows.clinicalSummarys]).toEqual([[], [], []]);
  });
});

describe("restoring an archive made before the prescriptions", () => {
  it("restores it: every row it holds, the consulting room's too, and no prescriptions, templates, medicines or numbers", async () => {
    const file = await withoutTables(
      [...PRESCRIPTION_TABLES, ...BILLING_TABLES, ...MERGE_TABLES],
      "20261129021622_consulting_room",
    );
    const { restored, after } = await restoreFresh(file);
    expect(restored).toMatchObject({
      patients: 12,
      visits: 12,
      clinical_summaries: 4,
      prescriptions: 0,
      prescription_templates: 0,
      drugs: 0,
      counters: 0,
    });
    // the archive predates "review in" (FEATURES.md §14): the visits come back without it, the rest as they were
    const withoutReview = (visits: unknown[]) =>
      (visits as Record<string, unknown>[]).map(({ reviewInValue: _v, reviewInUnit: _u, ...v }) => v);
    expect([after.rows.patients, withoutReview(after.rows.visits), after.rows.labResults]).toEqual([
      before.rows.patients,
      withoutReview(before.rows.visits),
      before.rows.labResults,
    ]);
    expect(withoutReview(after.rows.visits)).toHaveLength(12);
    expect(
      (after.rows.visits as Record<string, unknown>[]).filter(
        (v) => v.reviewInValue !== null || v.reviewInUnit !== null,
      ),
    ).toEqual([]);
    expect([after.rows.prescriptions, after.rows.prescriptionTemplates, after.rows.drugs, after.rows.counters]).toEqual(
      [[], [], [], []],
    );
  });
});

describe("restoring an archive made before billing", () => {
  it("restores it: every row it holds, prescriptions too, and no fees, bills or payments", async () => {
    const file = await withoutTables([...BILLING_TABLES, ...MERGE_TABLES], "20261129024928_prescriptions");
    const { restored, after } = await restoreFresh(file);
    expect(restored).toMatchObject({ patients: 12, prescriptions: 13, fees: 0, bills: 0, payments: 0 });
    expect(after.rows.prescriptions).toEqual(before.rows.prescriptions);
    expect([after.rows.fees, after.rows.bills, after.rows.payments]).toEqual([[], [], []]);
  });
});

describe("an archive of this version without a later version's tables", () => {
  it.each([
    ["the consulting room's", newer, "visits"],
    ["the prescriptions'", PRESCRIPTION_TABLES, "prescriptions"],
    ["billing's", BILLING_TABLES, "fees"],
  ])("without %s is refused: it is incomplete", async (_what, tables, first) => {
    const file = await withoutTables(tables);
    await expect(m.restore.verifyArchive(file)).rejects.toThrow(`incomplete: data/${first}.ndjson is missing`);
  });
});

describe("restoring an archive made before the latest migration", () => {
  // The SQLite snapshot path; PostgreSQL restores rows into its current schema.
  (TEST_PG ? it.skip : it)("restores it, then applies the pending migrations, keeping every row", async () => {
    // A newer version of the app: the committed migrations plus one more.
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), "newer-migrations-"));
    fs.cpSync(path.join(process.cwd(), "prisma", "migrations"), newer, { recursive: true });
    fs.mkdirSync(path.join(newer, "29991231000000_add_nickname"));
    fs.writeFileSync(
      path.join(newer, "29991231000000_add_nickname", "migration.sql"),
      'ALTER TABLE "Patient" ADD COLUMN "nickname" TEXT;\n',
    );
    const target = freshDataEnv(backupKeyHex);
    try {
      m = await load({ ...target, CLINIC_MIGRATIONS_DIR: newer });
      const result = await m.restore.restoreArchive(firstArchive);
      expect(result.migrationsApplied).toEqual(["29991231000000_add_nickname"]);
      const sqlite = new Database(m.db.sqliteFile(target.DATABASE_URL), { readonly: true });
      const columns = (sqlite.prepare('PRAGMA table_info("Patient")').all() as { name: string }[]).map((c) => c.name);
      expect(columns).toContain("nickname");
      expect((sqlite.prepare('SELECT COUNT(*) n FROM "Patient"').get() as { n: number }).n).toBe(
        before.rows.patients.length,
      );
      const applied = sqlite.prepare("SELECT migration_name FROM _prisma_migrations ORDER BY migration_name").all() as {
        migration_name: string;
      }[];
      expect(applied.at(-1)!.migration_name).toBe("29991231000000_add_nickname");
      sqlite.close();
    } finally {
      delete process.env.CLINIC_MIGRATIONS_DIR;
    }
  });
});
