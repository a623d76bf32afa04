/**
 * The patient's export at the desk (FEATURES.md §7) through the real handlers: exactly that
 * patient's rows and files, nothing of anyone else's; the care records in it (visits, labs,
 * prescriptions, bills): patient-rights-export-care.test.ts. The rest of the rights:
 * patient-rights.test.ts.
 * Today is Tuesday 24 November 2026, noon in the clinic (the pinned clock). Both message channels
 * are configured so bookings write their messages (none is delivered here; what reaches the
 * patient after a withdrawal: consent-whatsapp.test.ts).
 */
import fs from "node:fs";
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
import {
  ASHA,
  ASHA_NAME,
  booked,
  CONSENT,
  expectInNoEntry,
  expectOnPage,
  setUpRightsSuite,
  uploaded,
} from "../fixtures/rights-suite";

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
    expectInNoEntry(archive, secrets);
    for (const [name, bytes] of archive.bytes) {
      for (const file of [others.raviFile, others.meenaFile])
        expect([name, bytes.includes(file)]).toEqual([name, false]);
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
    expectOnPage(html, [
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
    ]);
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
