/**
 * Creating a backup: the archive's tables (CSV for people, NDJSON to restore), report files,
 * snapshot and signed manifest; one at a time, consistent under writes, the newest kept.
 * Restoring it: backup-restore.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import JSZip from "jszip";
import Papa from "papaparse";
import { PATIENT_FIELD_SPECS, PATIENT_FIELDS } from "@/lib/shared/validation/patient-fields";
import { type BackupModules, sha256 } from "../fixtures/backups";
import { ALL_TABLES, seededBackup } from "../fixtures/backup-seed";
import { TEST_PG } from "../setup/pg";

const sha = sha256;

let m: BackupModules;
let archive: string;

// seeding a clinic and backing it up takes a while on a busy machine
beforeAll(async () => {
  ({ m, archive } = await seededBackup());
}, 120_000);

afterAll(async () => {
  await m.db.disconnect();
});

describe("creating a backup", () => {
  it("writes a zip with the clinic's tables, every report file, a snapshot and a checksummed, signed manifest", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    expect(manifest.recordCounts).toEqual({
      patients: 12,
      appointments: 12,
      contacts: 12,
      patient_notes: 12,
      patient_reports: 12,
      visits: 12,
      visit_addenda: 6,
      lab_results: 12,
      clinical_summaries: 4,
      prescriptions: 13,
      prescription_templates: 2,
      drugs: 1,
      counters: 3,
      fees: 2,
      bills: 3,
      payments: 4,
      refunds: 1,
      day_closes: 1,
      patient_merges: 1,
      recalls: 6,
      clinical_documents: 6,
      waitlist_entries: 2,
      waitlist_offers: 1,
    });
    expect(manifest.totalRecords).toBe(140);
    expect(manifest.lastMigration).toMatch(/^\d{14}_init$|^\d{14}_/);
    const names = Object.values(zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name)
      .sort();
    for (const t of ALL_TABLES) {
      expect(names).toContain(`tables/${t}.csv`);
      expect(names).toContain(`data/${t}.ndjson`);
    }
    expect(names.filter((n) => n.startsWith("uploads/"))).toHaveLength(12);
    if (!TEST_PG) expect(names).toContain("database.sqlite");
    expect(names).toContain("signature.json");
    for (const f of manifest.files) {
      const content = await zip.file(f.path)!.async("nodebuffer");
      expect({ path: f.path, sha: sha(content), size: content.length }).toEqual({
        path: f.path,
        sha: f.sha256,
        size: f.size,
      });
    }
  });

  it("writes RFC 4180 CSV with a header and neutralised formulas", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const csv = await zip.file("tables/patients.csv")!.async("string");
    // the desk's CSV rules (issue 29): Excel's byte-order mark, headers in words, no internal columns
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim(), { header: false });
    // the patient fields' columns come from the registry, in its order and words
    // (lib/shared/validation/patient-fields.ts; its words pinned in tests/unit/patient-fields.test.ts)
    expect(parsed.data[0]).toEqual([
      "Patient ID",
      ...PATIENT_FIELDS.map((key) => PATIENT_FIELD_SPECS[key].label),
      "Language",
      "WhatsApp consent",
      "WhatsApp consent recorded (IST)",
      "SMS consent",
      "SMS consent recorded (IST)",
      // a record merged into another and kept hidden for its undo (issue 41 G2)
      "Merged Into Patient ID",
      "Merged (IST)",
      "Added (IST)",
      "Updated (IST)",
    ]);
    expect(parsed.data[0].join(" ")).not.toMatch(/key|hash|_/i);
    expect(parsed.data).toHaveLength(13);
    const nameAt = parsed.data[0].indexOf("Name");
    expect(parsed.data[1][nameAt]).toBe('\'=HYPERLINK("http://evil")');
    expect(parsed.data[2][nameAt]).toBe('Patient 1, "quoted"\nline');
    const appointments = await zip.file("tables/appointments.csv")!.async("string");
    expect(appointments).toContain("'+1 chest pain");
  });

  it("writes the consulting room's tables for people: vitals with their units, labs and risk in words, lists as text", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const read = async (t: string) =>
      Papa.parse<string[]>((await zip.file(`tables/${t}.csv`)!.async("string")).slice(1).trim()).data;
    const [visitHeader, firstVisit] = await read("visits");
    expect(visitHeader).toEqual(
      expect.arrayContaining(["Visit ID", "Appointment ID", "BP systolic (mmHg)", "Weight (kg)", "Complaints"]),
    );
    expect(visitHeader.join(" ")).not.toMatch(/author/i);
    expect(firstVisit[visitHeader.indexOf("Complaints")]).toBe("'=cmd|' /C calc'!A0");
    expect(firstVisit[visitHeader.indexOf("Weight (kg)")]).toBe("70.5");
    const [labHeader, lab] = await read("lab_results");
    expect([lab[labHeader.indexOf("Test")], lab[labHeader.indexOf("Unit")]]).toEqual(["LDL cholesterol", "mg/dL"]);
    const [summaryHeader, first, second] = await read("clinical_summaries");
    expect(summaryHeader).toEqual([
      "Patient ID",
      "Allergies",
      "Problems",
      "Current Medicines",
      "Risk",
      "Updated (IST)",
    ]);
    expect(first.slice(2, 5)).toEqual(["Hypertension; CAD 0", "Aspirin 75 mg", ""]);
    expect(second[4]).toBe("Very high risk");
    expect((await read("visit_addenda"))[0]).toEqual(["Addendum ID", "Visit ID", "Addendum", "Written (IST)"]);
  });

  it("writes the prescription tables for people: medicines in words, lists as text, the running numbers by name", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const read = async (t: string) =>
      Papa.parse<string[]>((await zip.file(`tables/${t}.csv`)!.async("string")).slice(1).trim()).data;
    const [header, ...rows] = await read("prescriptions");
    expect(header).toEqual(
      expect.arrayContaining(["Prescription ID", "Visit ID", "Number", "Version", "Medicines", "Finalised (IST)"]),
    );
    expect(header.join(" ")).not.toMatch(/author/i);
    const at = (name: string) => header.indexOf(name);
    const first = rows.find((r) => r[at("Number")] === "RX-2026-000001")!;
    expect(first[at("Medicines")]).toBe(
      "ATORVASTATIN 40 mg tablet 0-0-1 · after food · 30 days; " +
        "ASPIRIN 75 mg tablet 1-0-0 · after food · continue · Patient 0",
    );
    expect(first[at("Advice")]).toBe("'=cmd|' /C calc'!A0");
    expect([first[at("Investigations")], first[at("Follow-up Date")], first[at("Status")]]).toEqual([
      "Lipid profile",
      "2026-12-29",
      "final",
    ]);
    const correction = rows.find((r) => r[at("Version")] === "2")!;
    expect([correction[at("Number")], correction[at("Replaces Prescription ID")]]).toEqual([
      "",
      first[at("Prescription ID")],
    ]);
    expect((await read("prescription_templates"))[1].slice(1, 4)).toEqual([
      "After angioplasty",
      "ATORVASTATIN 40 mg tablet 0-0-1 · after food · 30 days",
      "",
    ]);
    expect((await read("drugs"))[1].slice(1, 4)).toEqual(["Cilnidipine", "tablet", "10 mg"]);
    expect(await read("counters")).toEqual([
      ["Counter", "Last Number"],
      ["bill-2026-27", "3"],
      ["prescription-2025", "41"],
      ["prescription-2026", "6"],
    ]);
  });

  it("writes the billing tables for people: items in words, amounts in rupees, instants in IST, formulas neutralised", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(archive));
    const read = async (t: string) =>
      Papa.parse<string[]>((await zip.file(`tables/${t}.csv`)!.async("string")).slice(1).trim()).data;
    const [header, ...rows] = await read("bills");
    const at = (name: string) => header.indexOf(name);
    expect(header).toEqual(expect.arrayContaining(["Bill Number", "Patient", "Items", "Total (Rs)", "Voided (IST)"]));
    expect(header).not.toContain("fy");
    expect(rows.map((r) => [r[at("Bill Number")], r[at("Status")], r[at("Paid (Rs)")]])).toEqual([
      ["2026-27/0001", "paid", "1200"],
      ["2026-27/0002", "partial", "500"],
      ["2026-27/0003", "void", "500"],
    ]);
    expect(rows[0][at("Items")]).toBe("'=cmd|' /C calc'!A0 800; ECG 400");
    expect(rows[1][at("Items")]).toBe("Cardiac Consultation 800; ECG 400");
    expect(rows[2][at("Voided (IST)")]).toBe("2026-12-01 19:30");
    const payments = await read("payments");
    expect(payments[0]).toEqual(expect.arrayContaining(["Bill ID", "Mode", "Amount (Rs)", "Reference"]));
    expect(payments.slice(1).map((r) => r[3])).toEqual(["cash", "upi", "card", "card"]);
    expect(await read("fees")).toEqual([
      ["Service", "Fee (Rs)", "Updated (IST)"],
      ["Cardiac Consultation", "800", expect.any(String)],
      ["ECG", "400", expect.any(String)],
    ]);
  });

  it("reports stats: counts, total, size in MB and the last backup", async () => {
    const stats = await m.tables.backupStats();
    expect(stats.totalRecords).toBe(140);
    expect(stats.recordCounts.patient_reports).toBe(12);
    expect(stats.recordCounts.clinical_summaries).toBe(4);
    expect(stats.recordCounts.counters).toBe(3);
    expect(stats.recordCounts.bills).toBe(3);
    expect(stats.databaseSizeMB).toBeGreaterThan(0);
    expect(new Date(stats.lastBackup!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("runs one at a time: a second backup while one runs answers 409", async () => {
    const results = await Promise.allSettled([m.backups.createBackup(), m.backups.createBackup()]);
    const statuses = results.map((r) => (r.status === "fulfilled" ? 200 : (r.reason as { status?: number }).status));
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it("is consistent while bookings are being written: counts match its CSVs, rows and snapshot", async () => {
    let writing = true;
    let i = 0;
    const writer = (async () => {
      while (writing) {
        const n = 1000 + i++;
        await m.db.db().patient.create({
          data: { name: `Walk-in ${n}`, nameKey: `walk-in ${n}`, phone: `9${n}`, phoneKey: `9${n}` },
        });
        // Requests arrive through the event loop; let the other work run between them.
        await new Promise((r) => setImmediate(r));
      }
    })();
    await new Promise((r) => setTimeout(r, 20));
    const summary = await m.backups.createBackup();
    writing = false;
    await writer;
    expect(i).toBeGreaterThan(0);
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(process.env.BACKUPS_DIR!, summary.fileName)));
    const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
    const csvRows = Papa.parse((await zip.file("tables/patients.csv")!.async("string")).trim()).data.length - 1;
    const ndjsonRows = (await zip.file("data/patients.ndjson")!.async("string")).trim().split("\n").length - 1; // after the column line
    expect(csvRows).toBe(manifest.recordCounts.patients);
    expect(ndjsonRows).toBe(manifest.recordCounts.patients);
    if (!TEST_PG) {
      const file = path.join(os.tmpdir(), `snap-${process.pid}.db`);
      fs.writeFileSync(file, await zip.file("database.sqlite")!.async("nodebuffer"));
      const sqlite = new Database(file, { readonly: true });
      expect((sqlite.prepare('SELECT COUNT(*) n FROM "Patient"').get() as { n: number }).n).toBe(
        manifest.recordCounts.patients,
      );
      sqlite.close();
    }
  });

  it("keeps only the newest archives", async () => {
    const kept = 1;
    await m.backups.pruneBackups(kept);
    const left = fs.readdirSync(process.env.BACKUPS_DIR!).filter((n) => n.endsWith(".zip"));
    expect(left).toHaveLength(kept);
    archive = path.join(process.env.BACKUPS_DIR!, left[0]);
  });
});
