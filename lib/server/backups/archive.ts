/**
 * Backups you can trust. An archive holds one consistent snapshot of the clinic's data:
 *   tables/<table>.csv   the five tables for people (RFC 4180, formulas neutralised)
 *   data/<table>.ndjson  the same rows, lossless, for restore: a JSON array of column names,
 *                        then one JSON array of values per row
 *   database.sqlite      the SQLite snapshot itself (SQLite deployments), for people and
 *                        tools only: restore never reads it
 *   uploads/<name>       every uploaded report file
 *   manifest.json        versions, counts, and the SHA-256 and size of every other file
 *   signature.json       HMAC-SHA-256 of manifest.json with the backup key (lib/server/backups/key.ts)
 * The rows are read from one snapshot: on SQLite `VACUUM INTO` a new file (never a copy of
 * the live file), on PostgreSQL one repeatable-read transaction. No archive carries
 * credentials: the snapshot's admins, sessions, sign-in failures and server secrets are
 * erased before zipping.
 * Archives are 0600, staging folders 0700.
 */
import "server-only";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import JSZip from "jszip";
import { backupKey, signManifest, SIGNATURE_FILE } from "./key";
import { config } from "../config";
import { toCsv, type CsvValue } from "../../shared/csv";
import { databaseSizeBytes, db, isSqlite, lastAppliedMigration, repeatableRead, snapshotSqlite } from "../db";
import { Prisma } from "../../generated/sqlite/client";
import { now } from "../../shared/clock";
import { conflict } from "../http";
import { BACKUP_TABLE_NAMES, type BackupTableName } from "../../shared/validation/backups";
import { log } from "../logger";

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
export const CREDENTIAL_MODELS = ["Session", "LoginFailure", "AuthSecret", "Admin"] as const;

export type BackupTable = BackupTableName;
export const TABLE_NAMES = BACKUP_TABLE_NAMES;

/** Instant columns: UTC ISO-8601 strings in an archive, whichever provider wrote them. */
export const DATE_COLUMNS = new Set(["createdAt", "updatedAt", "receivedAt"]);
const PAGE = 2000;

export type Row = Record<string, unknown>;
/** A row as exported: values in the order of BACKUP_TABLES[table].columns. */
export type Values = unknown[];
export type RecordCounts = Record<BackupTable, number>;

export type ManifestFile = { path: string; size: number; sha256: string };
export type Manifest = {
  format: "clinic-backup";
  formatVersion: 2;
  appVersion: string;
  provider: "sqlite" | "postgresql";
  lastMigration: string | null;
  createdAt: string;
  recordCounts: RecordCounts;
  totalRecords: number;
  files: ManifestFile[];
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const csvHeader = (table: BackupTable) => BACKUP_TABLES[table].columns.map(snakeCase);

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
  await readAll(async (name, page) => {
    if (name === table) rows.push(...page);
  }, [table]);
  return toCsv(csvHeader(table), rows as CsvValue[][]);
}

type PageSink = (table: BackupTable, rows: Values[]) => Promise<void>;

/**
 * Reads every row of the given tables, page by page, from one consistent view.
 * SQLite: from a VACUUM INTO snapshot file (returned so the archive can carry it).
 * PostgreSQL: inside one repeatable-read transaction.
 */
async function readAll(sink: PageSink, tables: readonly BackupTable[] = TABLE_NAMES, snapshotFile?: string): Promise<void> {
  if (isSqlite()) {
    const file = snapshotFile ?? path.join(fs.mkdtempSync(path.join(config().dataDir, ".snap-")), "snapshot.db");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      await snapshotSqlite(file);
      const sqlite = new Database(file, { readonly: true });
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
          await sink(table, page.map((row) => normaliseDates(columns.map((c) => row[c]), dates)));
          after = page[page.length - 1].id as number;
        }
      }
  });
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

async function sha256File(file: string): Promise<ManifestFile & { absolute: string }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { path: "", absolute: file, size, sha256: hash.digest("hex") };
}

