/**
 * Backups that are safe off the machine (FEATURES.md §8): archives are signed with the
 * backup key and an edited one is refused however it was re-checksummed; archives carry no
 * credentials; a restore takes rows only — never a schema object, an admin or a session —
 * keeps this installation's admins and signs everyone out. Files are 0600, folders 0700.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import JSZip from "jszip";
import { fingerprintOf, loadBackupModules, seedReport, sha256, type BackupModules } from "../fixtures/backups";
import { TEST_PG } from "../setup/pg";

type Modules = BackupModules;
const load = loadBackupModules;
const sha = sha256;
const PASSWORD_HASH = `$argon2id$v=19$m=19456,t=2,p=1$${crypto.randomBytes(16).toString("base64")}$${crypto.randomBytes(32).toString("base64")}`;
const TOKEN = crypto.randomBytes(32).toString("base64url");
const FAILURE_KEY = `ip:198.51.100.${crypto.randomInt(1, 250)}`;

let m: Modules;
let archive: string;

async function seed() {
  const client = m.db.db();
  const admin = await client.admin.create({ data: { username: "clinic-admin", passwordHash: PASSWORD_HASH } });
  await client.session.create({ data: { tokenHash: sha(TOKEN), adminId: admin.id } });
  await client.loginFailure.create({ data: { key: FAILURE_KEY } });
  fs.mkdirSync(process.env.UPLOADS_DIR!, { recursive: true });
  for (let i = 0; i < 3; i++) {
    const p = await client.patient.create({
      data: { name: `Patient ${i}`, nameKey: `patient ${i}`, phone: `98400000${i}0`, phoneKey: `98400000${i}0` },
    });
    await client.note.create({
      data: { timestamp: `n-${i}`, patientId: p.id, consultationDate: "2026-11-20", note: `Note ${i}` },
    });
    await seedReport(client, process.env.UPLOADS_DIR!, p.id, i, Buffer.from(`%PDF-1.4 report ${i}`));
  }
}

/** Everything a refused restore must leave as it was: the clinic's rows, the accounts, the files. */
const fingerprint = () => fingerprintOf(m.db.db(), ["patient", "note", "report", "admin", "session"]);

/** Edits a copy of the archive and recomputes every checksum in its manifest, as an attacker would; `sign` re-signs it. */
async function edit(
  change: (zip: JSZip) => Promise<void> | void,
  { sign }: { sign?: Buffer | "none" } = {},
): Promise<string> {
  const zip = await JSZip.loadAsync(fs.readFileSync(archive));
  await change(zip);
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  for (const f of manifest.files) {
    const content = await zip.file(f.path)!.async("nodebuffer");
    f.size = content.length;
    f.sha256 = sha(content);
  }
  const manifestJson = JSON.stringify(manifest, null, 2);
  zip.file("manifest.json", manifestJson);
  if (sign === "none") zip.remove("signature.json");
  else if (sign) zip.file("signature.json", JSON.stringify(m.key.signManifest(manifestJson, sign)));
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "edited-")), "edited.zip");
  fs.writeFileSync(out, await zip.generateAsync({ type: "nodebuffer" }));
  return out;
}

/** An NDJSON file with one more row, as the restore reads them. */
async function addPatientRow(zip: JSZip) {
  const text = await zip.file("data/patients.ndjson")!.async("string");
  const columns = JSON.parse(text.split("\n")[0]) as string[];
  const row = columns.map((c) =>
    c === "id"
      ? 9999
      : /At$/.test(c)
        ? new Date().toISOString()
        : c === "age"
          ? null
          : c === "email" || c === "emailKey"
            ? null
            : `evil-${c}`,
  );
  zip.file("data/patients.ndjson", text + JSON.stringify(row) + "\n");
}

