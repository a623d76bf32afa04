import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

const tsx = path.join("node_modules", ".bin", "tsx");
const check = (schema?: string) =>
  spawnSync(tsx, ["scripts/db.ts", "check", ...(schema ? [schema] : [])], { encoding: "utf8" });

describe("migrations", () => {
  it("match prisma/schema.prisma (fails when the two drift apart)", () => {
    const result = check();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("the drift check notices a schema change that has no migration", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "drift-"));
    const edited = path.join(dir, "schema.prisma");
    const schema = fs.readFileSync("prisma/schema.prisma", "utf8");
    fs.writeFileSync(edited, schema.replace(/occupation\s+String\?/, "occupation String?\n  nickname String?"));
    const result = check(edited);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/nickname/);
  });

  it("are applied once and recorded in _prisma_migrations", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mig-")), "clinic.db");
    const run = () =>
      spawnSync(tsx, ["scripts/db.ts", "migrate"], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: `file:${file}` },
      });
    expect(run().stdout).toMatch(/Applied migrations: \d+_init/);
    expect(run().stdout).toMatch(/up to date/);
    // a running server holding the write lock (an update migrates beside it, then the new
    // release starts): with nothing pending, migrate does not write, so it does not wait
    const writer = new Database(file);
    writer.exec("BEGIN IMMEDIATE");
    const besideWriter = run();
    writer.exec("ROLLBACK");
    writer.close();
    expect(besideWriter.stdout).toMatch(/up to date/);
    expect(besideWriter.stderr).not.toMatch(/busy/i);
    const sqlite = new Database(file, { readonly: true });
    const names = sqlite.prepare("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL").all();
    const committed = fs.readdirSync("prisma/migrations").filter((n) => /^\d+_/.test(n));
    expect(names.map((r) => (r as { migration_name: string }).migration_name).sort()).toEqual(committed.sort());
    sqlite.close();
  });
});

describe("the upgrade to staff accounts (FEATURES.md §9)", () => {
  it("an admin from before is an owner, its session still signs it in, its notes keep their text with no author", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mig-staff-")), "clinic.db");
    const migrate = (...upTo: string[]) =>
      spawnSync(tsx, ["scripts/db.ts", "migrate", ...upTo], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: `file:${file}` },
      });
    const before = fs
      .readdirSync("prisma/migrations")
      .filter((n) => /^\d+_/.test(n))
      .sort()
      .filter((n) => n < "20261128182842_staff_accounts")
      .pop()!;
    expect(migrate(before).status).toBe(0);
    const old = new Database(file);
    old.prepare(`INSERT INTO "Admin" (id, username, passwordHash, updatedAt) VALUES (7, 'clinic', 'x', 0)`).run();
    old.prepare(`INSERT INTO "Session" (tokenHash, adminId) VALUES ('hash-of-a-live-session', 7)`).run();
    old
      .prepare(
        `INSERT INTO "Patient" (id, name, nameKey, phone, phoneKey, updatedAt) VALUES (1, 'Asha', 'asha', '9840011111', '9840011111', 0)`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO "Note" (timestamp, patientId, consultationDate, note) VALUES ('t1', 1, '2026-11-01', 'BP 130/85')`,
      )
      .run();
    old.close();
    const upgraded = migrate();
    expect([upgraded.status, upgraded.stderr]).toEqual([0, ""]);
    const db = new Database(file, { readonly: true });
    expect(db.prepare(`SELECT username, role, active, totpSecret FROM "Admin"`).all()).toEqual([
      { username: "clinic", role: "owner", active: 1, totpSecret: null },
    ]);
    expect(db.prepare(`SELECT adminId FROM "Session" WHERE tokenHash = 'hash-of-a-live-session'`).all()).toEqual([
      { adminId: 7 },
    ]);
    expect(db.prepare(`SELECT note, authorId FROM "Note"`).all()).toEqual([{ note: "BP 130/85", authorId: null }]);
  });
});
