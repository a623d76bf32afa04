/**
 * Booking floods (issue 26, docs/decisions/017-booking-floods.md) through the real handlers,
 * on SQLite and PostgreSQL, with the clock moved by `setNow` rather than waited for:
 * - a bot with 64 addresses across 4 /24s and invented foreign numbers, for 10 minutes,
 *   holds at most 5 % of the next 14 evenings' slots (6 of 156) and 2 of any evening; booking
 *   stays closed until the desk acts; the dashboard's stats show the flood by name and
 *   "Cancel the flood's bookings" frees them, audited, with no message sent, and reopens;
 * - many IPv6 /64s of one /48 book no more than the /48's allowance;
 * - 10 honest patients behind one address (a shared Wi-Fi, a carrier's NAT) across an
 *   evening all book;
 * - a public booking never changes an existing patient's consent or language (finding 5);
 * - a capped phone's refusal is the clinic's "please call" refusal, the same as a full
 *   budget's, with no count (finding 6);
 * - names of invisible characters are refused, bidi controls stripped (finding 9e).
 */
import { POST as floodPOST } from "@/app/api/admin/booking-flood/route";
import { GET as statsGET } from "@/app/api/admin/stats/route";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "@/lib/shared/clinic-time";
import { now, setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { AGGREGATE_FACTOR } from "@/lib/server/domain/booking-floods";
import { NAME_NO_LETTER_MESSAGE, SLOT_TAKEN_MESSAGE } from "@/lib/shared/validation/booking";
import { adminCookie } from "../fixtures/admin";
import { book, busyAnswer, codeRequiredAnswer, setUpBookingSuite, slots, validBooking } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { adminRequest, answer } from "../fixtures/http";
import { configureChannels } from "../fixtures/messages";
import { privacyCalls } from "../fixtures/privacy";

configureChannels(); // messages are written, so that the tests can see which are not
setUpBookingSuite();
beforeEach(async () => {
  await db().message.deleteMany();
  await db().auditLog.deleteMany();
});

/** The next 14 days' evenings from the pinned Tuesday (two Sundays off): 12 × 13 = 156 slots. */
const TODAY = todayIst(TUESDAY_NOON_IST);
const EVENINGS = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i)).filter((d) => !isSunday(d));
const SLOTS = EVENINGS.flatMap((date) => SLOT_TIMES.map((time) => ({ date, time })));
const LAST_EVENING = EVENINGS[EVENINGS.length - 1];

async function heldSlots() {
  return db().appointment.count({
    where: { activeSlot: { not: null }, preferredDate: { gte: TODAY, lte: LAST_EVENING } },
  });
}

async function dashboard() {
  return answer(await statsGET(adminRequest("/api/admin/stats", { cookie: await adminCookie() }), undefined));
}

async function cancelFlood(since: unknown) {
  const req = adminRequest("/api/admin/booking-flood", {
    method: "POST",
    body: { since },
    cookie: await adminCookie(),
  });
  return answer(await floodPOST(req, undefined));
}

/** A bot's booking: an invented UK number, no e-mail, no consent. */
const botBooking = (n: number, slot: { date: string; time: string }) => ({
  patientName: `Bot Person ${n}`,
  patientPhone: `+44 7700 9${String(n).padStart(5, "0")}`,
  patientAge: 30,
  patientSex: "Male",
  serviceRequired: "ECG",
  preferredDate: slot.date,
  preferredTime: slot.time,
});

