import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import { PrismaClient } from "./generated/sqlite/client";
import { config } from "./config";

/**
 * The only place that creates the Prisma client.
 *
 * Prisma 7's SQLite adapter runs every query on one shared connection. While an
 * interactive transaction is open, another request's query runs inside it and is
 * rolled back with it. So on SQLite every write and every transaction runs in one
 * in-process queue (`serialized`): a unit of work never shares the connection with
 * another one's writes. SQLite allows one writer at a time anyway, so this costs
 * little; reads are not queued.
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

function createClient() {
  const url = config().DATABASE_URL;
  if (!url.startsWith("file:")) {
    throw new Error("PostgreSQL support is not built yet; use a file: DATABASE_URL");
  }
  const file = sqliteFile(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The adapter does not enable WAL; the mode is stored in the file, so set it once here.
  // (better-sqlite3 turns foreign keys on for every connection by default.)
  const setup = new Database(file);
  setup.pragma("journal_mode = WAL");
  setup.close();
  const adapter = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: 5000 });
  const base = new PrismaClient({ adapter });
  return base.$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        return WRITE_OPERATIONS.has(operation) ? serialized(() => query(args)) : query(args);
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
export async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return serialized(() => db().$transaction(fn));
}

export async function disconnect(): Promise<void> {
  const client = globalForDb.clinicDb;
  globalForDb.clinicDb = undefined;
  await client?.$disconnect();
}