/** Opens the file only when the zip writer first reads it: 1,000 reports, not 1,000 open files. */
function lazyFile(file: string, onOpen: () => void): Readable {
  let source: fs.ReadStream | null = null;
  return new Readable({
    read() {
      if (!source) {
        onOpen();
        source = fs.createReadStream(file);
        source.on("data", (chunk) => {
          if (!this.push(chunk)) source!.pause();
        });
        source.on("end", () => this.push(null));
        source.on("error", (error) => this.destroy(error));
      } else {
        source.resume();
      }
    },
  });
}

function appVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Erases the rows of CREDENTIAL_MODELS from a snapshot file. secure_delete zeroes the freed
 * space, so no password hash or token hash survives in free pages; rollback-journal mode
 * keeps the file self-contained (no -wal beside it).
 */
function eraseCredentials(file: string): void {
  const sqlite = new Database(file);
  try {
    sqlite.pragma("journal_mode = DELETE");
    sqlite.pragma("secure_delete = ON");
    const tables = new Set((sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]));
    sqlite.transaction(() => {
      for (const model of CREDENTIAL_MODELS) if (tables.has(model)) sqlite.prepare(`DELETE FROM "${model}"`).run();
    })();
  } finally {
    sqlite.close();
  }
}

/** A staged archive: every file on disk, hashed, with its manifest (the exact bytes signed). */
type Staged = {
  dir: string;
  manifest: Manifest;
  manifestJson: string;
  signatureJson: string;
  entries: { path: string; absolute: string }[];
};

/** Staging folders in use by this process: never swept, however long a download takes. */
const activeStaging = new Set<string>();
const STALE_MS = 60 * 60_000;

/**
 * Removes what an interrupted backup left behind, older than an hour: staging folders and
 * partial archives in BACKUPS_DIR, table snapshots in the data folder — plaintext copies of
 * the clinic's data. Run at server start and before each backup. Other processes' work in
 * progress is younger than that (a running download keeps its folder's time fresh).
 */
export function sweepStaleBackupFiles(maxAgeMs = STALE_MS): string[] {
  const c = config();
  const cutoff = Date.now() - maxAgeMs;
  const removed: string[] = [];
  const sweep = (dir: string, match: (name: string) => boolean) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (!match(name) || activeStaging.has(full)) continue;
      const stat = fs.statSync(full, { throwIfNoEntry: false });
      if (!stat || stat.mtimeMs > cutoff) continue;
      fs.rmSync(full, { recursive: true, force: true });
      removed.push(full);
    }
  };
  sweep(c.backupsDir, (n) => n.startsWith(".staging-") || n.endsWith(".zip.partial"));
  sweep(c.dataDir, (n) => n.startsWith(".snap-"));
  if (removed.length) log.warn("backup: removed files left by an interrupted backup", { count: removed.length });
  return removed;
}

/** At server start: sweep leftovers, and make sure the backup key exists (so it can be copied off now). */
export function prepareBackups(): void {
  try {
    sweepStaleBackupFiles();
    backupKey({ create: true });
  } catch (error) {
    log.error("backup preparation failed", { error: error instanceof Error ? error.message : String(error) });
  }
}

