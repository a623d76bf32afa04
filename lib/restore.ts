/**
 * Restore a backup archive (lib/backups.ts) into the configured data location.
 * Everything is verified before anything is touched: the manifest, every file's size and
 * SHA-256, the row counts, and (SQLite) the snapshot's integrity. The new data is written
 * beside the old and swapped in by renames; the replaced data is kept aside.
 * Run by scripts/backup.ts with the server stopped.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import JSZip from "jszip";
import { z } from "zod";
import { BACKUP_TABLES, TABLE_NAMES, createBackup, type BackupTable, type Manifest, type Row } from "./backups";
import { config } from "./config";
import { disconnect, isSqlite, replaceAllRows, sqliteFile } from "./db";
import { applyMigrationsInChild, migrationsList, MIGRATIONS_DIR, PG_MIGRATIONS_DIR } from "./migrations";

export class RestoreError extends Error {}

const manifestSchema = z.object({
  format: z.literal("clinic-backup"),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  provider: z.enum(["sqlite", "postgresql"]),
  lastMigration: z.string().nullable(),
  createdAt: z.iso.datetime(),
  recordCounts: z.object(Object.fromEntries(TABLE_NAMES.map((t) => [t, z.number().int().min(0)])) as Record<BackupTable, z.ZodNumber>),
  totalRecords: z.number().int().min(0),
  files: z.array(
    z.object({
      path: z.string().regex(/^(database\.sqlite|tables\/[a-z_]+\.csv|data\/[a-z_]+\.ndjson|uploads\/[A-Za-z0-9._-]+)$/),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type VerifiedArchive = { zip: JSZip; manifest: Manifest; file: string };

async function entryBuffer(zip: JSZip, name: string): Promise<Buffer> {
  const entry = zip.file(name);
  if (!entry) throw new RestoreError(`The archive is damaged: ${name} is missing.`);
  return entry.async("nodebuffer");
}

/** Refuses a damaged, tampered, truncated or foreign archive with a clear message. */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw new RestoreError(`No archive at ${file}.`);
  if (stat.size === 0) throw new RestoreError("The file is empty: it is not a backup archive.");
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(fs.readFileSync(file), { checkCRC32: true });
  } catch {
    throw new RestoreError("This is not a readable zip archive (damaged, truncated or another kind of file).");
  }
  const manifestEntry = zip.file("manifest.json");
  if (!manifestEntry) throw new RestoreError("This is not a clinic backup: manifest.json is missing.");
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await manifestEntry.async("string"))) as Manifest;
  } catch {
    throw new RestoreError("This is not a clinic backup: its manifest is not valid.");
  }

  const listed = new Set(manifest.files.map((f) => f.path));
  const present = Object.values(zip.files).filter((e) => !e.dir && e.name !== "manifest.json").map((e) => e.name);
  for (const name of present) {
    if (!listed.has(name)) throw new RestoreError(`The archive has a file its manifest does not list: ${name}.`);
  }
  for (const expected of manifest.files) {
    let content: Buffer;
    try {
      content = await entryBuffer(zip, expected.path);
    } catch (error) {
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(`The archive is damaged: ${expected.path} cannot be read.`);
    }
    const sha256 = crypto.createHash("sha256").update(content).digest("hex");
    if (content.length !== expected.size || sha256 !== expected.sha256) {
      throw new RestoreError(`The archive is damaged or was altered: ${expected.path} does not match its checksum.`);
    }
  }
  for (const table of TABLE_NAMES) {
    if (!listed.has(`data/${table}.ndjson`)) throw new RestoreError(`The archive is incomplete: data/${table}.ndjson is missing.`);
    const rows = ndjsonRows(await entryBuffer(zip, `data/${table}.ndjson`));
    if (rows.length !== manifest.recordCounts[table]) {
      throw new RestoreError(`The archive's manifest does not match its data (${table}: ${rows.length} rows, manifest says ${manifest.recordCounts[table]}).`);
    }
  }
  const total = TABLE_NAMES.reduce((sum, t) => sum + manifest.recordCounts[t], 0);
  if (total !== manifest.totalRecords) throw new RestoreError("The archive's manifest does not add up (totalRecords).");

  const known = migrationsList(isSqlite() ? MIGRATIONS_DIR : PG_MIGRATIONS_DIR).migrationDirectories.map((m) => m.path);
  if (manifest.lastMigration && !known.includes(manifest.lastMigration)) {
    throw new RestoreError(`The archive was made by a version this one does not know (migration ${manifest.lastMigration}); upgrade first.`);
  }
  return { zip, manifest, file };
}

/** The rows of data/<table>.ndjson: a line of column names, then one array of values a row. */
function ndjsonRows(buffer: Buffer): Row[] {
  const lines = buffer.toString("utf8").split("\n").filter((line) => line.trim());
  if (!lines.length) throw new RestoreError("The archive is damaged: a data file is empty.");
  const columns = JSON.parse(lines[0]) as string[];
  return lines.slice(1).map((line) => {
    const values = JSON.parse(line) as unknown[];
    return Object.fromEntries(columns.map((c, i) => [c, values[i]]));
  });
}

const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 14);

