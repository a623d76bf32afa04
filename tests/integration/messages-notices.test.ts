/**
 * The desk's notices to patients (FEATURES.md §4) through the real handlers: a closure that tells
 * its patients, and "Doctor running late". The outbox screen's calls: messages-desk.test.ts.
 * Both channels are configured; what is queued is delivered to a real SMTP server and a WhatsApp
 * Cloud API double on loopback (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026,
 * noon in the clinic (the pinned clock), unless a test moves it. On this file's own database
 * (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { clinic } from "@/lib/content/clinic";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { MESSAGE_MESSAGES } from "@/lib/shared/validation/messages";
import { seed } from "../fixtures/appointments";
import { auditRows, manage, seedManaged } from "../fixtures/manage";
import { everyoneAgreedToWhatsapp, outbox } from "../fixtures/messages";
import { FRIDAY, FRIDAY_WORDS, REASON, setUpMessagesSuite } from "../fixtures/messages-suite";

const { deliverNew, at, calendar, messages } = setUpMessagesSuite();

/** The WhatsApp number of a seeded appointment's phone. */
const waOf = (phone: string) => `91${phone}`;

describe("POST /api/admin/closures with notify", () => {
  async function seedFriday() {
    const [asha, ravi] = await seedManaged(
      { name: "Asha Menon", date: FRIDAY, time: "18:00" },
      { name: "Ravi Kumar", date: FRIDAY, time: "19:30" },
    );
    await seed(
      { name: "Gone Away", date: FRIDAY, time: "20:00", status: "Cancelled" },
      { name: "Seen Before", date: FRIDAY, time: "20:15", status: "Done" },
      { name: "Next Day", date: "2026-11-28", time: "18:00" },
    );
    await everyoneAgreedToWhatsapp(); // only a recorded yes sends WhatsApp (issue 26)
    return { asha, ravi };
  }

  it("notify: true — each pending patient inside gets the closure notice with the reason and their manage link", async () => {
    const { asha, ravi } = await seedFriday();
    const res = await calendar.addClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: REASON, notify: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: CALENDAR_MESSAGES.closureAdded, notified: 4 });
    expect((res.body.affected as { name: string }[]).map((a) => a.name)).toEqual(["Asha Menon", "Ravi Kumar"]);
    expect(await outbox()).toEqual([
      `closure|email|queued|${asha.appointment.email}`,
      `closure|whatsapp|queued|${waOf(asha.appointment.phone)}`,
      `closure|email|queued|${ravi.appointment.email}`,
      `closure|whatsapp|queued|${waOf(ravi.appointment.phone)}`,
    ]);
    expect((await auditRows()).at(-1)?.[3]).toBe(`${FRIDAY}: 2 appointments inside, 4 messages queued`);

    const { result, mails, whatsapp } = await deliverNew();
    expect(result).toEqual({ sent: 4, failed: 0 });
    const link = (token: string) => `${clinic().siteUrl}/appointment/${token}`;
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [asha.appointment.email, `The clinic is closed on ${FRIDAY_WORDS}: please choose another time`],
      [ravi.appointment.email, `The clinic is closed on ${FRIDAY_WORDS}: please choose another time`],
    ]);
    expect(mails[0].text).toContain(`closed on ${FRIDAY_WORDS} (${REASON}), the day of your appointment at 6:00 PM`);
    expect(mails[0].text).toContain(link(asha.token));
    expect(mails[1].text).toContain("appointment at 7:30 PM");
    expect(mails[1].text).toContain(link(ravi.token));
    expect(whatsapp).toEqual([
      {
        to: waOf(asha.appointment.phone),
        name: "clinic_closed",
        parameters: ["Asha Menon", FRIDAY_WORDS, "6:00 PM", REASON, link(asha.token)],
      },
      {
        to: waOf(ravi.appointment.phone),
        name: "clinic_closed",
        parameters: ["Ravi Kumar", FRIDAY_WORDS, "7:30 PM", REASON, link(ravi.token)],
      },
    ]);
    // the link opens the appointment, which says why
    expect((await manage.get(asha.token)).body.appointment).toMatchObject({ date: FRIDAY, closedReason: REASON });
  });

  it.each([
    ["notify: false", { notify: false }],
    ["no notify", {}],
  ])("%s — nobody is told (notified 0)", async (_, extra) => {
    await seedFriday();
    const res = await calendar.addClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: REASON, ...extra });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ notified: 0 });
    expect((res.body.affected as unknown[]).length).toBe(2);
    expect(await outbox()).toEqual([]);
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });
  });

  it("an appointment without a manage link (stored before links existed): the clinic's phone instead", async () => {
    const [old] = await seed({ name: "Old Record", date: FRIDAY, time: "18:30" });
    await everyoneAgreedToWhatsapp();
    const res = await calendar.addClosure({ startDate: FRIDAY, endDate: FRIDAY, reason: REASON, notify: true });
    expect(res.body).toMatchObject({ notified: 2 });
    const { mails, whatsapp } = await deliverNew();
    expect(mails.map((m) => m.to)).toEqual([old.email]);
    expect(mails[0].text).toContain(`To change it, please call us on ${clinic().phone}.`);
    expect(mails[0].text).not.toContain("/appointment/");
    expect(whatsapp).toEqual([
      {
        to: waOf(old.phone),
        name: "clinic_closed",
        parameters: ["Old Record", FRIDAY_WORDS, "6:30 PM", REASON, clinic().phone],
      },
    ]);
  });

  it("a part-evening closure tells only the patients inside its hours", async () => {
    const { ravi } = await seedFriday();
    const res = await calendar.addClosure({
      startDate: FRIDAY,
      endDate: FRIDAY,
      startTime: "19:00",
      endTime: "21:00",
      reason: REASON,
      notify: true,
    });
    expect(res.body).toMatchObject({ notified: 2 });
    expect(await outbox()).toEqual([
      `closure|email|queued|${ravi.appointment.email}`,
      `closure|whatsapp|queued|${waOf(ravi.appointment.phone)}`,
    ]);
  });
});

