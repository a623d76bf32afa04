/**
 * A finalised prescription reaches its patient (FEATURES.md §11): `POST
 * /api/admin/prescriptions/{id}/send` queues it in the outbox, and one pass of the worker
 * delivers it to the real stand-ins (tests/fixtures/messages.ts) — by e-mail with the PDF
 * attached, or on WhatsApp as a document (the PDF uploaded to the media endpoint, then the
 * template with a document header); the PDF is read back with pdftotext. The patient's manage
 * link offers the same PDF. "Today" is Tuesday 24 November 2026. Needs Debian's chromium and
 * poppler-utils, like prescription-pdf.test.ts; without them the suite says so and skips.
 */
import { configureChannels } from "../fixtures/messages";
configureChannels();
import { POST as sendRoute } from "@/app/api/admin/prescriptions/[id]/send/route";
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { MANAGE_DOCUMENT_LIMIT, MANAGE_LIMIT } from "@/lib/server/rate-limit";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import { PRESCRIPTION_MESSAGES } from "@/lib/shared/validation/prescriptions";
import { adminRequest, answer } from "../fixtures/http";
import { manage, seedManaged } from "../fixtures/manage";
import { attachmentBytes } from "../fixtures/mail";
import { agreedToWhatsapp, outbox } from "../fixtures/messages";
import { setUpSentDocumentsSuite } from "../fixtures/sent-documents";

jest.setTimeout(60_000);

const { suite, out, signedIn, as, readPdf, pdfText } = setUpSentDocumentsSuite("prescription-send");

const CLOPI = { drug: "Clopidogrel", strength: "75 mg", dose: "1-0-1", timing: "after-food", durationDays: 30 };
const ATORVA = { drug: "Atorvastatin", strength: "40 mg", dose: "0-0-1", timing: "after-food", durationDays: 30 };
/** What no message body may carry: the medicines, their doses, the diagnosis. */
const MEDICAL = ["Clopidogrel", "CLOPIDOGREL", "Atorvastatin", "75 mg", "1-0-1", "Angina"];

/**
 * Tonight's visit for a patient with a manage link, its prescription written and — unless
 * `draft` — finalised. `lang: "ta"` makes the patient a Tamil reader; `whatsapp` records their yes.
 */
async function prescribed({
  lang = "en",
  whatsapp = false,
  draft = false,
  email = undefined as string | null | undefined,
  time = "18:15",
} = {}) {
  const [{ appointment, token }] = await seedManaged({ name: "Lakshmi Narayanan", date: "2026-11-24", time, email });
  await db().patient.update({ where: { id: appointment.patientId }, data: { language: lang } });
  if (whatsapp) await agreedToWhatsapp(appointment.patientId);
  const visit = (await as.open({ patientId: appointment.patientId, appointmentId: appointment.id })).body.visit as {
    id: number;
  };
  await as.patch(visit.id, { diagnosis: "Angina" });
  const saved = await as.prescribe(visit.id, { items: [CLOPI, ATORVA] });
  expect(saved.status).toBe(200);
  let rx = saved.body.prescription as { id: number; number: string | null };
  if (!draft) rx = (await as.finalise(visit.id)).body.prescription as typeof rx;
  return { appointment, token, visitId: visit.id, rx };
}

const send = async (cookie: string, id: number, body: unknown) =>
  answer(
    await sendRoute(adminRequest(`/api/admin/prescriptions/${id}/send`, { method: "POST", cookie, body }), {
      params: Promise.resolve({ id: String(id) }),
    }),
  );

const storedMessages = () => db().message.findMany({ orderBy: { id: "asc" } });

