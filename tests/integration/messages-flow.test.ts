/**
 * What reaches patients and the clinic (FEATURES.md §4), end to end: bookings, moves and
 * cancellations through the real route handlers write the outbox, and one pass of the worker
 * delivers it to a real SMTP server and a double of the WhatsApp Cloud API on loopback
 * (tests/fixtures/messages.ts). Both channels are configured, with reminders 24 and 3 hours
 * ahead. Today is Tuesday 24 November 2026, noon in the clinic (the pinned clock), unless a
 * test moves it. On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 * The desk's message calls: messages-desk.test.ts; without any channel: messages-unconfigured.test.ts.
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { configuredChannels } from "@/lib/server/messages/transports";
import { setNow } from "@/lib/shared/clock";
import { MAX_UPCOMING_PER_PHONE } from "@/lib/shared/validation/booking";
import { seed } from "../fixtures/appointments";
import { seedClosure } from "../fixtures/calendar";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { book, validBooking } from "../fixtures/booking";
import { icsProps, manage, setUpManageSuite, tokenOfUrl } from "../fixtures/manage";
import {
  CHANNEL_ENV,
  configureChannels,
  messageStandIns,
  outbox,
  pendingReminders,
  templatesSent,
  type Mail,
} from "../fixtures/messages";
import { addPatient, seedPatient, useCookie, validPatient } from "../fixtures/patients";

configureChannels();
const { session, desk } = setUpManageSuite();
const out = messageStandIns();
beforeEach(() => useCookie(session.cookie));

const DESK = CHANNEL_ENV.CLINIC_NOTIFY_EMAIL;
const FRIDAY = "2026-11-27";
const FRIDAY_WORDS = "Friday, 27 November 2026";
/** Friday 7:30 PM in the clinic is 14:00 UTC: the reminders go 24 and 3 hours before. */
const FRIDAY_REMINDERS = ["2026-11-26T14:00:00.000Z", "2026-11-27T11:00:00.000Z"];
const SERVICE = "Cardiac Consultation";
const INFO = "Breathless on stairs";
const ASHA_WHATSAPP = "919840011111";

const fridayBooking = (overrides: Record<string, unknown> = {}) =>
  validBooking({ preferredDate: FRIDAY, preferredTime: "19:30", ...overrides });

/** Books by the public form; answers the appointment's id and the manage link's token. */
async function bookFriday(overrides: Record<string, unknown> = {}) {
  const res = await book(fridayBooking(overrides));
  expect(res.status).toBe(201);
  const stored = await db().appointment.findFirstOrThrow({ orderBy: { id: "desc" } });
  return { id: stored.id, manageUrl: res.body.manageUrl as string, token: tokenOfUrl(res.body.manageUrl) };
}

/** One pass of the worker; answers what it did and what arrived in it (mails, WhatsApp templates). */
async function deliverNew() {
  const [m, w] = [out.mails.length, out.whatsapp.length];
  const result = await out.deliver();
  return { result, mails: out.mails.slice(m), whatsapp: templatesSent(out.whatsapp.slice(w)) };
}

/** Both reminders per channel, as pendingReminders lists them. */
const remindersAt = (instants: string[]) => instants.flatMap((at) => [`email@${at}`, `whatsapp@${at}`]);

/** Nothing in a mail (its text, subject or calendar file) or a WhatsApp call names the service or the notes. */
function expectNothingMedical(mails: Mail[], extra: string[] = []) {
  const sent = [...mails.map((m) => `${m.subject}\n${m.text}\n${m.attachments.map((a) => a.content).join("\n")}`)];
  const calls = out.whatsapp.map((c) => JSON.stringify(c.body));
  for (const text of [...sent, ...calls]) {
    for (const secret of [SERVICE, INFO, "4 Lake View Road", "Teacher", ...extra]) expect(text).not.toContain(secret);
  }
}

it("both channels are configured for this file (the configuration is read after the file's own settings)", () => {
  expect(configuredChannels()).toEqual(["email", "whatsapp"]);
});

