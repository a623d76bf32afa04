import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/sqlite/client";
import { PrismaClient as PgPrismaClient } from "../generated/postgres/client";
import { config } from "./config";
import { log } from "./logger";
import { openSqlite, SecureSqliteAdapter } from "./sqlite";

/**
 * The only place that creates the Prisma client.
 *
 * Prisma 7's SQLite adapter runs every query on one shared connection. While an
 * interactive transaction is open, another request's query runs inside it and is
 * rolled back with it. So on SQLite every write and every transaction runs in one
 * in-process queue (`serialized`): a unit of work never shares the connection with
 * another one's writes. SQLite allows one writer at a time anyway, so this costs
 * little; reads are not queued.
 *
 * DATABASE_URL=postgresql://… selects PostgreSQL: a client generated from the derived
 * schema (prisma/postgres), a connection pool, no queue. The two clients have the same
 * models, so the rest of the code sees one type.
 */

const WRITE_OPERATIONS = new Set([
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
  "$executeRaw",
  "$executeRawUnsafe",
]);

const holder = new AsyncLocalStorage<true>();
let tail: Promise<unknown> = Promise.resolve();

/** Runs `fn` alone: no other serialized unit starts until it settles. Re-entrant. */
export function serialized<T>(fn: () => Promise<T>): Promise<T> {
  if (holder.getStore()) return fn();
  const run = tail.then(() => holder.run(true, fn));
  tail = run.catch(() => undefined);
  return run;
}

export function sqliteFile(url: string): string {
  return path.resolve(url.replace(/^file:/, "").split("?")[0]);
}

export const isSqlite = () => config().DATABASE_URL.startsWith("file:");

/** chmod, where this process may (it owns the file); elsewhere the operator's choice stands. */
function restrictToOwner(file: string, mode: number) {
  try {
    fs.chmodSync(file, mode);
  } catch {
    // not ours to change
  }
}

function createBaseClient(): PrismaClient {
  const url = config().DATABASE_URL;
  if (!isSqlite()) {
    return new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient;
  }
  const file = sqliteFile(url);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // The adapter does not enable WAL; the mode is stored in the file, so set it once here.
  // (better-sqlite3 turns foreign keys on for every connection by default.)
  const setup = openSqlite(file);
  setup.pragma("journal_mode = WAL");
  setup.close();
  // Patients' records: readable by the server's own user only. SQLite gives its -wal and
  // -shm files the database file's mode.
  restrictToOwner(file, 0o600);
  // secure_delete on its connection: deleted text is zeroed, not left in free pages (decision 018)
  return new PrismaClient({ adapter: new SecureSqliteAdapter({ url: `file:${file}`, timeout: 5000 }) });
}

function createClient() {
  const queue = isSqlite();
  return createBaseClient().$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        return queue && WRITE_OPERATIONS.has(operation) ? serialized(() => query(args)) : query(args);
      },
    },
  });
}

type Client = ReturnType<typeof createClient>;
export type Tx = Parameters<Parameters<Client["$transaction"]>[0]>[0];

// One client per process, also across Next's dev-mode module reloads.
const globalForDb = globalThis as unknown as { clinicDb?: Client };

export function db(): Client {
  globalForDb.clinicDb ??= createClient();
  return globalForDb.clinicDb;
}

/**
 * A database transaction as one serialized unit. Keep it short and pure: no hashing,
 * file I/O or network inside — do those before or after.
 */
export async function transaction<T>(fn: (tx: Tx) => Promise<T>, options?: { timeout?: number }): Promise<T> {
  // PostgreSQL: wait up to 10 s (Prisma's default is 2) for a pooled connection, so a burst of
  // bookings queues instead of failing.
  return isSqlite()
    ? serialized(() => db().$transaction(fn, options))
    : db().$transaction(fn, { maxWait: 10_000, ...options });
}

export async function disconnect(): Promise<void> {
  const client = globalForDb.clinicDb;
  globalForDb.clinicDb = undefined;
  await client?.$disconnect();
}

// Provider-specific statements live here and nowhere else.

/** SQLite: a consistent copy of the live database into a new file (VACUUM INTO). */
export async function snapshotSqlite(file: string): Promise<void> {
  if (!isSqlite()) throw new Error("snapshotSqlite needs SQLite");
  fs.rmSync(file, { force: true });
  await db().$executeRawUnsafe(`VACUUM INTO '${file.replace(/'/g, "''")}'`);
}