suite("POST /api/admin/prescriptions/{id}/send", () => {
  it("e-mail: queued without the medicines, then sent with the PDF attached — A4, the generic names in capitals", async () => {
    const { appointment, rx } = await prescribed();
    const res = await send(signedIn.doctor, rx.id, { channel: "email" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: PRESCRIPTION_MESSAGES.queued });
    expect(await outbox()).toEqual([`prescription|email|queued|${appointment.email}`]);
    const [row] = await storedMessages();
    expect(row.appointmentId).toBe(appointment.id);
    expect(JSON.parse(row.payload)).toEqual({ prescription: { id: rx.id, lang: "en" } });
    const audit = await db().auditLog.findMany({ where: { action: "prescription.send" } });
    expect(audit.map((a) => [a.actor, a.target, a.detail])).toEqual([
      ["test-doctor", String(rx.id), `${rx.number} by email`],
    ]);

    expect(await out.deliver()).toEqual({ sent: 1, failed: 0 });
    expect(out.mails).toHaveLength(1);
    const [mail] = out.mails;
    expect(mail.to).toBe(appointment.email);
    expect(mail.subject).toBe(`Your prescription from ${clinic().name}`);
    expect(mail.text).toContain("Dear Lakshmi Narayanan,");
    expect(mail.text).toContain("Your prescription from your visit on Tuesday, 24 November 2026 is attached.");
    expect(mail.text).toContain(clinic().phone);
    for (const word of MEDICAL) expect(`${mail.subject}\n${mail.text}`).not.toContain(word);

    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`prescription-${rx.number}-en.pdf`, "application/pdf"],
    ]);
    const pdf = attachmentBytes(mail, `prescription-${rx.number}-en.pdf`);
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    const text = pdfText(pdf);
    expect(text).toContain("CLOPIDOGREL 75 mg");
    expect(text).toContain("ATORVASTATIN 40 mg");
    expect(text).toContain("Lakshmi Narayanan");
    expect(readPdf(pdf, "pdfinfo")).toMatch(/Page size:\s+59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/);
    expect(await outbox()).toEqual([`prescription|email|sent|${appointment.email}`]);
  });

  it("WhatsApp: the PDF uploaded to the media endpoint, then the template with a document header", async () => {
    const { appointment, rx } = await prescribed({ whatsapp: true });
    const number = `91${appointment.phone}`;
    expect((await send(signedIn.desk, rx.id, { channel: "whatsapp" })).status).toBe(200);
    expect(await outbox()).toEqual([`prescription|whatsapp|queued|${number}`]);
    for (const word of MEDICAL) expect((await storedMessages())[0].payload).not.toContain(word);

    expect(await out.deliver()).toEqual({ sent: 1, failed: 0 });
    expect(out.uploads).toHaveLength(1);
    const [upload] = out.uploads;
    expect(upload.path).toBe("/v21.0/1234567890/media");
    expect(upload.auth).toBe("Bearer test-token-123456");
    expect(upload.fields).toEqual({ messaging_product: "whatsapp", type: "application/pdf" });
    expect([upload.filename, upload.fileType]).toEqual([`prescription-${rx.number}-en.pdf`, "application/pdf"]);
    expect(upload.bytes.subarray(0, 4).toString()).toBe("%PDF");
    expect(pdfText(upload.bytes)).toContain("CLOPIDOGREL 75 mg");

    expect(out.whatsapp).toHaveLength(1);
    const [call] = out.whatsapp;
    expect(call.path).toBe("/v21.0/1234567890/messages");
    expect(call.body).toEqual({
      messaging_product: "whatsapp",
      to: number,
      type: "template",
      template: {
        name: "prescription_document",
        language: { code: "en" },
        components: [
          {
            type: "header",
            parameters: [
              { type: "document", document: { id: upload.id, filename: `prescription-${rx.number}-en.pdf` } },
            ],
          },
          {
            type: "body",
            parameters: [
              { type: "text", text: "Lakshmi Narayanan" },
              { type: "text", text: clinic().name },
            ],
          },
        ],
      },
    });
    for (const word of MEDICAL) expect(JSON.stringify(call.body)).not.toContain(word);
  });

  it("a Tamil patient's e-mail and PDF are in Tamil", async () => {
    const { rx } = await prescribed({ lang: "ta" });
    expect((await send(signedIn.doctor, rx.id, { channel: "email" })).status).toBe(200);
    await out.deliver();
    const [mail] = out.mails;
    expect(mail.subject).toBe(`${clinic().name} வழங்கிய உங்கள் மருந்துச் சீட்டு`);
    expect(mail.text).toContain("வணக்கம் Lakshmi Narayanan அவர்களே,");
    expect(mail.text).toContain("செவ்வாய், 24 நவம்பர், 2026 அன்று நீங்கள் வந்தபோது எழுதப்பட்ட உங்கள் மருந்துச் சீட்டு");
    const text = pdfText(attachmentBytes(mail, `prescription-${rx.number}-ta.pdf`));
    expect(text).toContain("காலை 1 – மதியம் 0 – இரவு 1");
  });

  it("WhatsApp without the patient's consent → 409 no_whatsapp_consent, nothing queued", async () => {
    const { rx } = await prescribed();
    const res = await send(signedIn.doctor, rx.id, { channel: "whatsapp" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: "no_whatsapp_consent", message: PRESCRIPTION_MESSAGES.noConsent });
    expect(await outbox()).toEqual([]);
    expect(await db().auditLog.count({ where: { action: "prescription.send" } })).toBe(0);
  });

  it("consent withdrawn before the worker's turn: not sent, nothing uploaded", async () => {
    const { appointment, rx } = await prescribed({ whatsapp: true });
    expect((await send(signedIn.doctor, rx.id, { channel: "whatsapp" })).status).toBe(200);
    await db().patient.update({
      where: { id: appointment.patientId },
      data: { whatsappConsent: false, whatsappConsentAt: new Date(), whatsappConsentBy: "desk" },
    });
    expect(await out.deliver()).toEqual({ sent: 0, failed: 0 });
    expect(out.uploads).toEqual([]);
    expect(out.whatsapp).toEqual([]);
    const [row] = await storedMessages();
    expect([row.status, row.lastError]).toEqual(["cancelled", "Not sent: WhatsApp consent withdrawn."]);
  });

  it("the patient erased before the worker's turn: not sent", async () => {
    const { appointment, rx } = await prescribed();
    expect((await send(signedIn.doctor, rx.id, { channel: "email" })).status).toBe(200);
    // the message row outlives its appointment (the outbox is the installation's log)
    await db().patient.delete({ where: { id: appointment.patientId } });
    expect(await out.deliver()).toEqual({ sent: 0, failed: 0 });
    expect(out.mails).toEqual([]);
    const [row] = await storedMessages();
    expect([row.status, row.lastError]).toEqual(["cancelled", "Not sent: the patient's record is gone."]);
  });

  it("a draft → 409 for the doctor, 403 for the desk; nothing queued", async () => {
    const { rx } = await prescribed({ draft: true });
    const asDoctor = await send(signedIn.doctor, rx.id, { channel: "email" });
    expect(asDoctor.status).toBe(409);
    expect(asDoctor.body).toMatchObject({ code: "conflict", message: PRESCRIPTION_MESSAGES.notFinal });
    const asDesk = await send(signedIn.desk, rx.id, { channel: "email" });
    expect(asDesk.status).toBe(403);
    expect(asDesk.body).toMatchObject({ message: PRESCRIPTION_MESSAGES.draftForDesk });
    expect(await outbox()).toEqual([]);
  });

  it("the desk may send a finalised one; no e-mail → 409; a bad channel → 400; an unknown id → 404", async () => {
    const { rx } = await prescribed();
    expect(await send(signedIn.desk, rx.id, { channel: "email" })).toMatchObject({
      status: 200,
      body: { success: true, message: PRESCRIPTION_MESSAGES.queued },
    });
    const noEmail = await prescribed({ email: null, time: "18:30" });
    expect(await send(signedIn.desk, noEmail.rx.id, { channel: "email" })).toMatchObject({
      status: 409,
      body: { message: PRESCRIPTION_MESSAGES.noEmail },
    });
    expect((await send(signedIn.desk, rx.id, { channel: "sms" })).status).toBe(400);
    expect(await send(signedIn.desk, 999_999, { channel: "email" })).toMatchObject({
      status: 404,
      body: { message: PRESCRIPTION_MESSAGES.notFound },
    });
    expect(await outbox()).toHaveLength(1);
  });
});