describe("a public booking", () => {
  it("writes the patient's confirmation, the reminders and the clinic's alert with the booking", async () => {
    const { id } = await bookFriday();
    expect(await outbox()).toEqual([
      `confirmation|email|queued|asha@example.com`,
      `confirmation|whatsapp|queued|${ASHA_WHATSAPP}`,
      `reminder|email|scheduled|asha@example.com`,
      `reminder|whatsapp|scheduled|${ASHA_WHATSAPP}`,
      `reminder|email|scheduled|asha@example.com`,
      `reminder|whatsapp|scheduled|${ASHA_WHATSAPP}`,
      `clinic-alert|email|queued|${DESK}`,
    ]);
    expect(await db().message.count({ where: { appointmentId: id } })).toBe(7);
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS));
  });

  it("the patient gets an e-mail with the date in words, the time, the clinic, a working manage link and a calendar file", async () => {
    const { manageUrl } = await bookFriday();
    const { result, mails } = await deliverNew();
    expect(result).toEqual({ sent: 3, failed: 0 });
    expect(mails.map((m) => m.to)).toEqual(["asha@example.com", DESK]);

    const [mail] = mails;
    expect(mail.headers.to).toBe("asha@example.com");
    expect(mail.subject).toBe(`Appointment booked: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(mail.text).toContain(`Dear Asha,`);
    expect(mail.text).toContain(`booked for ${FRIDAY_WORDS} at 7:30 PM`);
    expect(mail.text).toContain(clinic().name);
    expect(mail.text).toContain(clinic().address);
    const link = /https?:\/\/\S+\/appointment\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBe(manageUrl);
    const opened = await manage.get(tokenOfUrl(link!));
    expect(opened.status).toBe(200);
    expect(opened.body.appointment).toMatchObject({ firstName: "Asha", date: FRIDAY, time: "19:30", status: "" });

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: "appointment.ics", contentType: "text/calendar" });
    const props = icsProps(ics.content);
    expect(props.DTSTART).toEqual(["20261127T193000"]);
    expect(ics.content).toContain("DTSTART;TZID=Asia/Kolkata:20261127T193000");
    expect(props.URL).toEqual([manageUrl]);
    expect(props.STATUS).toEqual(["TENTATIVE"]);
    expectNothingMedical(mails);
  });

  it("the clinic is told at CLINIC_NOTIFY_EMAIL: who, when and the phone to call back", async () => {
    await bookFriday();
    const { mails } = await deliverNew();
    const alert = mails.find((m) => m.to === DESK)!;
    expect(alert.subject).toBe(`New booking: Asha Menon, ${FRIDAY_WORDS} at 7:30 PM`);
    expect(alert.text).toContain("New booking (through the website).");
    expect(alert.text).toContain("Patient: Asha Menon");
    expect(alert.text).toContain("Phone: +91 98400 11111");
    expect(alert.text).toContain(`When: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(alert.attachments).toEqual([]);
    expectNothingMedical(mails);
  });

  it("the patient gets the confirmation template on WhatsApp, as the Cloud API expects it, with the token", async () => {
    const { manageUrl } = await bookFriday();
    await deliverNew();
    expect(out.whatsapp).toEqual([
      {
        path: `/v21.0/${CHANNEL_ENV.WHATSAPP_PHONE_NUMBER_ID}/messages`,
        auth: `Bearer ${CHANNEL_ENV.WHATSAPP_TOKEN}`,
        status: 200,
        body: {
          messaging_product: "whatsapp",
          to: ASHA_WHATSAPP,
          type: "template",
          template: {
            name: "appointment_confirmation",
            language: { code: "en" },
            components: [
              {
                type: "body",
                parameters: ["Asha", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, manageUrl].map(
                  (text) => ({ type: "text", text }),
                ),
              },
            ],
          },
        },
      },
    ]);
    expectNothingMedical(out.mails);
  });

  it("each message goes once: a second pass sends nothing", async () => {
    await bookFriday();
    expect((await deliverNew()).result).toEqual({ sent: 3, failed: 0 });
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
    expect(await outbox({ kind: "confirmation" })).toEqual([
      "confirmation|email|sent|asha@example.com",
      `confirmation|whatsapp|sent|${ASHA_WHATSAPP}`,
    ]);
  });

  it("without an e-mail address the patient is reached on WhatsApp only; the clinic is still told", async () => {
    await bookFriday({ patientEmail: "" });
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => m.to)).toEqual([DESK]);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_confirmation"]);
  });

  it("a failing WhatsApp send is tried again later and then sent exactly once", async () => {
    await bookFriday();
    out.failWhatsApp(2);
    expect((await deliverNew()).result).toEqual({ sent: 2, failed: 1 });
    expect(await db().message.findFirstOrThrow({ where: { kind: "confirmation", channel: "whatsapp" } })).toMatchObject(
      {
        status: "queued",
        attempts: 1,
        lastError: "WhatsApp API 503: Service temporarily unavailable",
        sendAt: new Date(TUESDAY_NOON_IST.getTime() + 60_000),
      },
    );
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 }); // not due yet
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 60_000));
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 1 });
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 6 * 60_000));
    expect((await deliverNew()).result).toEqual({ sent: 1, failed: 0 });
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 60 * 60_000));
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });

    expect(out.whatsapp.map((c) => c.status)).toEqual([503, 503, 200]);
    expect(templatesSent(out.whatsapp).map((t) => t.name)).toEqual(["appointment_confirmation"]);
    expect(out.mails.map((m) => m.to)).toEqual(["asha@example.com", DESK]);
    expect(await db().message.findFirstOrThrow({ where: { kind: "confirmation", channel: "whatsapp" } })).toMatchObject(
      { status: "sent", attempts: 3, lastError: null },
    );
  });
});

