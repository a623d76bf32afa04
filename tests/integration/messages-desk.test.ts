/**
 * The desk's side of messages (FEATURES.md §4) through the real handlers: a closure that
 * tells its patients, "Doctor running late", the Messages list, retrying a failed message,
 * the click-to-chat links and the new-booking notice's recent bookings. Both channels are
 * configured; what is queued is delivered to a real SMTP server and a WhatsApp Cloud API
 * double on loopback (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026, noon in
 * the clinic (the pinned clock), unless a test moves it. On this file's own database (SQLite,
 * or PostgreSQL with TEST_DB=postgresql).
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "@/lib/server/messages/outbox";
import { setNow } from "@/lib/shared/clock";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { MESSAGE_MESSAGES, MESSAGES_PAGE_SIZE } from "@/lib/shared/validation/messages";
import { adminCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { book, validBooking } from "../fixtures/booking";
import { calendarCalls, seedClosure } from "../fixtures/calendar";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { auditRows, manage, seedManaged, setUpManageSuite } from "../fixtures/manage";
import {
  configureChannels,
  messageCalls,
  messageStandIns,
  outbox,
  readChatLink,
  templatesSent,
} from "../fixtures/messages";
import { seedPatient } from "../fixtures/patients";

configureChannels();
const { session, desk } = setUpManageSuite();
const out = messageStandIns();
const calendar = calendarCalls(() => session.cookie);
const messages = messageCalls(() => session.cookie);
const signedOut = messageCalls(() => "");

const FRIDAY = "2026-11-27";
const FRIDAY_WORDS = "Friday, 27 November 2026";
const REASON = "Doctor at a conference";

/** Moves the clock, with a session fresh at the new time (the old one would have run out). */
async function at(instant: Date | string | number) {
  setNow(new Date(instant));
  session.cookie = await adminCookie();
}

async function deliverNew() {
  const [m, w] = [out.mails.length, out.whatsapp.length];
  const result = await out.deliver();
  return { result, mails: out.mails.slice(m), whatsapp: templatesSent(out.whatsapp.slice(w)) };
}

/** The ids of a message list answer, in order. */
const ids = (body: Record<string, unknown>) => (body.messages as { id: number }[]).map((m) => m.id);

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
        parameters: ["Asha", FRIDAY_WORDS, "6:00 PM", REASON, link(asha.token)],
      },
      {
        to: waOf(ravi.appointment.phone),
        name: "clinic_closed",
        parameters: ["Ravi", FRIDAY_WORDS, "7:30 PM", REASON, link(ravi.token)],
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
        parameters: ["Old", FRIDAY_WORDS, "6:30 PM", REASON, clinic().phone],
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
      recipients: remaining.map((a) => ({ id: a.id, name: a.name, time: a.preferredTime })),
      text: expect.stringContaining("The doctor is running about 20 minutes late this evening."),
    });
    expect(res.body.text).toContain("Dear Just,");
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
      message: MESSAGE_MESSAGES.runningLateSent(3),
      patients: 3,
      messages: 6,
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
      "20 minutes; 3 patients, 6 messages",
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
        parameters: ["Just", "20", "6:30 PM", clinic().name],
      },
      {
        to: waOf(remaining[1].phone),
        name: "doctor_running_late",
        parameters: ["Next", "20", "7:15 PM", clinic().name],
      },
      {
        to: waOf(remaining[2].phone),
        name: "doctor_running_late",
        parameters: ["Last", "20", "8:45 PM", clinic().name],
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
    expect(preview.body).toMatchObject({ configured: true, recipients: [], text: null });
    const res = await messages.runningLate({ minutes: 20 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.nobodyLeft });
    expect(await outbox()).toEqual([]);
  });
});

