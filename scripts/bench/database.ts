/**
 * The database of one benchmark run: a scratch folder, and PostgreSQL (BENCH_DB=postgresql, a
 * database of its own) or SQLite in that folder; migrated with the project's own command, as a
 * deployment would, and seeded directly (./seed.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchPgDatabase } from "./pg";
import { seedPostgres, seedSqlite, type SeedPlan } from "./seed";
import { ROOT } from "./server";

/** Whether this run benchmarks PostgreSQL (BENCH_DB=postgresql) rather than SQLite. */
export const BENCH_PG = process.env.BENCH_DB === "postgresql";

/** A scratch folder named for the bench, and an empty database; `pg` drops its PostgreSQL database when done. */
export async function benchDatabase(bench: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `clinic-bench-${bench}-`));
  const pg = BENCH_PG ? await createBenchPgDatabase() : null;
  return { dir, pg, url: pg?.url ?? `file:${path.join(dir, "clinic.db")}` };
}

/** Applies the migrations with `tsx scripts/db.ts migrate` (its output kept unless it fails). */
export function migrateBenchDatabase(url: string) {
  execFileSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/db.ts", "migrate"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
}

/** Seeds the database at `url` with `plan`, by the provider's own fast path. */
export async function seedBenchDatabase(url: string, plan: SeedPlan) {
  if (url.startsWith("file:")) seedSqlite(url.slice("file:".length), plan);
  else await seedPostgres(url, plan);
}
