/**
 * Issue 26, the message findings, through the real handlers and what a real SMTP server and the
 * WhatsApp Cloud API double on loopback receive (tests/fixtures/messages.ts):
 * - 3: the greeting is the whole name, or "Dear patient" — never a link someone typed;
 * - 4: the worker (and the desk's Retry) checks consent and the appointment as it sends;
 * - WhatsApp only to Indian mobiles unless the desk confirmed the number (the flood defence);
 * - 9a: "Doctor running late" tells each patient once per delay, and says who to tell in person;
 * - 10: the desk asks every patient it registers their language and WhatsApp choice; nothing
 *   goes by WhatsApp without a recorded yes.
 * Both channels configured; today is Tuesday 24 November 2026, noon in the clinic, unless a
 * test moves the clock.
 */
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { db } from "@/lib/server/db";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "@/lib/server/outbox/queue";
import { setNow } from "@/lib/shared/clock";
import { MESSAGE_MESSAGES } from "@/lib/shared/validation/messages";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { book, validBooking } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { manage, setUpManageSuite, tokenOfUrl } from "../fixtures/manage";
import {
  agreedToWhatsapp,
  configureChannels,
  messageCalls,
  messageStandIns,
  outbox,
  templatesSent,
  WHATSAPP_AGREED,
} from "../fixtures/messages";
import { addPatient, useCookie as setPatientsCookie, validPatient } from "../fixtures/patients";
import { patientProfile, privacyCalls } from "../fixtures/privacy";
import { queueCalls } from "../fixtures/queue";

configureChannels();
const { session } = setUpManageSuite();
const out = messageStandIns();
const messages = messageCalls(() => session.cookie);
const rights = privacyCalls(() => session.cookie);
const queue = queueCalls(() => session.cookie);
beforeEach(() => setPatientsCookie(session.cookie));

const FRIDAY = "2026-11-27";

/** Moves the clock, with a session fresh at the new time. */
async function at(instant: Date | string | number) {
  setNow(new Date(instant));
  session.cookie = await adminCookie();
  setPatientsCookie(session.cookie);
}

/** One pass of the worker; what reached the SMTP server and the WhatsApp double in it. */
async function deliverNew() {
  const [m, w] = [out.mails.length, out.whatsapp.length];
  const result = await out.deliver();
  return { result, mails: out.mails.slice(m), whatsapp: templatesSent(out.whatsapp.slice(w)) };
}

/** A public booking on Friday; answers the stored appointment and the manage token. */
async function bookFriday(overrides: Record<string, unknown> = {}) {
  const res = await book(
    validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent: WHATSAPP_AGREED, ...overrides }),
  );
  expect(res.status).toBe(201);
  const appointment = await db().appointment.findFirstOrThrow({ orderBy: { id: "desc" } });
  return { appointment, token: tokenOfUrl(res.body.manageUrl as string) };
}

