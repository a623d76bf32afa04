/**
 * The restore drill and every refusal: a backup must come back identical, and a damaged
 * archive must be refused with nothing changed. (Signatures, credentials and schema objects:
 * backup-security.test.ts.)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import JSZip from "jszip";
import Papa from "papaparse";
import { fingerprintOf, loadBackupModules, seedReport, sha256, type BackupModules } from "../fixtures/backups";
import { TEST_PG } from "../setup/pg";

type Modules = BackupModules;
const load = loadBackupModules;
const sha = sha256;

async function seed(m: Modules, patients = 12) {
  const client = m.db.db();
  const uploads = process.env.UPLOADS_DIR!;
  fs.mkdirSync(uploads, { recursive: true });
  for (let i = 0; i < patients; i++) {
    const p = await client.patient.create({
      data: {
        name: i === 0 ? '=HYPERLINK("http://evil")' : `Patient ${i}, "quoted"\nline`,
        nameKey: `patient ${i}`,
        email: `p${i}@example.com`,
        emailKey: `p${i}@example.com`,
        phone: `98400${String(i).padStart(5, "0")}`,
        phoneKey: `98400${String(i).padStart(5, "0")}`,
        age: 30 + i,
        sex: "Female",
      },
    });
    const time = `${18 + Math.floor(i / 4)}:${String((i % 4) * 15).padStart(2, "0")}`;
    await client.appointment.create({
      data: {
        timestamp: `2026-11-22T05:00:00.${String(i).padStart(3, "0")}Z`,
        patientId: p.id,
        name: p.name,
        phone: p.phone,
        serviceRequired: "ECG",
        preferredDate: "2026-12-01",
        preferredTime: time,
        activeSlot: `2026-12-01 ${time}`,
        additionalInfo: "+1 chest pain",
      },
    });
    await client.contact.create({ data: { patientId: p.id, payload: JSON.stringify({ patientName: p.name }) } });
    await client.note.create({
      data: { timestamp: `n-${i}`, patientId: p.id, consultationDate: "2026-11-20", note: `Note for ${i}` },
    });
    await seedReport(
      client,
      uploads,
      p.id,
      i,
      Buffer.from(`%PDF-1.4 report ${i} ${crypto.randomBytes(64).toString("hex")}`),
    );
    await seedConsultation(client, p.id, i);
  }
  await seedPrescriptionLists(client);
  await seedBills(client);
  // a merge still undoable: its record of what moved (issue 41 G2)
  await client.patientMerge.create({
    data: { keepId: 1, mergedId: 99, by: "doctor", moved: '{"appointment":[]}', keptBefore: '{"before":{}}' },
  });
}

/**
 * The desk's money: two fees, three bills of the first patients (paid by cash and UPI, part
 * paid, void) with four payments, and the bill counter that follows them.
 */
async function seedBills(client: ReturnType<Modules["db"]["db"]>) {
  await client.fee.createMany({
    data: [
      { service: "Cardiac Consultation", amount: 800 },
      { service: "ECG", amount: 400 },
    ],
  });
  const patients = await client.patient.findMany({ orderBy: { id: "asc" }, take: 3 });
  const statuses = ["paid", "partial", "void"] as const;
  for (const [i, p] of patients.entries()) {
    const bill = await client.bill.create({
      data: {
        number: `2026-27/${String(i + 1).padStart(4, "0")}`,
        fy: "2026-27",
        seq: i + 1,
        patientId: p.id,
        patientName: p.name,
        date: "2026-12-01",
        items: JSON.stringify([
          { description: i === 0 ? "=cmd|' /C calc'!A0" : "Cardiac Consultation", amount: 800 },
          { description: "ECG", amount: 400 },
        ]),
        total: 1200,
        paid: statuses[i] === "paid" ? 1200 : 500,
        status: statuses[i],
        voidReason: statuses[i] === "void" ? "Billed twice" : null,
        voidedAt: statuses[i] === "void" ? new Date("2026-12-01T14:00:00.000Z") : null,
        voidedBy: statuses[i] === "void" ? "owner" : null,
        createdBy: "desk",
      },
    });
    const payments =
      statuses[i] === "paid"
        ? [
            { mode: "cash", amount: 700, reference: null },
            { mode: "upi", amount: 500, reference: "433912345678" },
          ]
        : [{ mode: "card", amount: 500, reference: null }];
    for (const pay of payments)
      await client.payment.create({ data: { billId: bill.id, ...pay, date: "2026-12-01", createdBy: "desk" } });
    // the void bill's money given back (FEATURES.md §13)
    if (statuses[i] === "void")
      await client.refund.create({
        data: {
          billId: bill.id,
          mode: "card",
          amount: 500,
          date: "2026-12-01",
          reason: "Billed twice",
          createdBy: "owner",
        },
      });
  }
  await client.counter.create({ data: { name: "bill-2026-27", value: 3 } });
  // the day before, closed (FEATURES.md §13): its answer kept as it was
  await client.dayClose.create({
    data: {
      date: "2026-11-30",
      closedAt: new Date("2026-11-30T16:00:00.000Z"),
      closedBy: "owner",
      content: JSON.stringify({ date: "2026-11-30", totals: { cash: 0, upi: 0, card: 0, total: 0 }, bills: [] }),
      hash: "0".repeat(64),
    },
  });
}
/**
 * The consulting room's rows of the i-th patient: a visit of their appointment (every other one
 * finished, with an addendum), a lab result, and for every third a clinical summary.
 */