describe("GET /api/admin/messages", () => {
  type Listed = { id: number; status: string; kind: string; patientName: string | null };

  /** Stores one outbox row directly; the next one is newer. */
  const store = (row: { status: string; kind?: string; channel?: string; appointmentId?: number | null }) =>
    db().message.create({
      data: {
        channel: row.channel ?? "email",
        kind: row.kind ?? "confirmation",
        to: "asha@example.com",
        appointmentId: row.appointmentId ?? null,
        payload: "{}",
        status: row.status,
        sendAt: TUESDAY_NOON_IST,
        ...(row.status === "failed" ? { attempts: MAX_ATTEMPTS, lastError: "SMTP: connection refused" } : {}),
        ...(row.status === "sent" ? { attempts: 1, sentAt: TUESDAY_NOON_IST } : {}),
      },
    });

  async function storeFive() {
    const [a, b] = await seed(
      { name: "Asha Menon", date: FRIDAY, time: "18:00" },
      { name: "Ravi Kumar", date: FRIDAY, time: "18:15" },
    );
    const sent = await store({ status: "sent", appointmentId: a.id });
    const failedOld = await store({ status: "failed", kind: "reminder", channel: "whatsapp", appointmentId: a.id });
    const queued = await store({ status: "queued", kind: "cancelled" });
    const failedNew = await store({ status: "failed", appointmentId: a.id });
    const scheduled = await store({ status: "scheduled", kind: "reminder", appointmentId: b.id });
    return { a, b, sent, failedOld, queued, failedNew, scheduled };
  }

  it("failures first, then the newest; each with the patient's name", async () => {
    const m = await storeFive();
    const res = await messages.list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(ids(res.body)).toEqual([m.failedNew.id, m.failedOld.id, m.scheduled.id, m.queued.id, m.sent.id]);
    expect(res.body.total).toBe(5);
    expect((res.body.messages as Listed[])[1]).toEqual({
      id: m.failedOld.id,
      channel: "whatsapp",
      kind: "reminder",
      to: "asha@example.com",
      status: "failed",
      sendAt: TUESDAY_NOON_IST.toISOString(),
      sentAt: null,
      attempts: MAX_ATTEMPTS,
      lastError: "SMTP: connection refused",
      appointmentId: m.a.id,
      patientName: "Asha Menon",
    });
    expect((res.body.messages as Listed[]).map((x) => x.patientName)).toEqual([
      "Asha Menon",
      "Asha Menon",
      "Ravi Kumar",
      null,
      "Asha Menon",
    ]);
  });

  it("filters by status, kind and appointment (and together)", async () => {
    const m = await storeFive();
    const list = async (q: string) => {
      const res = await messages.list(q);
      expect(res.status).toBe(200);
      return [ids(res.body), res.body.total];
    };
    expect(await list("?status=failed")).toEqual([[m.failedNew.id, m.failedOld.id], 2]);
    expect(await list("?status=scheduled")).toEqual([[m.scheduled.id], 1]);
    expect(await list("?kind=reminder")).toEqual([[m.failedOld.id, m.scheduled.id], 2]);
    expect(await list(`?appointmentId=${m.a.id}`)).toEqual([[m.failedNew.id, m.failedOld.id, m.sent.id], 3]);
    expect(await list(`?appointmentId=${m.a.id}&status=sent`)).toEqual([[m.sent.id], 1]);
    expect(await list(`?appointmentId=${m.b.id}&kind=confirmation`)).toEqual([[], 0]);
  });

  it("pages of 50: the failures lead page 1, page 2 holds the rest; total counts all", async () => {
    await db().message.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        channel: "email",
        kind: "confirmation",
        to: `p${i}@example.com`,
        payload: "{}",
        status: "sent",
        sendAt: TUESDAY_NOON_IST,
      })),
    });
    const failed = [await store({ status: "failed" }), await store({ status: "failed" })];
    const page1 = await messages.list();
    const page2 = await messages.list("?page=2");
    expect([page1.body.total, page2.body.total]).toEqual([57, 57]);
    expect(ids(page1.body)).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(ids(page1.body).slice(0, 2)).toEqual([failed[1].id, failed[0].id]);
    expect(ids(page2.body)).toHaveLength(57 - MESSAGES_PAGE_SIZE);
    const all = [...ids(page1.body), ...ids(page2.body)];
    expect(new Set(all).size).toBe(57);
    expect((page2.body.messages as Listed[]).every((x) => x.status === "sent")).toBe(true);
    expect(ids((await messages.list("?page=3")).body)).toEqual([]);
  });

  it("a deleted appointment's messages stay, without a name", async () => {
    const m = await storeFive();
    expect((await desk.remove(String(m.b.id))).status).toBe(200);
    const res = await messages.list(`?appointmentId=${m.b.id}`);
    expect(res.body.messages).toEqual([expect.objectContaining({ id: m.scheduled.id, patientName: null })]);
  });

  it.each([
    ["?status=lost", MESSAGE_MESSAGES.badStatus],
    ["?kind=letter", MESSAGE_MESSAGES.badKind],
    ["?page=0", MESSAGE_MESSAGES.badPage],
    ["?page=-1", MESSAGE_MESSAGES.badPage],
    ["?page=x", MESSAGE_MESSAGES.badPage],
    ["?page=1.5", MESSAGE_MESSAGES.badPage],
    ["?appointmentId=abc", MESSAGE_MESSAGES.badAppointmentId],
  ])("%s: 400 saying what is allowed", async (query, message) => {
    const res = await messages.list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });
});

