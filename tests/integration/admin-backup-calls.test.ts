import fs from "node:fs";
import JSZip from "jszip";
import Papa from "papaparse";
import { GET as stats } from "@/app/api/admin/backup/stats/route";
import { POST as create } from "@/app/api/admin/backup/create/route";
import { GET as download, HEAD as downloadHead } from "@/app/api/admin/backup/download/route";
import { GET as table } from "@/app/api/admin/backup/table/[table]/route";
import { db, disconnect } from "@/lib/server/db";
import { adminCookie } from "../fixtures/admin";
import { ALL_TABLES } from "../fixtures/backup-seed";
import { adminRequest, answer } from "../fixtures/http";

let cookie: string;

beforeAll(async () => {
  cookie = await adminCookie();
  const p = await db().patient.create({
    data: {
      name: "@SUM(A1:A9)",
      nameKey: "@sum(a1:a9)",
      phone: "9840011111",
      phoneKey: "9840011111",
      email: "x@example.com",
      emailKey: "x@example.com",
    },
  });
  await db().appointment.create({
    data: {
      timestamp: "2026-11-22T05:00:00.000Z",
      patientId: p.id,
      name: p.name,
      phone: p.phone,
      serviceRequired: "ECG",
      preferredDate: "2026-12-01",
      preferredTime: "18:00",
      activeSlot: "2026-12-01 18:00",
      additionalInfo: "=1+1",
    },
  });
  await db().note.create({
    data: { timestamp: "n1", patientId: p.id, consultationDate: "2026-11-20", note: "-stable" },
  });
});
afterAll(disconnect);

const tableCtx = (name: string) => ({ params: Promise.resolve({ table: name }) });