describe("finding 3: the greeting is the name as the clinic writes it, or 'patient'", () => {
  it("S. Rajendran is greeted whole in the e-mail, WhatsApp's {{1}} and the manage page", async () => {
    const { token } = await bookFriday({ patientName: "S.  Rajendran", patientEmail: "raj@example.com" });
    const { mails, whatsapp } = await deliverNew();
    const mail = mails.find((m) => m.to === "raj@example.com")!;
    expect(mail.text.split("\n")[0].trim()).toBe("Dear S. Rajendran,");
    expect(whatsapp.map((w) => [w.name, w.parameters[0]])).toEqual([["appointment_confirmation", "S. Rajendran"]]);
    expect((await manage.get(token)).body.appointment).toMatchObject({ firstName: "S. Rajendran" });
  });

  it("a 'name' that is a link is never relayed: Dear patient, {{1}} 'patient', the manage page says Hello", async () => {
    const { token } = await bookFriday({ patientName: "http://evil.example/x", patientEmail: "x@example.com" });
    const { mails, whatsapp } = await deliverNew();
    const mail = mails.find((m) => m.to === "x@example.com")!;
    expect(mail.text.split("\n")[0].trim()).toBe("Dear patient,");
    expect(whatsapp.map((w) => [w.name, w.parameters[0]])).toEqual([["appointment_confirmation", "patient"]]);
    // nothing the patient receives carries it: the e-mail, its calendar file, the WhatsApp call
    for (const m of mails.filter((m) => m.to === "x@example.com")) {
      expect(`${m.subject}\n${m.text}\n${m.attachments.map((a) => a.content).join("\n")}`).not.toContain("evil");
    }
    for (const call of out.whatsapp) expect(JSON.stringify(call.body)).not.toContain("evil");
    expect((await manage.get(token)).body.appointment).toMatchObject({ firstName: "" });
  });

  it("in Tamil: an initial-first name whole, and the Tamil 'patient' for what is no name", async () => {
    await bookFriday({ patientName: "ஆ. லட்சுமி", patientEmail: "lakshmi@example.com", language: "ta" });
    await bookFriday({
      patientName: "www.evil.example",
      patientEmail: "w@example.com",
      patientPhone: "+91 98400 22222",
      preferredTime: "20:00",
      language: "ta",
    });
    const { mails, whatsapp } = await deliverNew();
    expect(
      mails
        .find((m) => m.to === "lakshmi@example.com")!
        .text.split("\n")[0]
        .trim(),
    ).toBe("வணக்கம் ஆ. லட்சுமி அவர்களே,");
    expect(
      mails
        .find((m) => m.to === "w@example.com")!
        .text.split("\n")[0]
        .trim(),
    ).toBe("அன்புள்ள நோயாளி அவர்களே,");
    expect(whatsapp.map((w) => w.parameters[0])).toEqual(["ஆ. லட்சுமி", "நோயாளி"]);
  });
});

