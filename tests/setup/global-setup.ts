import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Builds one migrated template database per run (through the same offline migration path
 * as `npm start`); each test file copies it (tests/setup/env.ts) so files never share data.
 */
export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-jest-"));
  const template = path.join(dir, "template.db");
  execFileSync(path.join("node_modules", ".bin", "tsx"), ["scripts/db.ts", "migrate"], {
    env: { ...process.env, DATABASE_URL: `file:${template}` },
    stdio: "pipe",
  });
  process.env.CLINIC_TEST_TEMPLATE_DB = template;
  process.env.CLINIC_TEST_TMP = dir;
}