/**
 * After an erasure has committed (docs/decisions/018): leaves no readable copy of what was
 * deleted where the database keeps it. Never throws: the erasure is done; a failure is logged.
 *
 * SQLite: secure_delete (every connection) already zeroed the deleted rows in their pages (its
 * index b-trees hold each key once, so no copy stays behind as a divider); a TRUNCATE checkpoint
 * writes the WAL into the file and empties it, so the WAL holds no earlier copy of the pages. A
 * reader in another process can hold the checkpoint back: then it is logged, and SQLite's next
 * checkpoint finishes it.
 *
 * PostgreSQL: deleted rows stay in their pages as dead tuples until VACUUM makes their space
 * reusable; a plain VACUUM of the touched tables (it blocks no reads or writes, unlike VACUUM
 * FULL) does that now instead of whenever autovacuum comes by.
 */
export async function afterErasure(tables: string[]): Promise<void> {
  const quote = (table: string) => `"${table.replace(/"/g, '""')}"`;
  try {
    if (isSqlite()) {
      await serialized(async () => {
        const [result] = await db().$queryRawUnsafe<{ busy: bigint | number }[]>("PRAGMA wal_checkpoint(TRUNCATE)");
        if (Number(result?.busy ?? 0)) log.warn("erasure: the WAL checkpoint waits for a reader to finish");
      });
    } else {
      await db().$executeRawUnsafe(`VACUUM ${tables.map(quote).join(", ")}`);
    }
  } catch (error) {
    log.error("erasure: the database's free space was not cleared", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Size of the clinic's database on disk, in bytes. */
export async function databaseSizeBytes(): Promise<number> {
  if (isSqlite()) {
    const file = sqliteFile(config().DATABASE_URL);
    return ["", "-wal"].reduce(
      (sum, suffix) => sum + (fs.statSync(file + suffix, { throwIfNoEntry: false })?.size ?? 0),
      0,
    );
  }
  const rows = await db().$queryRawUnsafe<{ size: bigint }[]>("SELECT pg_database_size(current_database()) AS size");
  return Number(rows[0]?.size ?? 0);
}

/**
 * Holds a lock named `key` until the transaction `tx` ends, so transactions that check and
 * then write under the same key (a per-phone booking cap) run one after another. SQLite
 * needs nothing: its transactions already run one at a time (the write queue above).
 * PostgreSQL: a transaction-scoped advisory lock on a 64-bit hash of the key.
 */
export async function lockForTransaction(tx: Tx, key: string): Promise<void> {
  if (isSqlite()) return;
  const id = crypto.createHash("sha256").update(key).digest().readBigInt64BE(0);
  await tx.$executeRawUnsafe("SELECT pg_advisory_xact_lock($1::bigint)", id.toString());
}

/** Name of the newest applied migration (recorded by the migration engine). */
export async function lastAppliedMigration(): Promise<string | null> {
  const rows = await db().$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1`,
  );
  return rows[0]?.migration_name ?? null;
}

/**
 * PostgreSQL: runs `fn` in one repeatable-read transaction, so every query in it sees the
 * same snapshot (backups). Long-running by nature: generous timeouts.
 */
export async function repeatableRead<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (isSqlite()) throw new Error("repeatableRead is for PostgreSQL; SQLite snapshots use snapshotSqlite");
  // The shared client type is the SQLite one, whose typings only know "Serializable".
  const options = { isolationLevel: "RepeatableRead", timeout: 10 * 60_000, maxWait: 30_000 } as unknown as {
    isolationLevel: "Serializable";
  };
  return db().$transaction(fn, options);
}

/**
 * Replaces every row of the given tables in one transaction (restore). Tables are listed
 * parents first; rows keep their ids, and id sequences continue after the highest one.
 */
export async function replaceAllRows(
  tables: { model: string; rows: Record<string, unknown>[]; serialId?: boolean }[],
): Promise<void> {
  const delegate = (tx: Tx, model: string) =>
    (
      tx as unknown as Record<
        string,
        { deleteMany(a?: unknown): Promise<unknown>; createMany(a: unknown): Promise<unknown> }
      >
    )[model[0].toLowerCase() + model.slice(1)];
  await transaction(
    async (tx) => {
      for (const { model } of [...tables].reverse()) await delegate(tx, model).deleteMany();
      for (const { model, rows, serialId = true } of tables) {
        for (let i = 0; i < rows.length; i += 1000)
          await delegate(tx, model).createMany({ data: rows.slice(i, i + 1000) });
        // a table keyed by another column (ClinicalSummary's patientId) has no sequence to move
        if (!isSqlite() && serialId) {
          await tx.$executeRawUnsafe(
            `SELECT setval(pg_get_serial_sequence('"${model}"', 'id'), COALESCE((SELECT MAX(id) FROM "${model}"), 0) + 1, false)`,
          );
        }
      }
    },
    { timeout: 10 * 60_000 },
  );
}
