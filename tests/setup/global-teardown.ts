import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { psql, TEST_PG } from "./pg";

/** Drops this run's PostgreSQL databases and removes its temporary folder. */
export default async function globalTeardown() {
  if (TEST_PG) {
    // Only this run's databases: other runs (another checkout, a parallel run) may be going on.
    const template = process.env.CLINIC_TEST_TEMPLATE_PG;
    const list = execFileSync(
      "psql",
      [
        process.env.TEST_PG_URL || "postgresql://postgres@127.0.0.1:5432/postgres",
        "-tAc",
        `SELECT datname FROM pg_database WHERE datname = '${template}' OR datname LIKE 'clinic_t_${template}_%'`,
      ],
      { encoding: "utf8" },
    );
    for (const name of list.split("\n").filter(Boolean)) psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (process.env.CLINIC_TEST_TMP) fs.rmSync(process.env.CLINIC_TEST_TMP, { recursive: true, force: true });
}