describe("a bot with 64 addresses over 4 /24s for 10 minutes", () => {
  const NETWORKS = ["203.0.113", "198.51.100", "192.0.2", "100.64.7"];
  const ADDRESSES = NETWORKS.flatMap((net) => Array.from({ length: 16 }, (_, i) => `${net}.${10 + i}`));

  /**
   * Every address tries a free slot every 10 seconds for 10 minutes (3,840 requests); refused,
   * the bot moves on to the next evening, round the 12, as a bot after all the places would.
   */
  async function attack() {
    const start = now().getTime();
    const taken = EVENINGS.map(() => 0);
    let evening = 0;
    let n = 0;
    const statuses = new Map<number, number>();
    for (let t = 0; t < 10 * 60_000; t += 10_000) {
      setNow(new Date(start + t));
      for (const address of ADDRESSES) {
        const res = await book(botBooking(n++, SLOTS[evening * 13 + taken[evening]]), { "x-forwarded-for": address });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201 || res.status === 409) taken[evening] = Math.min(taken[evening] + 1, 12);
        else evening = (evening + 1) % EVENINGS.length;
        expect(res.status).toBeLessThan(500);
      }
    }
    return statuses;
  }

  it("holds at most 5 % of the next 14 evenings' slots and 2 of any evening; booking stays closed until the desk cancels the flood, then opens at once", async () => {
    expect(SLOTS).toHaveLength(156);
    const statuses = await attack();
    const held = await heldSlots();
    expect(held).toBe(6); // the budget, once: the flood keeps booking closed, the window passing or not
    expect(held).toBeLessThanOrEqual(Math.floor(SLOTS.length * 0.05)); // 7
    expect(statuses.get(201)).toBe(held);
    const perEvening = await db().appointment.groupBy({ by: ["preferredDate"], _count: { _all: true } });
    for (const e of perEvening) expect(e._count._all).toBeLessThanOrEqual(2);

    // the dashboard's stats tell the desk: a flood, why, and its bookings by name
    const stats = await dashboard();
    expect(stats.status).toBe(200);
    const flood = stats.body.flood as {
      kind: string;
      signals: string[];
      since: string;
      reopensAt: string | null;
      bookings: { appointmentId: number; name: string; phone: string; network: string }[];
    };
    expect(flood).toMatchObject({ kind: "flood", since: TUESDAY_NOON_IST.toISOString(), reopensAt: null });
    expect(flood.signals).toEqual(expect.arrayContaining(["numbers", "evenings"])); // one /24 after another: no burst
    expect(flood.bookings).toHaveLength(held);
    const networkKeys = NETWORKS.map((net) => `${net}.0/24`);
    for (const b of flood.bookings) {
      expect(b.name).toMatch(/^Bot Person \d+$/);
      expect(b.phone).toMatch(/^\+44/);
      expect(networkKeys).toContain(b.network);
    }

    // long after the budget's window, a real patient on another network is still asked for a phone code (or to call)
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 3 * 60 * 60_000));
    const real = validBooking({ preferredDate: SLOTS[40].date, preferredTime: SLOTS[40].time });
    expect((await book(real)).status).toBe(428);

    // a stale or malformed flood is refused, nothing cancelled
    expect((await cancelFlood("2026-11-24T05:00:00.000Z")).status).toBe(409);
    expect((await cancelFlood("not a time")).status).toBe(400);
    expect(await heldSlots()).toBe(held);

    // the desk's action: the flood's bookings cancelled, their slots free, audited by name, no message to those numbers
    const bookedIds = (await db().appointment.findMany({ select: { id: true } })).map((a) => a.id);
    expect(await db().message.count({ where: { appointmentId: { in: bookedIds }, status: "queued" } })).toBeGreaterThan(
      0,
    );
    const res = await cancelFlood(flood.since);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, cancelled: held });
    expect(await heldSlots()).toBe(0);
    expect((await slots(`?date=${TODAY}`)).body.bookedSlots).toEqual([]);
    expect(await db().appointment.count({ where: { status: "Cancelled", webReview: "flood" } })).toBe(held);
    expect(
      await db().message.count({
        where: { appointmentId: { in: bookedIds }, status: { in: ["scheduled", "queued", "sending", "sent"] } },
      }),
    ).toBe(0);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "appointment.cancel" } });
    expect(audit.actor).toBe("test-admin");
    expect(audit.detail).toContain(`${held} web bookings cancelled`);
    expect(audit.detail).toContain("Bot Person");
    expect((await dashboard()).body.flood).toBeNull();

    // and the cancelled bookings stop counting at once: the real patient books now
    expect((await book(real)).status).toBe(201);
  }, 120_000); // 10 minutes of an attack on the pinned clock: thousands of requests (≈10 s on PostgreSQL, more on a busy machine)

  it("64 requests at once, each from its own network, book no more than the budget (6)", async () => {
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        book(botBooking(i, SLOTS[i]), { "x-forwarded-for": `100.${64 + (i >> 4)}.${i & 15}.9` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 428)).toHaveLength(58);
    expect(await heldSlots()).toBe(6);
  });

  it("a refused visitor is told to call the clinic, by number; after a busy hour the budget frees up after its window", async () => {
    // six real patients, five minutes apart, from six networks, for six evenings: a busy hour, not a flood
    for (let i = 0; i < 6; i++) {
      setNow(new Date(TUESDAY_NOON_IST.getTime() + i * 5 * 60_000));
      const patient = validBooking({
        patientName: [
          "Lakshmi Narayanan",
          "Mohammed Rafi",
          "Priya Sundaram",
          "Joseph Arul",
          "Kavitha Raman",
          "Suresh Babu",
        ][i],
        patientEmail: `busy${i}@example.com`,
        patientPhone: ["98412 30567", "94440 18273", "99620 45118", "90030 77412", "98840 26953", "97910 53308"][i],
        preferredDate: SLOTS[i * 13].date,
        preferredTime: SLOTS[i * 13].time,
      });
      expect((await book(patient, { "x-forwarded-for": `49.20${i}.17.3` })).status).toBe(201);
    }
    const refused = await book(validBooking({ preferredDate: SLOTS[20].date, preferredTime: SLOTS[20].time }));
    expect(refused.status).toBe(428);
    expect(refused.body).toEqual(codeRequiredAnswer());
    expect(refused.body.message).toContain("+91 98400 12345");
    expect((await dashboard()).body.flood).toMatchObject({ kind: "busy", signals: [] });
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 30 * 60_000 + 1));
    const later = await book(validBooking({ preferredDate: SLOTS[20].date, preferredTime: SLOTS[20].time }));
    expect(later.status).toBe(201);
  });
});

