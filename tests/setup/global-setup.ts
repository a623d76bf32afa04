import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { psql, pgUrl, TEST_PG } from "./pg";

/**
 * Builds one migrated template database per run (through the same offline migration path
 * as `npm start`); each test file gets a copy of it (tests/setup/env.ts), so files never
 * share data. TEST_DB=postgresql runs the same tests on PostgreSQL.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-jest-"));
  process.env.CLINIC_TEST_TMP = dir;
  let url: string;
  if (TEST_PG) {
    const template = `clinic_tpl_${process.pid}`;
    psql(`DROP DATABASE IF EXISTS ${template}`);
    psql(`CREATE DATABASE ${template}`);
    url = pgUrl(template);
    process.env.CLINIC_TEST_TEMPLATE_PG = template;
  } else {
    const template = path.join(dir, "template.db");
    url = `file:${template}`;
    process.env.CLINIC_TEST_TEMPLATE_DB = template;
  }
  execFileSync(path.join("node_modules", ".bin", "tsx"), ["scripts/db.ts", "migrate"], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: "pipe",
  });
}
