/**
 * WhatsApp consent end to end (FEATURES.md §7): bookings through the public handler with and
 * without the notice's consent, the desk withdrawing and recording it again, and what then
 * reaches the patient — one pass of the worker delivering to a real SMTP server and the
 * WhatsApp double on loopback (tests/fixtures/messages.ts) at the reminders' times. Both
 * channels configured, reminders 24 and 3 hours ahead; today is Tuesday 24 November 2026,
 * noon in the clinic, unless a test moves the clock.
 */
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { adminCookie } from "../fixtures/admin";
import { PRIVACY_MESSAGES } from "@/lib/shared/validation/privacy";
import { MESSAGE_MESSAGES } from "@/lib/shared/validation/messages";
import { book, validBooking } from "../fixtures/booking";
import { setUpManageSuite } from "../fixtures/manage";
import {
  configureChannels,
  messageCalls,
  messageStandIns,
  outbox,
  pendingReminders,
  templatesSent,
} from "../fixtures/messages";
import { useCookie as setPatientsCookie } from "../fixtures/patients";
import { patientProfile, privacyCalls, rightsRows } from "../fixtures/privacy";

configureChannels();
const { session, desk } = setUpManageSuite();
const out = messageStandIns();
const rights = privacyCalls(() => session.cookie);
const messages = messageCalls(() => session.cookie);
beforeEach(async () => {
  setPatientsCookie(session.cookie);
  await db().rightsRequest.deleteMany();
});

const FRIDAY = "2026-11-27";
/** Friday 7:30 PM in the clinic is 14:00 UTC: the reminders go 24 and 3 hours before. */
const FRIDAY_REMINDERS = ["2026-11-26T14:00:00.000Z", "2026-11-27T11:00:00.000Z"];
const ASHA_WHATSAPP = "919840011111";
const AGREED = { version: PRIVACY_NOTICE_VERSION, whatsapp: true };
const DECLINED = { version: PRIVACY_NOTICE_VERSION, whatsapp: false };

/** Books Friday 7:30 PM by the public form (consent as given; left out: an older client); answers the appointment. */
async function bookFriday(consent?: unknown, overrides: Record<string, unknown> = {}) {
  const res = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", consent, ...overrides }));
  expect(res.status).toBe(201);
  return db().appointment.findFirstOrThrow({ orderBy: { id: "desc" } });
}

/** Moves the clock, with a fresh session then (the old one has gone idle). */
async function clockAt(at: string) {
  setNow(new Date(at));
  session.cookie = await adminCookie();
  setPatientsCookie(session.cookie);
}

/** One pass of the worker at `at` (the clock stays there); what arrived in it. */
async function deliverAt(at?: string) {
  if (at) await clockAt(at);
  const [m, w] = [out.mails.length, out.whatsapp.length];
  const result = await out.deliver();
  return {
    result,
    mails: out.mails.slice(m).map((mail) => [mail.to, mail.subject.replace(/:.*/, "")]),
    whatsapp: templatesSent(out.whatsapp.slice(w)).map((t) => [t.to, t.name]),
  };
}

const DESK = "desk@heartcare-clinic.example";

