/**
 * Erasure leaves no identifier behind (FEATURES.md §7, issue 26 finding 7, docs/decisions/018):
 * a patient with a distinctive name, phone and e-mail books twice, has an appointment deleted
 * by the desk, a note, a report upload, a visit with an addendum, lab results, a clinical
 * summary and a prescription finalised and corrected (the doctor writes her name into them),
 * messages in the outbox, a rights request that names
 * them, a patient search exported to CSV and their data exported — then is erased through
 * DELETE /api/admin/patient/{id}. Afterwards none of the name, phone (as typed, as digits, as a
 * WhatsApp number) or e-mail is anywhere: the database (SQLite: the file's bytes with its -wal
 * and -shm, free pages included; PostgreSQL: every row of every table as text), the uploads
 * folder, the outbox, and every file of a backup taken after it. The proof of the erasure stays.
 */
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { GET as appointmentsDataGET } from "@/app/api/appointments/data/route";
import { DELETE as appointmentDELETE } from "@/app/api/appointments/delete/[key]/route";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { createBackup } from "@/lib/server/backups/archive";
import { config } from "@/lib/server/config";
import { db, isSqlite, sqliteFile } from "@/lib/server/db";
import { closePdfBrowser } from "@/lib/server/pdf/browser";
import { book, validBooking } from "../fixtures/booking";
import { adminRequest, answer } from "../fixtures/http";
import { configureChannels } from "../fixtures/messages";
import { pdfBytes, reportFields, reportFile } from "../fixtures/files";
import { prescriptionItem } from "../fixtures/pdf-documents";
import {
  addNote,
  deletePatient,
  listPatients,
  seedPatient,
  sendReport,
  setUpPatientsSuite,
  useCookie,
} from "../fixtures/patients";
import { privacyCalls } from "../fixtures/privacy";
import { adminCookie } from "../fixtures/admin";

configureChannels();
setUpPatientsSuite();
let cookie = "";
beforeEach(async () => {
  await db().rightsRequest.deleteMany();
  await db().message.deleteMany();
  cookie = await adminCookie();
  useCookie(cookie);
});
const rights = privacyCalls(() => cookie);
// her export prints her finalised prescription: Chromium, kept between PDFs
afterAll(closePdfBrowser);

const ZARA = {
  patientName: "Zephyrine Quillfeather",
  patientEmail: "zquill.heart@example.org",
  patientPhone: "+91 93817 26450",
};
/** Every form the identifiers are written in, lower-cased (the haystacks are lower-cased too). */
const NEEDLES = [
  "zephyrine",
  "quillfeather",
  "zquill.heart@example.org",
  "zquill.heart",
  "9381726450", // the phone's digits: phoneKey, and inside the WhatsApp number 919381726450
  "93817 26450", // as typed
];

/** Which needles a text holds. */
const hits = (text: string) => NEEDLES.filter((needle) => text.toLowerCase().includes(needle));
/** Bytes as text, one character per byte: SQLite and ZIP entries store this ASCII as it is. */
const bytesHits = (data: Buffer) => hits(data.toString("latin1"));

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() ? [full] : [];
  });
}

/** The database's hits: SQLite's files byte for byte, PostgreSQL's rows as text (pg_dump-like). */
async function databaseHits(): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  if (isSqlite()) {
    const file = sqliteFile(config().DATABASE_URL);
    for (const suffix of ["", "-wal", "-shm", "-journal"]) {
      if (!fs.existsSync(file + suffix)) continue;
      const where = bytesHits(fs.readFileSync(file + suffix));
      if (where.length) found[path.basename(file + suffix)] = where;
    }
    return found;
  }
  const tables = await db().$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  for (const { table_name: table } of tables) {
    const rows = await db().$queryRawUnsafe<{ row: string }[]>(`SELECT t::text AS "row" FROM "${table}" t`);
    const where = hits(rows.map((r) => r.row).join("\n"));
    if (where.length) found[table] = where;
  }
  return found;
}

async function backupHits(): Promise<Record<string, string[]>> {
  const { fileName } = await createBackup();
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(config().backupsDir, fileName)));
  const found: Record<string, string[]> = {};
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const where = bytesHits(await entry.async("nodebuffer"));
    if (where.length) found[entry.name] = where;
  }
  return found;
}

const adminCall = (handler: typeof appointmentsDataGET, url: string, method = "GET", ctx?: unknown) =>
  handler(adminRequest(url, { cookie, method }), ctx as never).then(answer);

