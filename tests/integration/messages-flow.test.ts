/**
 * What reaches patients and the clinic when a visit is booked (FEATURES.md §4), end to end: a
 * public booking, one refused, and a booking by the desk write the outbox. Reminders, moves and
 * cancellations: messages-reminders.test.ts.
 * Both channels are configured, with reminders 24 and 3 hours ahead; one pass of the worker
 * delivers to a real SMTP server and a double of the WhatsApp Cloud API on loopback
 * (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026, noon in the clinic (the pinned
 * clock), unless a test moves it. On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 * The desk's message calls: messages-desk.test.ts; without any channel: messages-unconfigured.test.ts.
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { configuredChannels } from "@/lib/server/outbox/transports";
import { setNow } from "@/lib/shared/clock";
import { MAX_UPCOMING_PER_PHONE } from "@/lib/shared/validation/booking";
import { seed } from "../fixtures/appointments";
import { seedClosure } from "../fixtures/calendar";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { book, withoutEveningLimit } from "../fixtures/booking";
import { icsProps, manage, tokenOfUrl } from "../fixtures/manage";
import {
  agreedToWhatsapp,
  CHANNEL_ENV,
  DESK_AGREED,
  outbox,
  pendingReminders,
  templatesSent,
} from "../fixtures/messages";
import { addPatient, seedPatient, useCookie, validPatient } from "../fixtures/patients";
import {
  ASHA_WHATSAPP,
  bookFriday,
  DESK,
  FRIDAY,
  FRIDAY_REMINDERS,
  FRIDAY_WORDS,
  fridayBooking,
  remindersAt,
  setUpMessagesSuite,
} from "../fixtures/messages-suite";

withoutEveningLimit(); // three bookings of one evening for one phone: the phone's cap is the point here
const { session, desk, out, deliverNew, expectNothingMedical } = setUpMessagesSuite();
beforeEach(() => useCookie(session.cookie));

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
    // the whole name as the clinic writes it (issue 26), never only its first word
    expect(mail.headers.to).toBe("asha@example.com");
    expect(mail.subject).toBe(`Appointment booked: ${FRIDAY_WORDS} at 7:30 PM`);
    expect(mail.text).toContain(`Dear Asha Menon,`);
    expect(mail.text).toContain(`booked for ${FRIDAY_WORDS} at 7:30 PM`);
    expect(mail.text).toContain(clinic().name);
    expect(mail.text).toContain(clinic().address);
    const link = /https?:\/\/\S+\/appointment\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBe(manageUrl);
    const opened = await manage.get(tokenOfUrl(link!));
    expect(opened.status).toBe(200);
    expect(opened.body.appointment).toMatchObject({ firstName: "Asha Menon", date: FRIDAY, time: "19:30", status: "" });

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics).toMatchObject({ filename: "appointment.ics", contentType: "text/calendar" });
    const props = icsProps(ics.content);
    expect(props.DTSTART).toEqual(["20261127T193000"]);
    expect(ics.content).toContain("DTSTART;TZID=Asia/Kolkata:20261127T193000");
    expect(props.URL).toEqual([manageUrl]);
    expect(props.STATUS).toEqual(["CONFIRMED"]);
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
                parameters: ["Asha Menon", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, manageUrl].map(
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
    // 429, the clinic's one "please call" refusal (issue 26, docs/decisions/017): it used to be a 409
    expect((await book(fridayBooking({ preferredTime: "20:00" }))).status).toBe(429);
    expect(await outbox()).toEqual(before);
    const { mails } = await deliverNew();
    expect(mails.filter((m) => m.subject.includes("8:00 PM"))).toEqual([]);
  });
});

describe("a booking by the desk", () => {
  it("Add New Patient with an appointment: the patient's confirmation and reminders, no alert to the clinic", async () => {
    const res = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: FRIDAY, preferredTime: "19:30", ...DESK_AGREED }),
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
        // the whole name (issue 26), not its first word
        parameters: ["Ravi Kumar", FRIDAY_WORDS, "7:30 PM", clinic().name, clinic().address, res.body.manageUrl],
      },
    ]);
    expectNothingMedical(mails, ["ECG", "8 Temple Street", "Retired"]);
  });

  it("Book appointment for a known patient: the confirmation, no alert, nothing of the service or notes", async () => {
    const patient = await seedPatient({ name: "Meena Iyer", phone: "+91 98400 33333", email: "meena@example.com" });
    await agreedToWhatsapp(patient.id);
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