suite("GET /api/appointments/manage/{token}/prescription", () => {
  it("a Tamil patient's finalised prescription: a PDF in Tamil to download; the manage answer says it is there", async () => {
    const { token, rx } = await prescribed({ lang: "ta" });
    expect((await manage.get(token)).body.appointment).toMatchObject({ prescription: true });
    const res = await manage.prescription(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="prescription-${rx.number}-ta\\.pdf"`),
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    const text = pdfText(pdf);
    expect(text).toContain("காலை");
    expect(text).toContain("CLOPIDOGREL 75 mg");
  });

  it("only a draft → 404 saying so, and the manage answer offers none; an unknown token → the link's 404", async () => {
    const { token } = await prescribed({ draft: true });
    expect((await manage.get(token)).body.appointment).toMatchObject({ prescription: false });
    const none = await answer(await manage.prescription(token));
    expect(none).toMatchObject({ status: 404, body: { success: false, message: MANAGE_MESSAGES.noPrescription } });
    const unknown = await answer(await manage.prescription("A".repeat(32)));
    expect(unknown).toMatchObject({ status: 404, body: { code: "link_not_found", message: MANAGE_MESSAGES.notFound } });
  });

  it("is rendered once and served as it was; per link 10 an hour, then 429 (issue 41 G5)", async () => {
    const { token } = await prescribed({ lang: "en" });
    const pdfs: Buffer[] = [];
    // in parallel, from one network: one rendering, the same bytes for all
    const first = await Promise.all(
      Array.from({ length: 4 }, (_, i) => manage.prescription(token, `10.78.0.${i + 1}`)),
    );
    for (const res of first) pdfs.push(Buffer.from(await res.arrayBuffer()));
    // a second later (a new rendering would carry another creation time): still the kept copy
    await new Promise((r) => setTimeout(r, 1100));
    for (let i = 0; i < MANAGE_DOCUMENT_LIMIT.link - 4; i++) {
      const res = await manage.prescription(token, `10.78.1.${i + 1}`);
      expect(res.status).toBe(200);
      pdfs.push(Buffer.from(await res.arrayBuffer()));
    }
    for (const pdf of pdfs) expect(pdf.equals(pdfs[0])).toBe(true);
    const refused = await answer(await manage.prescription(token, "10.78.2.1"));
    expect(refused).toMatchObject({ status: 429, body: { code: "too_many_for_link" } });
  });

  it("is limited per address like the other manage calls: past the limit, 429", async () => {
    const ip = "10.77.0.1";
    for (let i = 0; i < MANAGE_LIMIT.limit; i++)
      expect((await manage.prescription("B".repeat(32), ip)).status).toBe(404);
    const refused = await answer(await manage.prescription("B".repeat(32), ip));
    expect(refused).toMatchObject({ status: 429, body: { code: "too_many_requests" } });
  });
});
