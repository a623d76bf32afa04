/**
 * The key that authenticates backup archives (FEATURES.md §8; docs/decisions/004-signed-archives-without-credentials.md).
 *
 * An archive carries `signature.json`: an HMAC-SHA-256, made with this key, over the exact
 * bytes of its `manifest.json` — which holds every other file's size and SHA-256. Without
 * the key, an edited archive cannot be re-signed, however carefully it is re-checksummed.
 *
 * The key is BACKUP_KEY (64 hex characters) when set; otherwise a key generated on first use
 * and kept in `backup.key` (mode 0600) beside the SQLite database, or, on PostgreSQL, in the
 * parent folder of BACKUPS_DIR. It never goes into an archive, a log line or a response:
 * only its key id (an HMAC of a fixed label, which reveals nothing of the key) is shown.
 */
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { config } from "../config";
import { isSqlite, sqliteFile } from "../db";
import { log } from "../logger";

export const KEY_FILE_NAME = "backup.key";
const HEX_KEY = /^[0-9a-f]{64}$/i;

export class BackupKeyError extends Error {}

/** Where the generated key is kept when BACKUP_KEY is unset. */
export function backupKeyFile(): string {
  const c = config();
  const folder = isSqlite() ? path.dirname(sqliteFile(c.DATABASE_URL)) : path.dirname(c.backupsDir);
  return path.join(folder, KEY_FILE_NAME);
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (!HEX_KEY.test(text)) throw new BackupKeyError(`${file} is not a backup key (64 hex characters expected).`);
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) {
    fs.chmodSync(file, 0o600);
    log.warn("backup key file was readable by others; now 0600", { file });
  }
  return Buffer.from(text, "hex");
}

/**
 * Writes a new random key atomically: a temporary file, then a hard link that fails if
 * another process got there first (then that process's key is the one used).
 */
function generateKeyFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temp, `${crypto.randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(temp, file);
    log.warn("backup key generated: keep a copy of it off this machine; a restore elsewhere needs it", { file });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readKeyFile(file)!;
}

/**
 * The backup key. `create`: generate and keep one when there is none (making a backup);
 * verifying or restoring never does — a new key could not verify an existing archive.
 */
export function backupKey({ create }: { create: boolean }): Buffer {
  const fromEnv = config().BACKUP_KEY;
  if (fromEnv) return Buffer.from(fromEnv, "hex");
  const file = backupKeyFile();
  const key = readKeyFile(file) ?? (create ? generateKeyFile(file) : null);
  if (!key) {
    throw new BackupKeyError(
      `There is no backup key here (BACKUP_KEY is unset and ${file} does not exist). ` +
        "Set BACKUP_KEY to the key the archive was made with (the content of its backup.key).",
    );
  }
  return key;
}

/** Names a key without revealing it: shown in messages to tell keys apart. */
export const keyId = (key: Buffer) =>
  crypto.createHmac("sha256", key).update("clinic-backup key id").digest("hex").slice(0, 16);

export const SIGNATURE_FILE = "signature.json";

export const signatureSchema = z.object({
  algorithm: z.literal("HMAC-SHA-256"),
  signed: z.literal("manifest.json"),
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Signature = z.infer<typeof signatureSchema>;

export function signManifest(manifestBytes: Buffer | string, key: Buffer): Signature {
  return {
    algorithm: "HMAC-SHA-256",
    signed: "manifest.json",
    keyId: keyId(key),
    signature: crypto.createHmac("sha256", key).update(manifestBytes).digest("hex"),
  };
}

/** Whether `signature` is this key's HMAC of exactly these manifest bytes (constant time). */
export function signatureMatches(manifestBytes: Buffer, signature: Signature, key: Buffer): boolean {
  const expected = crypto.createHmac("sha256", key).update(manifestBytes).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature.signature, "hex"));
}