async function stage(): Promise<Staged> {
  const c = config();
  const key = backupKey({ create: true }); // before any work: a key problem stops it early
  fs.mkdirSync(c.backupsDir, { recursive: true, mode: 0o700 });
  sweepStaleBackupFiles();
  const dir = fs.mkdtempSync(path.join(c.backupsDir, ".staging-")); // 0700
  activeStaging.add(dir);
  try {
    fs.mkdirSync(path.join(dir, "tables"));
    fs.mkdirSync(path.join(dir, "data"));
    const counts = Object.fromEntries(TABLE_NAMES.map((t) => [t, 0])) as RecordCounts;
    const csv = new Map<BackupTable, fs.WriteStream>();
    const ndjson = new Map<BackupTable, fs.WriteStream>();
    for (const t of TABLE_NAMES) {
      csv.set(t, fs.createWriteStream(path.join(dir, "tables", `${t}.csv`)));
      ndjson.set(t, fs.createWriteStream(path.join(dir, "data", `${t}.ndjson`)));
      csv.get(t)!.write(toCsv(csvHeader(t), []).trimEnd() + "\r\n");
      ndjson.get(t)!.write(JSON.stringify(BACKUP_TABLES[t].columns) + "\n");
    }
    const reports: string[] = [];
    const snapshot = isSqlite() ? path.join(dir, "database.sqlite") : undefined;
    await readAll(async (table, rows) => {
      counts[table] += rows.length;
      await write(csv.get(table)!, toCsv(csvHeader(table), rows as CsvValue[][], false) + "\r\n");
      await write(ndjson.get(table)!, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
      if (table === "patient_reports") {
        const at = BACKUP_TABLES.patient_reports.columns.indexOf("storedName");
        for (const r of rows) reports.push(String(r[at]));
      }
    }, TABLE_NAMES, snapshot);
    if (snapshot) eraseCredentials(snapshot);
    await Promise.all([...csv.values(), ...ndjson.values()].map((s) => new Promise((r) => s.end(r))));

    const entries: { path: string; absolute: string }[] = [];
    if (snapshot) entries.push({ path: "database.sqlite", absolute: snapshot });
    for (const t of TABLE_NAMES) {
      entries.push({ path: `tables/${t}.csv`, absolute: path.join(dir, "tables", `${t}.csv`) });
      entries.push({ path: `data/${t}.ndjson`, absolute: path.join(dir, "data", `${t}.ndjson`) });
    }
    for (const name of reports) {
      const absolute = path.join(c.uploadsDir, path.basename(name));
      if (fs.existsSync(absolute)) entries.push({ path: `uploads/${path.basename(name)}`, absolute });
      else log.warn("backup: a report's file is missing", { storedName: name });
    }
    const files: ManifestFile[] = [];
    for (const e of entries) {
      const { size, sha256 } = await sha256File(e.absolute);
      files.push({ path: e.path, size, sha256 });
    }
    const manifest: Manifest = {
      format: "clinic-backup",
      formatVersion: 2,
      appVersion: appVersion(),
      provider: isSqlite() ? "sqlite" : "postgresql",
      lastMigration: await lastAppliedMigration(),
      createdAt: now().toISOString(),
      recordCounts: counts,
      totalRecords: Object.values(counts).reduce((a, b) => a + b, 0),
      files,
    };
    const manifestJson = JSON.stringify(manifest, null, 2);
    const signatureJson = JSON.stringify(signManifest(manifestJson, key), null, 2);
    return { dir, manifest, manifestJson, signatureJson, entries };
  } catch (error) {
    unstage(dir);
    throw error;
  }
}

function unstage(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  activeStaging.delete(dir);
}

async function write(stream: fs.WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, "drain");
}

/**
 * A staged archive as a zip stream (jszip's node stream; files read lazily). Uploaded
 * reports (PDF, JPEG, PNG, DOCX) are compressed already: stored as they are. The tables and
 * snapshot get fast deflate — jszip compresses in JavaScript, so level 1 keeps it quick.
 */
function zipStream(staged: Staged): Readable {
  const zip = new JSZip();
  // A download in progress keeps its staging folder's time fresh, so no sweep takes it.
  const touch = () => fs.utimes(staged.dir, new Date(), new Date(), () => undefined);
  for (const e of staged.entries) {
    const stored = e.path.startsWith("uploads/");
    zip.file(e.path, lazyFile(e.absolute, touch), {
      binary: true,
      compression: stored ? "STORE" : "DEFLATE",
      compressionOptions: stored ? null : { level: 1 },
    });
  }
  zip.file("manifest.json", staged.manifestJson);
  zip.file(SIGNATURE_FILE, staged.signatureJson);
  return zip.generateNodeStream({ type: "nodebuffer", streamFiles: true }) as unknown as Readable;
}

async function zipTo(staged: Staged, out: Writable): Promise<void> {
  await pipeline(zipStream(staged), out);
}

