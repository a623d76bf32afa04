/**
 * Documents are records (FEATURES.md §13, issue 40 items 1, 5 and 8): a finalised prescription
 * and a receipt print what they said when they were made, whatever happens afterwards to the
 * chart, the patient's record, the configuration or the doctor's account — read back with
 * pdftotext from the staff print (both languages, both sizes), the manage link and the e-mail
 * attachment. Each prescription is signed by the account that finalises it, with its own
 * registration number; one without cannot finalise. A follow-up past the booking horizon is
 * not booked, and the answer and the PDF say so. "Today" is Tuesday 24 November 2026. Needs
 * Debian's chromium and poppler-utils, like prescription-pdf.test.ts.
 */
import { configureChannels } from "../fixtures/messages";
configureChannels();
import crypto from "node:crypto";
import { GET as recordRoute } from "@/app/api/admin/prescriptions/[id]/route";
import { GET as pdfRoute } from "@/app/api/admin/prescriptions/[id]/pdf/route";
import { POST as sendRoute } from "@/app/api/admin/prescriptions/[id]/send/route";
import { PATCH as staffRoute } from "@/app/api/admin/staff/[id]/route";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { forgetRenderedPdfs } from "@/lib/server/domain/prescriptions/pdf-store";
import { PRESCRIPTION_MESSAGES } from "@/lib/shared/validation/prescriptions";
import { adminCookie, staffCookie, TEST_ADMIN } from "../fixtures/admin";
import { billingCalls } from "../fixtures/billing";
import { consultCalls } from "../fixtures/consult";
import { adminRequest, answer } from "../fixtures/http";
import { manage, seedManaged } from "../fixtures/manage";
import { attachmentBytes } from "../fixtures/mail";
import { privacyCalls, readExport } from "../fixtures/privacy";
import { setUpSentDocumentsSuite } from "../fixtures/sent-documents";

jest.setTimeout(120_000);

let owner = "";
const { suite, out, signedIn, as, pdfText } = setUpSentDocumentsSuite("documents-frozen", async () => {
  // accounts outlive a test: each starts signing as the fixtures say
  await db().admin.updateMany({ data: { printedName: "", qualifications: "", registrationNumber: "", council: "" } });
  owner = await adminCookie();
});

