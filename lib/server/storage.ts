/**
 * Where uploaded report files live (DESIGN.md §4). For now one backend: the local folder
 * UPLOADS_DIR, outside public/, so nothing in it is ever served directly.
 *
 * Files are kept under server-generated names (32 hex characters and the accepted
 * extension); the name a file was uploaded with is only metadata in the database. A path
 * is never built from user input: every function takes a stored name and refuses anything
 * that does not have that exact shape. Work in progress (an upload being received, a file
 * being saved) lives in UPLOADS_DIR/.incoming and is renamed into place only when complete.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { config } from "./config";
import { log } from "./logger";
import { REPORT_EXTENSIONS, type ReportExtension } from "../shared/validation/reports";

const STORED_NAME = new RegExp(`^[0-9a-f]{32}\\.(${REPORT_EXTENSIONS.join("|")})$`);

export const isStoredName = (name: unknown): name is string => typeof name === "string" && STORED_NAME.test(name);

export function uploadsDir(): string {
  return config().uploadsDir;
}

/** Temporary files of uploads in progress; created on demand. */
export function incomingDir(): string {
  const dir = path.join(uploadsDir(), ".incoming");
  // Patients' reports: readable by the server's own user only (files are written 0600).
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** A fresh temporary file name inside incomingDir (not created). */
export function incomingPath(suffix = ".part"): string {
  return path.join(incomingDir(), `${randomBytes(16).toString("hex")}${suffix}`);
}

function storedPath(storedName: string): string {
  if (!isStoredName(storedName)) throw new Error("not a stored file name");
  return path.join(uploadsDir(), storedName);
}

export type StoredFile = { storedName: string; size: number; sha256: string };

/**
 * Saves a stream under a new server-generated name, hashing it (SHA-256) as it is written.
 * The file appears under its final name only once complete; on failure nothing is left.
 */
export async function saveStream(source: Readable, extension: ReportExtension): Promise<StoredFile> {
  const storedName = `${randomBytes(16).toString("hex")}.${extension}`;
  const finalPath = storedPath(storedName);
  const partPath = incomingPath(".saving");
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, fs.createWriteStream(partPath, { flags: "wx", mode: 0o600 }));
    await fs.promises.rename(partPath, finalPath);
  } catch (error) {
    await fs.promises.rm(partPath, { force: true });
    throw error;
  }
  return { storedName, size, sha256: hash.digest("hex") };
}

/** Opens a stored file for reading; null when it is not there. */
export async function openStored(storedName: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
  const file = storedPath(storedName);
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const { size } = await handle.stat();
  return { stream: handle.createReadStream(), size };
}

/**
 * Removes stored files. A file already gone counts as removed; one that cannot be removed
 * is logged (it is an orphan now: its row is already gone) and reported in the answer.
 */
export async function removeStored(storedNames: readonly string[]): Promise<{ removed: number; failed: string[] }> {
  const failed: string[] = [];
  let removed = 0;
  for (const name of storedNames) {
    try {
      await fs.promises.rm(storedPath(name), { force: true });
      removed++;
    } catch (error) {
      failed.push(name);
      log.error("stored file could not be removed", {
        storedName: name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { removed, failed };
}

/** Removes a temporary file (no error when it is already gone). */
export async function removeTemporary(filePath: string): Promise<void> {
  if (path.dirname(path.resolve(filePath)) !== path.join(uploadsDir(), ".incoming")) {
    throw new Error("not a temporary upload file");
  }
  await fs.promises.rm(filePath, { force: true });
}