describe("many IPv6 /64s of one /48", () => {
  it("book no more than the /48's allowance in 6 hours (24), however many /64s", async () => {
    const start = TUESDAY_NOON_IST.getTime();
    let booked = 0;
    // 60 attempts, one every 6 minutes (so the clinic's 6 per 30 minutes never binds, and no flood forms), each from its own /64
    for (let i = 0; i < 60; i++) {
      setNow(new Date(start + i * 6 * 60_000));
      const address = `2001:db8:42:${(i + 1).toString(16)}::1`;
      // a different evening each time round the 12, so the evening's limit never binds either
      const res = await book(botBooking(i, SLOTS[(i % 12) * 13 + Math.floor(i / 12)]), { "x-forwarded-for": address });
      expect([201, 428]).toContain(res.status);
      if (res.status === 201) booked++;
      else expect(res.body).toEqual(codeRequiredAnswer());
    }
    expect(booked).toBe(12 * AGGREGATE_FACTOR);
    const networks = await db().appointment.findMany({ select: { webNetwork: true }, distinct: ["webNetwork"] });
    expect(networks).toHaveLength(24);
    for (const { webNetwork } of networks) expect(webNetwork).toMatch(/^2001:0db8:0042:[0-9a-f]{4}::\/64$/);
  });
});

describe("real patients behind one address", () => {
  it("10 different patients from one address across an evening all book (201)", async () => {
    const wifi = { "x-forwarded-for": "49.204.17.3" };
    const evening = new Date("2026-11-24T12:00:00Z"); // 17:30 IST
    for (let i = 0; i < 10; i++) {
      setNow(new Date(evening.getTime() + i * 15 * 60_000)); // one every quarter of an hour
      const res = await book(
        validBooking({
          patientName: `Waiting Room Patient ${i}`,
          patientEmail: `patient${i}@example.com`,
          patientPhone: `98401 ${String(20000 + i)}`,
          preferredDate: "2026-11-26",
          preferredTime: SLOT_TIMES[i],
          consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: true },
        }),
        wifi,
      );
      expect(res.status).toBe(201);
    }
    expect(await db().appointment.count({ where: { webNetwork: "49.204.17.0/24" } })).toBe(10);
    expect((await dashboard()).body.flood).toBeNull();
  });
});

describe("a public booking never changes an existing patient (finding 5)", () => {
  it("withdrawn at the desk, then a stranger's booking with the tick and Tamil: the patient row is unchanged, the booking keeps its own consent", async () => {
    const first = await book(validBooking({ consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: true } }));
    expect(first.status).toBe(201);
    const { patientId } = await db().appointment.findFirstOrThrow();
    const cookie = await adminCookie();
    const rights = privacyCalls(() => cookie);
    expect((await rights.setConsent(patientId, { whatsapp: false })).status).toBe(200);
    const withdrawn = await db().patient.findUniqueOrThrow({ where: { id: patientId } });
    expect(withdrawn).toMatchObject({ whatsappConsent: false, language: "en" });

    const res = await book(
      validBooking({
        preferredTime: "19:00",
        language: "ta",
        consent: { version: PRIVACY_NOTICE_VERSION, whatsapp: true },
      }),
    );
    expect(res.status).toBe(201);
    expect(await db().patient.count()).toBe(1);
    expect(await db().patient.findUniqueOrThrow({ where: { id: patientId } })).toEqual(withdrawn);
    const booking = await db().appointment.findFirstOrThrow({ where: { preferredTime: "19:00" } });
    expect(booking).toMatchObject({
      patientId,
      consentNotice: PRIVACY_NOTICE_VERSION,
      consentWhatsapp: true,
    });
  });
});