/** A SQLite file that would restore an attacker's admin and copy every new session's token. */
function evilSnapshot(base?: Buffer): Buffer {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "evil-")), "db.sqlite");
  if (base) fs.writeFileSync(file, base);
  const sqlite = new Database(file);
  if (!base)
    sqlite.exec(
      'CREATE TABLE "Admin" ("id" INTEGER PRIMARY KEY, "username" TEXT, "passwordHash" TEXT, "createdAt" DATETIME, "updatedAt" DATETIME); CREATE TABLE "Session" ("id" INTEGER PRIMARY KEY, "tokenHash" TEXT, "adminId" INTEGER)',
    );
  sqlite.exec(`
    INSERT INTO "Admin" ("username", "passwordHash", "createdAt", "updatedAt") VALUES ('backdoor', 'attacker-hash', '2026-01-01T00:00:00.000+00:00', '2026-01-01T00:00:00.000+00:00');
    CREATE TABLE "Stolen" ("tokenHash" TEXT);
    CREATE TRIGGER "steal" AFTER INSERT ON "Session" BEGIN INSERT INTO "Stolen" VALUES (NEW."tokenHash"); END;
    CREATE VIEW "everything" AS SELECT * FROM "Admin";
    CREATE INDEX "extra" ON "Admin" ("passwordHash");
  `);
  sqlite.close();
  return fs.readFileSync(file);
}

/** Puts the evil snapshot in as database.sqlite (listed in the manifest; edit() recomputes its checksum). */
async function plantEvilSnapshot(zip: JSZip) {
  const snapshot = zip.file("database.sqlite");
  zip.file("database.sqlite", evilSnapshot(snapshot ? await snapshot.async("nodebuffer") : undefined));
  if (!snapshot) {
    // a PostgreSQL archive has no snapshot: list one, as an attacker would
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    manifest.files.push({ path: "database.sqlite", size: 0, sha256: "" });
    zip.file("manifest.json", JSON.stringify(manifest));
  }
}

async function expectRefused(file: string, message: RegExp, { byVerify = true } = {}) {
  const before = await fingerprint();
  if (byVerify) await expect(m.restore.verifyArchive(file)).rejects.toThrow(message);
  await expect(m.restore.restoreArchive(file)).rejects.toThrow(message);
  await expect(m.restore.restoreArchive(file)).rejects.toBeInstanceOf(m.restore.RestoreError);
  m = await load();
  expect(await fingerprint()).toEqual(before);
  const parent = path.dirname(process.env.UPLOADS_DIR!);
  expect(fs.readdirSync(parent).filter((n) => n.includes(".restore-"))).toEqual([]);
}

beforeAll(async () => {
  m = await load({ BACKUP_KEY: undefined });
  await seed();
  archive = path.join(process.env.BACKUPS_DIR!, (await m.backups.createBackup()).fileName);
});

afterAll(async () => {
  await m.db.disconnect();
});