async function seedConsultation(client: ReturnType<Modules["db"]["db"]>, patientId: number, i: number) {
  const appointment = await client.appointment.findFirstOrThrow({ where: { patientId } });
  const finished = i % 2 === 0;
  const visit = await client.visit.create({
    data: {
      patientId,
      appointmentId: appointment.id,
      date: "2026-12-01",
      status: finished ? "finished" : "open",
      authorId: 7,
      systolic: 120 + i,
      diastolic: 80,
      weightKg: 70.5 + i / 10,
      heightCm: i % 3 ? null : 162.5,
      complaints: i === 0 ? "=cmd|' /C calc'!A0" : `Breathless on stairs ${i}`,
      diagnosis: "Stable angina",
      finishedAt: finished ? new Date("2026-12-01T13:00:00.000Z") : null,
    },
  });
  if (finished)
    await client.visitAddendum.create({ data: { visitId: visit.id, text: `Echo booked ${i}`, authorId: 7 } });
  await seedPrescription(client, visit, i, appointment.id);
  await client.labResult.create({
    data: { patientId, date: "2026-11-28", code: "ldl", value: 98.4 + i, unit: "mg/dL", authorId: 7 },
  });
  if (i % 3 === 0)
    await client.clinicalSummary.create({
      data: {
        patientId,
        allergies: JSON.stringify(["Penicillin"]),
        problems: JSON.stringify(["Hypertension", `CAD ${i}`]),
        currentMedicines: JSON.stringify(["Aspirin 75 mg"]),
        risk: i ? "very-high" : null,
        updatedBy: 7,
      },
    });
}

const ATORVASTATIN = {
  drug: "Atorvastatin",
  strength: "40 mg",
  form: "tablet",
  dose: "0-0-1",
  timing: "after-food",
  durationDays: 30,
  instructions: null,
};

/**
 * The prescription of the i-th patient's visit: finalised and numbered on a finished visit
 * (the first patient's with its follow-up booked, and corrected by a second version still a
 * draft), a draft on an open one.
 */
async function seedPrescription(
  client: ReturnType<Modules["db"]["db"]>,
  visit: { id: number; patientId: number; status: string },
  i: number,
  appointmentId: number,
) {
  const finished = visit.status === "finished";
  const items = [
    ATORVASTATIN,
    {
      ...ATORVASTATIN,
      drug: "Aspirin",
      strength: "75 mg",
      dose: "1-0-0",
      durationDays: null,
      instructions: `Patient ${i}`,
    },
  ];
  const first = await client.prescription.create({
    data: {
      visitId: visit.id,
      patientId: visit.patientId,
      status: finished ? "final" : "draft",
      number: finished ? `RX-2026-${String(i / 2 + 1).padStart(6, "0")}` : null,
      items: JSON.stringify(items),
      investigations: JSON.stringify(["Lipid profile"]),
      advice: JSON.stringify(i === 0 ? ["=cmd|' /C calc'!A0"] : ["Walk 30 minutes daily"]),
      followUpDate: finished ? "2026-12-29" : null,
      followUpTime: finished ? "18:00" : null,
      followUpAppointmentId: i === 0 ? appointmentId : null,
      authorId: 7,
      finalisedAt: finished ? new Date("2026-12-01T13:05:00.000Z") : null,
    },
  });
  if (i === 0)
    await client.prescription.create({
      data: {
        visitId: visit.id,
        patientId: visit.patientId,
        version: 2,
        replacesId: first.id,
        items: JSON.stringify([ATORVASTATIN]),
        authorId: 7,
      },
    });
}

