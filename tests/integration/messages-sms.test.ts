/**
 * SMS through a DLT gateway (FEATURES.md §15, issue 43), through the real booking call and the
 * worker, against a loopback gateway double that checks the authkey and the body's shape
 * (tests/fixtures/sms.ts): the channel rule (WhatsApp where agreed, otherwise SMS, e-mail
 * whenever given) and its `why`, template ids per kind and language, only Indian mobiles, the
 * segments stored, a withdrawal stopping a queued SMS, a gateway error retried, a phone code
 * rendered from its payload. E-mail, WhatsApp and SMS configured; today is Tuesday 24 November 2026.
 */
import { db } from "@/lib/server/db";
import { deliverDueMessages } from "@/lib/server/messages/worker";
import { enqueueMessages, RETRY_DELAYS_MS } from "@/lib/server/outbox/queue";
import { setNow } from "@/lib/shared/clock";
import { adminCookie } from "../fixtures/admin";
import { book, validBooking } from "../fixtures/booking";
import { setUpManageSuite } from "../fixtures/manage";
import { configureChannels, messageCalls, messageStandIns, outbox, WHATSAPP_AGREED } from "../fixtures/messages";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { useCookie as setPatientsCookie } from "../fixtures/patients";
import { patientProfile, privacyCalls, rightsRows } from "../fixtures/privacy";
import { SMS_ENV, SMS_SENDER_ID, SMS_TEMPLATE_IDS, smsGateway, smsTransports } from "../fixtures/sms";

configureChannels(SMS_ENV);
const { session } = setUpManageSuite();
const out = messageStandIns();
const gateway = smsGateway();
const messages = messageCalls(() => session.cookie);
const rights = privacyCalls(() => session.cookie);

const FRIDAY = "2026-11-27";
const NO_WHATSAPP = { version: PRIVACY_NOTICE_VERSION, whatsapp: false } as const;
const deliver = () => deliverDueMessages(smsTransports(out, gateway));

async function bookFriday(overrides: Record<string, unknown> = {}) {
  const res = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", ...overrides }));
  expect(res.status).toBe(201);
  return db().appointment.findFirstOrThrow({ orderBy: { id: "desc" } });
}

const rows = (appointmentId: number) =>
  db().message.findMany({ where: { appointmentId, kind: "confirmation" }, orderBy: { id: "asc" } });

describe("the channel rule", () => {
  it("agreed WhatsApp: WhatsApp, not SMS; and e-mail, as given", async () => {
    const a = await bookFriday({ consent: WHATSAPP_AGREED });
    expect((await rows(a.id)).map((r) => `${r.channel}|${r.why}`)).toEqual([
      "email|email-given",
      "whatsapp|whatsapp-agreed",
    ]);
  });

  it("declined WhatsApp and no e-mail: SMS alone, with why, to 91XXXXXXXXXX", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "" });
    expect((await rows(a.id)).map((r) => `${r.channel}|${r.why}|${r.to}`)).toEqual([
      "sms|sms-whatsapp-declined|919840011111",
    ]);
  });

  it("never asked about WhatsApp, e-mail given: e-mail and SMS", async () => {
    const a = await bookFriday();
    expect((await rows(a.id)).map((r) => `${r.channel}|${r.why}`)).toEqual([
      "email|email-given",
      "sms|sms-no-whatsapp",
    ]);
  });

  it("a +44 number gets no SMS (only Indian mobiles)", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientPhone: "+44 7700 900123" });
    expect((await rows(a.id)).map((r) => r.channel)).toEqual(["email"]);
  });

  it("a kind without a template is not sent by SMS (running late has no Tamil template)", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "", language: "ta" });
    await enqueueMessages(db(), [
      {
        channel: "sms",
        kind: "running-late",
        to: "919840011111",
        appointmentId: a.id,
        payload: { facts: { name: "Asha Menon", date: FRIDAY, time: "19:30", minutes: 30 } },
      },
    ]);
    await deliver();
    const late = await db().message.findFirstOrThrow({ where: { kind: "running-late" } });
    expect(late.status).toBe("cancelled");
    expect(late.lastError).toMatch(/no DLT template/);
    expect(gateway.calls.map((c) => c.template_id)).toEqual([SMS_TEMPLATE_IDS.confirmation.ta]);
  });
});

