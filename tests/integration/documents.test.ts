/**
 * Letters and certificates (FEATURES.md §14, decision 042 point 4): signed at a visit by the
 * doctor or the owner (`POST /api/admin/visits/{id}/documents`), numbered and frozen; each
 * kind's PDF read back with poppler in English and Tamil, A4 and A5; the same text after the
 * chart changes; sent through the outbox with the consent rules; offered on the manage link.
 * "Today" is Tuesday 24 November 2026. Needs Debian's chromium and poppler-utils.
 */
import { configureChannels } from "../fixtures/messages";
configureChannels();
import { GET as listRoute, POST as createRoute } from "@/app/api/admin/visits/[id]/documents/route";
import { GET as pdfRoute } from "@/app/api/admin/documents/[id]/pdf/route";
import { POST as sendRoute } from "@/app/api/admin/documents/[id]/send/route";
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { DOCUMENT_MESSAGES } from "@/lib/shared/validation/documents";
import { staffCookie, TEST_DOCTOR_REGISTRATION } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";
import { attachmentBytes } from "../fixtures/mail";
import { manage, seedManaged } from "../fixtures/manage";
import { agreedToWhatsapp, outbox } from "../fixtures/messages";
import { setUpSentDocumentsSuite } from "../fixtures/sent-documents";
import { emptyTables } from "../fixtures/tables";

jest.setTimeout(90_000);

const { suite, out, signedIn, as, readPdf, pdfText } = setUpSentDocumentsSuite("documents", () =>
  emptyTables("clinicalDocument"),
);

const CLOPI = { drug: "Clopidogrel", strength: "75 mg", dose: "1-0-1", timing: "after-food", durationDays: 30 };
const ATORVA = { drug: "Atorvastatin", strength: "40 mg", dose: "0-0-1", timing: "after-food", durationDays: 30 };
const REG = TEST_DOCTOR_REGISTRATION.registrationNumber;

/** Tonight's visit of a patient with a manage link: diagnosis, a finalised prescription, LDL and EF recorded. */
async function visited({ lang = "en", whatsapp = false, time = "18:15" } = {}) {
  const [{ appointment, token }] = await seedManaged({ name: "Lakshmi Narayanan", date: "2026-11-24", time });
  await db().patient.update({ where: { id: appointment.patientId }, data: { language: lang, age: 58, sex: "Female" } });
  if (whatsapp) await agreedToWhatsapp(appointment.patientId);
  const visit = (await as.open({ patientId: appointment.patientId, appointmentId: appointment.id })).body.visit as {
    id: number;
  };
  await as.patch(visit.id, { diagnosis: "Stable angina", complaints: "Chest pain on walking", advice: "Walk daily" });
  expect((await as.prescribe(visit.id, { items: [CLOPI, ATORVA] })).status).toBe(200);
  expect((await as.finalise(visit.id)).status).toBe(200);
  const labs = await as.labs(appointment.patientId, {
    date: "2026-11-20",
    results: [
      { code: "ldl", value: 112 },
      { code: "ef", value: 45 },
    ],
  });
  expect(labs.status).toBe(201);
  return { appointment, token, visitId: visit.id, patientId: appointment.patientId };
}

const ctx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

const create = async (cookie: string, visitId: number | string, body: unknown) =>
  answer(
    await createRoute(
      adminRequest(`/api/admin/visits/${visitId}/documents`, { method: "POST", cookie, body }),
      ctx(visitId),
    ),
  );

const list = async (cookie: string, visitId: number) =>
  answer(await listRoute(adminRequest(`/api/admin/visits/${visitId}/documents`, { cookie }), ctx(visitId)));

