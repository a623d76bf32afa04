import { execFileSync } from "node:child_process";

/** TEST_DB=postgresql runs the jest suite on the PostgreSQL server of TEST_PG_URL. */
export const TEST_PG = process.env.TEST_DB === "postgresql";
const ADMIN_URL = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export function pgUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  // A test database is thrown away: its commits need not wait for the disk (visibility and
  // locking are unchanged; only a crash could lose the last ones).
  url.searchParams.set("options", "-c synchronous_commit=off");
  return url.toString();
}

/** Runs one statement synchronously (setup files cannot await). */
export function psql(sql: string): void {
  execFileSync("psql", [ADMIN_URL, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql], { stdio: "pipe" });
}