describe("the backup key", () => {
  it("is generated on first use beside the database (PostgreSQL: beside BACKUPS_DIR), 64 hex characters, mode 0600", () => {
    const file = m.key.backupKeyFile();
    const folder = TEST_PG
      ? path.dirname(process.env.BACKUPS_DIR!)
      : path.dirname(m.db.sqliteFile(process.env.DATABASE_URL!));
    expect(file).toBe(path.join(folder, "backup.key"));
    expect(fs.readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("BACKUP_KEY must be 64 hex characters, and the message does not repeat the value", () => {
    const value = "not-a-real-key-but-long-enough-to-be-a-password";
    let message = "";
    try {
      m.config.parseConfig({ BACKUP_KEY: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BACKUP_KEY: must be 64 hex characters/);
    expect(message).not.toContain(value);
    expect(m.config.parseConfig({ BACKUP_KEY: "ab".repeat(32) }).BACKUP_KEY).toBe("ab".repeat(32));
  });
});

describe("an archive", () => {
  it("is written 0600 in a 0700 folder, and is signed over its manifest with the key", async () => {
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(process.env.BACKUPS_DIR!).mode & 0o777).toBe(0o700);
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const signature = JSON.parse(await zip.file("signature.json")!.async("string"));
    const key = m.key.backupKey({ create: false });
    expect(signature).toEqual(m.key.signManifest(await zip.file("manifest.json")!.async("nodebuffer"), key));
    expect((await m.restore.verifyArchive(archive)).keyId).toBe(m.key.keyId(key));
  });

  it("carries no credentials or key: no password hash, session token hash or sign-in failure in any entry", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const key = m.key.backupKey({ create: false });
    const secrets: Buffer[] = [
      ...[PASSWORD_HASH, sha(TOKEN), FAILURE_KEY, key.toString("hex")].map((s) => Buffer.from(s)),
      key,
    ];
    const entries = Object.values(zip.files).filter((e) => !e.dir);
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const content = await entry.async("nodebuffer");
      for (const secret of secrets)
        expect({ entry: entry.name, found: content.includes(secret) }).toEqual({ entry: entry.name, found: false });
    }
    if (!TEST_PG) {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "snap-")), "db.sqlite");
      fs.writeFileSync(file, await zip.file("database.sqlite")!.async("nodebuffer"));
      const sqlite = new Database(file, { readonly: true });
      for (const model of m.tables.CREDENTIAL_MODELS) {
        expect((sqlite.prepare(`SELECT COUNT(*) n FROM "${model}"`).get() as { n: number }).n).toBe(0);
      }
      expect((sqlite.prepare('SELECT COUNT(*) n FROM "Patient"').get() as { n: number }).n).toBe(3);
      sqlite.close();
    }
  });

  it("downloaded: the same, and no staging folder is left", async () => {
    const { stream } = await m.backups.openBackupStream();
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      stream
        .on("data", (c: Buffer) => chunks.push(c))
        .on("end", () => resolve(Buffer.concat(chunks)))
        .on("error", reject);
    });
    expect(bytes.includes(Buffer.from(PASSWORD_HASH))).toBe(false);
    expect(bytes.includes(Buffer.from(sha(TOKEN)))).toBe(false);
    const zip = await JSZip.loadAsync(bytes);
    expect(zip.file("signature.json")).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(fs.readdirSync(process.env.BACKUPS_DIR!).filter((n) => n.startsWith(".staging-"))).toEqual([]);
  });
});

describe("refused with nothing changed", () => {
  it("an edited database.sqlite with its checksum recomputed", async () => {
    await expectRefused(await edit(plantEvilSnapshot), /signature does not verify: it was altered/);
  });

  it("an edited NDJSON file with its checksum and counts recomputed", async () => {
    const file = await edit(async (zip) => {
      await addPatientRow(zip);
      const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
      manifest.recordCounts.patients += 1;
      manifest.totalRecords += 1;
      zip.file("manifest.json", JSON.stringify(manifest));
    });
    await expectRefused(file, /signature does not verify/);
  });

  it("an archive signed with another key", async () => {
    const file = await edit(addPatientRow, { sign: crypto.randomBytes(32) });
    await expectRefused(file, /signed with another backup key .*Set BACKUP_KEY/);
  });

  it("an unsigned archive (the signature removed, or from an older version)", async () => {
    await expectRefused(await edit(() => undefined, { sign: "none" }), /not signed/);
  });

  it("on a machine without the key: verify says to set BACKUP_KEY", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-key-"));
    const saved = { DATABASE_URL: process.env.DATABASE_URL, BACKUPS_DIR: process.env.BACKUPS_DIR };
    try {
      m = await load({
        DATABASE_URL: TEST_PG ? process.env.DATABASE_URL : `file:${path.join(dir, "data", "clinic.db")}`,
        BACKUPS_DIR: path.join(dir, "data", "backups"),
      });
      await expect(m.restore.verifyArchive(archive)).rejects.toThrow(/no backup key here .*Set BACKUP_KEY/);
      expect(fs.existsSync(path.join(dir, "data", "backup.key"))).toBe(false);
    } finally {
      m = await load(saved);
    }
  });

  it("a signed archive whose rows name a column the schema does not have", async () => {
    const key = m.key.backupKey({ create: false });
    const file = await edit(
      async (zip) => {
        const lines = (await zip.file("data/patient_notes.ndjson")!.async("string")).trim().split("\n");
        lines[0] = JSON.stringify([...JSON.parse(lines[0]), "passwordHash"]);
        zip.file(
          "data/patient_notes.ndjson",
          lines.map((l, i) => (i === 0 ? l : JSON.stringify([...JSON.parse(l), "x"]))).join("\n") + "\n",
        );
      },
      { sign: key },
    );
    // verify cannot tell (the archive is as it was signed); the restore refuses before any change
    await expectRefused(file, /columns this version does not know: passwordHash/, { byVerify: false });
  });
});