async function pdf(cookie: string, id: number, query = "") {
  const res = await pdfRoute(adminRequest(`/api/admin/documents/${id}/pdf${query}`, { cookie }), ctx(id));
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

const send = async (cookie: string, id: number, body: unknown) =>
  answer(await sendRoute(adminRequest(`/api/admin/documents/${id}/send`, { method: "POST", cookie, body }), ctx(id)));

const REFERRAL = {
  kind: "referral",
  to: "Dr. R. Kumar, Apollo Hospitals, Greams Road",
  reason: "Coronary angiography",
};
const LEAVE = { kind: "medical-leave", from: "2026-11-24", to: "2026-11-30", showDiagnosis: true };
const FITNESS = { kind: "fitness", purpose: "Return to office work" };
const SUMMARY = { kind: "visit-summary" };

suite("POST /api/admin/visits/{id}/documents", () => {
  it("each kind → 201 with a running LTR number; frozen with its hash, audited; listed for the visit", async () => {
    const { visitId } = await visited();
    const numbers: string[] = [];
    for (const body of [REFERRAL, LEAVE, FITNESS, SUMMARY]) {
      const res = await create(signedIn.doctor, visitId, body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        message: DOCUMENT_MESSAGES.created,
        document: { id: expect.any(Number), number: expect.stringMatching(/^LTR-2026-\d{6}$/), kind: body.kind },
      });
      numbers.push((res.body.document as { number: string }).number);
    }
    expect(numbers).toEqual(["LTR-2026-000001", "LTR-2026-000002", "LTR-2026-000003", "LTR-2026-000004"]);
    const rows = await db().clinicalDocument.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => r.kind)).toEqual(["referral", "medical-leave", "fitness", "visit-summary"]);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.documentHash))).toBe(true);
    const audit = await db().auditLog.findMany({ where: { action: "document.create" }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.detail)).toEqual(rows.map((r) => `${r.number} ${r.kind} sha256:${r.documentHash}`));
    const listed = await list(signedIn.doctor, visitId);
    expect(listed.status).toBe(200);
    expect((listed.body.documents as { number: string }[]).map((d) => d.number)).toEqual(numbers);
  });

  it("the owner may sign (with a registration number); the desk and the assistant → 403; an unknown visit → 404", async () => {
    const { visitId } = await visited();
    const owner = await staffCookie("owner");
    // signed by the account calling: no registration number on it → 409, nothing numbered
    expect(await create(owner, visitId, FITNESS)).toMatchObject({
      status: 409,
      body: { code: "registration_required" },
    });
    await db().admin.update({ where: { username: "test-owner" }, data: TEST_DOCTOR_REGISTRATION });
    expect((await create(owner, visitId, FITNESS)).status).toBe(201);
    for (const role of ["desk", "assistant"] as const) {
      const res = await create(await staffCookie(role), visitId, FITNESS);
      expect(res).toMatchObject({ status: 403, body: { success: false, code: "forbidden" } });
    }
    expect((await list(signedIn.desk, visitId)).status).toBe(403);
    expect(await create(signedIn.doctor, 999_999, FITNESS)).toMatchObject({ status: 404, body: { code: "not_found" } });
    expect(await db().clinicalDocument.count()).toBe(1);
  });

  it("bad input → 400 invalid_input naming the field; nothing numbered", async () => {
    const { visitId } = await visited();
    const cases: [unknown, string][] = [
      [{ kind: "prescription" }, DOCUMENT_MESSAGES.kindInvalid],
      [{ kind: "referral", to: "", reason: "Angiography" }, DOCUMENT_MESSAGES.toRequired],
      [{ kind: "referral", to: "Dr. Kumar" }, DOCUMENT_MESSAGES.reasonRequired],
      [
        { kind: "medical-leave", from: "2026-11-30", to: "2026-11-24", showDiagnosis: false },
        DOCUMENT_MESSAGES.leaveOrder,
      ],
      [
        { kind: "medical-leave", from: "2026-02-30", to: "2026-03-02", showDiagnosis: false },
        DOCUMENT_MESSAGES.dateInvalid,
      ],
      [{ kind: "medical-leave", from: "2026-11-24", to: "2026-11-25" }, DOCUMENT_MESSAGES.showDiagnosisInvalid],
      [{ kind: "fitness", purpose: "x".repeat(201) }, DOCUMENT_MESSAGES.tooLong(200)],
      ["not json", ""],
    ];
    for (const [body, message] of cases) {
      const res = await create(signedIn.doctor, visitId, body);
      expect(res).toMatchObject({ status: 400, body: { success: false, code: "invalid_input" } });
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await db().clinicalDocument.count()).toBe(0);
    expect(await db().counter.findUnique({ where: { name: "letter-2026" } })).toBeNull();
  });
});