describe("POST /api/admin/messages/{id}/retry", () => {
  /** A desk booking for a patient reached on WhatsApp only, whose confirmation fails every attempt. */
  async function failedConfirmation() {
    const patient = await seedPatient({ name: "Meena Iyer", phone: "+91 98400 33333" });
    expect(
      (await desk.bookFor(patient.id, { serviceRequired: "ECG", preferredDate: FRIDAY, preferredTime: "19:00" }))
        .status,
    ).toBe(201);
    out.failWhatsApp(MAX_ATTEMPTS);
    let elapsed = 0;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      setNow(new Date(TUESDAY_NOON_IST.getTime() + elapsed));
      expect((await out.deliver()).failed).toBe(1);
      elapsed += RETRY_DELAYS_MS[Math.min(i, RETRY_DELAYS_MS.length - 1)];
    }
    await at(TUESDAY_NOON_IST.getTime() + elapsed);
    expect((await out.deliver()).failed).toBe(0);
    return db().message.findFirstOrThrow({ where: { kind: "confirmation" } });
  }

  it("a failed message: 200, queued again, then delivered once; the dashboard's count follows", async () => {
    const failed = await failedConfirmation();
    expect(failed).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "WhatsApp API 503: Service temporarily unavailable",
    });
    expect((await desk.stats()).body.messages).toEqual({ failed: 1, configured: true });
    expect(ids((await messages.list()).body)[0]).toBe(failed.id);

    const res = await messages.retry(failed.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGE_MESSAGES.retried });
    expect(await db().message.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "queued",
      attempts: 0,
    });
    expect((await desk.stats()).body.messages).toEqual({ failed: 0, configured: true });
    expect((await auditRows()).at(-1)).toEqual(["test-admin", "message.retry", String(failed.id), null]);

    const { result, whatsapp } = await deliverNew();
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(whatsapp.map((w) => [w.to, w.name])).toEqual([["919840033333", "appointment_confirmation"]]);
    expect(await db().message.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
    });
    expect((await deliverNew()).result).toEqual({ sent: 0, failed: 0 });

    // sent now: a retry is refused
    const again = await messages.retry(failed.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.notFailed });
  });

  it("409 for a message that has not failed (queued, scheduled); 404 for none; 400 for a bad id", async () => {
    await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30" }));
    const queued = await db().message.findFirstOrThrow({ where: { status: "queued" } });
    const scheduled = await db().message.findFirstOrThrow({ where: { status: "scheduled" } });
    for (const m of [queued, scheduled]) {
      const res = await messages.retry(m.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: MESSAGE_MESSAGES.notFailed });
    }
    expect(await db().message.findUniqueOrThrow({ where: { id: scheduled.id } })).toMatchObject({
      status: "scheduled",
      sendAt: scheduled.sendAt,
    });
    const missing = await messages.retry(scheduled.id + 1000);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.notFound });
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      const res = await messages.retry(bad);
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, MESSAGE_MESSAGES.badId]);
    }
  });
});

