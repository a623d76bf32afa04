/**
 * Verifying a backup archive before anything trusts it: the signature over the manifest (made
 * with the backup key, lib/server/backups/key.ts) first, then every file's size and SHA-256
 * against the manifest, the row counts and the rows' shape (known columns, plain values).
 * Used by restore (lib/server/backups/restore.ts) and `npm run backup:verify`.
 */
import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import JSZip from "jszip";
import { z } from "zod";
import { BackupKeyError, backupKey, keyId, SIGNATURE_FILE, signatureMatches, signatureSchema } from "./key";
import type { Manifest } from "./staging";
import { BACKUP_TABLES, keyOf, predates, TABLE_NAMES, type BackupTable } from "./tables";
import { isSqlite } from "../db";
import { migrationsList, MIGRATIONS_DIR, PG_MIGRATIONS_DIR } from "../migrations";

export class RestoreError extends Error {}

const tableNames = TABLE_NAMES.join("|");
const manifestSchema = z.object({
  format: z.literal("clinic-backup"),
  formatVersion: z.literal(2),
  appVersion: z.string(),
  provider: z.enum(["sqlite", "postgresql"]),
  lastMigration: z
    .string()
    .regex(/^[0-9]{14}_[a-z0-9_]+$/)
    .nullable(),
  createdAt: z.iso.datetime(),
  // a table newer than the archive is absent from it (checked against its lastMigration below)
  recordCounts: z.object(
    Object.fromEntries(
      TABLE_NAMES.map((t) => [
        t,
        BACKUP_TABLES[t].since ? z.number().int().min(0).optional() : z.number().int().min(0),
      ]),
    ) as Record<BackupTable, z.ZodNumber>,
  ),
  totalRecords: z.number().int().min(0),
  files: z
    .array(
      z.object({
        path: z
          .string()
          .regex(
            new RegExp(
              `^(database\\.sqlite|tables/(${tableNames})\\.csv|data/(${tableNames})\\.ndjson|uploads/[A-Za-z0-9_-][A-Za-z0-9._-]*)$`,
            ),
          ),
        size: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .refine((files) => new Set(files.map((f) => f.path)).size === files.length, "a file is listed twice"),
  // the audit chain's head when the archive was made; archives from before it have none
  auditChain: z
    .object({
      entries: z.number().int().min(0),
      lastSeq: z.number().int().min(0),
      headHash: z.string().regex(/^([0-9a-f]{64})?$/),
      intact: z.boolean(),
      brokenAt: z.number().int().min(1).optional(),
    })
    .optional(),
});

/** data/<table>.ndjson: a line of column names (the table's key among them), then one array of plain values per row. */
const columnsSchema = z
  .array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/))
  .min(1)
  .refine((c) => new Set(c).size === c.length);
const rowSchema = z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type Cell = z.infer<typeof rowSchema>[number];
export type TableData = { columns: string[]; rows: Cell[][] };

export type VerifiedArchive = {
  manifest: Manifest;
  file: string;
  keyId: string;
  tables: Record<BackupTable, TableData>;
  zip: JSZip;
};

export async function entryBuffer(zip: JSZip, name: string): Promise<Buffer> {
  const entry = zip.file(name);
  if (!entry) throw new RestoreError(`The archive is damaged: ${name} is missing.`);
  return entry.async("nodebuffer");
}

function parseTable(table: BackupTable, buffer: Buffer): TableData {
  const lines = buffer
    .toString("utf8")
    .split("\n")
    .filter((line) => line.trim());
  const json = (line: string) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new RestoreError(`The archive's data/${table}.ndjson is not valid.`);
    }
  };
  const columns = columnsSchema.safeParse(lines.length ? json(lines[0]) : null);
  if (!columns.success || !columns.data.includes(keyOf(table)))
    throw new RestoreError(`The archive's data/${table}.ndjson has no valid column line.`);
  const rows = lines.slice(1).map((line) => {
    const row = rowSchema.safeParse(json(line));
    if (!row.success || row.data.length !== columns.data.length)
      throw new RestoreError(`The archive's data/${table}.ndjson has a malformed row.`);
    return row.data;
  });
  return { columns: columns.data, rows };
}

