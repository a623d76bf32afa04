import fs from "node:fs";
import path from "node:path";

// Each test file gets its own copy of the migrated template database and its own folders.
const base = process.env.CLINIC_TEST_TMP!;
const dir = fs.mkdtempSync(path.join(base, "file-"));
fs.copyFileSync(process.env.CLINIC_TEST_TEMPLATE_DB!, path.join(dir, "clinic.db"));
Object.assign(process.env, {
  NODE_ENV: "test",
  DATABASE_URL: `file:${path.join(dir, "clinic.db")}`,
  UPLOADS_DIR: path.join(dir, "uploads"),
  BACKUPS_DIR: path.join(dir, "backups"),
  LOG_LEVEL: "error",
});
