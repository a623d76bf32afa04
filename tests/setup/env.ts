import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pgUrl, psql, TEST_PG } from "./pg";

// Each test file gets its own copy of the migrated template database and its own folders.
const base = process.env.CLINIC_TEST_TMP!;
const dir = fs.mkdtempSync(path.join(base, "file-"));
let url: string;
if (TEST_PG) {
  const name = `clinic_t_${process.env.CLINIC_TEST_TEMPLATE_PG}_${crypto.randomBytes(6).toString("hex")}`;
  psql(`CREATE DATABASE ${name} TEMPLATE ${process.env.CLINIC_TEST_TEMPLATE_PG}`);
  url = pgUrl(name);
} else {
  fs.copyFileSync(process.env.CLINIC_TEST_TEMPLATE_DB!, path.join(dir, "clinic.db"));
  url = `file:${path.join(dir, "clinic.db")}`;
}
Object.assign(process.env, {
  NODE_ENV: "test",
  DATABASE_URL: url,
  UPLOADS_DIR: path.join(dir, "uploads"),
  BACKUPS_DIR: path.join(dir, "backups"),
  LOG_LEVEL: "error",
  // Tests stand in for one trusted proxy: their X-Forwarded-For names each client
  // (TRUST_PROXY off is proven against a real server in tests/e2e/client-address.spec.ts).
  TRUST_PROXY: "1",
});
