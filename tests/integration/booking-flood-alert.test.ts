/**
 * A flood or a busy hour (issue 41 G4, docs/decisions/038-flood-or-busy-hour.md), through the real
 * handlers on SQLite and PostgreSQL, the clock moved by `setNow`:
 * - a bot aimed at one evening holds 2 of its 13 places, and a real patient still books another;
 * - turned on other evenings it fills the budget: a flood, by name and with its reasons, that
 *   keeps booking closed until the desk answers; the desk's "reopen" opens it at once;
 * - six real patients within the hour are a busy hour: named, reopening by itself, or at once;
 * - 64 requests at once at one evening: 2 booked (the evening's limit holds under the lock).
 */
import { POST as floodPOST } from "@/app/api/admin/booking-flood/route";
import { GET as statsGET } from "@/app/api/admin/stats/route";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import type { BookingFlood } from "@/lib/shared/api/dashboard";
import { db } from "@/lib/server/db";
import { staffCookie } from "../fixtures/admin";
import { book, setUpBookingSuite } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { adminRequest, answer } from "../fixtures/http";
import { configureChannels } from "../fixtures/messages";
import { validBooking } from "../fixtures/valid-input";

configureChannels();
setUpBookingSuite();
beforeEach(async () => {
  await db().message.deleteMany();
  await db().auditLog.deleteMany();
});

const TODAY = todayIst(TUESDAY_NOON_IST);
const EVENINGS = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i + 1)).filter((d) => !isSunday(d));
const at = (minutes: number) => setNow(new Date(TUESDAY_NOON_IST.getTime() + minutes * 60_000));

async function alert(): Promise<BookingFlood | null> {
  const res = await answer(
    await statsGET(adminRequest("/api/admin/stats", { cookie: await staffCookie("desk") }), undefined),
  );
  expect(res.status).toBe(200);
  return res.body.flood as BookingFlood | null;
}

async function answerAlert(since: string, action: "cancel" | "reopen") {
  const req = adminRequest("/api/admin/booking-flood", {
    method: "POST",
    body: { since, action },
    cookie: await staffCookie("desk"),
  });
  return answer(await floodPOST(req, undefined));
}

/** A bot's booking: an invented Indian-looking number counted up from 90000 00001, a made-up name. */
const bot = (n: number, date: string, time: string) =>
  validBooking({
    patientName: `Test User ${String.fromCharCode(65 + (n % 26))}`,
    patientEmail: undefined,
    patientPhone: `90000 ${String(n).padStart(5, "0")}`,
    preferredDate: date,
    preferredTime: time,
  });
const botAddress = (n: number) => `${["203.0.113", "198.51.100", "192.0.2", "100.64.7"][n % 4]}.${10 + (n >> 2)}`;

/** Six real patients of a morning: their own names and mobiles, each for the evening that suits them. */
const REAL = [
  ["Lakshmi Narayanan", "98412 30567"],
  ["Mohammed Rafi", "94440 18273"],
  ["Priya Sundaram", "99620 45118"],
  ["Joseph Arul", "90030 77412"],
  ["Kavitha Raman", "98840 26953"],
  ["Suresh Babu", "97910 53308"],
];
const real = (i: number, date: string, time = SLOT_TIMES[i]) =>
  validBooking({
    patientName: REAL[i][0],
    patientEmail: `real${i}@example.com`,
    patientPhone: REAL[i][1],
    preferredDate: date,
    preferredTime: time,
  });