describe("a booking refused leaves nothing to send", () => {
  it("a slot already taken: 409, no message written, nothing delivered", async () => {
    await seed({ name: "Earlier Patient", date: FRIDAY, time: "19:30" });
    expect((await book(fridayBooking())).status).toBe(409);
    expect(await outbox()).toEqual([]);
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
  });

  it("a closed day: 409, no message written, nothing delivered", async () => {
    await seedClosure({ startDate: FRIDAY, reason: "Doctor at a conference" });
    expect((await book(fridayBooking())).status).toBe(409);
    expect(await outbox()).toEqual([]);
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
  });

  it("a phone past its cap: the refused booking adds no message to the others'", async () => {
    const times = ["18:00", "18:15", "18:30"].slice(0, MAX_UPCOMING_PER_PHONE);
    for (const time of times) expect((await book(fridayBooking({ preferredTime: time }))).status).toBe(201);
    const before = await outbox();
    expect((await book(fridayBooking({ preferredTime: "20:00" }))).status).toBe(409);
    expect(await outbox()).toEqual(before);
    const { mails } = await deliverNew();
    expect(mails.filter((m) => m.subject.includes("8:00 PM"))).toEqual([]);
  });
});

describe("a booking by the desk", () => {
  it("Add New Patient with an appointment: the patient's confirmation and reminders, no alert to the clinic", async () => {
    const res = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: FRIDAY, preferredTime: "19:30" }),
    );
    expect(res.status).toBe(201);
    expect(await outbox()).toEqual([
      "confirmation|email|queued|ravi@example.com",
      "confirmation|whatsapp|queued|919840022222",
      "reminder|email|scheduled|ravi@example.com",
      "reminder|whatsapp|scheduled|919840022222",
      "reminder|email|scheduled|ravi@example.com",
      "reminder|whatsapp|scheduled|919840022222",
    ]);
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["ravi@example.com", `Appointment booked: ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(mails[0].text).toContain(res.body.manageUrl as string);
    expect(whatsapp).toEqual([
      {
        to: "919840022222",
        name: "appointment_confirmation",
        parameters: ["Ravi", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, res.body.manageUrl],
      },
    ]);
    expectNothingMedical(mails, ["ECG", "8 Temple Street", "Retired"]);
  });

  it("Book appointment for a known patient: the confirmation, no alert, nothing of the service or notes", async () => {
    const patient = await seedPatient({ name: "Meena Iyer", phone: "+91 98400 33333", email: "meena@example.com" });
    const res = await desk.bookFor(patient.id, {
      serviceRequired: "Echocardiography",
      preferredDate: FRIDAY,
      preferredTime: "20:00",
      additionalInfo: "Follow-up after angiogram",
    });
    expect(res.status).toBe(201);
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["meena@example.com", `Appointment booked: ${FRIDAY_WORDS} at 8:00 PM`],
    ]);
    expect(whatsapp.map((w) => [w.to, w.name])).toEqual([["919840033333", "appointment_confirmation"]]);
    expectNothingMedical(mails, ["Echocardiography", "angiogram"]);
  });
});

describe("reminders on the clock", () => {
  it("each goes at its time (24 h, then 3 h before, clinic time), once, and not before", async () => {
    const { id, manageUrl } = await bookFriday();
    await deliverNew(); // the confirmation and the alert
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS));

    setNow(new Date(Date.parse(FRIDAY_REMINDERS[0]) - 60_000));
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });

    setNow(new Date(FRIDAY_REMINDERS[0]));
    const first = await deliverNew();
    expect(first.result).toEqual({ sent: 2, failed: 0 });
    expect(first.mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", `Reminder: your appointment on ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(first.mails[0].text).toContain(manageUrl);
    expect(first.mails[0].attachments).toEqual([]);
    expect(first.whatsapp).toEqual([
      {
        to: ASHA_WHATSAPP,
        name: "appointment_reminder",
        parameters: ["Asha", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, manageUrl],
      },
    ]);
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS.slice(1)));

    setNow(new Date(Date.parse(FRIDAY_REMINDERS[1]) - 60_000));
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    setNow(new Date(Date.parse(FRIDAY_REMINDERS[1]) + 60_000));
    const second = await deliverNew();
    expect(second.result).toEqual({ sent: 2, failed: 0 });
    expect(second.mails.map((m) => m.subject)).toEqual([`Reminder: your appointment on ${FRIDAY_WORDS} at 7:30 PM`]);
    expect(await pendingReminders(id)).toEqual([]);
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    expectNothingMedical(out.mails);
  });

  it("a booking less than 3 hours ahead gets no reminder at all (none past due)", async () => {
    setNow(new Date("2026-11-24T10:30:00Z")); // 4:00 PM in the clinic
    const { id } = await bookFriday({ preferredDate: "2026-11-24", preferredTime: "18:30" });
    expect(await pendingReminders(id)).toEqual([]);
    expect(await outbox({ kind: "reminder" })).toEqual([]);
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => m.to)).toEqual(["asha@example.com", DESK]);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_confirmation"]);
  });

  it("a booking 5½ hours ahead gets only the 3-hour reminder", async () => {
    setNow(new Date("2026-11-24T07:30:00Z")); // 1:00 PM in the clinic
    const { id } = await bookFriday({ preferredDate: "2026-11-24", preferredTime: "18:30" });
    expect(await pendingReminders(id)).toEqual(remindersAt(["2026-11-24T10:00:00.000Z"]));
  });
});

