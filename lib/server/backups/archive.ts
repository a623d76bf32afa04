/**
 * Backups you can trust. An archive is one consistent snapshot of the clinic's data, staged
 * and signed by lib/server/backups/staging.ts (what it holds is listed there), zipped here:
 * into BACKUPS_DIR (createBackup: one at a time across processes, recorded, 0600) or as the
 * download's stream (openBackupStream). No archive carries credentials. Verifying and
 * restoring one is lib/server/backups/restore.ts.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import JSZip from "jszip";
import { backupKey, SIGNATURE_FILE } from "./key";
import { stage, sweepStaleBackupFiles, unstage, type Manifest, type Staged } from "./staging";
import type { RecordCounts } from "./tables";
import { config } from "../config";
import { db } from "../db";
import { now } from "../../shared/clock";
import { conflict } from "../http";
import { log } from "../logger";

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

/** At server start: sweep leftovers, and make sure the backup key exists (so it can be copied off now). */
export function prepareBackups(): void {
  try {
    sweepStaleBackupFiles();
    backupKey({ create: true });
  } catch (error) {
    log.error("backup preparation failed", { error: error instanceof Error ? error.message : String(error) });
  }
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
  /** the older archives removed to keep BACKUP_KEEP */
  pruned: string[];
};

const backupFileName = (at: Date) => {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `clinic_backup_${ist.slice(0, 10)}_${ist.slice(11, 19).replace(/:/g, "")}.zip`;
};

const ARCHIVE = /^clinic_backup_(\d{4}-\d{2}-\d{2}_\d{6})(?:_(\d+))?\.zip$/;

/** An archive's place in time: its clinic-time stamp, then its sequence within that second. */
function archiveOrder(name: string): [string, number] {
  const m = ARCHIVE.exec(name);
  return m ? [m[1], m[2] ? Number(m[2]) : 1] : [name, 0];
}

/**
 * Two backups within one second get distinct names (under the lock, so no race), each after
 * every archive of that second still on disk or still recorded (a file moved off the machine
 * keeps its row, and its name) — a name freed by pruning is never reused, so the newest archive
 * is always the last in order.
 */
async function freeName(name: string): Promise<string> {
  const stamp = archiveOrder(name)[0];
  const recorded = await db().backup.findMany({
    where: { fileName: { startsWith: `clinic_backup_${stamp}` } },
    select: { fileName: true },
  });
  const taken = [...fs.readdirSync(config().backupsDir), ...recorded.map((b) => b.fileName)]
    .map(archiveOrder)
    .filter(([s]) => s === stamp)
    .map(([, n]) => n);
  if (!taken.length) return name;
  return name.replace(/\.zip$/, `_${Math.max(...taken) + 1}.zip`);
}

/** Writes a backup archive into BACKUPS_DIR, records it and prunes to BACKUP_KEEP; one at a time (409 otherwise). */
export async function createBackup(trigger: "manual" | "scheduled" = "manual"): Promise<BackupSummary> {
  return withBackupLock(async () => {
    const staged = await stage();
    try {
      const fileName = await freeName(backupFileName(new Date(staged.manifest.createdAt)));
      const final = path.join(config().backupsDir, fileName);
      const partial = `${final}.partial`;
      fs.rmSync(partial, { force: true }); // a leftover would keep its own file mode
      await zipTo(staged, fs.createWriteStream(partial, { mode: 0o600 }));
      fs.renameSync(partial, final);
      const sizeBytes = fs.statSync(final).size;
      await db().backup.create({
        data: {
          fileName,
          sizeBytes,
          totalRecords: staged.manifest.totalRecords,
          trigger,
          createdAt: new Date(staged.manifest.createdAt),
        },
      });
      // every archive counts against BACKUP_KEEP, made by hand or on schedule: a folder of
      // archives is copies of every patient's data, and grows no further than the clinic said
      const pruned = await pruneBackups();
      return {
        fileName,
        sizeBytes,
        totalRecords: staged.manifest.totalRecords,
        recordCounts: staged.manifest.recordCounts,
        createdAt: staged.manifest.createdAt,
        pruned,
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
    .filter((n) => ARCHIVE.test(n))
    .sort((a, b) => {
      const [sa, na] = archiveOrder(a);
      const [sb, nb] = archiveOrder(b);
      return sb.localeCompare(sa) || nb - na; // newest first
    });
  const removed = archives.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  if (removed.length) await db().backup.deleteMany({ where: { fileName: { in: removed } } });
  return removed;
}
