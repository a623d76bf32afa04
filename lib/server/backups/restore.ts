/**
 * Restore a backup archive (lib/server/backups/archive.ts) into the configured data location.
 *
 * Everything is verified first (lib/server/backups/verify.ts): the signature over the manifest (made
 * with the backup key, lib/server/backups/key.ts), then every file's size and SHA-256 against the
 * manifest, the row counts and the rows' shape. Only the clinic's own tables (BACKUP_TABLES)
 * are taken from the archive, as data: rows copied into a schema our migrations made, never
 * a table, index, view or trigger of the archive's. Admin accounts, the audit log, the
 * list of backups and the clinic calendar belong to this installation and are kept; every session is signed out.
 *
 * SQLite: a new database is built beside the live one (our migrations up to the archive's,
 * its rows, the remaining migrations, the kept tables) and swapped in by renames; the
 * replaced files are kept aside. PostgreSQL: the current data is first kept aside as an
 * archive, then the tables are replaced in one transaction.
 * Run by scripts/backup.ts with the server stopped.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { openSqlite } from "../sqlite";
import { audit } from "../audit";
import { createBackup } from "./archive";
import { BACKUP_TABLES, DATE_COLUMNS, keyOf, TABLE_NAMES, type BackupTable } from "./tables";
import { config } from "../config";
import { disconnect, isSqlite, replaceAllRows, sqliteFile } from "../db";
import { applyMigrationsInChild } from "../migrations";

import {
  entryBuffer,
  localMigrations,
  RestoreError,
  schemaLevel,
  verifyArchive,
  type Cell,
  type TableData,
  type VerifiedArchive,
} from "./verify";

export { RestoreError, verifyArchive };

/**
 * This installation's own tables: kept as they are by a restore (SQLite copies them into the
 * new database). Sessions are neither kept nor restored: a restore signs everyone out.
 * The clinic calendar (closures, the announcement) is today's, not the archive's: restoring
 * last week's archive must not reopen a day closed since; nor must it send last week's
 * messages again (the outbox is kept), nor show tonight's patients last week's running-late
 * notice (the evenings are kept). tests/integration/backup-security.test.ts
 * checks every model is accounted for.
 */
export const KEPT_MODELS = [
  "Admin",
  // staff two-factor recovery codes (FEATURES.md §9): credentials, like the accounts
  "RecoveryCode",
  "AuthSecret",
  "LoginFailure",
  // patients' phone codes (FEATURES.md §15): they count the per-phone and per-network limits
  "PhoneCode",
  "AuditLog",
  "Backup",
  "Closure",
  "Announcement",
  "Message",
  "Evening",
  // the audit chain's head and pruned segments, and the rights requests (FEATURES.md §7)
  "AuditChain",
  "AuditSegment",
  "RightsRequest",
] as const;
export const SIGNED_OUT_MODELS = ["Session", "PatientSession"] as const;

const stamp = () => new Date().toISOString().replace(/\D/g, "").slice(0, 14);