describe("DELETE /api/admin/patient/{id} leaves no identifier behind", () => {
  it("not in the database's bytes, the uploads, the outbox or a new backup; the proof of the erasure stays", async () => {
    // a neighbour who stays: their rows must survive untouched
    const neighbour = await seedPatient({ name: "Meena Iyer", phone: "+91 99620 33333", email: "meena@example.org" });

    const consent = { version: PRIVACY_NOTICE_VERSION, whatsapp: true };
    for (const [date, time] of [
      ["2026-11-25", "18:30"],
      ["2026-11-27", "19:00"],
    ]) {
      const res = await book(validBooking({ ...ZARA, preferredDate: date, preferredTime: time, consent }));
      expect(res.status).toBe(201);
    }
    const appointments = await db().appointment.findMany({ orderBy: { id: "asc" } });
    const id = appointments[0].patientId;
    expect(appointments.map((a) => a.patientId)).toEqual([id, id]);
    expect(await db().message.count({ where: { to: { contains: "9381726450" } } })).toBeGreaterThan(0);
    // the desk deletes one appointment: its messages stay in the outbox, no longer tied to her
    const gone = String(appointments[1].id);
    expect(
      (
        await adminCall(appointmentDELETE as never, `/api/appointments/delete/${gone}`, "DELETE", {
          params: Promise.resolve({ key: gone }),
        })
      ).status,
    ).toBe(200);

    expect(
      (
        await addNote({
          patientIdentifier: String(id),
          note: "Quillfeather: BP 130/85",
          consultationDate: "2026-11-20",
        })
      ).status,
    ).toBe(201);
    const upload = await sendReport([
      ...reportFields(id, { reportName: "Quillfeather lipid profile" }),
      reportFile("Zephyrine Quillfeather 93817 26450.pdf", pdfBytes("% Zephyrine Quillfeather 9381726450\n")),
    ]);
    expect(upload.status).toBe(201);
    expect(filesUnder(config().uploadsDir).some((f) => bytesHits(fs.readFileSync(f)).length)).toBe(true);

    // the consulting room: a visit of her remaining appointment, an addendum, labs, her summary
    const visit = await db().visit.create({
      data: {
        patientId: id,
        appointmentId: appointments[0].id,
        date: "2026-11-25",
        status: "finished",
        systolic: 150,
        diastolic: 95,
        complaints: "Zephyrine Quillfeather reports breathlessness",
        diagnosis: "Hypertension; call 93817 26450 with results",
      },
    });
    await db().visitAddendum.create({ data: { visitId: visit.id, text: "Quillfeather: echo normal" } });
    await db().labResult.createMany({
      data: [
        { patientId: id, date: "2026-11-20", code: "ldl", value: 141, unit: "mg/dL" },
        { patientId: id, date: "2026-11-20", code: "hba1c", value: 6.1, unit: "%" },
      ],
    });
    await db().clinicalSummary.create({
      data: { patientId: id, allergies: JSON.stringify(["Quillfeather family: penicillin"]), risk: "high" },
    });
    // her prescription, finalised (her export prints it) and corrected by a draft
    const medicine = prescriptionItem("Amlodipine", "5 mg", "1-0-0", {
      instructions: "For Zephyrine Quillfeather only",
    });
    const prescription = await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: id,
        status: "final",
        number: "RX-2026-000001",
        items: JSON.stringify([medicine]),
        advice: JSON.stringify(["Quillfeather: call 93817 26450 if dizzy"]),
        finalisedAt: new Date("2026-11-25T13:00:00Z"),
      },
    });
    await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: id,
        version: 2,
        replacesId: prescription.id,
        items: JSON.stringify([{ ...medicine, strength: "10 mg" }]),
        advice: JSON.stringify(["Write to zquill.heart@example.org"]),
      },
    });

    // her bill, part paid: it stays in the clinic's books, without her name
    const bill = await db().bill.create({
      data: {
        number: "2026-27/0001",
        fy: "2026-27",
        seq: 1,
        patientId: id,
        patientName: "Zephyrine Quillfeather",
        appointmentId: appointments[0].id,
        date: "2026-11-25",
        items: JSON.stringify([{ description: "Cardiac Consultation", amount: 800 }]),
        total: 800,
        paid: 500,
        status: "partial",
        createdBy: "test-desk",
      },
    });
    await db().payment.create({
      data: { billId: bill.id, mode: "cash", amount: 500, date: "2026-11-25", createdBy: "test-desk" },
    });

    // the desk types what it was told into the rights log
    expect(
      (
        await rights.createRequest({
          patientId: id,
          kind: "erasure",
          requester: "Zephyrine Quillfeather, 93817 26450",
          detail: "asked by e-mail from zquill.heart@example.org",
        })
      ).status,
    ).toBe(201);
    expect(
      (await rights.createRequest({ kind: "grievance", requester: "a caller", detail: "rang from 9381726450" })).status,
    ).toBe(201);

    // searches by name and phone, exported to CSV (audited), and her own export (audited)
    expect((await listPatients("?search=Quillfeather&export=csv")).status).toBe(200);
    expect((await listPatients(`?search=${encodeURIComponent("93817 26450")}&export=csv`)).status).toBe(200);
    expect((await adminCall(appointmentsDataGET, "/api/appointments/data?search=Zephyrine&export=csv")).status).toBe(
      200,
    );
    const exported = await rights.exportPatient(id);
    expect(exported.status).toBe(200);
    await exported.arrayBuffer();

    // before: she is everywhere this test looks
    expect(Object.keys(await databaseHits()).length).toBeGreaterThan(0);

    const erased = await deletePatient(String(id));
    expect(erased.status).toBe(200);
    expect(erased.body.deleted).toMatchObject({
      removed: { appointments: 1, notes: 1, reports: 1, visits: 1, labs: 2, clinicalSummaries: 1, prescriptions: 2 },
      billsKept: 1,
    });
    expect(await db().bill.findMany({ include: { payments: true } })).toEqual([
      expect.objectContaining({
        number: "2026-27/0001",
        patientId: null,
        patientName: "[erased]",
        appointmentId: null,
        total: 800,
        paid: 500,
        payments: [expect.objectContaining({ mode: "cash", amount: 500 })],
      }),
    ]);
    const left = await Promise.all([
      db().visit.count(),
      db().visitAddendum.count(),
      db().labResult.count(),
      db().clinicalSummary.count(),
      db().prescription.count(),
    ]);
    expect(left).toEqual([0, 0, 0, 0, 0]);
    expect(await db().auditLog.findFirst({ where: { action: "patient.delete" } })).toMatchObject({
      detail: expect.stringMatching(/, 2 prescriptions; 1 bill kept without the name$/),
    });

    expect(await databaseHits()).toEqual({});
    expect(filesUnder(config().uploadsDir).flatMap((f) => bytesHits(fs.readFileSync(f)))).toEqual([]);
    expect(hits(JSON.stringify(await db().message.findMany()))).toEqual([]);
    expect(await backupHits()).toEqual({});

    // what stays: the proof that the erasure was asked for and done, and that the searches happened
    const log = await db().rightsRequest.findMany({ orderBy: { id: "asc" } });
    expect(log).toEqual([
      expect.objectContaining({
        patientId: id,
        kind: "erasure",
        requester: "[erased], [erased]",
        doneBy: "test-admin",
      }),
      expect.objectContaining({
        patientId: null,
        kind: "grievance",
        requester: "a caller",
        detail: "rang from [erased]",
      }),
      expect.objectContaining({ patientId: id, kind: "access", requester: "the patient", doneBy: "test-admin" }),
    ]);
    expect(log[0].doneAt).toBeInstanceOf(Date);
    expect(log[0].detail).toBe("asked by e-mail from [erased]");
    const audited = await db().auditLog.findMany({
      where: { action: { in: ["patients.export", "appointment.export", "patient.export", "patient.delete"] } },
      orderBy: { id: "asc" },
      select: { action: true, target: true },
    });
    expect(audited).toEqual([
      { action: "patients.export", target: "search" },
      { action: "patients.export", target: "search" },
      { action: "appointment.export", target: "all" },
      { action: "patient.export", target: String(id) },
      { action: "patient.delete", target: String(id) },
    ]);
    // the neighbour is untouched
    expect(await db().patient.findUnique({ where: { id: neighbour.id } })).toMatchObject({ name: "Meena Iyer" });
  });

  it("SQLite: every connection zeroes what it deletes (secure_delete)", async () => {
    if (!isSqlite()) return;
    const [row] = await db().$queryRawUnsafe<{ secure_delete: bigint | number }[]>("PRAGMA secure_delete");
    expect(Number(row.secure_delete)).toBe(1);
  });
});