/** The clinic's templates, a medicine it added, and its running numbers (this year's follows the six finalised). */
async function seedPrescriptionLists(client: ReturnType<Modules["db"]["db"]>) {
  await client.prescriptionTemplate.create({
    data: { name: "After angioplasty", items: JSON.stringify([ATORVASTATIN]), advice: JSON.stringify(["No smoking"]) },
  });
  await client.prescriptionTemplate.create({ data: { name: "Hypertension", items: JSON.stringify([ATORVASTATIN]) } });
  await client.drug.create({ data: { name: "Cilnidipine", form: "tablet", strength: "10 mg", createdBy: 7 } });
  await client.counter.createMany({
    data: [
      { name: "prescription-2026", value: 6 },
      { name: "prescription-2025", value: 41 },
    ],
  });
}

/** Every row of the clinic's tables, as the backup module reads them, plus file checksums. */
const fingerprint = (m: Modules) =>
  fingerprintOf(m.db.db(), [
    "patient",
    "appointment",
    "contact",
    "note",
    "report",
    "visit",
    "visitAddendum",
    "labResult",
    "clinicalSummary",
    "prescription",
    "prescriptionTemplate",
    "drug",
    "counter",
    "fee",
    "bill",
    "payment",
    "refund",
    "dayClose",
    "patientMerge",
  ]);
const CONSULTING_ROOM_TABLES = ["visits", "visit_addenda", "lab_results", "clinical_summaries"];
const PRESCRIPTION_TABLES = ["prescriptions", "prescription_templates", "drugs", "counters"];
const BILLING_TABLES = ["fees", "bills", "payments", "refunds", "day_closes"];
/** Tables after billing (issue 41 G2): an archive older than billing lacks them too. */
const MERGE_TABLES = ["patient_merges"];

/** Another machine: empty folders, and the backup key the archives were made with (BACKUP_KEY). */
function freshDataEnv(): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-restore-"));
  return {
    DATABASE_URL: TEST_PG ? process.env.DATABASE_URL! : `file:${path.join(dir, "data", "clinic.db")}`,
    UPLOADS_DIR: path.join(dir, "uploads"),
    BACKUPS_DIR: path.join(dir, "data", "backups"),
    BACKUP_KEY: backupKeyHex,
  };
}

let m: Modules;
let archive: string;
/** The first archive: exactly the seeded data (later tests add rows and prune archives). */
let firstArchive: string;
let before: Awaited<ReturnType<typeof fingerprint>>;
let backupKeyHex: string;