describe("backup calls", () => {
  it("stats: counts per table, their total, size in MB, and lastBackup null before any backup", async () => {
    const { status, body } = await answer(await stats(adminRequest("/api/admin/backup/stats", { cookie }), undefined));
    expect(status).toBe(200);
    const s = body.stats as Record<string, unknown>;
    expect(s.recordCounts).toEqual({
      patients: 1,
      appointments: 1,
      contacts: 0,
      patient_notes: 1,
      patient_reports: 0,
      visits: 0,
      visit_addenda: 0,
      lab_results: 0,
      clinical_summaries: 0,
      prescriptions: 0,
      prescription_templates: 0,
      drugs: 0,
      counters: 0,
      fees: 0,
      bills: 0,
      payments: 0,
      refunds: 0,
      day_closes: 0,
      patient_merges: 0,
      recalls: 0,
      clinical_documents: 0,
      waitlist_entries: 0,
      waitlist_offers: 0,
    });
    expect(s.totalRecords).toBe(3);
    expect(s.databaseSizeMB).toEqual(expect.any(Number));
    expect(s.lastBackup).toBeNull();
  });

  it("create: writes an archive, answers summary.totalRecords and the spec's message, audits it", async () => {
    const { status, body } = await answer(
      await create(adminRequest("/api/admin/backup/create", { cookie, method: "POST" }), undefined),
    );
    expect(status).toBe(201);
    expect(body.message).toBe("Backup created successfully! 3 records exported.");
    const summary = body.summary as { totalRecords: number; fileName: string };
    expect(summary.totalRecords).toBe(3);
    expect(fs.existsSync(`${process.env.BACKUPS_DIR}/${summary.fileName}`)).toBe(true);
    const after = await answer(await stats(adminRequest("/api/admin/backup/stats", { cookie }), undefined));
    expect((after.body.stats as { lastBackup: string }).lastBackup).toEqual(expect.any(String));
    expect(await db().auditLog.count({ where: { action: "backup.create", actor: "test-admin" } })).toBe(1);
  });

  it("create: refuses a cross-site request with 403 and writes nothing", async () => {
    const before = fs.readdirSync(process.env.BACKUPS_DIR!).length;
    const res = await create(
      adminRequest("/api/admin/backup/create", { cookie, method: "POST", headers: { origin: "https://evil.example" } }),
      undefined,
    );
    expect(res.status).toBe(403);
    expect(fs.readdirSync(process.env.BACKUPS_DIR!).length).toBe(before);
  });

  it("download: a zip attachment named clinic_backup_{date}.zip holding the manifest and tables", async () => {
    const res = await download(adminRequest("/api/admin/backup/download", { cookie }), undefined);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="clinic_backup_\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    expect(manifest.totalRecords).toBe(3);
    expect(zip.file("tables/appointments.csv")).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "backup.download" } })).toBe(1);
    // staging folders are removed once the stream has been read
    await new Promise((r) => setTimeout(r, 50));
    expect(fs.readdirSync(process.env.BACKUPS_DIR!).filter((n) => n.startsWith(".staging-"))).toEqual([]);
  });

  it("download, HEAD: the headers only, behind the same guard; no backup is made, nothing is staged or audited", async () => {
    const listing = () => fs.readdirSync(process.env.BACKUPS_DIR!).sort();
    const before = listing();
    const audits = await db().auditLog.count();
    const res = await downloadHead(adminRequest("/api/admin/backup/download", { cookie, method: "HEAD" }), undefined);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("");
    expect(listing()).toEqual(before);
    expect(await db().auditLog.count()).toBe(audits);
    const anonymous = await downloadHead(adminRequest("/api/admin/backup/download", { method: "HEAD" }), undefined);
    expect(anonymous.status).toBe(401);
  });

  it("table: {table}.csv for each of the tables, with formulas neutralised", async () => {
    for (const name of ALL_TABLES) {
      const res = await table(adminRequest(`/api/admin/backup/table/${name}`, { cookie }), tableCtx(name));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toContain(`filename="${name}.csv"`);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    }
    const bytes = Buffer.from(
      await (
        await table(adminRequest("/api/admin/backup/table/patients", { cookie }), tableCtx("patients"))
      ).arrayBuffer(),
    );
    // UTF-8's byte-order mark first, so Excel reads Tamil names right
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString("utf8");
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1);
    expect(rows[0].Name).toBe("'@SUM(A1:A9)");
    expect(rows[0].Email).toBe("x@example.com");
    // the desk's rules (issue 29): instants in IST, no internal columns
    expect(rows[0]["Added (IST)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(Object.keys(rows[0]).join(" ")).not.toMatch(/key|hash|_/i);
    const appts = Papa.parse<Record<string, string>>(
      await (
        await table(adminRequest("/api/admin/backup/table/appointments", { cookie }), tableCtx("appointments"))
      ).text(),
      { header: true, skipEmptyLines: true },
    ).data;
    expect(appts[0]["Additional Info"]).toBe("'=1+1");
    const notes = await (
      await table(adminRequest("/api/admin/backup/table/patient_notes", { cookie }), tableCtx("patient_notes"))
    ).text();
    expect(notes).toContain("'-stable");

    // the running numbers, keyed by name (read page by page on PostgreSQL too), and a medicine added
    await db().counter.createMany({
      data: [
        { name: "prescription-2026", value: 12 },
        { name: "prescription-2025", value: 340 },
      ],
    });
    await db().drug.create({ data: { name: "+Ecosprin", form: "tablet", strength: "75 mg" } });
    const csvOf = async (name: string) =>
      Papa.parse<Record<string, string>>(
        await (await table(adminRequest(`/api/admin/backup/table/${name}`, { cookie }), tableCtx(name))).text(),
        { header: true, skipEmptyLines: true },
      ).data;
    expect(await csvOf("counters")).toEqual([
      { Counter: "prescription-2025", "Last Number": "340" },
      { Counter: "prescription-2026", "Last Number": "12" },
    ]);
    expect(await csvOf("drugs")).toEqual([expect.objectContaining({ Name: "'+Ecosprin", Strength: "75 mg" })]);
  });

  it("table: any other name is a 404 with a message", async () => {
    for (const name of ["Admin", "sessions", "../etc/passwd", "patients.csv"]) {
      const { status, body } = await answer(
        await table(adminRequest(`/api/admin/backup/table/x`, { cookie }), tableCtx(name)),
      );
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, code: "not_found", message: expect.stringMatching(/Unknown table/) });
    }
  });
});
