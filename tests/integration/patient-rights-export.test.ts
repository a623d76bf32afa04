/**
 * The patient's export at the desk (FEATURES.md §7) through the real handlers: exactly that
 * patient's rows and files, nothing of anyone else's. The rest of the rights: patient-rights.test.ts.
 * Today is Tuesday 24 November 2026, noon in the clinic (the pinned clock). Both message channels
 * are configured so bookings write their messages (none is delivered here; what reaches the
 * patient after a withdrawal: consent-whatsapp.test.ts).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { db } from "@/lib/server/db";
import { closePdfBrowser } from "@/lib/server/pdf/browser";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { pdfBytes, sha256 } from "../fixtures/files";
import { adminCookie } from "../fixtures/admin";
import { adminRequest } from "../fixtures/http";
import { readExport, rightsRows } from "../fixtures/privacy";
import { ASHA, ASHA_NAME, booked, CONSENT, entryTexts, setUpRightsSuite, uploaded } from "../fixtures/rights-suite";

const { rights, seedThree } = setUpRightsSuite();

// a finalised prescription's PDF starts Chromium, kept between PDFs
afterAll(closePdfBrowser);

describe("POST /api/admin/patient/{id}/export", () => {
  it("holds exactly the patient's rows and files, and nothing of anyone else's", async () => {
    const { asha, ashaFiles, ashaReports, others } = await seedThree();
    const res = await rights.exportPatient(asha);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="patient-${asha}-2026-11-24\\.zip"`),
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const archive = await readExport(res);

    const [lipid, ecg] = ashaReports;
    expect(archive.names).toEqual([
      "patient.json",
      `reports/${lipid.id}-Lipid_Profile.pdf`,
      `reports/${ecg.id}-ECG_scan_été.png`,
      "summary.html",
    ]);
    expect(sha256(archive.bytes.get(`reports/${lipid.id}-Lipid_Profile.pdf`)!)).toBe(sha256(ashaFiles[0].data));
    expect(sha256(archive.bytes.get(`reports/${ecg.id}-ECG_scan_été.png`)!)).toBe(sha256(ashaFiles[1].data));

    // every row in patient.json is one of hers
    const { json } = archive;
    const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id).sort((a, b) => a - b);
    const sorted = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const where = { where: { patientId: asha }, select: { id: true } };
    expect(archive.json.patient).toMatchObject({ id: asha, name: ASHA_NAME, email: "asha@example.com" });
    expect(archive.json.patient).not.toHaveProperty("phoneKey");
    expect(sorted(json.appointments)).toEqual(await ids(db().appointment.findMany(where)));
    expect(sorted(json.appointments)).toHaveLength(2);
    expect(sorted(json.contacts)).toEqual(await ids(db().contact.findMany(where)));
    expect(sorted(json.notes)).toEqual(await ids(db().note.findMany(where)));
    expect(sorted(json.reports)).toEqual([lipid.id, ecg.id]);
    expect(json.reports).toEqual([
      expect.objectContaining({
        reportName: "Lipid profile",
        originalName: "Lipid Profile.PDF",
        file: archive.names[1],
      }),
      expect.objectContaining({ reportName: "ECG", originalName: "ECG <scan> été.png", file: archive.names[2] }),
    ]);
    expect(json.reports[0]).not.toHaveProperty("storedName");
    const appointmentIds = sorted(json.appointments);
    const messages = json.messages as { appointmentId: number; to: string; channel: string }[];
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(appointmentIds).toContain(m.appointmentId);
    expect(Object.keys(messages[0]).sort()).toEqual([
      "appointmentId",
      "channel",
      "kind",
      "sendAt",
      "sentAt",
      "status",
      "to",
    ]);
    expect(json.consent).toMatchObject({
      whatsapp: true,
      whatsappBy: "booking",
      bookings: [
        expect.objectContaining({ date: "2026-11-27", notice: null, whatsapp: null }),
        expect.objectContaining({ date: "2026-11-25", notice: PRIVACY_NOTICE_VERSION, whatsapp: true }),
      ],
    });
    // the export itself is recorded, and is in it
    expect(json.rightsRequests).toEqual([
      expect.objectContaining({ patientId: asha, kind: "access", requester: "the patient", doneBy: "test-admin" }),
    ]);

    // nothing of the others anywhere: names, contact details, notes, what they wrote, their files
    const secrets = [
      "Ravi",
      "Kumar",
      "ravi.k@example.net",
      "97311 22222",
      "9731122222",
      "Temple Street",
      "Weaver",
      "Palpitations",
      "Holter",
      "Meena",
      "Iyer",
      "meena.iyer@example.org",
      "99620 33333",
      "9962033333",
      "mild MR",
      "Echo",
      "RAVI-SECRET-BYTES",
      "MEENA-SECRET-BYTES",
    ];
    for (const [name, latin1, utf8] of entryTexts(archive)) {
      for (const secret of secrets) {
        expect([name, latin1.includes(secret) || utf8.includes(secret)]).toEqual([name, false]);
      }
      for (const file of [others.raviFile, others.meenaFile]) {
        expect([name, archive.bytes.get(name)!.includes(file)]).toEqual([name, false]);
      }
    }
  });

  it("holds her visits, labs and clinical summary in patient.json and summary.html, and nobody else's", async () => {
    const { asha, ravi } = await seedThree();
    const doctor = await db().admin.findFirstOrThrow({ where: { username: "test-admin" } });
    const visit = await db().visit.create({
      data: {
        patientId: asha,
        date: "2026-11-24",
        status: "finished",
        authorId: doctor.id,
        systolic: 142,
        diastolic: 88,
        weightKg: 61.5,
        heightCm: 158,
        complaints: "Chest <tightness> on stairs",
        findings: "S4 heard",
        diagnosis: "Stable angina",
        advice: "Walk daily",
        finishedAt: new Date("2026-11-24T06:00:00Z"),
      },
    });
    await db().visitAddendum.create({ data: { visitId: visit.id, text: "TMT booked", authorId: doctor.id } });
    await db().labResult.create({
      data: { patientId: asha, date: "2026-11-20", code: "ldl", value: 132, unit: "mg/dL", authorId: doctor.id },
    });
    await db().clinicalSummary.create({
      data: {
        patientId: asha,
        allergies: JSON.stringify(["Sulfa drugs"]),
        problems: JSON.stringify(["Hypertension"]),
        currentMedicines: JSON.stringify(["Aspirin 75 mg"]),
        risk: "very-high",
        updatedBy: doctor.id,
      },
    });
    // Ravi's: none of it may reach her export
    await db().visit.create({ data: { patientId: ravi, date: "2026-11-24", complaints: "RAVI-VISIT-SECRET" } });
    await db().labResult.create({
      data: { patientId: ravi, date: "2026-11-20", code: "hba1c", value: 9.9, unit: "%" },
    });
    await db().clinicalSummary.create({
      data: { patientId: ravi, allergies: JSON.stringify(["RAVI-ALLERGY-SECRET"]) },
    });

    const archive = await readExport(await rights.exportPatient(asha));
    const author = doctor.displayName || doctor.username;
    for (const stored of ["visits", "labs", "clinical"]) expect(archive.json.patient).not.toHaveProperty(stored);
    expect(archive.json.visits).toEqual([
      expect.objectContaining({
        id: visit.id,
        date: "2026-11-24",
        status: "finished",
        author,
        vitals: expect.objectContaining({ systolic: 142, diastolic: 88, weightKg: 61.5, bmi: expect.any(Number) }),
        complaints: "Chest <tightness> on stairs",
        findings: "S4 heard",
        diagnosis: "Stable angina",
        advice: "Walk daily",
        addenda: [expect.objectContaining({ text: "TMT booked", author })],
      }),
    ]);
    expect(archive.json.labs).toEqual([expect.objectContaining({ code: "ldl", value: 132, unit: "mg/dL", author })]);
    expect(archive.json.clinicalSummary).toMatchObject({
      allergies: ["Sulfa drugs"],
      problems: ["Hypertension"],
      currentMedicines: ["Aspirin 75 mg"],
      risk: "very-high",
      riskSet: true,
      updatedBy: author,
    });
    for (const text of [
      "Clinical summary",
      "Sulfa drugs",
      "Aspirin 75 mg",
      "Very high risk",
      "Visit of Tuesday, 24 November 2026",
      "142 mmHg",
      "61.5 kg",
      "Chest &lt;tightness&gt; on stairs",
      "Stable angina",
      "TMT booked",
      "LDL cholesterol",
      "132 mg/dL",
    ]) {
      expect([text, archive.html.includes(text)]).toEqual([text, true]);
    }
    expect(archive.html).not.toContain("<tightness>");
    for (const [name, latin1, utf8] of entryTexts(archive)) {
      for (const secret of ["RAVI-VISIT-SECRET", "RAVI-ALLERGY-SECRET", "hba1c", "HbA1c"]) {
        expect([name, latin1.includes(secret) || utf8.includes(secret)]).toEqual([name, false]);
      }
    }
  });

  it("holds her prescriptions, every version, and each finalised one's PDF in her language; nobody else's", async () => {
    const { asha, ravi } = await seedThree();
    await db().patient.update({ where: { id: asha }, data: { language: "ta" } });
    const doctor = await db().admin.findFirstOrThrow({ where: { username: "test-admin" } });
    const visit = await db().visit.create({
      data: {
        patientId: asha,
        date: "2026-11-24",
        status: "finished",
        authorId: doctor.id,
        diagnosis: "Stable angina",
      },
    });
    const item = {
      drug: "Atorvastatin",
      strength: "40 mg",
      form: "tablet",
      dose: "0-0-1",
      timing: "after-food",
      durationDays: 30,
      instructions: "With <water>",
    };
    const final = await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: asha,
        status: "final",
        number: "RX-2026-000007",
        items: JSON.stringify([item]),
        investigations: JSON.stringify(["Lipid profile"]),
        advice: JSON.stringify(["Walk <30> minutes"]),
        followUpDate: "2026-12-29",
        followUpTime: "18:00",
        authorId: doctor.id,
        finalisedAt: new Date("2026-11-24T06:30:00Z"),
      },
    });
    // the correction she has not been given yet: in the data, not as a PDF
    const draft = await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: asha,
        version: 2,
        replacesId: final.id,
        items: JSON.stringify([{ ...item, strength: "80 mg", instructions: null }]),
        authorId: doctor.id,
      },
    });
    // Ravi's: neither its data nor its PDF may reach her export
    const raviVisit = await db().visit.create({ data: { patientId: ravi, date: "2026-11-24" } });
    await db().prescription.create({
      data: {
        visitId: raviVisit.id,
        patientId: ravi,
        status: "final",
        number: "RX-2026-000008",
        items: JSON.stringify([{ ...item, drug: "RAVI-RX-SECRET" }]),
        finalisedAt: new Date("2026-11-24T07:00:00Z"),
      },
    });

    const archive = await readExport(await rights.exportPatient(asha));
    const author = doctor.displayName || doctor.username;
    expect(archive.json.patient).not.toHaveProperty("prescriptions");
    expect(archive.json.prescriptions).toEqual([
      expect.objectContaining({
        id: draft.id,
        number: null,
        status: "draft",
        version: 2,
        replaces: "RX-2026-000007",
        items: [expect.objectContaining({ strength: "80 mg" })],
        author,
        finalisedAt: null,
        pdf: null,
      }),
      expect.objectContaining({
        id: final.id,
        number: "RX-2026-000007",
        status: "final",
        version: 1,
        replaces: null,
        items: [item],
        investigations: ["Lipid profile"],
        advice: ["Walk <30> minutes"],
        followUp: { date: "2026-12-29", time: "18:00" },
        author,
        finalisedAt: "2026-11-24T06:30:00.000Z",
        pdf: "prescriptions/RX-2026-000007-ta.pdf",
      }),
    ]);
    expect(archive.json.prescriptions[0]).not.toHaveProperty("warnings");

    // the finalised one as the clinic prints it, in Tamil; no draft, nobody else's
    expect(archive.names.filter((n) => n.startsWith("prescriptions/"))).toEqual([
      "prescriptions/RX-2026-000007-ta.pdf",
    ]);
    const pdf = archive.bytes.get("prescriptions/RX-2026-000007-ta.pdf")!;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // read back by poppler (as prescription-pdf.test.ts does): hers, A4, the dose line in Tamil
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "export-rx-")), "rx.pdf");
    fs.writeFileSync(file, pdf);
    expect(execFileSync("pdfinfo", [file], { encoding: "utf8" })).toMatch(/Page size:.*\(A4\)/);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    for (const words of ["RX-2026-000007", "ATORVASTATIN", "சாப்பிட்ட பின்"]) expect(text).toContain(words);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    for (const text of [
      'Prescriptions <span class="n">(2)</span>',
      "Prescription RX-2026-000007, visit of Tuesday, 24 November 2026",
      "Draft prescription (not finalised)",
      "2, correcting RX-2026-000007",
      "ATORVASTATIN 40 mg tablet 0-0-1 · after food · 30 days · With &lt;water&gt;",
      "Walk &lt;30&gt; minutes",
      'href="prescriptions/RX-2026-000007-ta.pdf"',
    ]) {
      expect([text, archive.html.includes(text)]).toEqual([text, true]);
    }
    expect(archive.html).not.toContain("<water>");
    for (const [name, latin1, utf8] of entryTexts(archive)) {
      for (const secret of ["RAVI-RX-SECRET", "RX-2026-000008"]) {
        expect([name, latin1.includes(secret) || utf8.includes(secret)]).toEqual([name, false]);
      }
    }
    expect(await db().auditLog.findFirst({ where: { action: "patient.export" } })).toMatchObject({
      detail: "2 report files, 1 prescription PDFs",
    });
  });

  it("holds her bills with their payments and voids, escaped in the summary; nobody else's", async () => {
    const { asha, ravi } = await seedThree();
    const bill = (patientId: number, seq: number, data: Record<string, unknown>) =>
      db().bill.create({
        data: {
          number: `2026-27/${String(seq).padStart(4, "0")}`,
          fy: "2026-27",
          seq,
          patientId,
          patientName: "as billed",
          date: "2026-11-24",
          items: JSON.stringify([{ description: "Cardiac <Consultation>", amount: 1200 }]),
          total: 1200,
          createdBy: "test-desk",
          ...data,
        },
      });
    const paid = await bill(asha, 1, { paid: 1200, status: "paid" });
    await db().payment.createMany({
      data: [
        { billId: paid.id, mode: "cash", amount: 700, date: "2026-11-24", createdBy: "test-desk" },
        { billId: paid.id, mode: "upi", amount: 500, reference: "4339", date: "2026-11-24", createdBy: "test-desk" },
      ],
    });
    await bill(asha, 2, { status: "void", voidReason: "Billed twice" });
    await bill(ravi, 3, { items: JSON.stringify([{ description: "RAVI-BILL-SECRET", amount: 1 }]), total: 1 });

    const archive = await readExport(await rights.exportPatient(asha));
    expect(archive.json.bills).toEqual([
      expect.objectContaining({ number: "2026-27/0002", status: "void", voidReason: "Billed twice", payments: [] }),
      {
        number: "2026-27/0001",
        date: "2026-11-24",
        items: [{ description: "Cardiac <Consultation>", amount: 1200 }],
        total: 1200,
        paid: 1200,
        due: 0,
        status: "paid",
        voidReason: null,
        payments: [
          { mode: "cash", amount: 700, reference: null, date: "2026-11-24" },
          { mode: "upi", amount: 500, reference: "4339", date: "2026-11-24" },
        ],
        refunds: [],
      },
    ]);
    for (const text of [
      'Bills and payments <span class="n">(2)</span>',
      "Bill 2026-27/0001, Tuesday, 24 November 2026",
      "Bill 2026-27/0002, Tuesday, 24 November 2026 (void)",
      "Cardiac &lt;Consultation&gt;: Rs 1,200",
      "Rs 700 by Cash, Tuesday, 24 November 2026",
    ]) {
      expect([text, archive.html.includes(text)]).toEqual([text, true]);
    }
    for (const [name, latin1, utf8] of entryTexts(archive)) {
      for (const secret of ["RAVI-BILL-SECRET", "2026-27/0003"]) {
        expect([name, latin1.includes(secret) || utf8.includes(secret)]).toEqual([name, false]);
      }
    }
  });

  it("a prescription PDF that cannot be made is left out and said; the export still answers", async () => {
    const asha = await booked(ASHA, "2026-11-25", "18:30");
    const visit = await db().visit.create({ data: { patientId: asha, date: "2026-11-24", status: "finished" } });
    await db().prescription.create({
      data: {
        visitId: visit.id,
        patientId: asha,
        status: "final",
        number: "RX-2026-000009",
        items: JSON.stringify([]),
        finalisedAt: new Date("2026-11-24T06:30:00Z"),
      },
    });
    await closePdfBrowser();
    const chromium = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await rights.exportPatient(asha);
      expect(res.status).toBe(200);
      const archive = await readExport(res);
      expect(archive.names.filter((n) => n.startsWith("prescriptions/"))).toEqual([]);
      expect(archive.json.prescriptions).toEqual([expect.objectContaining({ number: "RX-2026-000009", pdf: null })]);
      expect(archive.html).toContain("The PDF could not be made; the clinic can print it again.");
      expect(await db().auditLog.findFirst({ where: { action: "patient.export" } })).toMatchObject({
        detail: "0 report files, 0 prescription PDFs, 1 not made",
      });
    } finally {
      errors.mockRestore();
      if (chromium === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = chromium;
    }
  });

  it("summary.html is a readable page about them: the name as text, details, consent, visits, notes, reports, messages", async () => {
    const { asha, ashaReports } = await seedThree();
    const { html } = await readExport(await rights.exportPatient(asha));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toContain("<script");
    expect(html).toContain("<h1>Asha &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Menon</h1>");
    expect(html).not.toMatch(/<link|src=|https?:\/\//); // self-contained: nothing fetched from anywhere
    for (const text of [
      "+91 98400 11111",
      "asha@example.com",
      "WhatsApp messages",
      "Agreed · at booking, 24 November 2026, 12:00 PM",
      `Privacy notice ${PRIVACY_NOTICE_VERSION} agreed at booking on 24 November 2026, 12:00 PM`,
      "without the privacy notice",
      "Wednesday, 25 November 2026, 6:30 PM",
      "Friday, 27 November 2026, 7:00 PM",
      "BP 130/85, continue aspirin",
      "Lipid profile",
      `href="reports/${ashaReports[0].id}-Lipid_Profile.pdf"`,
      "ECG &lt;scan&gt; été.png",
      "Messages about the appointments",
      "Requests about this data",
      "A copy of their data",
    ]) {
      expect([text, html.includes(text)]).toEqual([text, true]);
    }
  });

  it("marks the patient's open access request done instead of adding one; audited", async () => {
    const asha = await booked(ASHA, "2026-11-25", "18:30", CONSENT);
    const created = await rights.createRequest({ patientId: asha, kind: "access", requester: "the patient" });
    const other = await rights.createRequest({ patientId: asha, kind: "correction", requester: "the patient" });
    const res = await rights.exportPatient(asha);
    expect(res.status).toBe(200);
    const { json } = await readExport(res);
    expect(json.rightsRequests).toEqual([
      expect.objectContaining({ id: other.body.request.id, doneAt: null }),
      expect.objectContaining({ id: created.body.request.id, kind: "access", doneAt: TUESDAY_NOON_IST.toISOString() }),
    ]);
    expect(await rightsRows()).toEqual([`access|${asha}|the patient||done`, `correction|${asha}|the patient||open`]);
    expect(await db().auditLog.findFirst({ where: { action: "patient.export" } })).toMatchObject({
      actor: "test-admin",
      target: String(asha),
      detail: "0 report files",
    });
  });

  it("a report whose file is missing is listed without it; the export still answers", async () => {
    const asha = await booked(ASHA, "2026-11-25", "18:30");
    const report = await uploaded(asha, "Lipid.pdf", pdfBytes(), "Lipid profile");
    const stored = await db().report.findUniqueOrThrow({ where: { id: report.id } });
    fs.rmSync(path.join(process.env.UPLOADS_DIR!, stored.storedName));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await rights.exportPatient(asha);
    errors.mockRestore();
    expect(res.status).toBe(200);
    const archive = await readExport(res);
    expect(archive.names).toEqual(["patient.json", "summary.html"]);
    expect(archive.json.reports).toEqual([expect.objectContaining({ id: report.id, file: null })]);
    expect(archive.html).toContain("The file was missing from the clinic's storage.");
  });

  it("unknown patient: 404; not an ID: 400; a GET is 405 (an export writes: issue 41 G7) and records nothing", async () => {
    expect(await rights.exportPatient(424242).then((r) => r.json())).toEqual({
      success: false,
      code: "not_found",
      message: PATIENT_MESSAGES.notFound,
    });
    expect((await rights.exportPatient(424242)).status).toBe(404);
    const bad = await rights.exportPatient("asha@example.com");
    expect([bad.status, (await bad.json()).message]).toEqual([400, PATIENT_MESSAGES.badId]);
    const asha = await booked(ASHA, "2026-11-25", "18:30");
    const { GET } = await import("@/app/api/admin/patient/[key]/export/route");
    const get = await GET(adminRequest(`/api/admin/patient/${asha}/export`, { cookie: await adminCookie() }), {
      params: Promise.resolve({ key: String(asha) }),
    });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toContain("POST");
    expect(await rightsRows()).toEqual([]);
  });
});
