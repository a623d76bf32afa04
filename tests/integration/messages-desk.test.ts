/**
 * The desk's side of messages (FEATURES.md §4) through the real handlers: the Messages list,
 * retrying a failed message, the click-to-chat links and the new-booking notice's recent bookings.
 * A closure's and a late doctor's notices: messages-notices.test.ts.
 * Both channels are configured; what is queued is delivered to a real SMTP server and a WhatsApp
 * Cloud API double on loopback (tests/fixtures/messages.ts). Today is Tuesday 24 November 2026,
 * noon in the clinic (the pinned clock), unless a test moves it. On this file's own database
 * (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from "@/lib/server/outbox/queue";
import { setNow } from "@/lib/shared/clock";
import { MESSAGE_MESSAGES, MESSAGES_PAGE_SIZE } from "@/lib/shared/validation/messages";
import { seed } from "../fixtures/appointments";
import { book, validBooking } from "../fixtures/booking";
import { seedClosure } from "../fixtures/calendar";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { auditRows, seedManaged } from "../fixtures/manage";
import { everyoneAgreedToWhatsapp, messageCalls, outbox, readChatLink } from "../fixtures/messages";
import { seedPatient } from "../fixtures/patients";
import { FRIDAY, FRIDAY_WORDS, REASON, setUpMessagesSuite } from "../fixtures/messages-suite";

const { desk, out, deliverNew, at, messages } = setUpMessagesSuite();
const signedOut = messageCalls(() => "");

/** The ids of a message list answer, in order. */
const ids = (body: Record<string, unknown>) => (body.messages as { id: number }[]).map((m) => m.id);

/** The WhatsApp number of a seeded appointment's phone. */
const waOf = (phone: string) => `91${phone}`;

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
      // written by hand here, not by the channel rule: no why; not an SMS: no segments
      why: null,
      segments: null,
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
    await everyoneAgreedToWhatsapp();
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
    await everyoneAgreedToWhatsapp();
    const res = await messages.chat(`?appointmentId=${appointment.id}&kind=confirmation`);
    expect(res.status).toBe(303);
    const { number, text } = readChatLink(res.headers.get("location"));
    expect(number).toBe(waOf(appointment.phone));
    expect(text).toContain("Dear Asha Menon,");
    expect(text).toContain(`booked for ${FRIDAY_WORDS} at 7:30 PM`);
    expect(text).toContain(`${clinic().siteUrl}/appointment/${token}`);
    expect(text).toContain(clinic().address);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await outbox()).toEqual([]); // nothing is sent by the server
  });

  it("the reminder, and the closure notice with its reason", async () => {
    const [{ appointment, token }] = await seedManaged({ name: "Asha Menon", date: FRIDAY, time: "19:30" });
    await everyoneAgreedToWhatsapp();
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