const configured = { ...config() };
afterEach(() => Object.assign(config(), configured));
const bytes = async (res: Response) => {
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

const id = (value: number) => ({ params: Promise.resolve({ id: String(value) }) });
const staffPrint = async (rxId: number, lang: string, size: string, cookie = signedIn.doctor) =>
  pdfText(
    await bytes(
      await pdfRoute(
        adminRequest(`/api/admin/prescriptions/${rxId}/pdf?lang=${lang}&size=${size}`, { cookie }),
        id(rxId),
      ),
    ),
  );
const record = async (rxId: number) =>
  answer(await recordRoute(adminRequest(`/api/admin/prescriptions/${rxId}`, { cookie: signedIn.doctor }), id(rxId)));
const patchStaff = async (adminId: number, body: unknown) =>
  answer(
    await staffRoute(
      adminRequest(`/api/admin/staff/${adminId}`, { method: "PATCH", cookie: owner, body }),
      id(adminId),
    ),
  );

const rxIdOf = (res: { body: Record<string, unknown> }) => (res.body.prescription as { id: number }).id;

const ASPIRIN = { drug: "Aspirin", strength: "75 mg", dose: "0-1-0", timing: "after-food", durationDays: 30 };
const ATORVA = { drug: "Atorvastatin", strength: "40 mg", dose: "0-0-1", timing: "after-food", durationDays: null };

/** Lakshmi Narayanan, 58, allergic to aspirin, stable angina: tonight's visit with a manage link, a draft written. */
async function lakshmi(followUp: { date: string; time?: string } | null = null) {
  const [{ appointment, token }] = await seedManaged({
    name: "Lakshmi Narayanan",
    date: "2026-11-24",
    time: "18:15",
    email: "lakshmi@example.com",
  });
  const patientId = appointment.patientId;
  await db().patient.update({ where: { id: patientId }, data: { age: 58, sex: "Female", language: "en" } });
  const visit = (await as.open({ patientId, appointmentId: appointment.id })).body.visit as { id: number };
  expect((await as.clinical(patientId, { allergies: ["Aspirin"], problems: [] })).status).toBe(200);
  expect((await as.patch(visit.id, { diagnosis: "Stable angina" })).status).toBe(200);
  const saved = await as.prescribe(visit.id, {
    items: [ASPIRIN, ATORVA],
    investigations: ["Lipid profile"],
    advice: ["Walk 30 minutes daily"],
    followUp,
  });
  expect(saved.status).toBe(200);
  return { patientId, token, visitId: visit.id };
}

/** Every copy of prescription `rxId`: the staff print in both languages and sizes, the manage link, the e-mail, the export. */
async function everyCopy(rxId: number, token: string, patientId: number) {
  const copies: Record<string, string> = {};
  for (const lang of ["en", "ta"])
    for (const size of ["a4", "a5"]) copies[`${lang} ${size}`] = await staffPrint(rxId, lang, size);
  copies.manage = pdfText(await bytes(await manage.prescription(token)));
  const sent = await answer(
    await sendRoute(
      adminRequest(`/api/admin/prescriptions/${rxId}/send`, {
        method: "POST",
        cookie: signedIn.doctor,
        body: { channel: "email" },
      }),
      id(rxId),
    ),
  );
  expect(sent.status).toBe(200);
  out.mails.length = 0;
  expect(await out.deliver()).toEqual({ sent: 1, failed: 0 });
  const [mail] = out.mails;
  copies.email = pdfText(attachmentBytes(mail, mail.attachments[0].filename));
  const archive = await readExport(await privacyCalls(() => owner).exportPatient(patientId));
  const [entry] = archive.names.filter((name) => name.startsWith("prescriptions/"));
  copies.export = pdfText(archive.bytes.get(entry)!);
  return copies;
}

suite("a finalised prescription is frozen", () => {
  it("prints the same words in every copy after the patient, the chart, the configuration and the doctor's account change", async () => {
    const { patientId, token, visitId } = await lakshmi();
    const fin = await as.finalise(visitId);
    expect(fin.status).toBe(200);
    const rx = fin.body.prescription as { id: number; number: string; documentHash: string };
    expect(rx.documentHash).toMatch(/^[0-9a-f]{64}$/);

    const before = await everyCopy(rx.id, token, patientId);
    expect(before["en a4"]).toContain("Lakshmi Narayanan");
    expect(before["en a4"]).toContain("58 y");
    expect(before["en a4"]).toContain("Aspirin");
    expect(before["en a4"]).toContain("Stable angina");
    expect(before["en a4"]).toContain("Reg. No. TN-24680 (test), Tamil Nadu Medical Council");
    expect(before["en a4"]).toContain(configured.CLINIC_NAME);
    expect(before.manage).toBe(before["en a4"]);
    expect(before.email).toBe(before["en a4"]);
    expect(before.export).toBe(before["en a4"]);

    // everything the PDF was drawn from, changed
    await db().patient.update({
      where: { id: patientId },
      data: { name: "Renamed Person", nameKey: "renamed person", age: 61, sex: "Male" },
    });
    expect((await as.clinical(patientId, { allergies: ["Penicillin"], problems: [] })).status).toBe(200);
    expect((await as.patch(visitId, { diagnosis: "Changed after finalising" })).status).toBe(200);
    Object.assign(config(), {
      CLINIC_NAME: "Another Clinic",
      CLINIC_ADDRESS: "1 Other Street, Madurai, Tamil Nadu 625001",
      CLINIC_PHONE: "+91 452 000 0000",
      CLINIC_EMAIL: "other@example.in",
      CLINIC_DOCTOR_NAME: "Dr. Someone Else",
      CLINIC_DOCTOR_NAME_TA: "டாக்டர் வேறொருவர்",
      CLINIC_DOCTOR_QUALIFICATIONS: "MBBS",
      CLINIC_DOCTOR_REGISTRATION: "KA-99999",
      CLINIC_DOCTOR_COUNCIL: "Karnataka Medical Council",
    });
    const me = await db().admin.findUniqueOrThrow({ where: { username: "test-doctor" } });
    expect(
      (await patchStaff(me.id, { printedName: "Dr. New Name", registrationNumber: "TN-11111", qualifications: "MBBS" }))
        .status,
    ).toBe(200);

    // drawn again from what is stored, not served from the copies kept since (issue 41 G5)
    forgetRenderedPdfs();
    const after = await everyCopy(rx.id, token, patientId);
    expect(after).toEqual(before);
    for (const text of Object.values(after))
      for (const changed of ["Renamed Person", "Penicillin", "Changed after finalising", "Another Clinic", "TN-11111"])
        expect(text).not.toContain(changed);

    // the hash: of exactly what is stored, answered by the record, written in the audit chain
    const stored = await db().prescription.findUniqueOrThrow({ where: { id: rx.id } });
    expect(stored.documentHash).toBe(crypto.createHash("sha256").update(stored.document!, "utf8").digest("hex"));
    expect(stored.documentHash).toBe(rx.documentHash);
    const read = await record(rx.id);
    expect(read.status).toBe(200);
    expect(read.body.prescription).toMatchObject({ id: rx.id, number: rx.number, documentHash: rx.documentHash });
    const entry = await db().auditLog.findFirstOrThrow({ where: { action: "prescription.finalise" } });
    expect(entry.detail).toBe(`${rx.number} sha256:${rx.documentHash}`);
  });

  it("the desk reads a finalised prescription's record, never a draft's", async () => {
    const { visitId } = await lakshmi();
    const desk = await staffCookie("desk");
    const draft = ((await as.get(visitId)).body.visit as { prescription: { id: number } }).prescription;
    const asDesk = (rxId: number) =>
      recordRoute(adminRequest(`/api/admin/prescriptions/${rxId}`, { cookie: desk }), id(rxId)).then(answer);
    expect((await asDesk(draft.id)).status).toBe(403);
    expect((await as.finalise(visitId)).status).toBe(200);
    expect((await asDesk(draft.id)).body.prescription).toMatchObject({
      status: "final",
      documentHash: expect.any(String),
    });
  });
});

suite("signed by the account that finalises (item 8)", () => {
  it("a second doctor with their own registration prints their name and number, not the configured doctor's", async () => {
    const locum = await staffCookie("doctor", "locum");
    const account = await db().admin.findUniqueOrThrow({ where: { username: "locum" } });
    const set = await patchStaff(account.id, {
      printedName: "Dr. Meena Iyer",
      qualifications: "MBBS, MD (General Medicine)",
      registrationNumber: "TN-13579",
      council: "Tamil Nadu Medical Council",
    });
    expect(set.status).toBe(200);
    expect(set.body.staff).toMatchObject({ printedName: "Dr. Meena Iyer", registrationNumber: "TN-13579" });

    const { visitId } = await lakshmi();
    const fin = await consultCalls(() => locum).finalise(visitId);
    expect(fin.status).toBe(200);
    const text = await staffPrint(rxIdOf(fin), "en", "a5");
    expect(text).toContain("Dr. Meena Iyer");
    expect(text).toContain("MBBS, MD (General Medicine)");
    expect(text).toContain("Reg. No. TN-13579, Tamil Nadu Medical Council");
    expect(text).not.toContain(configured.CLINIC_DOCTOR_NAME);
    expect(text).not.toContain(configured.CLINIC_DOCTOR_REGISTRATION);
  });

  it("a doctor without a registration number → 409 saying why; nothing numbered, the draft stays a draft", async () => {
    const unregistered = await staffCookie("doctor", "no-reg");
    await db().admin.update({ where: { username: "no-reg" }, data: { registrationNumber: "" } });
    const { visitId } = await lakshmi();
    const res = await consultCalls(() => unregistered).finalise(visitId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: "registration_required",
      message: PRESCRIPTION_MESSAGES.registrationRequired,
    });
    expect(await db().prescription.findMany({ select: { status: true, number: true } })).toEqual([
      { status: "draft", number: null },
    ]);
    expect(await db().counter.count()).toBe(0);
  });

  it("the first owner signs with the configuration's doctor where their own fields are empty", async () => {
    const first = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    expect(first.role).toBe("owner");
    const { visitId } = await lakshmi();
    const fin = await consultCalls(() => owner).finalise(visitId);
    expect(fin.status).toBe(200);
    const text = await staffPrint(rxIdOf(fin), "en", "a4");
    expect(text).toContain(configured.CLINIC_DOCTOR_NAME);
    expect(text).toContain(`Reg. No. ${configured.CLINIC_DOCTOR_REGISTRATION}`);
  });
});