describe("a withdrawn WhatsApp consent stops the next reminder", () => {
  it("booked with WhatsApp agreed, withdrawn at the desk: the reminders come by e-mail only", async () => {
    const { id, patientId } = await bookFriday(AGREED);
    expect(await deliverAt()).toMatchObject({
      mails: [
        ["asha@example.com", "Appointment booked"],
        [DESK, "New booking"],
      ],
      whatsapp: [[ASHA_WHATSAPP, "appointment_confirmation"]],
    });
    expect(await pendingReminders(id)).toEqual(FRIDAY_REMINDERS.flatMap((at) => [`email@${at}`, `whatsapp@${at}`]));

    const res = await rights.setConsent(patientId, { whatsapp: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "WhatsApp consent withdrawn: no more WhatsApp messages will be sent to this patient.",
      consent: {
        whatsapp: false,
        whatsappAt: "2026-11-24T06:30:00.000Z",
        whatsappBy: "desk",
        whatsappRecordedBy: "test-admin",
        // SMS never asked: allowed (FEATURES.md §15)
        sms: null,
        smsAt: null,
        smsBy: null,
        smsRecordedBy: null,
        bookings: [
          {
            appointmentId: id,
            date: FRIDAY,
            time: "19:30",
            bookedAt: "2026-11-24T06:30:00.000Z",
            notice: PRIVACY_NOTICE_VERSION,
            whatsapp: true,
          },
        ],
      },
    });
    expect(await pendingReminders(id)).toEqual(FRIDAY_REMINDERS.map((at) => `email@${at}`));

    for (const at of FRIDAY_REMINDERS) {
      expect(await deliverAt(at)).toEqual({
        result: { sent: 1, failed: 0 },
        mails: [["asha@example.com", "Reminder"]],
        whatsapp: [],
      });
    }
    // the profile says so; the log holds the withdrawal, done; the audit says what was recorded, not about whom
    const profile = await patientProfile(patientId);
    expect(profile.consent).toEqual(res.body.consent);
    expect(profile.rightsRequests).toEqual([
      expect.objectContaining({ kind: "withdrawal", requester: "the patient", doneBy: "test-admin" }),
    ]);
    expect(await db().auditLog.findFirst({ where: { action: "consent.whatsapp" } })).toMatchObject({
      actor: "test-admin",
      target: String(patientId),
      detail: "withdrawn",
    });
  });

  it("a WhatsApp confirmation still waiting is dropped with the withdrawal; the e-mail still goes", async () => {
    const { id, patientId } = await bookFriday(AGREED);
    await rights.setConsent(patientId, { whatsapp: false });
    expect(await outbox({ appointmentId: id, kind: "confirmation" })).toEqual([
      "confirmation|email|queued|asha@example.com",
      `confirmation|whatsapp|cancelled|${ASHA_WHATSAPP}`,
    ]);
    expect((await deliverAt()).whatsapp).toEqual([]);
  });

  it("the desk's click-to-chat link is refused for a withdrawn patient (409), and works again once consent is given", async () => {
    const { id, patientId } = await bookFriday(AGREED);
    const chat = () => messages.chat(`?appointmentId=${id}&kind=reminder`);
    expect((await chat()).status).toBe(303);
    await rights.setConsent(patientId, { whatsapp: false });
    const refused = await chat();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ success: false, message: MESSAGE_MESSAGES.whatsappWithdrawn });
    await rights.setConsent(patientId, { whatsapp: true });
    expect((await chat()).status).toBe(303);
  });

  it("the desk's next booking for a withdrawn patient writes no WhatsApp either", async () => {
    const { patientId } = await bookFriday(AGREED);
    await rights.setConsent(patientId, { whatsapp: false });
    const res = await desk.bookFor(patientId, {
      serviceRequired: "ECG",
      preferredDate: "2026-11-28",
      preferredTime: "18:00",
    });
    expect(res.status).toBe(201);
    expect(await outbox({ appointmentId: (res.body.appointment as { id: number }).id })).toEqual([
      "confirmation|email|queued|asha@example.com",
      "reminder|email|scheduled|asha@example.com",
      "reminder|email|scheduled|asha@example.com",
    ]);
  });
});