describe("finding 4: consent and the appointment are checked when the message is sent", () => {
  /** A booking whose WhatsApp confirmation fails every attempt: answers the failed row and the booking. */
  async function failedWhatsappConfirmation() {
    const booked = await bookFriday({ patientEmail: "" });
    out.failWhatsApp(MAX_ATTEMPTS);
    let elapsed = 0;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      setNow(new Date(TUESDAY_NOON_IST.getTime() + elapsed));
      await out.deliver();
      elapsed += RETRY_DELAYS_MS[Math.min(i, RETRY_DELAYS_MS.length - 1)];
    }
    await at(TUESDAY_NOON_IST.getTime() + elapsed);
    const failed = await db().message.findFirstOrThrow({ where: { kind: "confirmation", channel: "whatsapp" } });
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    return { ...booked, failed };
  }

  it("withdrawn after a failure: Retry sends nothing to WhatsApp, the row is cancelled with why", async () => {
    const { appointment, failed } = await failedWhatsappConfirmation();
    expect((await rights.setConsent(appointment.patientId, { whatsapp: false })).status).toBe(200);
    const retried = await messages.retry(failed.id);
    expect(retried.status).toBe(409);
    const { whatsapp } = await deliverNew();
    expect(whatsapp).toEqual([]);
    expect(await db().message.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "cancelled",
      lastError: expect.stringMatching(/consent withdrawn/),
    });
  });

  it("moved by the patient after a failure: Retry refuses the old time's confirmation and cancels it", async () => {
    const { failed, token } = await failedWhatsappConfirmation();
    const moved = await manage.reschedule(token, { preferredDate: "2026-11-28", preferredTime: "18:00" });
    expect(moved.status).toBe(200);
    const retried = await messages.retry(failed.id);
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ success: false, message: "Not sent: the appointment has moved." });
    const { whatsapp } = await deliverNew();
    expect(whatsapp.map((w) => [w.name, w.parameters[1]])).toEqual([
      ["appointment_rescheduled", "Saturday, 28 November 2026"],
    ]);
    expect(await db().message.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "cancelled",
      lastError: "Not sent: the appointment has moved.",
    });
  });

  it("consent gone by the time a queued message is due (changed outside the withdrawal call): not sent", async () => {
    const { appointment } = await bookFriday({ patientEmail: "" });
    // say a restore, or another process: the patient's record says no, the outbox still holds the row
    await db().patient.update({ where: { id: appointment.patientId }, data: { whatsappConsent: false } });
    const { result, whatsapp } = await deliverNew();
    expect(whatsapp).toEqual([]);
    expect(result).toEqual({ sent: 1, failed: 0 }); // the clinic's own alert
    expect(await db().message.findFirstOrThrow({ where: { kind: "confirmation" } })).toMatchObject({
      status: "cancelled",
      lastError: "Not sent: WhatsApp consent withdrawn.",
    });
  });

  it("a confirmation whose appointment was cancelled or moved before it went: not sent, by either channel", async () => {
    const first = await bookFriday();
    const second = await bookFriday({ patientPhone: "+91 98400 22222", preferredTime: "20:00" });
    await db().appointment.update({
      where: { id: first.appointment.id },
      data: { status: "Cancelled", activeSlot: null },
    });
    await db().appointment.update({
      where: { id: second.appointment.id },
      data: { preferredTime: "20:30", activeSlot: `${FRIDAY} 20:30` },
    });
    const { mails, whatsapp } = await deliverNew();
    expect(whatsapp).toEqual([]);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New booking/), // the clinic's own alerts go
      expect.stringMatching(/^New booking/),
    ]);
    const why = (await db().message.findMany({ where: { kind: "confirmation" }, orderBy: { id: "asc" } })).map((m) => [
      m.appointmentId,
      m.status,
      m.lastError,
    ]);
    expect(why).toEqual([
      [first.appointment.id, "cancelled", "Not sent: the appointment is no longer pending."],
      [first.appointment.id, "cancelled", "Not sent: the appointment is no longer pending."],
      [second.appointment.id, "cancelled", "Not sent: the appointment has moved."],
      [second.appointment.id, "cancelled", "Not sent: the appointment has moved."],
    ]);
  });
});

describe("WhatsApp only to Indian mobile numbers, unless the desk confirmed the number", () => {
  it("a web booking with a +44 number and WhatsApp ticked: the e-mail goes, no WhatsApp", async () => {
    await bookFriday({ patientPhone: "+44 7700 900123", patientEmail: "uk@example.com" });
    expect((await outbox()).filter((row) => row.includes("whatsapp"))).toEqual([]);
    const { mails, whatsapp } = await deliverNew();
    expect(whatsapp).toEqual([]);
    expect(mails.map((m) => m.to)).toContain("uk@example.com");
  });

  it("the desk records the patient's yes for a +44 number: that is its confirmation, WhatsApp goes", async () => {
    const res = await addPatient(
      validPatient({
        phone: "+44 7700 900123",
        email: "",
        language: "en",
        whatsapp: "yes",
        serviceRequired: "ECG",
        preferredDate: FRIDAY,
        preferredTime: "19:30",
      }),
    );
    expect(res.status).toBe(201);
    const { whatsapp } = await deliverNew();
    expect(whatsapp.map((w) => [w.to, w.name])).toEqual([["447700900123", "appointment_confirmation"]]);
  });
});

