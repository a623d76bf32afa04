/**
 * Staging a backup: every file of an archive written into a private folder (0700) under
 * BACKUPS_DIR, hashed, and listed in a signed manifest, before any zip is made:
 *   tables/<table>.csv   the clinic's tables for people (RFC 4180, formulas neutralised)
 *   data/<table>.ndjson  the same rows, lossless, for restore: a JSON array of column names,
 *                        then one JSON array of values per row
 *   database.sqlite      the SQLite snapshot itself (SQLite deployments), for people and
 *                        tools only: restore never reads it; credentials erased
 *   uploads/<name>       every uploaded report file (read from UPLOADS_DIR when zipped)
 * plus manifest.json (versions, counts, the SHA-256 and size of every other file, the audit
 * chain's head: lib/server/audit/audit-chain.ts) and
 * signature.json (HMAC-SHA-256 of manifest.json with the backup key, lib/server/backups/key.ts).
 * What an interrupted backup leaves behind is swept. Zipping is lib/server/backups/archive.ts.
 */
import "server-only";
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { backupKey, signManifest } from "./key";
import {
  BACKUP_TABLES,
  CREDENTIAL_MODELS,
  TABLE_NAMES,
  readTables,
  type BackupTable,
  type RecordCounts,
} from "./tables";
import { peopleCsv } from "./people-csv";
import { config } from "../config";
import { db, isSqlite, lastAppliedMigration } from "../db";
import { openSqlite } from "../sqlite";
import { verifyAuditChain } from "../audit/audit-chain-verify";
import { now } from "../../shared/clock";
import { log } from "../logger";

export type ManifestFile = { path: string; size: number; sha256: string };
/**
 * The audit chain when the backup was made. Archives kept off the machine anchor the chain: a
 * later head that does not continue from one of these was rebuilt (docs/security.md).
 */
export type AuditChainAnchor = {
  /** sealed entries in the log (pruned segments not counted) */
  entries: number;
  lastSeq: number;
  headHash: string;
  intact: boolean;
  /** the id of the first broken entry, when not intact and one can be named */
  brokenAt?: number;
};
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
  /** absent in archives from before the chain, or when it could not be read */
  auditChain?: AuditChainAnchor;
};

async function sha256File(file: string): Promise<ManifestFile & { absolute: string }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { path: "", absolute: file, size, sha256: hash.digest("hex") };
}

function appVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * Erases the rows of CREDENTIAL_MODELS from a snapshot file. secure_delete (openSqlite) zeroes the freed
 * space, so no password hash or token hash survives in free pages; rollback-journal mode
 * keeps the file self-contained (no -wal beside it).
 */
function eraseCredentials(file: string): void {
  const sqlite = openSqlite(file);
  try {
    sqlite.pragma("journal_mode = DELETE");
    const tables = new Set(
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    );
    sqlite.transaction(() => {
      for (const model of CREDENTIAL_MODELS) if (tables.has(model)) sqlite.prepare(`DELETE FROM "${model}"`).run();
    })();
  } finally {
    sqlite.close();
  }
}

/** A staged archive: every file on disk, hashed, with its manifest (the exact bytes signed). */
export type Staged = {
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

/**
 * The chain's state for the manifest. A broken chain does not stop the backup (the archive is
 * needed all the more): it is logged and recorded as not intact.
 */
async function auditChainAnchor(): Promise<AuditChainAnchor | undefined> {
  try {
    const report = await verifyAuditChain();
    if (report.ok) {
      return { entries: report.entries, lastSeq: report.lastSeq, headHash: report.headHash, intact: true };
    }
    log.error("backup: the audit chain is broken", { chain: report.message });
    const [entries, head] = await Promise.all([
      db().auditLog.count({ where: { seq: { not: null } } }),
      db().auditChain.findUnique({ where: { id: 1 }, select: { seq: true, hash: true } }),
    ]);
    return {
      entries,
      lastSeq: head?.seq ?? 0,
      headHash: head?.hash ?? "",
      intact: false,
      ...(report.broken.id !== null && { brokenAt: report.broken.id }),
    };
  } catch (error) {
    log.error("backup: the audit chain could not be read", {
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

export async function stage(): Promise<Staged> {
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
      csv.get(t)!.write(peopleCsv(t, []).trimEnd() + "\r\n");
      ndjson.get(t)!.write(JSON.stringify(BACKUP_TABLES[t].columns) + "\n");
    }
    const reports: string[] = [];
    const snapshot = isSqlite() ? path.join(dir, "database.sqlite") : undefined;
    await readTables(
      async (table, rows) => {
        counts[table] += rows.length;
        await write(csv.get(table)!, peopleCsv(table, rows, false) + "\r\n");
        await write(ndjson.get(table)!, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
        if (table === "patient_reports") {
          const at = BACKUP_TABLES.patient_reports.columns.indexOf("storedName");
          for (const r of rows) reports.push(String(r[at]));
        }
      },
      TABLE_NAMES,
      snapshot,
    );
    if (snapshot) eraseCredentials(snapshot);
    const auditChain = await auditChainAnchor();
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
      ...(auditChain && { auditChain }),
    };
    const manifestJson = JSON.stringify(manifest, null, 2);
    const signatureJson = JSON.stringify(signManifest(manifestJson, key), null, 2);
    return { dir, manifest, manifestJson, signatureJson, entries };
  } catch (error) {
    unstage(dir);
    throw error;
  }
}

export function unstage(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  activeStaging.delete(dir);
}

async function write(stream: fs.WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, "drain");
}
