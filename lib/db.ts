import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import Database from "better-sqlite3";
import { PrismaClient } from "./generated/sqlite/client";
import { PrismaClient as PgPrismaClient } from "./generated/postgres/client";
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

function createBaseClient(): PrismaClient {
  const url = config().DATABASE_URL;
  if (!isSqlite()) {
    return new PgPrismaClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient;
  }
  const file = sqliteFile(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // The adapter does not enable WAL; the mode is stored in the file, so set it once here.
  // (better-sqlite3 turns foreign keys on for every connection by default.)
  const setup = new Database(file);
  setup.pragma("journal_mode = WAL");
  setup.close();
  return new PrismaClient({ adapter: new PrismaBetterSqlite3({ url: `file:${file}`, timeout: 5000 }) });
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
export async function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return isSqlite() ? serialized(() => db().$transaction(fn)) : db().$transaction(fn);
}

export async function disconnect(): Promise<void> {
  const client = globalForDb.clinicDb;
  globalForDb.clinicDb = undefined;
  await client?.$disconnect();
}