// One backup at a time across processes sharing BACKUPS_DIR: an exclusive lock file.
const LOCK = () => path.join(config().backupsDir, ".backup.lock");
const STALE_LOCK_MS = 30 * 60_000;

async function withBackupLock<T>(fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(config().backupsDir, { recursive: true, mode: 0o700 });
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(LOCK(), "wx");
  } catch {
    const age = Date.now() - (fs.statSync(LOCK(), { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age < STALE_LOCK_MS) throw conflict("A backup is already running. Please try again in a minute.");
    fs.rmSync(LOCK(), { force: true });
    handle = await fs.promises.open(LOCK(), "wx");
  }
  try {
    await handle.writeFile(String(process.pid));
    return await fn();
  } finally {
    await handle.close();
    fs.rmSync(LOCK(), { force: true });
  }
}

export type BackupSummary = {
  fileName: string;
  sizeBytes: number;
  totalRecords: number;
  recordCounts: RecordCounts;
  createdAt: string;
};

const backupFileName = (at: Date) => {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `clinic_backup_${ist.slice(0, 10)}_${ist.slice(11, 19).replace(/:/g, "")}.zip`;
};

/** Two backups within one second get distinct names (under the lock, so no race). */
function freeName(name: string): string {
  const dir = config().backupsDir;
  let candidate = name;
  for (let n = 2; fs.existsSync(path.join(dir, candidate)); n++) candidate = name.replace(/\.zip$/, `_${n}.zip`);
  return candidate;
}

/** Writes a backup archive into BACKUPS_DIR and records it; one at a time (409 otherwise). */
export async function createBackup(trigger: "manual" | "scheduled" = "manual"): Promise<BackupSummary> {
  return withBackupLock(async () => {
    const staged = await stage();
    try {
      const fileName = freeName(backupFileName(new Date(staged.manifest.createdAt)));
      const final = path.join(config().backupsDir, fileName);
      const partial = `${final}.partial`;
      fs.rmSync(partial, { force: true }); // a leftover would keep its own file mode
      await zipTo(staged, fs.createWriteStream(partial, { mode: 0o600 }));
      fs.renameSync(partial, final);
      const sizeBytes = fs.statSync(final).size;
      await db().backup.create({
        data: { fileName, sizeBytes, totalRecords: staged.manifest.totalRecords, trigger, createdAt: new Date(staged.manifest.createdAt) },
      });
      return {
        fileName,
        sizeBytes,
        totalRecords: staged.manifest.totalRecords,
        recordCounts: staged.manifest.recordCounts,
        createdAt: staged.manifest.createdAt,
      };
    } finally {
      unstage(staged.dir);
    }
  });
}

/**
 * A fresh full backup as a zip stream (the download call). Everything that can fail cleanly
 * (the snapshot, the CSVs, the checksums) happens before the stream is returned; the staged
 * files are removed when the stream ends or is abandoned. Nothing is recorded: a download
 * does not change the clinic's state.
 */
export async function openBackupStream(): Promise<{ stream: Readable; manifest: Manifest }> {
  const staged = await stage();
  const stream = zipStream(staged);
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    unstage(staged.dir);
  };
  stream.once("end", cleanup).once("close", cleanup).once("error", cleanup);
  return { stream, manifest: staged.manifest };
}

/** The download's file name: clinic_backup_{YYYY-MM-DD}.zip in clinic time. */
export const downloadName = (at: Date = now()) =>
  `clinic_backup_${new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)}.zip`;

/** Keeps the newest `keep` archives in BACKUPS_DIR. */
export async function pruneBackups(keep = config().BACKUP_KEEP): Promise<string[]> {
  const dir = config().backupsDir;
  if (!fs.existsSync(dir)) return [];
  const archives = fs
    .readdirSync(dir)
    .filter((n) => /^clinic_backup_.*\.zip$/.test(n))
    .sort()
    .reverse();
  const removed = archives.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  if (removed.length) await db().backup.deleteMany({ where: { fileName: { in: removed } } });
  return removed;
}