describe("the booking's own consent", () => {
  it("booked with WhatsApp not ticked: no WhatsApp at all, the e-mails as always", async () => {
    const appointment = await bookFriday(DECLINED);
    expect(appointment).toMatchObject({ consentNotice: PRIVACY_NOTICE_VERSION, consentWhatsapp: false });
    expect((await outbox({ appointmentId: appointment.id })).filter((m) => m.includes("|whatsapp|"))).toEqual([]);
    expect((await deliverAt()).whatsapp).toEqual([]);
    for (const at of FRIDAY_REMINDERS) {
      expect(await deliverAt(at)).toEqual({
        result: { sent: 1, failed: 0 },
        mails: [["asha@example.com", "Reminder"]],
        whatsapp: [],
      });
    }
    expect((await patientProfile(appointment.patientId)).consent).toMatchObject({
      whatsapp: false,
      whatsappBy: "booking",
    });
    expect(await rightsRows()).toEqual([]); // declining at booking is no request
  });

  // issue 26 changed this: never asked (null) is no WhatsApp; e-mail goes as before
  it("booked without `consent` (an older client): no WhatsApp (nobody said yes), e-mail as before, recorded without a notice", async () => {
    const appointment = await bookFriday(undefined);
    expect(appointment).toMatchObject({ consentNotice: null, consentWhatsapp: null });
    expect(await deliverAt()).toMatchObject({
      mails: [
        ["asha@example.com", "Appointment booked"],
        [DESK, "New booking"],
      ],
      whatsapp: [],
    });
    expect(await deliverAt(FRIDAY_REMINDERS[0])).toMatchObject({
      mails: [["asha@example.com", "Reminder"]],
      whatsapp: [],
    });
    expect((await patientProfile(appointment.patientId)).consent).toEqual({
      whatsapp: null,
      whatsappAt: null,
      whatsappBy: null,
      whatsappRecordedBy: null,
      sms: null,
      smsAt: null,
      smsBy: null,
      smsRecordedBy: null,
      bookings: [
        {
          appointmentId: appointment.id,
          date: FRIDAY,
          time: "19:30",
          bookedAt: "2026-11-24T06:30:00.000Z",
          notice: null,
          whatsapp: null,
        },
      ],
    });
  });

  it("the desk's own bookings are not booking consents; a public one with the notice is", async () => {
    const first = await bookFriday(AGREED);
    const res = await desk.bookFor(first.patientId, {
      serviceRequired: "ECG",
      preferredDate: "2026-11-28",
      preferredTime: "18:00",
    });
    expect(res.status).toBe(201);
    expect((await patientProfile(first.patientId)).consent.bookings.map((b) => b.appointmentId)).toEqual([first.id]);
  });
});

describe("consent given again at the desk", () => {
  it("makes the next booking's WhatsApp flow again, and puts back the upcoming reminders", async () => {
    const { id, patientId } = await bookFriday(AGREED);
    await deliverAt();
    await rights.setConsent(patientId, { whatsapp: false });
    expect(await pendingReminders(id)).toEqual(FRIDAY_REMINDERS.map((at) => `email@${at}`));

    await clockAt("2026-11-24T08:00:00Z");
    const res = await rights.setConsent(patientId, { whatsapp: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "WhatsApp consent recorded.",
      consent: {
        whatsapp: true,
        whatsappAt: "2026-11-24T08:00:00.000Z",
        whatsappBy: "desk",
        whatsappRecordedBy: "test-admin",
      },
    });
    expect(await pendingReminders(id)).toEqual(FRIDAY_REMINDERS.flatMap((at) => [`email@${at}`, `whatsapp@${at}`]));

    // the next booking, by an older client of the form (no consent of its own)
    const next = await bookFriday(undefined, { preferredDate: "2026-11-28", preferredTime: "18:00" });
    expect(next.patientId).toBe(patientId);
    expect(await deliverAt()).toMatchObject({
      whatsapp: [[ASHA_WHATSAPP, "appointment_confirmation"]],
    });
    expect((await deliverAt(FRIDAY_REMINDERS[0])).whatsapp).toEqual([[ASHA_WHATSAPP, "appointment_reminder"]]);
    expect(await db().auditLog.findMany({ where: { action: "consent.whatsapp" }, orderBy: { id: "asc" } })).toEqual([
      expect.objectContaining({ detail: "withdrawn" }),
      expect.objectContaining({ detail: "given" }),
    ]);
  });
});

describe("refusals", () => {
  it("bad input is a 400 with a plain message; an unknown patient 404; nothing changes", async () => {
    const { patientId } = await bookFriday(AGREED);
    for (const body of [{}, { whatsapp: "no" }, { whatsapp: 0 }, { whatsapp: null }, [false], "false"]) {
      expect(await rights.setConsent(patientId, body)).toMatchObject({
        status: 400,
        body: { success: false, message: PRIVACY_MESSAGES.consentInvalid },
      });
    }
    expect(await rights.setConsent(424242, { whatsapp: false })).toMatchObject({
      status: 404,
      body: { success: false, message: "Patient not found." },
    });
    expect(await rights.setConsent("asha@example.com", { whatsapp: false })).toMatchObject({ status: 400 });
    expect((await db().patient.findUniqueOrThrow({ where: { id: patientId } })).whatsappConsent).toBe(true);
    expect(await rightsRows()).toEqual([]);
  });
});
