/** A throw-away PostgreSQL database for one benchmark run (BENCH_DB=postgresql). */
import { Client } from "pg";

const ADMIN_URL = process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

export async function createBenchPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clinic_bench_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