/** Names of this version's migrations, in order (the configured provider's). */
export const localMigrations = () =>
  migrationsList(isSqlite() ? MIGRATIONS_DIR : PG_MIGRATIONS_DIR).migrationDirectories.map((m) => m.path);

/**
 * The local migration that brings a new database to the archive's schema. Migration names
 * start with their time, so an archive from the other provider maps to the last local one
 * at or before its own.
 */
export function schemaLevel(manifest: Manifest): string | undefined {
  const known = localMigrations();
  const theirs = manifest.lastMigration;
  if (!theirs) return undefined;
  const sameProvider = manifest.provider === (isSqlite() ? "sqlite" : "postgresql");
  if ((sameProvider && !known.includes(theirs)) || theirs > (known.at(-1) ?? "")) {
    throw new RestoreError(
      `The archive was made by a version this one does not know (migration ${theirs}); upgrade first.`,
    );
  }
  return known.filter((name) => name <= theirs).at(-1);
}

/** The signature first: nothing else in the archive is trusted until it verifies. */
async function checkSignature(zip: JSZip, manifestBytes: Buffer): Promise<string> {
  const entry = zip.file(SIGNATURE_FILE);
  if (!entry) {
    throw new RestoreError(
      "The archive is not signed (made by an older version, or its signature was removed), so it cannot be trusted.",
    );
  }
  let signature;
  try {
    signature = signatureSchema.parse(JSON.parse(await entry.async("string")));
  } catch {
    throw new RestoreError("The archive's signature file is not valid.");
  }
  let key: Buffer;
  try {
    key = backupKey({ create: false });
  } catch (error) {
    if (error instanceof BackupKeyError) throw new RestoreError(error.message);
    throw error;
  }
  const ours = keyId(key);
  if (signature.keyId !== ours) {
    throw new RestoreError(
      `The archive was signed with another backup key (key id ${signature.keyId}; this installation's is ${ours}). ` +
        "Set BACKUP_KEY to the key it was made with.",
    );
  }
  if (!signatureMatches(manifestBytes, signature, key)) {
    throw new RestoreError("The archive's signature does not verify: it was altered after it was made.");
  }
  return ours;
}

/** Refuses an unsigned, altered, damaged, truncated or foreign archive with a clear message. */
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
  const manifestBytes = await manifestEntry.async("nodebuffer");
  const signedBy = await checkSignature(zip, manifestBytes);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestBytes.toString("utf8"))) as Manifest;
  } catch {
    throw new RestoreError("This is not a clinic backup: its manifest is not valid.");
  }

  const listed = new Set(manifest.files.map((f) => f.path));
  const present = Object.values(zip.files)
    .filter((e) => !e.dir && e.name !== "manifest.json" && e.name !== SIGNATURE_FILE)
    .map((e) => e.name);
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
  const tables = {} as Record<BackupTable, TableData>;
  for (const table of TABLE_NAMES) {
    const absent = !listed.has(`data/${table}.ndjson`);
    // an archive made before the table existed: it comes back empty
    if (absent && manifest.recordCounts[table] === undefined && predates(table, manifest.lastMigration)) {
      manifest.recordCounts[table] = 0;
      tables[table] = { columns: BACKUP_TABLES[table].columns, rows: [] };
      continue;
    }
    if (absent) throw new RestoreError(`The archive is incomplete: data/${table}.ndjson is missing.`);
    tables[table] = parseTable(table, await entryBuffer(zip, `data/${table}.ndjson`));
    if (tables[table].rows.length !== manifest.recordCounts[table]) {
      throw new RestoreError(
        `The archive's manifest does not match its data (${table}: ${tables[table].rows.length} rows, manifest says ${manifest.recordCounts[table]}).`,
      );
    }
  }
  const total = TABLE_NAMES.reduce((sum, t) => sum + manifest.recordCounts[t], 0);
  if (total !== manifest.totalRecords) throw new RestoreError("The archive's manifest does not add up (totalRecords).");
  schemaLevel(manifest);
  return { zip, manifest, file, keyId: signedBy, tables };
}