async function extractUploads(archive: VerifiedArchive, dir: string): Promise<number> {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const f of archive.manifest.files.filter((f) => f.path.startsWith("uploads/"))) {
    fs.writeFileSync(path.join(dir, path.basename(f.path)), await entryBuffer(archive.zip, f.path));
    count++;
  }
  return count;
}

/** Moves `from` to `to` when it exists. */
function moveIfPresent(from: string, to: string) {
  if (fs.existsSync(from)) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
  }
}

function counts(file: string): Record<BackupTable, number> {
  const sqlite = new Database(file, { readonly: true });
  try {
    const check = sqlite.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new RestoreError(`The archive's database snapshot is damaged (${String(check)}).`);
    return Object.fromEntries(
      TABLE_NAMES.map((t) => [t, (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${BACKUP_TABLES[t].model}"`).get() as { n: number }).n]),
    ) as Record<BackupTable, number>;
  } finally {
    sqlite.close();
  }
}

/** Builds a SQLite database from the archive's lossless rows (an archive made on PostgreSQL). */
async function sqliteFromRows(archive: VerifiedArchive, file: string): Promise<void> {
  applyMigrationsInChild(`file:${file}`);
  const sqlite = new Database(file);
  try {
    const insertAll = sqlite.transaction((table: BackupTable, rows: Row[]) => {
      for (const row of rows) {
        const columns = Object.keys(row);
        sqlite
          .prepare(`INSERT INTO "${BACKUP_TABLES[table].model}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
          .run(...columns.map((c) => row[c] as never));
      }
    });
    for (const table of TABLE_NAMES) insertAll(table, ndjsonRows(await entryBuffer(archive.zip, `data/${table}.ndjson`)));
  } finally {
    sqlite.close();
  }
}

export type RestoreResult = { restored: Record<BackupTable, number>; files: number; keptAside: string[]; migrationsApplied: string[] };

/**
 * Verifies `file`, then replaces the configured data with it. The server must be stopped.
 */
export async function restoreArchive(file: string): Promise<RestoreResult> {
  const archive = await verifyArchive(file);
  const c = config();
  const tag = stamp();
  const newUploads = `${c.uploadsDir}.restore-${tag}`;
  const fresh = isSqlite() ? `${sqliteFile(c.DATABASE_URL)}.restore-${tag}` : null;
  const keptAside: string[] = [];

  try {
    const files = await extractUploads(archive, newUploads);
    if (isSqlite()) {
      const live = sqliteFile(c.DATABASE_URL);
      fs.mkdirSync(path.dirname(live), { recursive: true });
      if (archive.manifest.provider === "sqlite") {
        fs.writeFileSync(fresh!, await entryBuffer(archive.zip, "database.sqlite"));
      } else {
        await sqliteFromRows(archive, fresh!);
      }
      const restored = counts(fresh!);
      for (const t of TABLE_NAMES) {
        if (restored[t] !== archive.manifest.recordCounts[t]) throw new RestoreError(`The snapshot's ${t} count does not match the manifest.`);
      }
      // Swap: the old database and uploads go aside, the new ones take their place.
      await disconnect();
      const aside = path.join(path.dirname(live), `replaced-${tag}`);
      for (const suffix of ["", "-wal", "-shm"]) moveIfPresent(live + suffix, path.join(aside, path.basename(live) + suffix));
      if (fs.existsSync(aside)) keptAside.push(aside);
      fs.renameSync(fresh!, live);
      const uploadsAside = `${c.uploadsDir}.replaced-${tag}`;
      moveIfPresent(c.uploadsDir, uploadsAside);
      if (fs.existsSync(uploadsAside)) keptAside.push(uploadsAside);
      fs.renameSync(newUploads, c.uploadsDir);
      const migrationsApplied = applyMigrationsInChild(c.DATABASE_URL);
      return { restored, files, keptAside, migrationsApplied };
    }

    // PostgreSQL: the current data is kept aside as a backup archive first, then every
    // table is replaced in one transaction (all or nothing).
    const before = await createBackup("manual");
    keptAside.push(path.join(c.backupsDir, before.fileName));
    const rows = Object.fromEntries(
      await Promise.all(TABLE_NAMES.map(async (t) => [t, ndjsonRows(await entryBuffer(archive.zip, `data/${t}.ndjson`))])),
    ) as Record<BackupTable, Row[]>;
    await replaceAllRows(TABLE_NAMES.map((t) => ({ model: BACKUP_TABLES[t].model, rows: rows[t] })));
    const uploadsAside = `${c.uploadsDir}.replaced-${tag}`;
    moveIfPresent(c.uploadsDir, uploadsAside);
    if (fs.existsSync(uploadsAside)) keptAside.push(uploadsAside);
    fs.renameSync(newUploads, c.uploadsDir);
    const migrationsApplied = applyMigrationsInChild(c.DATABASE_URL);
    return {
      restored: Object.fromEntries(TABLE_NAMES.map((t) => [t, rows[t].length])) as Record<BackupTable, number>,
      files,
      keptAside,
      migrationsApplied,
    };
  } finally {
    // Whatever was not swapped in (a refusal or failure on the way) is removed.
    fs.rmSync(newUploads, { recursive: true, force: true });
    if (fresh) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(fresh + suffix, { force: true });
  }
}