describe("a restore", () => {
  it("takes only rows: no trigger, view, index, admin or session of the archive's; keeps our admins; signs everyone out", async () => {
    const key = m.key.backupKey({ create: false });
    // Even an archive signed with the right key: its snapshot is never read.
    const file = await edit(plantEvilSnapshot, { sign: key });
    const before = await fingerprint();
    expect(before.rows.sessions).toHaveLength(1);
    await m.db.db().patient.create({
      data: { name: "Added after the backup", nameKey: "added", phone: "9840099999", phoneKey: "9840099999" },
    });

    const result = await m.restore.restoreArchive(file);
    expect(result.restored.patients).toBe(3);
    expect(result.warnings).toEqual([]);
    m = await load();
    const after = await fingerprint();
    expect(after.rows.patients).toEqual(before.rows.patients);
    expect(after.rows.notes).toEqual(before.rows.notes);
    expect(after.rows.reports).toEqual(before.rows.reports);
    expect(after.files).toEqual(before.files);
    expect(after.rows.admins).toEqual(before.rows.admins); // kept, hash and all
    expect(after.rows.sessions).toEqual([]); // everyone signed out
    expect(await m.db.db().admin.count({ where: { username: "backdoor" } })).toBe(0);
    expect(await m.db.db().auditLog.count({ where: { action: "backup.restore" } })).toBe(1);

    if (TEST_PG) {
      const triggers = await m.db
        .db()
        .$queryRawUnsafe<{ n: bigint }[]>("SELECT COUNT(*) AS n FROM information_schema.triggers");
      expect(Number(triggers[0].n)).toBe(0);
    } else {
      const schema = (file: string) => {
        const sqlite = new Database(file, { readonly: true });
        const rows = sqlite.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").all();
        sqlite.close();
        return rows;
      };
      const restored = schema(m.db.sqliteFile(process.env.DATABASE_URL!));
      expect(restored).toEqual(schema(process.env.CLINIC_TEST_TEMPLATE_DB!)); // only our migrations' objects
      expect(restored.filter((o) => (o as { type: string }).type === "trigger")).toEqual([]);
    }
  });

  it("accounts for every model: restored from the archive, kept, or signed out", () => {
    const restored = m.tables.TABLE_NAMES.map((t) => m.tables.BACKUP_TABLES[t].model);
    const kept = [...m.restore.KEPT_MODELS];
    const signedOut = [...m.restore.SIGNED_OUT_MODELS];
    expect([...restored, ...kept, ...signedOut].sort()).toEqual(Object.values(m.prisma.Prisma.ModelName).sort());
    for (const model of m.tables.CREDENTIAL_MODELS) expect(restored).not.toContain(model);
  });
});

describe("leftovers of an interrupted backup", () => {
  it("are swept before a backup (and at start): staging folders and partial archives older than an hour", async () => {
    const dir = process.env.BACKUPS_DIR!;
    const old = new Date(Date.now() - 2 * 3600_000);
    const stale = path.join(dir, ".staging-crashed");
    fs.mkdirSync(stale);
    fs.writeFileSync(path.join(stale, "database.sqlite"), "plaintext");
    fs.utimesSync(stale, old, old);
    const partial = path.join(dir, "clinic_backup_2026-01-01_010000.zip.partial");
    fs.writeFileSync(partial, "partial");
    fs.utimesSync(partial, old, old);
    const young = path.join(dir, ".staging-in-progress");
    fs.mkdirSync(young);

    await m.backups.createBackup();
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(young)).toBe(true); // another process's work in progress

    fs.utimesSync(young, old, old);
    m.backups.prepareBackups(); // what the server runs at start
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(".staging-") || n.endsWith(".partial"))).toEqual([]);
  });
});