describe("finding 9a: Doctor running late, once per evening per delay", () => {
  const TODAY = "2026-11-24";
  const EVENING = "2026-11-24T13:30:00Z"; // 7:00 PM in the clinic

  /** Tonight at 7 PM: one to reach, one with no way to reach, one checked in, one walk-in. */
  async function seedTonight() {
    const [asha, ravi, meena] = await seed(
      { name: "Asha Menon", date: TODAY, time: "19:15" },
      { name: "Ravi Kumar", date: TODAY, time: "19:30", email: null },
      { name: "Meena Iyer", date: TODAY, time: "19:45" },
    );
    await agreedToWhatsapp(asha.patientId);
    await agreedToWhatsapp(meena.patientId);
    await at(EVENING);
    expect((await queue.checkIn(meena.id)).status).toBe(200);
    const walkIn = await queue.walkIn({
      name: "Walk In",
      phone: "9876543210",
      age: 61,
      sex: "Male",
      language: "en",
      whatsapp: true,
    });
    expect(walkIn.status).toBe(201);
    return { asha, ravi, meena, walkIn: walkIn.body.appointment as { id: number } };
  }

  it("four presses: each patient is messaged once; the answer says who to tell in person and why", async () => {
    const { asha, ravi, meena, walkIn } = await seedTonight();
    const first = await messages.runningLate({ minutes: 20 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: MESSAGE_MESSAGES.runningLateSent(1, 0, 3),
      messages: 2,
      // one of four reached (issue 40: what the button and the result say)
      reachable: 1,
      reach: [{ id: asha.id, name: "Asha Menon", channels: ["email", "whatsapp"] }],
      alreadyTold: [],
      // by time: the walk-in came at 7:00 PM
      inPerson: [
        { id: walkIn.id, name: "Walk In", reason: MESSAGE_MESSAGES.inPersonWalkIn },
        {
          id: ravi.id,
          name: "Ravi Kumar",
          reason: MESSAGE_MESSAGES.inPersonUnreachable(false, "no WhatsApp consent recorded"),
        },
        { id: meena.id, name: "Meena Iyer", reason: MESSAGE_MESSAGES.inPersonCheckedIn },
      ],
    });
    for (let press = 2; press <= 4; press++) {
      const again = await messages.runningLate({ minutes: 20 });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ messages: 0, reachable: 0, reach: [], alreadyTold: [{ id: asha.id }] });
    }
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => m.to)).toEqual([asha.email]);
    expect(whatsapp.map((w) => [w.to, w.parameters.slice(0, 2)])).toEqual([[`91${asha.phone}`, ["Asha Menon", "20"]]]);

    // a changed delay is told once more, to the same patients only
    const changed = await messages.runningLate({ minutes: 30 });
    expect(changed.body).toMatchObject({ messages: 2, reach: [{ id: asha.id }], alreadyTold: [] });
    expect((await messages.runningLate({ minutes: 30 })).body).toMatchObject({ messages: 0 });
    const later = await deliverNew();
    expect(later.mails.map((m) => m.to)).toEqual([asha.email]);
    expect(later.whatsapp.map((w) => w.parameters[1])).toEqual(["30"]);
    // never the walk-in or the patient checked in, on any press
    const rows = await db().message.findMany({ where: { kind: "running-late" } });
    expect(new Set(rows.map((r) => r.appointmentId))).toEqual(new Set([asha.id]));
  });

  it("the preview says the same before anything is sent", async () => {
    const { asha, ravi } = await seedTonight();
    const preview = await messages.runningLatePreview("?minutes=20");
    expect(preview.body).toMatchObject({
      reach: [{ id: asha.id, channels: ["email", "whatsapp"] }],
      inPerson: [
        { reason: MESSAGE_MESSAGES.inPersonWalkIn },
        { id: ravi.id },
        { reason: MESSAGE_MESSAGES.inPersonCheckedIn },
      ],
    });
    expect(await outbox()).toEqual([]);
  });
});