suite("a follow-up past the booking horizon (item 5)", () => {
  it("is not booked; the answer says why, and the PDF says the clinic will remind the patient", async () => {
    const { patientId, visitId } = await lakshmi({ date: "2027-02-24", time: "18:30" });
    const fin = await as.finalise(visitId);
    expect(fin.status).toBe(200);
    expect(fin.body.followUp).toEqual({
      booked: null,
      reason: PRESCRIPTION_MESSAGES.followUpPastHorizon(90),
    });
    expect(fin.body.prescription).toMatchObject({ followUpReason: PRESCRIPTION_MESSAGES.followUpPastHorizon(90) });
    expect(await db().appointment.count({ where: { patientId } })).toBe(1);
    const en = await staffPrint(rxIdOf(fin), "en", "a4");
    expect(en).toContain("Review in 3 months — the clinic will remind you");
    expect(en).not.toContain("2027");
    const ta = await staffPrint(rxIdOf(fin), "ta", "a4");
    expect(ta.replace(/\s+/g, " ")).toContain("3 மாதங்களில் மீண்டும் பரிசோதனை — மருத்துவமனை உங்களுக்கு நினைவூட்டும்");
  });

  it("booked: the answer and the PDF give the date and time", async () => {
    const { visitId } = await lakshmi({ date: "2026-12-08", time: "18:30" });
    const fin = await as.finalise(visitId);
    expect(fin.body.followUp).toMatchObject({ booked: { date: "2026-12-08", time: "18:30" }, reason: null });
    const en = await staffPrint(rxIdOf(fin), "en", "a4");
    expect(en).toMatch(/Follow-up: 8 Dec 2026, 6:30 PM/);
    expect(en).not.toContain("remind");
  });
});