describe("a move takes the reminders with it", () => {
  it("the desk's reschedule: old reminders dropped, new ones at the new time, a notice to the patient, no alert", async () => {
    const { id, manageUrl } = await bookFriday();
    await deliverNew();
    const res = await desk.reschedule({ id, preferredDate: "2026-11-28", preferredTime: "18:00" });
    expect(res.status).toBe(200);
    // Saturday 6:00 PM in the clinic is 12:30 UTC
    expect(await pendingReminders(id)).toEqual(remindersAt(["2026-11-27T12:30:00.000Z", "2026-11-28T09:30:00.000Z"]));
    expect(await db().message.count({ where: { appointmentId: id, kind: "reminder", status: "cancelled" } })).toBe(4);

    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", "Appointment moved to Saturday, 28 November 2026 at 6:00 PM"],
    ]);
    expect(mails[0].text).toContain(manageUrl);
    const props = icsProps(mails[0].attachments[0].content);
    expect(props.DTSTART).toEqual(["20261128T180000"]);
    expect(props.SEQUENCE).toEqual(["1"]);
    expect(whatsapp.map((w) => [w.name, w.parameters.slice(0, 3)])).toEqual([
      ["appointment_rescheduled", ["Asha", "Saturday, 28 November 2026", "6:00 PM"]],
    ]);

    // the old time's reminder never goes; the new one does
    setNow(new Date(FRIDAY_REMINDERS[0]));
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    setNow(new Date("2026-11-27T12:30:00Z"));
    expect((await deliverNew()).mails.map((m) => m.subject)).toEqual([
      "Reminder: your appointment on Saturday, 28 November 2026 at 6:00 PM",
    ]);
  });

  it("the patient's move by link: the same, and the clinic is told where it was before", async () => {
    const { id, token } = await bookFriday();
    await deliverNew();
    const res = await manage.reschedule(token, { preferredDate: "2026-11-26", preferredTime: "20:15" });
    expect(res.status).toBe(200);
    // Thursday 8:15 PM in the clinic is 14:45 UTC
    expect(await pendingReminders(id)).toEqual(remindersAt(["2026-11-25T14:45:00.000Z", "2026-11-26T11:45:00.000Z"]));

    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", "Appointment moved to Thursday, 26 November 2026 at 8:15 PM"],
      [DESK, "Moved by the patient: Asha Menon, Thursday, 26 November 2026 at 8:15 PM"],
    ]);
    expect(mails[1].text).toContain(`Before: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(icsProps(mails[0].attachments[0].content).DTSTART).toEqual(["20261126T201500"]);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_rescheduled"]);
    expectNothingMedical(mails);
  });
});

describe("a cancellation drops the reminders and tells the patient", () => {
  it("by the desk: a notice with the calendar file cancelled, no alert, no reminder left", async () => {
    const { id } = await bookFriday();
    await deliverNew();
    expect((await desk.setStatus({ id, status: "Cancelled" })).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    expect(await outbox({ appointmentId: id, kind: "cancelled" })).toEqual([
      "cancelled|email|queued|asha@example.com",
      `cancelled|whatsapp|queued|${ASHA_WHATSAPP}`,
    ]);

    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", `Appointment cancelled: ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(mails[0].text).toContain(`on ${FRIDAY_WORDS} at 7:30 PM has been cancelled`);
    expect(icsProps(mails[0].attachments[0].content).STATUS).toEqual(["CANCELLED"]);
    expect(whatsapp).toEqual([
      {
        to: ASHA_WHATSAPP,
        name: "appointment_cancelled",
        parameters: ["Asha", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().phone],
      },
    ]);
    for (const at of FRIDAY_REMINDERS) {
      setNow(new Date(at));
      expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
    }
  });

  it("by the patient's link: the notice, and the clinic is told", async () => {
    const { id, token } = await bookFriday();
    await deliverNew();
    expect((await manage.cancel(token)).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["asha@example.com", `Appointment cancelled: ${FRIDAY_WORDS} at 7:30 PM`],
      [DESK, `Cancelled by the patient: Asha Menon, ${FRIDAY_WORDS} at 7:30 PM`],
    ]);
    expect(mails[1].text).toContain(`Was: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(whatsapp.map((w) => w.name)).toEqual(["appointment_cancelled"]);
    expectNothingMedical(mails);
  });

  it("pending again (the desk restores it): the reminders come back, with no notice", async () => {
    const { id } = await bookFriday();
    await desk.setStatus({ id, status: "Cancelled" });
    await deliverNew();
    expect((await desk.setStatus({ id, status: "" })).status).toBe(200);
    expect(await pendingReminders(id)).toEqual(remindersAt(FRIDAY_REMINDERS));
    expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
  });
});

describe("a visit that is over, or deleted, has nothing more sent", () => {
  it.each(["Done", "No-show"])("marked %s: the reminders are dropped, no notice", async (status) => {
    const { id } = await bookFriday();
    await deliverNew();
    expect((await desk.setStatus({ id, status })).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    expect(await db().message.count({ where: { appointmentId: id, kind: "reminder", status: "cancelled" } })).toBe(4);
    for (const at of FRIDAY_REMINDERS) {
      setNow(new Date(at));
      expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
    }
  });

  it("deleted: the reminders are dropped, no notice", async () => {
    const { id } = await bookFriday();
    await deliverNew();
    expect((await desk.remove(String(id))).status).toBe(200);
    expect(await pendingReminders(id)).toEqual([]);
    for (const at of FRIDAY_REMINDERS) {
      setNow(new Date(at));
      expect(await deliverNew()).toEqual({ result: { sent: 0, failed: 0 }, mails: [], whatsapp: [] });
    }
  });
});