describe("a bot aimed at one evening", () => {
  it("holds 2 of its 13 places; a real patient on another network books another evening; turned on other evenings, it is a flood the desk reopens from", async () => {
    const target = EVENINGS[0];
    let n = 0;
    for (const time of SLOT_TIMES) {
      for (let k = 0; k < 5; k++, n++)
        expect((await book(bot(n, target, time), { "x-forwarded-for": botAddress(n) })).status).toBeLessThan(500);
    }
    expect(await db().appointment.count({ where: { preferredDate: target, activeSlot: { not: null } } })).toBe(2);
    expect(await alert()).toBeNull(); // two bookings are no flood

    // a real patient a minute later, on another network, for another evening
    at(1);
    expect((await book(real(0, EVENINGS[3]), { "x-forwarded-for": "49.204.17.3" })).status).toBe(201);

    // the bot moves on: two evenings more fill the budget (6 in 30 minutes)
    at(2);
    for (const date of [EVENINGS[1], EVENINGS[2]]) {
      for (const time of SLOT_TIMES.slice(0, 4)) {
        await book(bot(n++, date, time), { "x-forwarded-for": botAddress(n) });
      }
    }
    const flood = (await alert())!;
    expect(flood).toMatchObject({ kind: "flood", reopensAt: null });
    expect(flood.signals).toEqual(["numbers", "burst"]); // 2, the real patient's 1, 2 and 1: four evenings, not packed
    expect(flood.bookings.map((b) => b.name)).toContain("Lakshmi Narayanan"); // named, so the desk keeps her
    expect(flood.bookings).toHaveLength(6);

    // closed until the desk answers: an hour later a real patient is still asked to call
    at(60);
    expect((await book(real(1, EVENINGS[5]), { "x-forwarded-for": "49.205.17.3" })).status).toBe(428);

    // the desk says they are real (it could be wrong; that is its call): open at once, bookings kept
    expect((await answerAlert("2026-11-24T06:00:00.000Z", "reopen")).status).toBe(409);
    const res = await answerAlert(flood.since, "reopen");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, cancelled: 0 });
    expect(await db().appointment.count({ where: { webReview: "accepted", status: "" } })).toBe(6);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "booking.reopen" } });
    expect(audit.actor).toBe("test-desk");
    expect(audit.detail).toContain("Lakshmi Narayanan");
    expect(await alert()).toBeNull();
    expect((await book(real(1, EVENINGS[5]), { "x-forwarded-for": "49.205.17.3" })).status).toBe(201);
  });

  it("64 requests at once from 64 networks at one evening book 2 of it", async () => {
    const date = EVENINGS[4];
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        book(bot(i, date, SLOT_TIMES[i % 13]), { "x-forwarded-for": `100.${64 + (i >> 4)}.${i & 15}.9` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    for (const r of results) expect([201, 409, 428]).toContain(r.status);
    expect(await db().appointment.count({ where: { preferredDate: date, activeSlot: { not: null } } })).toBe(2);
  });
});

describe("a busy hour", () => {
  it("six real patients within the hour from six networks: named as a busy hour, reopening by itself or at the desk's word", async () => {
    for (let i = 0; i < 6; i++) {
      at(i * 4);
      expect((await book(real(i, EVENINGS[i]), { "x-forwarded-for": `49.20${i}.17.3` })).status).toBe(201);
    }
    at(21);
    const busy = (await alert())!;
    expect(busy).toMatchObject({
      kind: "busy",
      signals: [],
      reopensAt: new Date(TUESDAY_NOON_IST.getTime() + 30 * 60_000).toISOString(),
    });
    expect(busy.bookings.map((b) => b.name)).toEqual(REAL.map(([name]) => name));
    const later = validBooking({
      patientName: "Anand Krishnan",
      patientPhone: "98765 20431",
      preferredDate: EVENINGS[7],
    });
    expect((await book(later)).status).toBe(428);

    // the desk reads the names and reopens now rather than in nine minutes
    const res = await answerAlert(busy.since, "reopen");
    expect(res.status).toBe(200);
    expect((await book(later)).status).toBe(201);
    expect(await alert()).toBeNull();
  });

  it("left alone, a busy hour reopens when its window passes, and its alert goes", async () => {
    for (let i = 0; i < 6; i++) {
      at(i * 4);
      expect((await book(real(i, EVENINGS[i]), { "x-forwarded-for": `49.20${i}.17.3` })).status).toBe(201);
    }
    at(31);
    expect(await alert()).toBeNull();
    const later = validBooking({
      patientName: "Anand Krishnan",
      patientPhone: "98765 20431",
      preferredDate: EVENINGS[7],
    });
    expect((await book(later)).status).toBe(201);
  });
});