async function extractUploads(archive: VerifiedArchive, dir: string): Promise<number> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let count = 0;
  for (const f of archive.manifest.files.filter((f) => f.path.startsWith("uploads/"))) {
    fs.writeFileSync(path.join(dir, path.basename(f.path)), await entryBuffer(archive.zip, f.path), { mode: 0o600 });
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

const columnsOf = (sqlite: Database.Database, model: string) =>
  (sqlite.prepare(`SELECT name FROM pragma_table_info(?)`).all(model) as { name: string }[]).map((c) => c.name);

/** A value as the SQLite adapter stores it: instants as `…+00:00` text, booleans as 0/1. */
const sqliteValue = (column: string, value: Cell) =>
  typeof value === "boolean"
    ? Number(value)
    : DATE_COLUMNS.has(column) && typeof value === "string"
      ? value.replace(/Z$/, "+00:00")
      : value;

/** The archive's rows into a database our migrations made: one transaction, columns checked. */
function insertClinicRows(sqlite: Database.Database, tables: Record<BackupTable, TableData>): void {
  const insertAll = sqlite.transaction(() => {
    for (const table of TABLE_NAMES) {
      const { model } = BACKUP_TABLES[table];
      const { columns, rows } = tables[table];
      // nothing to insert (an archive older than the table: the table may not exist yet at its level)
      if (!rows.length) continue;
      const known = new Set(columnsOf(sqlite, model));
      const unknown = columns.filter((c) => !known.has(c));
      if (unknown.length)
        throw new RestoreError(
          `The archive's ${table} table has columns this version does not know: ${unknown.join(", ")}.`,
        );
      const insert = sqlite.prepare(
        `INSERT INTO "${model}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      );
      for (const row of rows) insert.run(...row.map((v, i) => sqliteValue(columns[i], v)));
    }
  });
  try {
    insertAll();
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(
      `The archive's rows do not fit this schema (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/**
 * This installation's own tables, from the live database into the new one. A live database
 * that cannot be read (the reason for many a restore) does not stop the restore: it is said.
 */
function copyKeptTables(sqlite: Database.Database, live: string): string[] {
  if (!fs.existsSync(live)) return [];
  let source: Database.Database | undefined;
  try {
    source = openSqlite(live, { fileMustExist: true });
    const from = source;
    sqlite.transaction(() => {
      for (const model of KEPT_MODELS) {
        const theirs = new Set(columnsOf(from, model));
        const columns = columnsOf(sqlite, model).filter((c) => theirs.has(c));
        if (!columns.length) continue;
        const list = columns.map((c) => `"${c}"`).join(", ");
        const insert = sqlite.prepare(`INSERT INTO "${model}" (${list}) VALUES (${columns.map(() => "?").join(", ")})`);
        for (const row of from.prepare(`SELECT ${list} FROM "${model}"`).raw(true).iterate() as Iterable<unknown[]>)
          insert.run(...row);
      }
    })();
    return [];
  } catch (error) {
    return [
      `The current database could not be read (${error instanceof Error ? error.message : String(error)}): ` +
        "admin accounts and the audit log were not carried over. Create an admin with npm run admin:password.",
    ];
  } finally {
    source?.close();
  }
}

function checkDatabase(sqlite: Database.Database): void {
  const integrity = sqlite.pragma("integrity_check", { simple: true });
  if (integrity !== "ok")
    throw new RestoreError(`The restored database failed its integrity check (${String(integrity)}).`);
  const orphans = sqlite.pragma("foreign_key_check") as unknown[];
  if (orphans.length)
    throw new RestoreError(`The archive's rows do not fit together (${orphans.length} rows refer to missing ones).`);
}

function countRows(sqlite: Database.Database): Record<BackupTable, number> {
  return Object.fromEntries(
    TABLE_NAMES.map((t) => [
      t,
      (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${BACKUP_TABLES[t].model}"`).get() as { n: number }).n,
    ]),
  ) as Record<BackupTable, number>;
}

/** Builds the new SQLite database at `fresh`; returns the rows restored and the migrations applied after them. */
function buildSqlite(archive: VerifiedArchive, fresh: string, live: string) {
  const level = schemaLevel(archive.manifest);
  applyMigrationsInChild(`file:${fresh}`, level);
  let sqlite = openSqlite(fresh);
  try {
    insertClinicRows(sqlite, archive.tables);
  } finally {
    sqlite.close();
  }
  const migrationsApplied = level && level !== localMigrations().at(-1) ? applyMigrationsInChild(`file:${fresh}`) : [];
  sqlite = openSqlite(fresh);
  try {
    const warnings = copyKeptTables(sqlite, live);
    checkDatabase(sqlite);
    return { restored: countRows(sqlite), migrationsApplied, warnings };
  } finally {
    sqlite.close();
  }
}

/** PostgreSQL: the archive's rows as Prisma input, their columns checked against the current models. */
function rowsForPrisma(archive: VerifiedArchive) {
  return TABLE_NAMES.map((table) => {
    const { model, columns: known } = BACKUP_TABLES[table];
    const { columns, rows } = archive.tables[table];
    const unknown = columns.filter((c) => !known.includes(c));
    if (unknown.length)
      throw new RestoreError(
        `The archive's ${table} table has columns this version does not know: ${unknown.join(", ")}.`,
      );
    return {
      model,
      rows: rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]]))),
      serialId: keyOf(table) === "id",
    };
  });
}

export type RestoreResult = {
  restored: Record<BackupTable, number>;
  files: number;
  keptAside: string[];
  migrationsApplied: string[];
  warnings: string[];
};

/**
 * Verifies `file`, then replaces the clinic's data with it and signs every session out.
 * The server must be stopped.
 */
export async function restoreArchive(file: string): Promise<RestoreResult> {
  const archive = await verifyArchive(file);
  const c = config();
  const tag = stamp();
  const newUploads = `${c.uploadsDir}.restore-${tag}`;
  const fresh = isSqlite() ? `${sqliteFile(c.DATABASE_URL)}.restore-${tag}` : null;
  const keptAside: string[] = [];
  let result: RestoreResult;

  try {
    const files = await extractUploads(archive, newUploads);
    if (isSqlite()) {
      const live = sqliteFile(c.DATABASE_URL);
      fs.mkdirSync(path.dirname(live), { recursive: true });
      const built = buildSqlite(archive, fresh!, live);
      // Swap: the old database and uploads go aside, the new ones take their place.
      await disconnect();
      const aside = path.join(path.dirname(live), `replaced-${tag}`);
      for (const suffix of ["", "-wal", "-shm"])
        moveIfPresent(live + suffix, path.join(aside, path.basename(live) + suffix));
      if (fs.existsSync(aside)) keptAside.push(aside);
      fs.renameSync(fresh!, live);
      const uploadsAside = `${c.uploadsDir}.replaced-${tag}`;
      moveIfPresent(c.uploadsDir, uploadsAside);
      if (fs.existsSync(uploadsAside)) keptAside.push(uploadsAside);
      fs.renameSync(newUploads, c.uploadsDir);
      result = {
        restored: built.restored,
        files,
        keptAside,
        migrationsApplied: built.migrationsApplied,
        warnings: built.warnings,
      };
    } else {
      // PostgreSQL: the current data is kept aside as a backup archive first, then the
      // clinic's tables are replaced and every session deleted in one transaction.
      const tables = rowsForPrisma(archive);
      const before = await createBackup("manual");
      keptAside.push(path.join(c.backupsDir, before.fileName));
      await replaceAllRows([...SIGNED_OUT_MODELS.map((model) => ({ model, rows: [] })), ...tables]);
      const uploadsAside = `${c.uploadsDir}.replaced-${tag}`;
      moveIfPresent(c.uploadsDir, uploadsAside);
      if (fs.existsSync(uploadsAside)) keptAside.push(uploadsAside);
      fs.renameSync(newUploads, c.uploadsDir);
      const migrationsApplied = applyMigrationsInChild(c.DATABASE_URL);
      const restored = Object.fromEntries(TABLE_NAMES.map((t) => [t, archive.tables[t].rows.length])) as Record<
        BackupTable,
        number
      >;
      result = { restored, files, keptAside, migrationsApplied, warnings: [] };
    }
  } finally {
    // Whatever was not swapped in (a refusal or failure on the way) is removed.
    fs.rmSync(newUploads, { recursive: true, force: true });
    if (fresh) for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(fresh + suffix, { force: true });
  }
  const total = Object.values(result.restored).reduce((a, b) => a + b, 0);
  await audit({
    actor: "system",
    action: "backup.restore",
    target: path.basename(file),
    detail: `${total} records; every session signed out`,
  });
  return result;
}
