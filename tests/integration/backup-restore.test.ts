/**
 * The restore drill and every refusal: a backup must come back identical, and a damaged
 * archive must be refused with nothing changed. (Creating one: backup-create.test.ts; older
 * archives: backup-restore-older.test.ts; signatures, credentials and schema objects:
 * backup-security.test.ts.)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import JSZip from "jszip";
import { type BackupModules, loadBackupModules as load } from "../fixtures/backups";
import { fingerprint, freshDataEnv, seededBackup } from "../fixtures/backup-seed";
import { TEST_PG } from "../setup/pg";

let m: BackupModules;
let archive: string;
let firstArchive: string;
let before: Awaited<ReturnType<typeof fingerprint>>;
let backupKeyHex: string;

// seeding a clinic and backing it up takes a while on a busy machine
beforeAll(async () => {
  ({ m, archive, firstArchive, before, backupKeyHex } = await seededBackup());
}, 120_000);

afterAll(async () => {
  await m.db.disconnect();
});

describe("restoring", () => {
  /** `resign`: sign the edited manifest with the right key, to reach the checks behind the signature. */
  async function tamper(edit: (zip: JSZip) => Promise<void> | void, { resign = false } = {}): Promise<string> {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    await edit(zip);
    if (resign) {
      const manifest = await zip.file("manifest.json")!.async("nodebuffer");
      zip.file("signature.json", JSON.stringify(m.key.signManifest(manifest, m.key.backupKey({ create: false }))));
    }
    const out = path.join(os.tmpdir(), `tampered-${crypto.randomUUID()}.zip`);
    fs.writeFileSync(out, await zip.generateAsync({ type: "nodebuffer" }));
    return out;
  }

  const refusals: [string, () => Promise<string>, RegExp][] = [
    [
      "a flipped byte in one file",
      () =>
        tamper(async (zip) => {
          const name = Object.keys(zip.files).find((n) => n.startsWith("uploads/") && !zip.files[n].dir)!;
          const buf = await zip.file(name)!.async("nodebuffer");
          buf[10] ^= 0xff;
          zip.file(name, buf);
        }),
      /checksum/,
    ],
    [
      "a missing file",
      () =>
        tamper((zip) => {
          zip.remove(Object.keys(zip.files).find((n) => n.startsWith("uploads/") && !zip.files[n].dir)!);
        }),
      /missing/,
    ],
    [
      "an edited manifest",
      () =>
        tamper(async (zip) => {
          const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
          manifest.recordCounts.patients += 1;
          manifest.totalRecords += 1;
          zip.file("manifest.json", JSON.stringify(manifest));
        }),
      /signature does not verify/,
    ],
    [
      "a signed manifest whose counts do not match the data",
      () =>
        tamper(
          async (zip) => {
            const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
            manifest.recordCounts.patients += 1;
            manifest.totalRecords += 1;
            zip.file("manifest.json", JSON.stringify(manifest));
          },
          { resign: true },
        ),
      /manifest does not match/,
    ],
    [
      "a signed manifest listing a file outside the archive's folders",
      () =>
        tamper(
          async (zip) => {
            const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
            manifest.files.push({ path: "uploads/..", size: 0, sha256: "0".repeat(64) });
            zip.file("manifest.json", JSON.stringify(manifest));
          },
          { resign: true },
        ),
      /manifest is not valid/,
    ],
    [
      "an extra file",
      () =>
        tamper((zip) => {
          zip.file("uploads/evil.pdf", "%PDF");
        }),
      /does not list/,
    ],
    [
      "a foreign zip",
      async () => {
        const zip = new JSZip();
        zip.file("hello.txt", "hi");
        const out = path.join(os.tmpdir(), `foreign-${crypto.randomUUID()}.zip`);
        fs.writeFileSync(out, await zip.generateAsync({ type: "nodebuffer" }));
        return out;
      },
      /manifest\.json is missing/,
    ],
    [
      "a non-zip",
      async () => {
        const out = path.join(os.tmpdir(), `text-${crypto.randomUUID()}.zip`);
        fs.writeFileSync(out, "name,phone\nA,1\n");
        return out;
      },
      /not a readable zip/,
    ],
    [
      "an empty file",
      async () => {
        const out = path.join(os.tmpdir(), `empty-${crypto.randomUUID()}.zip`);
        fs.writeFileSync(out, "");
        return out;
      },
      /empty/,
    ],
    [
      "a truncated archive",
      async () => {
        const out = path.join(os.tmpdir(), `cut-${crypto.randomUUID()}.zip`);
        const buf = fs.readFileSync(archive);
        fs.writeFileSync(out, buf.subarray(0, Math.floor(buf.length * 0.7)));
        return out;
      },
      /not a readable zip/,
    ],
  ];

  it.each(refusals)("refuses %s and leaves the current data untouched", async (_label, make, message) => {
    const file = await make();
    const current = await fingerprint(m);
    await expect(m.restore.restoreArchive(file)).rejects.toThrow(message);
    await expect(m.restore.restoreArchive(file)).rejects.toBeInstanceOf(m.restore.RestoreError);
    m = await load(); // the same data folder, a fresh client
    expect(await fingerprint(m)).toEqual(current);
    const parent = path.dirname(process.env.UPLOADS_DIR!);
    expect(fs.readdirSync(parent).filter((n) => n.includes(".restore-"))).toEqual([]);
  });

  it("restores into an empty data folder: every row and every file identical, integrity ok", async () => {
    const target = freshDataEnv(backupKeyHex);
    m = await load(target);
    const result = await m.restore.restoreArchive(firstArchive);
    expect(result.restored.patients).toBe(before.rows.patients.length);
    expect(result.restored).toMatchObject({ visits: 12, visit_addenda: 6, lab_results: 12, clinical_summaries: 4 });
    expect(result.restored).toMatchObject({ prescriptions: 13, prescription_templates: 2, drugs: 1, counters: 3 });
    expect(result.restored).toMatchObject({ fees: 2, bills: 3, payments: 4 });
    m = await load(target);
    const after = await fingerprint(m);
    expect(after.rows).toEqual(before.rows);
    expect(after.files).toEqual(before.files);
    // the visits' ids and appointments, and their addenda, are in the rows compared; the
    // sequences continue after the restored ids
    const visits = before.rows.visits as { id: number; patientId: number }[];
    expect(visits.map((v) => v.id)).toHaveLength(12);
    const visit = await m.db.db().visit.create({ data: { patientId: visits[0].patientId, date: "2026-12-02" } });
    expect(visit.id).toBe(Math.max(...visits.map((v) => v.id)) + 1);
    await m.db.db().visit.delete({ where: { id: visit.id } });
    // the prescriptions keep their ids, visits, numbers, versions and the version each replaces
    // (in the rows compared); the next one takes the next id, and the next number follows theirs
    const prescriptions = before.rows.prescriptions as { id: number; replacesId: number | null }[];
    expect(prescriptions.filter((p) => p.replacesId !== null)).toHaveLength(1);
    const draft = await m.db.db().prescription.create({
      data: { visitId: visits[1].id, patientId: visits[1].patientId, version: 9, items: "[]" },
    });
    expect(draft.id).toBe(Math.max(...prescriptions.map((p) => p.id)) + 1);
    await m.db.db().prescription.delete({ where: { id: draft.id } });
    expect(await m.db.db().counter.findUnique({ where: { name: "prescription-2026" } })).toEqual({
      name: "prescription-2026",
      value: 6,
    });
    // the bills keep their numbers and payments (in the rows compared); the next bill is 0004
    expect(await m.db.db().counter.findUnique({ where: { name: "bill-2026-27" } })).toEqual({
      name: "bill-2026-27",
      value: 3,
    });
    if (!TEST_PG) {
      const sqlite = new Database(m.db.sqliteFile(target.DATABASE_URL), { readonly: true });
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      sqlite.close();
    }
  });
});
