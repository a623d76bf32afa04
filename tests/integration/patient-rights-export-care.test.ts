/**
 * The patient's export (FEATURES.md §7), its care records: visits, labs and the clinical
 * summary, every prescription version with the finalised ones' PDFs, bills with payments and
 * voids — hers only, in patient.json and summary.html. The archive itself:
 * patient-rights-export.test.ts. Today is Tuesday 24 November 2026, noon in the clinic.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { db } from "@/lib/server/db";
import { closePdfBrowser } from "@/lib/server/pdf/browser";
import { prescriptionItem } from "../fixtures/pdf-documents";
import { readExport } from "../fixtures/privacy";
import { ASHA, booked, expectInNoEntry, expectOnPage, setUpRightsSuite } from "../fixtures/rights-suite";

const { rights, seedThree } = setUpRightsSuite();

// a finalised prescription's PDF starts Chromium, kept between PDFs
afterAll(closePdfBrowser);

/** The signed-in account (the doctor who writes), and tonight's finished visit of `patientId` by them. */
async function finishedVisit(patientId: number, data: Omit<Prisma.VisitUncheckedCreateInput, "patientId" | "date">) {
  const doctor = await db().admin.findFirstOrThrow({ where: { username: "test-admin" } });
  const visit = await db().visit.create({
    data: { patientId, date: "2026-11-24", status: "finished", authorId: doctor.id, ...data },
  });
  return { doctor, visit };
}

describe("POST /api/admin/patient/{id}/export", () => {
  it("holds her visits, labs and clinical summary in patient.json and summary.html, and nobody else's", async () => {
    const { asha, ravi } = await seedThree();
    const { doctor, visit } = await finishedVisit(asha, {
      systolic: 142,
      diastolic: 88,
      weightKg: 61.5,
      heightCm: 158,
      complaints: "Chest <tightness> on stairs",
      findings: "S4 heard",
      diagnosis: "Stable angina",
      advice: "Walk daily",
      finishedAt: new Date("2026-11-24T06:00:00Z"),
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
    expectOnPage(archive.html, [
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
    ]);
    expect(archive.html).not.toContain("<tightness>");
    expectInNoEntry(archive, ["RAVI-VISIT-SECRET", "RAVI-ALLERGY-SECRET", "hba1c", "HbA1c"]);
  });

  it("holds her prescriptions, every version, and each finalised one's PDF in her language; nobody else's", async () => {
    const { asha, ravi } = await seedThree();
    await db().patient.update({ where: { id: asha }, data: { language: "ta" } });
    const { doctor, visit } = await finishedVisit(asha, { diagnosis: "Stable angina" });
    const item = prescriptionItem("Atorvastatin", "40 mg", "0-0-1", { instructions: "With <water>" });
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

    expectOnPage(archive.html, [
      'Prescriptions <span class="n">(2)</span>',
      "Prescription RX-2026-000007, visit of Tuesday, 24 November 2026",
      "Draft prescription (not finalised)",
      "2, correcting RX-2026-000007",
      "ATORVASTATIN 40 mg tablet 0-0-1 · after food · 30 days · With &lt;water&gt;",
      "Walk &lt;30&gt; minutes",
      'href="prescriptions/RX-2026-000007-ta.pdf"',
    ]);
    expect(archive.html).not.toContain("<water>");
    expectInNoEntry(archive, ["RAVI-RX-SECRET", "RX-2026-000008"]);
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
    expectOnPage(archive.html, [
      'Bills and payments <span class="n">(2)</span>',
      "Bill 2026-27/0001, Tuesday, 24 November 2026",
      "Bill 2026-27/0002, Tuesday, 24 November 2026 (void)",
      "Cardiac &lt;Consultation&gt;: Rs 1,200",
      "Rs 700 by Cash, Tuesday, 24 November 2026",
    ]);
    expectInNoEntry(archive, ["RAVI-BILL-SECRET", "2026-27/0003"]);
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
});