beforeAll(async () => {
  m = await load();
  await seed(m);
  before = await fingerprint(m);
  const summary = await m.backups.createBackup();
  archive = path.join(process.env.BACKUPS_DIR!, summary.fileName);
  firstArchive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "first-")), "seeded.zip");
  fs.copyFileSync(archive, firstArchive);
  backupKeyHex = m.key.backupKey({ create: false }).toString("hex");
});

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
    });
    expect(manifest.totalRecords).toBe(125);
    expect(manifest.lastMigration).toMatch(/^\d{14}_init$|^\d{14}_/);
    const names = Object.values(zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name)
      .sort();
    for (const t of [
      "patients",
      "appointments",
      "contacts",
      "patient_notes",
      "patient_reports",
      ...CONSULTING_ROOM_TABLES,
      ...PRESCRIPTION_TABLES,
      ...BILLING_TABLES,
      ...MERGE_TABLES,
    ]) {
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
    expect(parsed.data[0]).toEqual(expect.arrayContaining(["Patient ID", "Name", "Email", "Phone", "Added (IST)"]));
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
    expect(stats.totalRecords).toBe(125);
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
    const target = freshDataEnv();
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

/**
 * The first archive as an older version wrote it: without `tables`, signed; at
 * `lastMigration` (this version's own when not given).
 */
/** Columns later migrations added to tables an older archive has: an archive made before them lacks them. */
const ADDED_COLUMNS: [migration: string, table: string, columns: string[]][] = [
  ["20261207033853_documents_are_records", "prescriptions", ["followUpReason", "document", "documentHash"]],
  ["20261207033853_documents_are_records", "bills", ["document", "voidDate"]],
  ["20261207065421_flood_review", "appointments", ["webReview"]],
  ["20261207065446_patient_merge_undo", "patients", ["mergedIntoId", "mergedAt"]],
];

async function withoutTables(tables: string[], lastMigration?: string): Promise<string> {
  const zip = await JSZip.loadAsync(fs.readFileSync(firstArchive));
  const manifest = JSON.parse(await zip.file("manifest.json")!.async("string"));
  // an archive made at `lastMigration` has no column a later one added
  for (const [migration, table, dropped] of ADDED_COLUMNS) {
    const file = zip.file(`data/${table}.ndjson`);
    if (!lastMigration || migration <= lastMigration || !file || tables.includes(table)) continue;
    const [head, ...rows] = (await file.async("string"))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown[]);
    const keep = (head as string[]).map((c, i) => (dropped.includes(c) ? -1 : i)).filter((i) => i >= 0);
    const text = [head, ...rows].map((r) => JSON.stringify(keep.map((i) => r[i]))).join("\n") + "\n";
    zip.file(`data/${table}.ndjson`, text);
    const entry = manifest.files.find((f: { path: string }) => f.path === `data/${table}.ndjson`);
    entry.size = Buffer.byteLength(text);
    entry.sha256 = crypto.createHash("sha256").update(text).digest("hex");
  }
  for (const t of tables) {
    zip.remove(`tables/${t}.csv`);
    zip.remove(`data/${t}.ndjson`);
    manifest.totalRecords -= manifest.recordCounts[t];
    delete manifest.recordCounts[t];
  }
  const gone = new Set(tables.flatMap((t) => [`tables/${t}.csv`, `data/${t}.ndjson`]));
  manifest.files = manifest.files.filter((f: { path: string }) => !gone.has(f.path));
  manifest.lastMigration = lastMigration ?? manifest.lastMigration;
  const bytes = Buffer.from(JSON.stringify(manifest));
  zip.file("manifest.json", bytes);
  zip.file("signature.json", JSON.stringify(m.key.signManifest(bytes, m.key.backupKey({ create: false }))));
  const out = path.join(os.tmpdir(), `older-${crypto.randomUUID()}.zip`);
  fs.writeFileSync(out, await zip.generateAsync({ type: "nodebuffer" }));
  return out;
}

describe("restoring an archive made before the consulting room", () => {
  // an archive older than the consulting room is older than the prescriptions too
  const newer = [...CONSULTING_ROOM_TABLES, ...PRESCRIPTION_TABLES, ...BILLING_TABLES, ...MERGE_TABLES];

  it("restores it: every row it holds, and no visits, labs or summaries", async () => {
    const file = await withoutTables(newer, "20261128232800_closure_reason_ta");
    const target = freshDataEnv();
    m = await load(target);
    const result = await m.restore.restoreArchive(file);
    expect(result.restored).toMatchObject({
      patients: 12,
      visits: 0,
      visit_addenda: 0,
      lab_results: 0,
      clinical_summaries: 0,
      prescriptions: 0,
    });
    m = await load(target);
    const after = await fingerprint(m);
    expect(after.rows.patients).toEqual(before.rows.patients);
    expect(after.rows.reports).toEqual(before.rows.reports);
    expect([after.rows.visits, after.rows.labResults, after.rows.clinicalSummarys]).toEqual([[], [], []]);
  });

  it("refuses one of this version without them: it is incomplete", async () => {
    const file = await withoutTables(newer);
    await expect(m.restore.verifyArchive(file)).rejects.toThrow(/incomplete: data\/visits\.ndjson is missing/);
  });
});