suite("GET /api/admin/documents/{id}/pdf", () => {
  it("each kind in English and Tamil: the registration number, the title, the fields; the referral's medicines in capitals, its labs and EF", async () => {
    const { visitId } = await visited();
    const ids: Record<string, number> = {};
    for (const body of [REFERRAL, LEAVE, FITNESS, SUMMARY])
      ids[body.kind] = ((await create(signedIn.doctor, visitId, body)).body.document as { id: number }).id;

    // the desk sends letters but never reads them (issue 44: not letters' clinical text)
    expect((await pdf(signedIn.desk, ids.referral)).status).toBe(403);
    expect((await pdf(await staffCookie("assistant"), ids.referral)).status).toBe(403);
    const owner = await staffCookie("owner");
    const en = async (kind: string) => {
      const res = await pdf(owner, ids[kind]);
      expect([res.status, res.type]).toEqual([200, "application/pdf"]);
      return pdfText(res.bytes);
    };
    const ta = async (kind: string) => pdfText((await pdf(signedIn.doctor, ids[kind], "?lang=ta")).bytes);

    const referral = await en("referral");
    for (const words of [
      REG,
      "Referral Letter",
      "LTR-2026-000001",
      "Dr. R. Kumar, Apollo Hospitals",
      "Coronary angiography",
      "Stable angina",
      "CLOPIDOGREL 75 mg",
      "ATORVASTATIN 40 mg",
      "LDL cholesterol: 112 mg/dL",
      "45%",
      "Lakshmi Narayanan",
      "Page 1 of 1",
    ])
      expect(referral).toContain(words);
    const referralTa = await ta("referral");
    for (const words of [REG, "பரிந்துரைக் கடிதம்", "Coronary angiography", "CLOPIDOGREL 75 mg", "தற்போதைய மருந்துகள்"])
      expect(referralTa).toContain(words);

    const leave = await en("medical-leave");
    for (const words of [REG, "Medical Leave Certificate", "24 Nov 2026", "30 Nov 2026", "7 days", "Stable angina"])
      expect(leave).toContain(words);
    expect(leave).not.toContain("CLOPIDOGREL");
    const leaveTa = await ta("medical-leave");
    for (const words of [REG, "மருத்துவ விடுப்புச் சான்றிதழ்", "ஓய்வு", "7 நாட்கள்"]) expect(leaveTa).toContain(words);

    const fitness = await en("fitness");
    for (const words of [REG, "Medical Fitness Certificate", "Return to office work", "medically fit"])
      expect(fitness).toContain(words);
    expect(fitness).not.toContain("Stable angina");
    const fitnessTa = await ta("fitness");
    for (const words of [REG, "உடல் தகுதிச் சான்றிதழ்", "Return to office work", "தகுதியானவர்"])
      expect(fitnessTa).toContain(words);

    const summary = await en("visit-summary");
    for (const words of [
      REG,
      "Visit Summary",
      "Chest pain on walking",
      "Walk daily",
      "Stable angina",
      "CLOPIDOGREL 75 mg",
    ])
      expect(summary).toContain(words);
    const summaryTa = await ta("visit-summary");
    for (const words of [REG, "சிகிச்சைச் சுருக்கம்", "அறிகுறிகள்", "Chest pain on walking"])
      expect(summaryTa).toContain(words);

    const info = readPdf((await pdf(signedIn.doctor, ids.referral, "?lang=ta")).bytes, "pdfinfo");
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+பரிந்துரைக் கடிதம் LTR-2026-000001/);
  });

  it("a medical leave that keeps the diagnosis private does not print it", async () => {
    const { visitId } = await visited();
    const id = (
      (await create(signedIn.doctor, visitId, { ...LEAVE, showDiagnosis: false })).body.document as { id: number }
    ).id;
    const text = pdfText((await pdf(signedIn.doctor, id)).bytes);
    expect(text).toContain("Medical Leave Certificate");
    expect(text).not.toContain("Stable angina");
  });

  it("frozen: the chart's diagnosis and medicines, the patient's name and the signer's registration changed afterwards → the same text; A5 on request; bad query → 400", async () => {
    const { visitId, appointment } = await visited();
    const id = ((await create(signedIn.doctor, visitId, REFERRAL)).body.document as { id: number }).id;
    const before = pdfText((await pdf(signedIn.doctor, id)).bytes);
    await db().visit.update({ where: { id: visitId }, data: { diagnosis: "Heart failure" } });
    await db().patient.update({ where: { id: appointment.patientId }, data: { name: "Someone Else" } });
    // the signer's settings too: a new registration number and printed name on the account
    await db().admin.updateMany({
      where: { role: "doctor" },
      data: { registrationNumber: "TN-99999", printedName: "Dr. Changed Name" },
    });
    expect((await as.prescribe(visitId, { items: [{ ...ATORVA, drug: "Rosuvastatin" }] })).status).toBe(200);
    expect((await as.finalise(visitId)).status).toBe(200);
    const after = pdfText((await pdf(signedIn.doctor, id)).bytes);
    expect(after).toBe(before);
    expect(after).not.toContain("ROSUVASTATIN");
    expect(after).not.toContain("Heart failure");
    expect(after).not.toContain("TN-99999");

    const a5 = await pdf(signedIn.doctor, id, "?size=a5&lang=ta");
    expect(readPdf(a5.bytes, "pdfinfo")).toMatch(/Page size:\s+4(19|20)(\.\d+)? x 59[45](\.\d+)? pts \(A5\)/);
    expect((await pdf(signedIn.doctor, id, "?size=letter")).status).toBe(400);
    expect((await pdf(signedIn.doctor, 999_999)).status).toBe(404);
  });
});