describe("the phone oracle (finding 6)", () => {
  const family = (n: number) => ({
    patientName: `Family Member ${n}`,
    patientEmail: `member${n}@example.com`,
    patientPhone: "+91 98400 44444",
    preferredDate: EVENINGS[n + 1], // one evening each: the evening's limit is not what refuses here
    preferredTime: SLOT_TIMES[n],
  });

  it("a capped phone gets the clinic's busy answer (no field, no count); a full budget answers every phone the same 428, capped or not", async () => {
    for (let n = 0; n < 3; n++) expect((await book(validBooking(family(n)))).status).toBe(201);
    const capped = await book(validBooking(family(3)));
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual(busyAnswer());
    expect(capped.headers.get("retry-after")).toBeNull();
    expect(JSON.stringify(capped.body)).not.toMatch(/\b3\b|upcoming|phone number already/i);

    // the clinic's budget, filled by three more bookings: checked before the phone's cap, so it
    // answers an unknown number and the capped phone alike (FEATURES.md §15: ask for a code)
    for (let n = 4; n < 7; n++) {
      expect((await book(validBooking({ ...family(n), patientPhone: `98400 5555${n}` }))).status).toBe(201);
    }
    const budget = await book(validBooking({ ...family(8), patientPhone: "98400 77777" }));
    const cappedAtFull = await book(validBooking(family(9)));
    expect(budget.status).toBe(428);
    expect(budget.body).toEqual(codeRequiredAnswer());
    expect(cappedAtFull.status).toBe(budget.status);
    expect(cappedAtFull.body).toEqual(budget.body);
    expect(cappedAtFull.headers.get("retry-after")).toBe(budget.headers.get("retry-after"));
  });

  it("a taken slot is the slot's 409 whether or not the phone is capped", async () => {
    for (let n = 0; n < 3; n++) await book(validBooking(family(n)));
    const taken = { preferredDate: family(0).preferredDate, preferredTime: SLOT_TIMES[0] };
    const cappedOnTaken = await book(validBooking({ ...family(3), ...taken }));
    const unknownOnTaken = await book(validBooking({ ...family(3), patientPhone: "98400 99999", ...taken }));
    expect(cappedOnTaken.status).toBe(409);
    expect(cappedOnTaken.body).toEqual(unknownOnTaken.body);
    expect(cappedOnTaken.body.message).toBe(SLOT_TAKEN_MESSAGE);
  });
});

describe("invisible names and bidi controls (finding 9e)", () => {
  it.each([
    ["zero-width spaces", "\u200B\u200B\u200B"],
    ["a BOM and a word joiner", "\uFEFF\u2060"],
    ["Hangul fillers", "\u3164\u3164"],
    ["bidi controls", "\u202E\u2066\u200F"],
    ["dots", "..."],
  ])("a name of %s is refused with the field named (400), nothing stored", async (_, name) => {
    const res = await book(validBooking({ patientName: name }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(["patientName"]);
    expect([NAME_NO_LETTER_MESSAGE, "Please enter the patient's name."]).toContain(res.body.errors.patientName);
    expect(await db().appointment.count()).toBe(0);
  });

  it("a right-to-left override never reaches the record, the booking or the clinic's alert", async () => {
    const res = await book(validBooking({ patientName: "\u202Enon\u200Bem ahsA\u2066", additionalInfo: "Pain\u202E" }));
    expect(res.status).toBe(201);
    expect(res.body.appointment.name).toBe("nonem ahsA");
    const stored = await db().appointment.findFirstOrThrow({ include: { patient: true } });
    expect(stored.name).toBe("nonem ahsA");
    expect(stored.patient.name).toBe("nonem ahsA");
    expect(stored.additionalInfo).toBe("Pain");
    const outbox = await db().message.findMany();
    expect(outbox.map((m) => m.to)).toContain("desk@heartcare-clinic.example"); // the clinic's alert
    for (const m of outbox) expect(m.payload).not.toMatch(/[\u200B\u202A-\u202E\u2066-\u2069]/);
  });

  it("keeps the joiners Tamil spelling needs", async () => {
    const res = await book(validBooking({ patientName: "க்\u200Cஷமா" }));
    expect(res.status).toBe(201);
    expect((await db().patient.findFirstOrThrow()).name).toBe("க்\u200Cஷமா");
  });
});
