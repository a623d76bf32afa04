/**
 * Follow-ups due (FEATURES.md §14, docs/decisions/042), through the real handlers: a
 * prescription's follow-up past the horizon and a visit's "review in" join the list; the
 * status is derived with the clock pinned (Tuesday 24 November 2026, noon IST); a booking by
 * the patient closes it and its cancellation opens it again; the desk closes one by hand; a
 * reminder goes through the outbox to the real stand-ins (SMTP, the WhatsApp double, the DLT
 * gateway double) with consent checked, in the patient's language, with nothing medical.
 */
import { configureChannels, messageStandIns, outbox, templatesSent } from "../fixtures/messages";
import { SMS_ENV, SMS_TEMPLATE_IDS, smsGateway, smsTransports } from "../fixtures/sms";
configureChannels(SMS_ENV);
import { GET as listRoute } from "@/app/api/admin/recalls/route";
import { PATCH as closeRoute } from "@/app/api/admin/recalls/[id]/route";
import { POST as remindRoute } from "@/app/api/admin/recalls/[id]/remind/route";
import { POST as bookRoute } from "@/app/api/admin/patient/[key]/appointments/route";
import { GET as statsRoute } from "@/app/api/admin/stats/route";
import { db } from "@/lib/server/db";
import { deliverDueMessages } from "@/lib/server/messages/worker";
import { RECALL_MESSAGES } from "@/lib/shared/validation/recalls";
import { staffCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { consultCalls } from "../fixtures/consult";
import { adminRequest, answer } from "../fixtures/http";
import { agreedToWhatsapp } from "../fixtures/messages";
import { setUpPatientsSuite } from "../fixtures/patients";
import { ATORVA } from "../fixtures/prescriptions-suite";

jest.setTimeout(30_000);

const cookies = { doctor: "", desk: "", assistant: "" };
setUpPatientsSuite(async () => {
  cookies.doctor = await staffCookie("doctor");
  cookies.desk = await staffCookie("desk");
  cookies.assistant = await staffCookie("assistant");
});
const out = messageStandIns();
const gateway = smsGateway();
const as = consultCalls(() => cookies.doctor);
const asAssistant = consultCalls(() => cookies.assistant);
const asDesk = consultCalls(() => cookies.desk);

const id = (value: number) => ({ params: Promise.resolve({ id: String(value) }) });
const list = (cookie: string, query = "") =>
  listRoute(adminRequest(`/api/admin/recalls${query}`, { cookie }), undefined).then(answer);
const close = (cookie: string, recallId: number, body: unknown) =>
  closeRoute(adminRequest(`/api/admin/recalls/${recallId}`, { cookie, method: "PATCH", body }), id(recallId)).then(
    answer,
  );
const remind = (cookie: string, recallId: number, body: unknown) =>
  remindRoute(
    adminRequest(`/api/admin/recalls/${recallId}/remind`, { cookie, method: "POST", body }),
    id(recallId),
  ).then(answer);
const deliver = () => deliverDueMessages(smsTransports(out, gateway));

type Recall = { id: number; status: string; dueDate: string; reason: string; closedAs: string | null } & Record<
  string,
  unknown
>;
const recallsOf = (body: Record<string, unknown>) => body.recalls as Recall[];

/**
 * A visit of `date` for a new patient, its diagnosis written: tonight's, opened from its
 * appointment; an earlier evening's is tonight's dated back (the screens open only today's).
 */
async function visitOn(date: string, name = "Lakshmi Narayanan") {
  const [a] = await seed({ name, date, time: "18:15", status: date < "2026-11-24" ? "Done" : "" });
  const visit = (await as.open({ patientId: a.patientId, appointmentId: date === "2026-11-24" ? a.id : null })).body
    .visit as { id: number };
  await as.patch(visit.id, { diagnosis: "CAD, after stent" });
  if (date !== "2026-11-24") await db().visit.update({ where: { id: visit.id }, data: { date } });
  return { appointment: a, patientId: a.patientId, visitId: visit.id };
}

describe("what makes a follow-up", () => {
  it("a prescription's follow-up past the horizon: listed as upcoming with its number; the diagnosis for the doctor only", async () => {
    const { visitId, patientId } = await visitOn("2026-11-24");
    await as.prescribe(visitId, { items: [ATORVA], followUp: { date: "2027-05-24", time: "18:30" } });
    const final = await as.finalise(visitId);
    expect(final.status).toBe(200);
    const number = (final.body.prescription as { number: string }).number;

    const doctor = await list(cookies.doctor);
    expect(doctor.status).toBe(200);
    expect(recallsOf(doctor.body)).toEqual([
      {
        id: expect.any(Number),
        patientId,
        name: "Lakshmi Narayanan",
        phone: expect.any(String),
        dueDate: "2027-05-24",
        reason: `Follow-up of ${number}`,
        lastVisit: "2026-11-24",
        diagnosis: "CAD, after stent",
        lastContacted: null,
        status: "upcoming",
        closedAs: null,
        note: null,
      },
    ]);
    const desk = await list(cookies.desk);
    expect(recallsOf(desk.body).map((r) => [r.dueDate, r.diagnosis])).toEqual([["2027-05-24", null]]);
    expect((await list(cookies.assistant)).status).toBe(403);
  });

  it("a visit's review in: N weeks or calendar months from the visit, also once finished; null clears it", async () => {
    const { visitId } = await visitOn("2026-11-24");
    expect((await as.finish(visitId)).status).toBe(200);
    const set = await as.patch(visitId, { reviewIn: { value: 3, unit: "months" } });
    expect(set.status).toBe(200);
    expect((set.body.visit as { reviewIn: unknown }).reviewIn).toEqual({ value: 3, unit: "months" });
    expect(recallsOf((await list(cookies.desk)).body).map((r) => [r.dueDate, r.reason])).toEqual([
      ["2027-02-24", "Review in 3 months"],
    ]);
    await as.patch(visitId, { reviewIn: { value: 1, unit: "weeks" } });
    expect(recallsOf((await list(cookies.desk)).body).map((r) => [r.dueDate, r.status])).toEqual([
      ["2026-12-01", "due"],
    ]);
    // a finished visit takes nothing else
    expect((await as.patch(visitId, { advice: "Walk daily", reviewIn: null })).status).toBe(409);
    await as.patch(visitId, { reviewIn: null });
    expect(recallsOf((await list(cookies.desk)).body)).toEqual([]);
    const audit = await db().auditLog.findMany({ where: { action: "visit.update", target: String(visitId) } });
    expect(audit.map((a) => a.detail)).toContain("reviewIn");
  });

  it("review in is refused out of range or by the wrong role, and nothing is stored", async () => {
    const { visitId } = await visitOn("2026-11-24");
    for (const reviewIn of [
      { value: 0, unit: "weeks" },
      { value: 105, unit: "weeks" },
      { value: 25, unit: "months" },
      { value: 1.5, unit: "months" },
      { value: 2, unit: "days" },
      "3 months",
    ]) {
      const res = await as.patch(visitId, { reviewIn });
      expect([reviewIn, res.status, res.body.message]).toEqual([reviewIn, 400, RECALL_MESSAGES.reviewInvalid]);
    }
    expect((await asAssistant.patch(visitId, { reviewIn: { value: 2, unit: "weeks" } })).status).toBe(403);
    expect((await asDesk.patch(visitId, { reviewIn: { value: 2, unit: "weeks" } })).status).toBe(403);
    expect(await db().recall.count()).toBe(0);
  });
});

describe("due, overdue, upcoming, done", () => {
  it("derived from today: overdue first, then due (within 7 days), upcoming; status, from and to filter", async () => {
    const old = await visitOn("2026-08-20", "Ravi Kumar"); // 3 months → 20 November: overdue
    const soon = await visitOn("2026-11-03", "Meena Iyer"); // 4 weeks → 1 December: due
    const later = await visitOn("2026-11-24", "Arun Prakash"); // 2 months → 24 January: upcoming
    await as.patch(old.visitId, { reviewIn: { value: 3, unit: "months" } });
    await as.patch(soon.visitId, { reviewIn: { value: 4, unit: "weeks" } });
    await as.patch(later.visitId, { reviewIn: { value: 2, unit: "months" } });
    const all = recallsOf((await list(cookies.desk)).body);
    expect(all.map((r) => [r.name, r.dueDate, r.status])).toEqual([
      ["Ravi Kumar", "2026-11-20", "overdue"],
      ["Meena Iyer", "2026-12-01", "due"],
      ["Arun Prakash", "2027-01-24", "upcoming"],
    ]);
    expect(recallsOf((await list(cookies.desk, "?status=overdue")).body).map((r) => r.name)).toEqual(["Ravi Kumar"]);
    expect(recallsOf((await list(cookies.desk, "?from=2026-11-25&to=2026-12-31")).body).map((r) => r.name)).toEqual([
      "Meena Iyer",
    ]);
    for (const [query, message] of [
      ["?status=late", RECALL_MESSAGES.statusInvalid],
      ["?from=2026-02-30", RECALL_MESSAGES.dateInvalid],
      ["?from=2026-12-02&to=2026-12-01", RECALL_MESSAGES.rangeInvalid],
    ]) {
      const res = await list(cookies.desk, query);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
  });

  it("a booking by the patient closes it by itself; cancelling that booking opens it again", async () => {
    const { visitId, patientId } = await visitOn("2026-11-24");
    await as.patch(visitId, { reviewIn: { value: 1, unit: "weeks" } });
    const booked = await bookRoute(
      adminRequest(`/api/admin/patient/${patientId}/appointments`, {
        cookie: cookies.desk,
        method: "POST",
        body: { serviceRequired: "Cardiac Consultation", preferredDate: "2026-12-01", preferredTime: "18:30" },
      }),
      { params: Promise.resolve({ key: String(patientId) }) },
    ).then(answer);
    expect(booked.status).toBe(201);
    const [done] = recallsOf((await list(cookies.desk)).body);
    expect([done.status, done.closedAs]).toEqual(["done", "booked"]);
    expect((await remind(cookies.desk, done.id, { channel: "email" })).body).toMatchObject({
      success: false,
      code: "recall_closed",
      message: RECALL_MESSAGES.alreadyBooked,
    });
    await db().appointment.updateMany({
      where: { patientId, preferredDate: "2026-12-01" },
      data: { status: "Cancelled", activeSlot: null },
    });
    const [open] = recallsOf((await list(cookies.desk)).body);
    expect([open.status, open.closedAs]).toEqual(["due", null]);
  });

  it("closed by hand: declined with a note, audited; a new due date from the doctor opens it again", async () => {
    const { visitId } = await visitOn("2026-11-24");
    await as.patch(visitId, { reviewIn: { value: 1, unit: "weeks" } });
    const [r] = recallsOf((await list(cookies.desk)).body);
    const res = await close(cookies.desk, r.id, { status: "declined", note: "  Seeing a doctor in Madurai  " });
    expect(res.status).toBe(200);
    expect(res.body.recall).toMatchObject({ status: "done", closedAs: "declined", note: "Seeing a doctor in Madurai" });
    const audit = await db().auditLog.findMany({ where: { action: "recall.close" } });
    expect(audit.map((a) => [a.actor, a.target, a.detail])).toEqual([["test-desk", String(r.id), "declined"]]);
    expect((await close(cookies.desk, r.id, { status: "forgotten" })).status).toBe(400);
    expect((await close(cookies.desk, 999_999, { status: "done" })).status).toBe(404);
    await as.patch(visitId, { reviewIn: { value: 2, unit: "weeks" } });
    const [again] = recallsOf((await list(cookies.desk)).body);
    expect([again.status, again.closedAs, again.dueDate]).toEqual(["upcoming", null, "2026-12-08"]);
  });
});

describe("the doctor's dashboard", () => {
  it("counts the overdue follow-ups by the conditions that matter, from the problem list and the diagnosis", async () => {
    const stent = await visitOn("2026-08-20", "Ravi Kumar"); // diagnosis "CAD, after stent"
    const failing = await visitOn("2026-08-21", "Meena Iyer");
    await as.clinical(failing.patientId, { allergies: [], problems: ["Heart failure (HFrEF)", "Atrial fibrillation"] });
    const after = await visitOn("2026-08-22", "Arun Prakash");
    await as.patch(after.visitId, { diagnosis: "Chest pain after exertion" }); // "after" is no condition, nor "AF"
    const notYet = await visitOn("2026-11-24", "Latha Raman");
    for (const v of [stent, failing, after]) await as.patch(v.visitId, { reviewIn: { value: 3, unit: "months" } });
    await as.patch(notYet.visitId, { reviewIn: { value: 3, unit: "months" } });
    const overview = await statsRoute(adminRequest("/api/admin/stats", { cookie: cookies.doctor }), undefined).then(
      answer,
    );
    expect((overview.body.consult as { followUps: unknown }).followUps).toEqual({
      overdue: 3,
      byCondition: [
        { condition: "After stent", overdue: 2 }, // Ravi's and Meena's visits say "after stent"
        { condition: "Heart failure", overdue: 1 },
        { condition: "On anticoagulation", overdue: 1 },
      ],
    });
  });
});

describe("POST /api/admin/recalls/{id}/remind", () => {
  async function dueRecall(lang: "en" | "ta" = "en") {
    const v = await visitOn("2026-11-24");
    await db().patient.update({ where: { id: v.patientId }, data: { language: lang } });
    await as.patch(v.visitId, { reviewIn: { value: 2, unit: "months" } });
    const [r] = recallsOf((await list(cookies.desk)).body);
    return { ...v, recall: r };
  }

  it("e-mail: the month and the booking link, nothing medical; last contacted noted; audited", async () => {
    const { recall, appointment } = await dueRecall();
    const res = await remind(cookies.desk, recall.id, { channel: "email" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RECALL_MESSAGES.reminded);
    expect((res.body.recall as Recall).lastContacted).toBe("2026-11-24T06:30:00.000Z");
    expect(await outbox({ kind: "recall" })).toEqual([`recall|email|queued|${appointment.email}`]);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [mail] = out.mails;
    expect(mail.text).toContain("The doctor would like to see you again in January 2027.");
    expect(mail.text).toMatch(/To book a time: https?:\/\/\S+\/contact#book or call/);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/CAD|stent|Review in/);
    const audit = await db().auditLog.findMany({ where: { action: "recall.remind" } });
    expect(audit.map((a) => a.detail)).toEqual(["email"]);
  });

  it("SMS: the recall template in Tamil for a Tamil reader, variables only; stopped SMS refused", async () => {
    const { recall, patientId } = await dueRecall("ta");
    expect((await remind(cookies.desk, recall.id, { channel: "sms" })).status).toBe(200);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(gateway.calls.map((c) => [c.template_id, c.recipients[0].var2])).toEqual([
      [SMS_TEMPLATE_IDS.recall.ta, "ஜனவரி 2027"],
    ]);
    await db().patient.update({ where: { id: patientId }, data: { smsConsent: false } });
    expect((await remind(cookies.desk, recall.id, { channel: "sms" })).body).toMatchObject({
      code: "sms_stopped",
      message: RECALL_MESSAGES.smsStopped,
    });
  });

  it("WhatsApp: only with the patient's yes (409 otherwise); the follow_up_due template; a withdrawal before sending stops it", async () => {
    const { recall, patientId } = await dueRecall();
    const refused = await remind(cookies.desk, recall.id, { channel: "whatsapp" });
    expect([refused.status, refused.body.code]).toEqual([409, "no_whatsapp_consent"]);
    expect(await outbox({ kind: "recall" })).toEqual([]);

    await agreedToWhatsapp(patientId);
    expect((await remind(cookies.desk, recall.id, { channel: "whatsapp" })).status).toBe(200);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    expect(templatesSent(out.whatsapp).map((t) => [t.name, t.parameters[0], t.parameters[1]])).toEqual([
      ["follow_up_due", "Lakshmi Narayanan", "January 2027"],
    ]);

    expect((await remind(cookies.desk, recall.id, { channel: "whatsapp" })).status).toBe(200);
    await db().patient.update({ where: { id: patientId }, data: { whatsappConsent: false } });
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox({ kind: "recall" })).toEqual([
      expect.stringMatching(/^recall\|whatsapp\|sent\|/),
      expect.stringMatching(/^recall\|whatsapp\|cancelled\|/),
    ]);
  });

  it("refusals: a bad channel 400, an unknown follow-up 404, no e-mail 409, the assistant 403", async () => {
    const { recall, patientId } = await dueRecall();
    expect((await remind(cookies.desk, recall.id, { channel: "pigeon" })).body.message).toBe(
      RECALL_MESSAGES.channelInvalid,
    );
    expect((await remind(cookies.desk, 999_999, { channel: "email" })).status).toBe(404);
    await db().patient.update({ where: { id: patientId }, data: { email: null, emailKey: null } });
    expect((await remind(cookies.desk, recall.id, { channel: "email" })).body).toMatchObject({ code: "no_email" });
    expect((await remind(cookies.assistant, recall.id, { channel: "email" })).status).toBe(403);
    expect(await outbox({ kind: "recall" })).toEqual([]);
  });
});