suite("POST /api/admin/documents/{id}/send and the manage link", () => {
  const MEDICAL = ["Clopidogrel", "CLOPIDOGREL", "Stable angina", "Coronary", "angiography"];

  it("e-mail: queued as kind document without its words, sent with the PDF attached", async () => {
    const { visitId, appointment } = await visited();
    const id = ((await create(signedIn.doctor, visitId, REFERRAL)).body.document as { id: number }).id;
    const res = await send(signedIn.desk, id, { channel: "email" });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: DOCUMENT_MESSAGES.queued } });
    expect(await outbox()).toEqual([`document|email|queued|${appointment.email}`]);
    const [row] = await db().message.findMany();
    for (const word of MEDICAL) expect(row.payload).not.toContain(word);
    expect(await out.deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = out.mails;
    expect(mail.subject).toBe(`A letter from ${clinic().name}`);
    for (const word of MEDICAL) expect(`${mail.subject}\n${mail.text}`).not.toContain(word);
    const attached = attachmentBytes(mail, "referral-LTR-2026-000001-en.pdf");
    expect(pdfText(attached)).toContain("CLOPIDOGREL 75 mg");
    expect(await outbox()).toEqual([`document|email|sent|${appointment.email}`]);
  });

  it("WhatsApp needs the patient's yes (409 no_whatsapp_consent); withdrawn before sending → not sent; bad channel → 400", async () => {
    const { visitId } = await visited();
    const id = ((await create(signedIn.doctor, visitId, FITNESS)).body.document as { id: number }).id;
    expect(await send(signedIn.doctor, id, { channel: "whatsapp" })).toMatchObject({
      status: 409,
      body: { code: "no_whatsapp_consent" },
    });
    expect(await outbox()).toEqual([]);
    expect((await send(signedIn.doctor, id, { channel: "fax" })).status).toBe(400);

    const agreed = await visited({ whatsapp: true, time: "18:30" });
    const id2 = ((await create(signedIn.doctor, agreed.visitId, FITNESS)).body.document as { id: number }).id;
    expect((await send(signedIn.doctor, id2, { channel: "whatsapp" })).status).toBe(200);
    await db().patient.update({ where: { id: agreed.patientId }, data: { whatsappConsent: false } });
    expect(await out.deliver()).toEqual({ sent: 0, failed: 0 });
    expect(out.uploads).toEqual([]);
    expect((await outbox())[0]).toMatch(/^document\|whatsapp\|cancelled\|/);
  });

  it("erased before the worker's turn: the letters go with the patient (cascade) and nothing is sent", async () => {
    const { visitId, patientId } = await visited();
    const id = ((await create(signedIn.doctor, visitId, REFERRAL)).body.document as { id: number }).id;
    expect((await send(signedIn.doctor, id, { channel: "email" })).status).toBe(200);
    await db().patient.delete({ where: { id: patientId } });
    expect(await db().clinicalDocument.count()).toBe(0);
    expect(await out.deliver()).toEqual({ sent: 0, failed: 0 });
    expect(out.mails).toEqual([]);
    const [row] = await db().message.findMany();
    expect([row.status, row.lastError]).toEqual(["cancelled", "Not sent: the patient's record is gone."]);
  });

  it("the manage link offers the visit's letters, each a PDF in the patient's language; another visit's → 404", async () => {
    const { visitId, token } = await visited({ lang: "ta" });
    const doc = (await create(signedIn.doctor, visitId, FITNESS)).body.document as { id: number; number: string };
    expect((await manage.get(token)).body.appointment).toMatchObject({
      documents: [{ id: doc.id, kind: "fitness", number: doc.number }],
    });
    const get = (id: number) => manage.document(token, id);
    const res = await get(doc.id);
    expect(res.status).toBe(200);
    expect(pdfText(Buffer.from(await res.arrayBuffer()))).toContain("உடல் தகுதிச் சான்றிதழ்");

    const other = await visited({ time: "18:30" });
    const otherDoc = (await create(signedIn.doctor, other.visitId, FITNESS)).body.document as { id: number };
    expect((await get(otherDoc.id)).status).toBe(404);
  });
});