describe("finding 10: the desk asks its patients' language and WhatsApp choice", () => {
  const appointment = { serviceRequired: "ECG", preferredDate: FRIDAY, preferredTime: "19:30" };

  it("Add New Patient as the spec's payload (no answers): taken, English, never asked — e-mail only, no WhatsApp", async () => {
    const res = await addPatient(validPatient(appointment));
    expect(res.status).toBe(201);
    const patient = await db().patient.findFirstOrThrow({ where: { name: "Ravi Kumar" } });
    expect(patient).toMatchObject({ language: "en", whatsappConsent: null, whatsappConsentActor: null });
    expect(await outbox()).toEqual([
      "confirmation|email|queued|ravi@example.com",
      "reminder|email|scheduled|ravi@example.com",
      "reminder|email|scheduled|ravi@example.com",
    ]);
    expect((await deliverNew()).whatsapp).toEqual([]);
  });

  it("a yes in Tamil: WhatsApp in the Tamil template and the e-mail in Tamil; the profile says who recorded it", async () => {
    await at("2026-11-24T07:00:00Z");
    const res = await addPatient(validPatient({ ...appointment, language: "ta", whatsapp: "yes" }));
    expect(res.status).toBe(201);
    const { mails, whatsapp } = await deliverNew();
    expect(whatsapp).toEqual([expect.objectContaining({ to: "919840022222", name: "appointment_confirmation" })]);
    expect(out.whatsapp.at(-1)!.body.template.language.code).toBe("ta");
    expect(mails[0].text.split("\n")[0].trim()).toBe("வணக்கம் Ravi Kumar அவர்களே,");
    const { consent } = await patientProfile((res.body.patient as { patient_id: number }).patient_id);
    expect(consent).toMatchObject({
      whatsapp: true,
      whatsappAt: "2026-11-24T07:00:00.000Z",
      whatsappBy: "desk",
      whatsappRecordedBy: "test-admin",
    });
  });

  it("a no: nothing by WhatsApp, the e-mail still goes", async () => {
    expect((await addPatient(validPatient({ ...appointment, language: "en", whatsapp: "no" }))).status).toBe(201);
    const { mails, whatsapp } = await deliverNew();
    expect(whatsapp).toEqual([]);
    expect(mails.map((m) => m.to)).toEqual(["ravi@example.com"]);
  });

  it("one answer without the other is refused, the missing field named; nothing stored", async () => {
    for (const [given, missing, message] of [
      [{ language: "ta" }, "whatsapp", PATIENT_MESSAGES.whatsappRequired],
      [{ whatsapp: "yes" }, "language", PATIENT_MESSAGES.languageRequired],
      [{ language: "fr", whatsapp: "yes" }, "language", PATIENT_MESSAGES.languageInvalid],
    ] as const) {
      const res = await addPatient(validPatient(given));
      expect([res.status, (res.body.errors as Record<string, string>)[missing]]).toEqual([400, message]);
    }
    expect(await db().patient.count()).toBe(0);
  });

  it("a walk-in without the language is refused (400, the field named); with both answers they are recorded", async () => {
    await at("2026-11-24T13:30:00Z");
    const walkIn = { name: "Selvi Raman", phone: "9876543210", age: 70, sex: "Female" };
    const refused = await queue.raw("walk-in", { ...walkIn, whatsapp: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ language: PATIENT_MESSAGES.languageRequired });
    const noChoice = await queue.raw("walk-in", { ...walkIn, language: "ta" });
    expect(noChoice.body.errors).toMatchObject({ whatsapp: PATIENT_MESSAGES.whatsappRequired });
    expect(await db().patient.count()).toBe(0);

    const taken = await queue.raw("walk-in", { ...walkIn, language: "ta", whatsapp: false });
    expect(taken.status).toBe(201);
    expect(await db().patient.findFirstOrThrow()).toMatchObject({
      language: "ta",
      whatsappConsent: false,
      whatsappConsentBy: "desk",
      whatsappConsentActor: "test-admin",
    });
  });

  it("the booking's consent record: a public booking without the WhatsApp tick gets none (PRIVACY_NOTICE_VERSION)", async () => {
    await bookFriday({ consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: false } });
    expect((await deliverNew()).whatsapp).toEqual([]);
  });
});