/** How each of these is told when both channels reach them (the running-late answers' `reach`, issue 26). */
const toldByBoth = (rows: { id: number; name: string; preferredTime: string }[]) =>
  rows.map((a) => ({ id: a.id, name: a.name, time: a.preferredTime, token: null, channels: ["email", "whatsapp"] }));

describe("Doctor running late", () => {
  const TODAY = "2026-11-24";
  const EVENING = "2026-11-24T13:30:00Z"; // 7:00 PM in the clinic

  /** Tonight's list at 7:00 PM: who is still to be seen and who is not. */
  async function seedTonight() {
    const rows = await seed(
      { name: "Early Bird", date: TODAY, time: "18:00" }, // an hour gone
      { name: "Just Late", date: TODAY, time: "18:30" }, // half an hour gone: still waiting
      { name: "Seen Already", date: TODAY, time: "18:45", status: "Done" },
      { name: "Next Patient", date: TODAY, time: "19:15" },
      { name: "Gone Away", date: TODAY, time: "19:30", status: "Cancelled" },
      { name: "Last Patient", date: TODAY, time: "20:45" },
      { name: "Tomorrow Patient", date: "2026-11-25", time: "19:00" },
    );
    await everyoneAgreedToWhatsapp();
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    return ["Just Late", "Next Patient", "Last Patient"].map((n) => byName[n]);
  }

  it("GET previews tonight's remaining patients and the message", async () => {
    const remaining = await seedTonight();
    await at(EVENING);
    const res = await messages.runningLatePreview("?minutes=20");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      configured: true,
      // the Send button's count (issue 40): those a message reaches now
      reachable: 3,
      recipients: remaining.map((a) => ({ id: a.id, name: a.name, time: a.preferredTime })),
      // how each is told (issue 26): here all by both channels
      reach: toldByBoth(remaining),
      alreadyTold: [],
      inPerson: [],
      text: expect.stringContaining("The doctor is running about 20 minutes late this evening."),
    });
    expect(res.body.text).toContain("Dear Just Late,");
    expect(res.body.text).toContain("Your appointment at 6:30 PM will start later than planned.");
    expect(await outbox()).toEqual([]);
  });

  it("POST tells each of them, by e-mail and WhatsApp, with their own time", async () => {
    const remaining = await seedTonight();
    await at(EVENING);
    const res = await messages.runningLate({ minutes: 20 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MESSAGE_MESSAGES.runningLateSent(3, 0, 0),
      patients: 3,
      messages: 6,
      reachable: 3,
      reach: toldByBoth(remaining),
      alreadyTold: [],
      inPerson: [],
    });
    expect(await outbox()).toEqual(
      remaining.flatMap((a) => [
        `running-late|email|queued|${a.email}`,
        `running-late|whatsapp|queued|${waOf(a.phone)}`,
      ]),
    );
    expect((await auditRows()).at(-1)).toEqual([
      "test-admin",
      "message.running-late",
      null,
      "20 minutes; 3 patients, 6 messages, 0 in person",
    ]);

    const { result, mails, whatsapp } = await deliverNew();
    expect(result).toEqual({ sent: 6, failed: 0 });
    expect(mails.map((m) => [m.to, m.subject])).toEqual(
      remaining.map((a) => [a.email, "The doctor is running about 20 minutes late"]),
    );
    expect(mails.map((m) => /appointment at (\S+ [AP]M)/.exec(m.text)?.[1])).toEqual(["6:30 PM", "7:15 PM", "8:45 PM"]);
    expect(whatsapp).toEqual([
      {
        to: waOf(remaining[0].phone),
        name: "doctor_running_late",
        parameters: ["Just Late", "20", "6:30 PM", clinic().name],
      },
      {
        to: waOf(remaining[1].phone),
        name: "doctor_running_late",
        parameters: ["Next Patient", "20", "7:15 PM", clinic().name],
      },
      {
        to: waOf(remaining[2].phone),
        name: "doctor_running_late",
        parameters: ["Last Patient", "20", "8:45 PM", clinic().name],
      },
    ]);
  });

  it.each([
    ["0", { minutes: 0 }],
    ["4", { minutes: 4 }],
    ["181", { minutes: 181 }],
    ['"x"', { minutes: "x" }],
    ['"20" (a string)', { minutes: "20" }],
    ["20.5", { minutes: 20.5 }],
    ["missing", {}],
  ])("POST minutes %s: 400 with the rule, nothing queued", async (_, body) => {
    await seedTonight();
    await at(EVENING);
    const res = await messages.runningLate(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.minutes });
    expect(await outbox()).toEqual([]);
  });

  it.each(["?minutes=0", "?minutes=181", "?minutes=x", ""])("GET %s: 400 with the rule", async (query) => {
    await at(EVENING);
    const res = await messages.runningLatePreview(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.minutes });
  });

  it("409 when nobody is left tonight (the last slot more than half an hour gone)", async () => {
    await seedTonight();
    await at("2026-11-24T15:46:00Z"); // 9:16 PM: 8:45 PM is 31 minutes gone
    const preview = await messages.runningLatePreview("?minutes=20");
    expect(preview.body).toMatchObject({
      configured: true,
      reachable: 0,
      recipients: [],
      reach: [],
      inPerson: [],
      text: null,
    });
    const res = await messages.runningLate({ minutes: 20 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.nobodyLeft });
    expect(await outbox()).toEqual([]);
  });
});