suite("a receipt is frozen", () => {
  it("prints the clinic and the doctor as they were at billing, and the patient's name as billed", async () => {
    const billing = billingCalls(() => owner);
    const [{ appointment }] = await seedManaged({ name: "Lakshmi Narayanan", date: "2026-11-24", time: "18:45" });
    const made = await billing.bill({
      patientId: appointment.patientId,
      appointmentId: appointment.id,
      items: [{ description: "Consultation", amount: 800 }],
    });
    expect(made.status).toBe(201);
    const billId = (made.body.bill as { id: number }).id;
    expect((await billing.pay(billId, { mode: "cash", amount: 800 })).status).toBe(200);
    const receipt = async () => ({
      a5: pdfText(await bytes(await billing.receipt(billId, "?size=a5&lang=en"))),
      roll: pdfText(await bytes(await billing.receipt(billId, "?size=80mm&lang=ta"))),
    });
    const before = await receipt();
    expect(before.a5).toContain(configured.CLINIC_NAME);
    expect(before.a5).toContain(configured.CLINIC_DOCTOR_REGISTRATION);
    expect(before.a5).toContain("Lakshmi Narayanan");

    Object.assign(config(), {
      CLINIC_NAME: "Another Clinic",
      CLINIC_DOCTOR_NAME: "Dr. Someone Else",
      CLINIC_DOCTOR_NAME_TA: "டாக்டர் வேறொருவர்",
      CLINIC_DOCTOR_REGISTRATION: "KA-99999",
    });
    const first = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    expect((await patchStaff(first.id, { council: "Karnataka Medical Council" })).status).toBe(200);
    await db().patient.update({ where: { id: appointment.patientId }, data: { name: "Renamed Person" } });

    expect(await receipt()).toEqual(before);
  });
});