describe("what the gateway receives", () => {
  it("English: the template id, the sender, the values in order; segments stored; nothing medical", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "" });
    // the SMS, and the clinic's alert of a web booking
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(gateway.refused).toEqual([]);
    const [call] = gateway.calls;
    expect(call).toMatchObject({ template_id: SMS_TEMPLATE_IDS.confirmation.en, sender: SMS_SENDER_ID, short_url: 0 });
    const r = call.recipients[0];
    expect(r.mobiles).toBe("919840011111");
    expect([r.var2, r.var3]).toEqual(["Friday, 27 November 2026", "7:30 PM"]);
    expect(r.var4).toMatch(/\/appointment\//);
    expect(JSON.stringify(call)).not.toMatch(/Cardiac|Breathless|Lake View|Teacher/);
    const [row] = await rows(a.id);
    expect(row).toMatchObject({ status: "sent", segments: 2 });
  });

  it("Tamil: the Tamil template id, Tamil date and time, more segments (UCS-2)", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "", language: "ta" });
    await deliver();
    const [call] = gateway.calls;
    expect(call.template_id).toBe(SMS_TEMPLATE_IDS.confirmation.ta);
    expect(call.recipients[0].var2).toBe("வெள்ளி, 27 நவம்பர், 2026");
    expect(call.recipients[0].var4).toMatch(/\/ta\/appointment\//);
    const [row] = await rows(a.id);
    expect(row.segments).toBeGreaterThanOrEqual(3);
  });

  it("a gateway error is a failed attempt, retried later, without the key in lastError", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "" });
    gateway.fail(1, "body");
    expect(await deliver()).toEqual({ sent: 1, failed: 1 }); // the clinic's alert went
    let [row] = await rows(a.id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.lastError).toMatch(/^SMS gateway 200: Template not approved/);
    expect(row.lastError).not.toContain(SMS_ENV.SMS_AUTH_KEY);
    gateway.fail(1, "status");
    setNow(new Date(row.sendAt.getTime()));
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    [row] = await rows(a.id);
    expect(row.lastError).toMatch(/^SMS gateway 503/);
    setNow(new Date(row.sendAt.getTime() + RETRY_DELAYS_MS[1]));
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    [row] = await rows(a.id);
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("a phone code is rendered from its payload: the code, 10 minutes, do not share", async () => {
    await enqueueMessages(db(), [
      { channel: "sms", kind: "phone-code", to: "919840022222", payload: { facts: { code: "482913" }, lang: "en" } },
    ]);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [call] = gateway.calls;
    expect(call.template_id).toBe(SMS_TEMPLATE_IDS["phone-code"].en);
    expect(call.recipients[0]).toMatchObject({ mobiles: "919840022222", var1: "482913" });
    expect(await outbox({ kind: "phone-code" })).toEqual(["phone-code|sms|sent|919840022222"]);
    // the log keeps that it went, never the code
    const stored = await db().message.findFirstOrThrow({ where: { kind: "phone-code" } });
    expect(stored.payload).not.toContain("482913");
    expect(JSON.parse(stored.payload)).toEqual({ facts: { code: "sent" }, lang: "en" });
  });
});

it("every e-mail to a patient carries the line to all their appointments (/my)", async () => {
  await bookFriday();
  await deliver();
  const mail = out.mails.find((m) => m.to === "asha@example.com")!;
  expect(mail.text).toContain("See all your appointments: http://localhost:3000/my");
});

describe("SMS consent", () => {
  it("a patient who stopped SMS gets none: a queued SMS is not sent", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "" });
    await db().patient.update({
      where: { id: a.patientId },
      data: { smsConsent: false, smsConsentAt: new Date(), smsConsentBy: "desk" },
    });
    await deliver();
    expect(gateway.calls).toEqual([]);
    const [row] = await rows(a.id);
    expect(row).toMatchObject({ status: "cancelled", lastError: "Not sent: SMS stopped by the patient." });
    // and nothing new is written for them by SMS
    const b = await bookFriday({ consent: NO_WHATSAPP, patientEmail: "", preferredTime: "19:45" });
    expect(await rows(b.id)).toEqual([]);
  });
});

describe("the desk stops SMS (POST /api/admin/patient/{id}/consent {sms: false})", () => {
  it("the waiting SMS reminders are dropped, the withdrawal logged, the profile says Withdrawn; e-mail untouched", async () => {
    const a = await bookFriday({ consent: NO_WHATSAPP });
    const waiting = () =>
      db().message.findMany({
        where: { appointmentId: a.id, kind: "reminder", status: "scheduled" },
        orderBy: { id: "asc" },
      });
    expect((await waiting()).map((r) => r.channel)).toEqual(["email", "sms", "email", "sms"]);
    session.cookie = await adminCookie();
    setPatientsCookie(session.cookie);
    const res = await rights.setConsent(a.patientId, { sms: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("SMS stopped: no more SMS will be sent to this patient.");
    expect((await waiting()).map((r) => r.channel)).toEqual(["email", "email"]);
    expect((await patientProfile(a.patientId)).consent).toMatchObject({
      sms: false,
      smsBy: "desk",
      smsRecordedBy: "test-admin",
    });
    expect((await rightsRows()).map((r) => r.split("|")[0])).toContain("withdrawal");
    // given again: the reminders come back by SMS
    expect((await rights.setConsent(a.patientId, { sms: true })).status).toBe(200);
    expect((await waiting()).map((r) => r.channel).sort()).toEqual(["email", "email", "sms", "sms"]);
  });

  it("refuses a body that names neither channel (400)", async () => {
    const a = await bookFriday();
    session.cookie = await adminCookie();
    const res = await rights.setConsent(a.patientId, { sms: "maybe" });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe("GET /api/admin/messages", () => {
  it("answers why and segments beside every existing field", async () => {
    await bookFriday({ consent: NO_WHATSAPP, patientEmail: "" });
    await deliver();
    session.cookie = await adminCookie();
    const res = await messages.list("?kind=confirmation");
    expect(res.status).toBe(200);
    expect((res.body.messages as unknown[])[0]).toMatchObject({
      channel: "sms",
      kind: "confirmation",
      to: "919840011111",
      status: "sent",
      why: "sms-whatsapp-declined",
      segments: 2,
      patientName: "Asha Menon",
    });
  });
});