describe("GET /api/admin/messages/chat (click-to-chat)", () => {
  it("303 to wa.me with the confirmation: the patient's number, the time and the manage link", async () => {
    const [{ appointment, token }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
    const res = await messages.chat(`?appointmentId=${appointment.id}&kind=confirmation`);
    expect(res.status).toBe(303);
    const { number, text } = readChatLink(res.headers.get("location"));
    expect(number).toBe(waOf(appointment.phone));
    expect(text).toContain("Dear Asha,");
    expect(text).toContain(`booked for ${FRIDAY_WORDS} at 7:30 PM`);
    expect(text).toContain(`${clinic().siteUrl}/appointment/${token}`);
    expect(text).toContain(clinic().address);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await outbox()).toEqual([]); // nothing is sent by the server
  });

  it("the reminder, and the closure notice with its reason", async () => {
    const [{ appointment, token }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
    const reminder = readChatLink(
      (await messages.chat(`?appointmentId=${appointment.id}&kind=reminder`)).headers.get("location"),
    );
    expect(reminder.text).toContain(`A reminder of your appointment at ${clinic().name} on ${FRIDAY_WORDS} at 7:30 PM`);
    expect(reminder.text).toContain(`/appointment/${token}`);

    await seedClosure({ startDate: FRIDAY, reason: REASON });
    const closure = readChatLink(
      (await messages.chat(`?appointmentId=${appointment.id}&kind=closure`)).headers.get("location"),
    );
    expect(closure.text).toContain(`closed on ${FRIDAY_WORDS} (${REASON})`);
    expect(closure.text).toContain(`/appointment/${token}`);
  });

  it("422 for a phone WhatsApp cannot reach; 404 for no appointment; 400 for a bad kind or id", async () => {
    const [{ appointment }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
    await db().appointment.update({ where: { id: appointment.id }, data: { phone: "12345" } });
    const unusable = await messages.chat(`?appointmentId=${appointment.id}&kind=confirmation`);
    expect(unusable.status).toBe(422);
    expect(await unusable.json()).toMatchObject({ success: false, message: MESSAGE_MESSAGES.noWhatsApp });

    expect((await messages.chat(`?appointmentId=${appointment.id + 1000}&kind=confirmation`)).status).toBe(404);
    for (const [query, message] of [
      [`?appointmentId=${appointment.id}&kind=running-late`, MESSAGE_MESSAGES.badChatKind],
      [`?appointmentId=${appointment.id}`, MESSAGE_MESSAGES.badChatKind],
      ["?appointmentId=abc&kind=confirmation", MESSAGE_MESSAGES.badAppointmentId],
      ["?kind=confirmation", MESSAGE_MESSAGES.badAppointmentId],
    ]) {
      const res = await messages.chat(query);
      expect([query, res.status, ((await res.json()) as { message: string }).message]).toEqual([query, 400, message]);
    }
  });
});

describe("GET /api/admin/appointments/recent", () => {
  const T0 = TUESDAY_NOON_IST.getTime();

  it("without since: no bookings, only the instant to ask from next time", async () => {
    await book(validBooking());
    const res = await messages.recent();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, bookings: [], until: new Date(T0 - 5_000).toISOString() });
  });

  it("a public booking made after `until` is listed next time; the desk's bookings are not", async () => {
    const first = await messages.recent();
    const until = first.body.until as string;

    await at(T0 + 30_000);
    const booked = await book(validBooking({ preferredDate: FRIDAY, preferredTime: "19:30" }));
    expect(booked.status).toBe(201);
    const patient = await seedPatient({ name: "Meena Iyer", phone: "+91 98400 33333" });
    expect(
      (await desk.bookFor(patient.id, { serviceRequired: "ECG", preferredDate: FRIDAY, preferredTime: "18:00" }))
        .status,
    ).toBe(201);
    const web = await db().appointment.findFirstOrThrow({ where: { source: "web" } });

    const next = await messages.recent(`?since=${encodeURIComponent(until)}`);
    expect(next.status).toBe(200);
    expect(next.body).toEqual({
      success: true,
      bookings: [{ id: web.id, date: FRIDAY, time: "19:30" }],
      until: new Date(T0 + 25_000).toISOString(),
    });

    // the answers overlap by 5 s (the client drops ids it has shown), then it is gone
    await at(T0 + 32_000);
    expect((await messages.recent(`?since=${next.body.until}`)).body.bookings).toEqual([
      { id: web.id, date: FRIDAY, time: "19:30" },
    ]);
    await at(T0 + 60_000);
    const later = await messages.recent(`?since=${new Date(T0 + 55_000).toISOString()}`);
    expect(later.body.bookings).toEqual([]);
  });

  it.each(["yesterday", "2026-13-01T00:00:00Z", "2026-02-30T10:00:00Z", "", "x".repeat(41)])(
    "since=%s: 400",
    async (since) => {
      const res = await messages.recent(`?since=${encodeURIComponent(since)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: MESSAGE_MESSAGES.badSince });
    },
  );
});

describe("without a session", () => {
  it("every message call answers 401", async () => {
    const [{ appointment }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
    const statuses = [
      (await signedOut.list()).status,
      (await signedOut.retry(1)).status,
      (await signedOut.runningLatePreview("?minutes=20")).status,
      (await signedOut.runningLate({ minutes: 20 })).status,
      (await signedOut.chat(`?appointmentId=${appointment.id}&kind=confirmation`)).status,
      (await signedOut.recent()).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await outbox()).toEqual([]);
  });
});