describe("restoring an archive made before the prescriptions", () => {
  it("restores it: every row it holds, the consulting room's too, and no prescriptions, templates, medicines or numbers", async () => {
    const file = await withoutTables(
      [...PRESCRIPTION_TABLES, ...BILLING_TABLES, ...MERGE_TABLES],
      "20261129021622_consulting_room",
    );
    const target = freshDataEnv();
    m = await load(target);
    const result = await m.restore.restoreArchive(file);
    expect(result.restored).toMatchObject({
      patients: 12,
      visits: 12,
      clinical_summaries: 4,
      prescriptions: 0,
      prescription_templates: 0,
      drugs: 0,
      counters: 0,
    });
    m = await load(target);
    const after = await fingerprint(m);
    expect([after.rows.patients, after.rows.visits, after.rows.labResults]).toEqual([
      before.rows.patients,
      before.rows.visits,
      before.rows.labResults,
    ]);
    expect([after.rows.prescriptions, after.rows.prescriptionTemplates, after.rows.drugs, after.rows.counters]).toEqual(
      [[], [], [], []],
    );
  });

  it("refuses one of this version without them: it is incomplete", async () => {
    const file = await withoutTables(PRESCRIPTION_TABLES);
    await expect(m.restore.verifyArchive(file)).rejects.toThrow(/incomplete: data\/prescriptions\.ndjson is missing/);
  });
});

describe("restoring an archive made before billing", () => {
  it("restores it: every row it holds, prescriptions too, and no fees, bills or payments", async () => {
    const file = await withoutTables([...BILLING_TABLES, ...MERGE_TABLES], "20261129024928_prescriptions");
    const target = freshDataEnv();
    m = await load(target);
    const result = await m.restore.restoreArchive(file);
    expect(result.restored).toMatchObject({ patients: 12, prescriptions: 13, fees: 0, bills: 0, payments: 0 });
    m = await load(target);
    const after = await fingerprint(m);
    expect(after.rows.prescriptions).toEqual(before.rows.prescriptions);
    expect([after.rows.fees, after.rows.bills, after.rows.payments]).toEqual([[], [], []]);
  });

  it("refuses one of this version without them: it is incomplete", async () => {
    const file = await withoutTables(BILLING_TABLES);
    await expect(m.restore.verifyArchive(file)).rejects.toThrow(/incomplete: data\/fees\.ndjson is missing/);
  });
});

describe("restoring an archive made before the latest migration", () => {
  // The SQLite snapshot path; PostgreSQL restores rows into its current schema.
  (TEST_PG ? it.skip : it)("restores it, then applies the pending migrations, keeping every row", async () => {
    // A newer version of the app: the committed migrations plus one more.
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), "newer-migrations-"));
    fs.cpSync(path.join(process.cwd(), "prisma", "migrations"), newer, { recursive: true });
    fs.mkdirSync(path.join(newer, "29991231000000_add_nickname"));
    fs.writeFileSync(
      path.join(newer, "29991231000000_add_nickname", "migration.sql"),
      'ALTER TABLE "Patient" ADD COLUMN "nickname" TEXT;\n',
    );
    const target = freshDataEnv();
    try {
      m = await load({ ...target, CLINIC_MIGRATIONS_DIR: newer });
      const result = await m.restore.restoreArchive(firstArchive);
      expect(result.migrationsApplied).toEqual(["29991231000000_add_nickname"]);
      const sqlite = new Database(m.db.sqliteFile(target.DATABASE_URL), { readonly: true });
      const columns = (sqlite.prepare('PRAGMA table_info("Patient")').all() as { name: string }[]).map((c) => c.name);
      expect(columns).toContain("nickname");
      expect((sqlite.prepare('SELECT COUNT(*) n FROM "Patient"').get() as { n: number }).n).toBe(
        before.rows.patients.length,
      );
      const applied = sqlite.prepare("SELECT migration_name FROM _prisma_migrations ORDER BY migration_name").all() as {
        migration_name: string;
      }[];
      expect(applied.at(-1)!.migration_name).toBe("29991231000000_add_nickname");
      sqlite.close();
    } finally {
      delete process.env.CLINIC_MIGRATIONS_DIR;
    }
  });
});
