/**
 * The evening's queue (FEATURES.md §5) through the real handlers: check-in and its tokens,
 * walk-ins that hold no slot, Next, No-show and tonight's list. Tonight is Tuesday 24
 * November 2026; each test starts at 6:00 PM in the clinic (the pinned clock) unless it moves
 * it. Both message channels are configured, so "no messages" is a real claim. On this file's
 * own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { DEFAULT_CONSULT_MINUTES, QUEUE_MESSAGES, WALK_IN, WALK_IN_SERVICE } from "@/lib/shared/validation/queue";
import { seed, type Seed } from "../fixtures/appointments";
import { book, counts, slots, validBooking } from "../fixtures/booking";
import { auditRows, stored } from "../fixtures/manage";
import { configureChannels, messageCalls, outbox } from "../fixtures/messages";
import { seedPatient } from "../fixtures/patients";
import { queueRow, rows, setUpQueueSuite, tonightAt, TONIGHT, TOMORROW, YESTERDAY } from "../fixtures/queue";

configureChannels();
const { session, desk, queue, clock } = setUpQueueSuite();
const messages = messageCalls(() => session.cookie);

beforeEach(async () => {
  await db().message.deleteMany();
});

/** Tonight's booked patients at 18:00, 18:15 and 18:30 (Asha, Ravi, Meena), in that order. */
const seedThree = () =>
  seed(
    { name: "Asha Menon", date: TONIGHT, time: "18:00" },
    { name: "Ravi Kumar", date: TONIGHT, time: "18:15" },
    { name: "Meena Iyer", date: TONIGHT, time: "18:30" },
  );

const WALK_IN_BODY = { name: "Walk In", phone: "+91 98765 43210", age: 61, sex: "Male" };

describe("POST /api/admin/queue/check-in", () => {
  it("tokens rise with arrivals: 1, 2, 3 in the order patients check in, not the order they booked", async () => {
    const [asha, ravi, meena] = await seedThree();
    const answers = [];
    for (const a of [meena, asha, ravi]) answers.push(await queue.checkIn(a.id));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.body)).toEqual(
      [1, 2, 3].map((token) => ({
        success: true,
        message: QUEUE_MESSAGES.checkedIn(token),
        token,
      })),
    );
    const at = tonightAt("18:00").toISOString();
    expect(await queueRow(meena.id)).toBe(`|1|${at}|-|-`);
    expect(await queueRow(asha.id)).toBe(`|2|${at}|-|-`);
    expect(await queueRow(ravi.id)).toBe(`|3|${at}|-|-`);
    expect(answers[0].headers.get("cache-control")).toBe("no-store");
  });

  it("checking in twice keeps the token and the arrival time; the next patient gets the next token", async () => {
    const [asha, ravi, meena] = await seedThree();
    expect((await queue.checkIn(asha.id)).body.token).toBe(1);
    expect((await queue.checkIn(ravi.id)).body.token).toBe(2);
    clock("18:07");
    const again = await queue.checkIn(asha.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: QUEUE_MESSAGES.checkedIn(1), token: 1 });
    expect(await queueRow(asha.id)).toBe(`|1|${tonightAt("18:00").toISOString()}|-|-`);
    expect((await queue.checkIn(meena.id)).body.token).toBe(3);
  });

  it.each([
    ["tomorrow's appointment", { date: TOMORROW }, QUEUE_MESSAGES.notToday],
    ["yesterday's appointment", { date: YESTERDAY }, QUEUE_MESSAGES.notToday],
    ["a cancelled one", { status: "Cancelled" }, QUEUE_MESSAGES.cancelled],
    ["one marked Done", { status: "Done" }, QUEUE_MESSAGES.finished("Done")],
    ["one marked No-show", { status: "No-show" }, QUEUE_MESSAGES.finished("No-show")],
  ])("%s: 409 saying why, no token given", async (_, over, message) => {
    const [a] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00", ...over });
    const before = await queueRow(a.id);
    const res = await queue.checkIn(a.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message });
    expect(await queueRow(a.id)).toBe(before);
    expect(await auditRows()).toEqual([]);
  });

  // a token once given is answered again only while the appointment is still pending
  it("a patient checked in, then marked No-show, checked in again: 409, not 'Checked in'", async () => {
    const [asha] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00" });
    await queue.checkIn(asha.id);
    expect((await queue.noShow(asha.id)).status).toBe(200);
    const res = await queue.checkIn(asha.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: QUEUE_MESSAGES.finished("No-show") });
  });

  it("a patient checked in, then cancelled, checked in again: 409 with the cancelled message", async () => {
    const [asha] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00" });
    await queue.checkIn(asha.id);
    expect((await desk.setStatus({ id: asha.id, status: "Cancelled" })).status).toBe(200);
    const res = await queue.checkIn(asha.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: QUEUE_MESSAGES.cancelled });
  });

  it("an unknown appointment: 404", async () => {
    const res = await queue.checkIn(999_999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: APPOINTMENT_MESSAGES.notFound });
  });

  it.each([
    ["no appointmentId", {}],
    ["a negative id", { appointmentId: -1 }],
    ["zero", { appointmentId: 0 }],
    ["the id as a string", { appointmentId: "1" }],
    ["a fraction", { appointmentId: 1.5 }],
    ["null", { appointmentId: null }],
    ["an id beyond the column", { appointmentId: 2 ** 31 }],
  ])("%s: 400 asking for a valid id, never 500", async (_, body) => {
    await seedThree();
    for (const call of ["check-in", "no-show"] as const) {
      const res = await queue.raw(call, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: QUEUE_MESSAGES.badId,
        errors: { appointmentId: QUEUE_MESSAGES.badId },
      });
    }
    expect(await db().appointment.count({ where: { token: { not: null } } })).toBe(0);
  });

  it.each([
    ["not JSON", "{appointmentId: 1"],
    ["a JSON array", [1]],
    ["JSON null", "null"],
  ])("a body that is %s: 400, never 500", async (_, body) => {
    for (const call of ["check-in", "no-show", "walk-in", "next"] as const) {
      const res = await queue.raw(call, body);
      expect([call, res.status, res.body.success]).toEqual([call, 400, false]);
    }
  });

  it("no body at all: 400 for check-in, no-show and walk-in", async () => {
    for (const call of ["check-in", "no-show", "walk-in"] as const) {
      const res = await queue.raw(call);
      expect([call, res.status]).toEqual([call, 400]);
    }
  });
});

describe("POST /api/admin/queue/walk-in", () => {
  it("201: the next token, an appointment tonight at the arrival time that holds no slot, source walk-in", async () => {
    const [asha] = await seedThree();
    await queue.checkIn(asha.id);
    clock("18:40");
    const res = await queue.walkIn(WALK_IN_BODY);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: QUEUE_MESSAGES.walkIn(2), token: 2 });
    const record = res.body.appointment as Record<string, unknown>;
    expect(record).toMatchObject({
      name: "Walk In",
      phone: "+91 98765 43210",
      age: 61,
      sex: "Male",
      service_required: WALK_IN_SERVICE,
      preferred_date: TONIGHT,
      preferred_time: "18:40",
      status: "",
      created_at: tonightAt("18:40").toISOString(),
    });
    const row = await stored(record.id as number);
    expect(row).toMatchObject({
      source: WALK_IN,
      activeSlot: null,
      token: 2,
      checkedInAt: tonightAt("18:40"),
      calledAt: null,
      patientId: record.patient_id,
    });
    expect(row.manageTokenHash).toEqual(expect.any(String));
  });

  it("the service the desk chose is kept", async () => {
    const res = await queue.walkIn({ ...WALK_IN_BODY, serviceRequired: "ECG" });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({ service_required: "ECG" });
  });

  it("takes no slot: the slot of its arrival time stays free in /slots and can still be booked", async () => {
    clock("18:15");
    const walkIn = await queue.walkIn(WALK_IN_BODY);
    expect(walkIn.body.appointment).toMatchObject({ preferred_time: "18:15" });
    expect((await slots(`?date=${TONIGHT}`)).body.bookedSlots).toEqual([]);

    // a slot that has begun cannot be booked, so the booking is made as if earlier in the day:
    // what is being shown is that nothing in the database holds 18:15
    setNow(tonightAt("12:00"));
    const booked = await book(validBooking({ preferredDate: TONIGHT, preferredTime: "18:15" }));
    expect(booked.status).toBe(201);
    expect((await slots(`?date=${TONIGHT}`)).body.bookedSlots).toEqual([{ value: "18:15" }]);
    const tonight = await db().appointment.findMany({ where: { preferredDate: TONIGHT }, orderBy: { id: "asc" } });
    expect(tonight.map((a) => [a.source, a.preferredTime, a.activeSlot])).toEqual([
      [WALK_IN, "18:15", null],
      ["web", "18:15", `${TONIGHT} 18:15`],
    ]);
  });

  it("a walk-in arriving at a booked patient's time is added beside them; both are listed", async () => {
    const [asha] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:30" });
    clock("18:30");
    const res = await queue.walkIn(WALK_IN_BODY);
    expect(res.status).toBe(201);
    expect(await stored(asha.id)).toMatchObject({ activeSlot: `${TONIGHT} 18:30` });
    // both at 18:30; which comes first differs by database (NULL tokens sort first on SQLite, last on PostgreSQL)
    expect(rows((await queue.list()).body).sort()).toEqual(["Asha Menon|-|booked", "Walk In|1|checked-in"]);
  });

  it("queues no message, though both channels are on (a booking queues its own)", async () => {
    const res = await queue.walkIn({ ...WALK_IN_BODY });
    expect(res.status).toBe(201);
    expect(await outbox()).toEqual([]);
    setNow(tonightAt("12:00"));
    await book(validBooking({ preferredDate: TOMORROW }));
    expect((await outbox()).length).toBeGreaterThan(0); // the channels are really configured
  });

  it("an existing patient is found by name and phone, as written differently: no second record, theirs unchanged", async () => {
    const ravi = await seedPatient({ name: "Ravi Kumar", phone: "9840011111", email: "ravi@example.com", age: 50 });
    const before = await counts();
    const res = await queue.walkIn({ name: "  ravi   KUMAR ", phone: "+91 98400 11111", age: 51, sex: "Male" });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({ patient_id: ravi.id, email: "ravi@example.com", age: 51 });
    expect(await counts()).toEqual({ ...before, appointments: before.appointments + 1 });
    expect(await db().patient.findUniqueOrThrow({ where: { id: ravi.id } })).toEqual(ravi);
  });

  it("a new patient otherwise (same name, another phone): a record with the walk-in's details", async () => {
    const ravi = await seedPatient({ name: "Ravi Kumar", phone: "9840011111" });
    const res = await queue.walkIn({ name: "Ravi Kumar", phone: "9840022222", age: 33, sex: "Male" });
    expect(res.status).toBe(201);
    const patientId = (res.body.appointment as { patient_id: number }).patient_id;
    expect(patientId).not.toBe(ravi.id);
    expect(await db().patient.findUniqueOrThrow({ where: { id: patientId } })).toMatchObject({
      name: "Ravi Kumar",
      phone: "9840022222",
      age: 33,
      sex: "Male",
      email: null,
    });
    expect(await db().patient.count()).toBe(2);
  });

  it.each([
    [
      "nothing given",
      {},
      {
        name: PATIENT_MESSAGES.nameRequired,
        phone: PATIENT_MESSAGES.phoneRequired,
        age: PATIENT_MESSAGES.ageRequired,
        sex: PATIENT_MESSAGES.sexRequired,
      },
    ],
    ["blank name", { ...WALK_IN_BODY, name: "   " }, { name: PATIENT_MESSAGES.nameRequired }],
    ["a phone with letters", { ...WALK_IN_BODY, phone: "call me" }, { phone: expect.any(String) }],
    ["age 151", { ...WALK_IN_BODY, age: 151 }, { age: PATIENT_MESSAGES.ageInvalid }],
    ["age -1", { ...WALK_IN_BODY, age: -1 }, { age: PATIENT_MESSAGES.ageInvalid }],
    ["age as words", { ...WALK_IN_BODY, age: "sixty" }, { age: PATIENT_MESSAGES.ageInvalid }],
    ["an unknown sex", { ...WALK_IN_BODY, sex: "X" }, { sex: PATIENT_MESSAGES.sexInvalid }],
    [
      "a service not on the list",
      { ...WALK_IN_BODY, serviceRequired: "Astrology" },
      { serviceRequired: "Please select a service from the list." },
    ],
  ])("%s: 400 with a message per field, nothing stored", async (_, body, errors) => {
    const before = await counts();
    const res = await queue.walkIn(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: PATIENT_MESSAGES.addFailed });
    expect(res.body.errors).toEqual(errors);
    expect(await counts()).toEqual(before);
  });

  it("a walk-in cannot be rescheduled (409), and is cancelled and set back without a slot", async () => {
    await queue.checkIn((await seedThree())[0].id);
    const { appointment } = (await queue.walkIn(WALK_IN_BODY)).body as { appointment: { id: number } };
    const moved = await desk.reschedule({ id: appointment.id, preferredDate: TOMORROW, preferredTime: "18:00" });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ success: false, message: APPOINTMENT_MESSAGES.walkInNotMovable });
    expect(await stored(appointment.id)).toMatchObject({ preferredDate: TONIGHT, preferredTime: "18:00" });

    expect((await desk.setStatus({ id: appointment.id, status: "Cancelled" })).status).toBe(200);
    expect(await stored(appointment.id)).toMatchObject({ status: "Cancelled", activeSlot: null });
    expect(rows((await queue.list()).body)).not.toContain("Walk In|2|checked-in");

    const back = await desk.setStatus({ id: appointment.id, status: "" });
    expect(back.status).toBe(200);
    expect(await stored(appointment.id)).toMatchObject({ status: "", activeSlot: null, token: 2 });
    expect(rows((await queue.list()).body)).toContain("Walk In|2|checked-in");
  });
});

describe("POST /api/admin/queue/next", () => {
  /** Seeds the three and checks them in in booking order (tokens 1, 2, 3). */
  async function threeWaiting() {
    const three = await seedThree();
    for (const a of three) await queue.checkIn(a.id);
    return three;
  }

  it("calls the earliest waiting patient in; the next press: they are Done and the next goes in", async () => {
    const [asha, ravi, meena] = await threeWaiting();
    clock("18:05");
    const first = await queue.next();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: QUEUE_MESSAGES.called(1, "Asha Menon"),
      current: { token: 1, name: "Asha Menon", appointmentId: asha.id },
      changed: true,
    });
    expect(await queueRow(asha.id)).toMatch(new RegExp(`^\\|1\\|.*\\|${tonightAt("18:05").toISOString()}\\|-$`));

    clock("18:17");
    const second = await queue.next({ current: asha.id });
    expect(second.body).toMatchObject({
      current: { token: 2, name: "Ravi Kumar", appointmentId: ravi.id },
      changed: true,
      message: QUEUE_MESSAGES.called(2, "Ravi Kumar"),
    });
    const done = await stored(asha.id);
    expect(done).toMatchObject({ status: "Done", finishedAt: tonightAt("18:17"), calledAt: tonightAt("18:05") });
    expect(done.activeSlot).toBe(`${TONIGHT} 18:00`);
    expect(await stored(ravi.id)).toMatchObject({ status: "", calledAt: tonightAt("18:17"), finishedAt: null });
    expect(rows((await queue.list()).body)).toEqual([
      "Asha Menon|1|done",
      "Ravi Kumar|2|with-doctor",
      "Meena Iyer|3|checked-in",
    ]);
    expect(await queueRow(meena.id)).toMatch(/^\|3\|.*\|-\|-$/);
  });

  it("calls in by token (order of arrival), not by booked time; patients not arrived are never called", async () => {
    const [asha, , meena] = await seedThree();
    await queue.checkIn(meena.id);
    await queue.checkIn(asha.id);
    expect((await queue.next()).body.current).toMatchObject({ appointmentId: meena.id, token: 1 });
    expect((await queue.next()).body.current).toMatchObject({ appointmentId: asha.id, token: 2 });
    const last = await queue.next();
    expect(last.body).toEqual({ success: true, message: QUEUE_MESSAGES.nobodyWaiting, current: null, changed: true });
    expect(rows((await queue.list()).body)).toEqual(["Asha Menon|2|done", "Ravi Kumar|-|booked", "Meena Iyer|1|done"]);
  });

  it("with nobody waiting: the one in is Done and nobody is called; again, nothing changes", async () => {
    const [asha] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00" });
    const empty = await queue.next();
    expect(empty.body).toEqual({ success: true, message: QUEUE_MESSAGES.nobodyWaiting, current: null, changed: false });
    await queue.checkIn(asha.id);
    await queue.next();
    const done = await queue.next();
    expect(done.body).toMatchObject({ current: null, changed: true });
    expect(await stored(asha.id)).toMatchObject({ status: "Done" });
    expect((await queue.next()).body).toMatchObject({ current: null, changed: false });
    expect((await queue.list()).body.current).toBeNull();
  });

  it("a stale {current} (another desk pressed first) changes nothing and answers who is in now", async () => {
    const [asha, ravi, meena] = await threeWaiting();
    await queue.next();
    expect((await queue.next({ current: asha.id })).body.changed).toBe(true); // desk 1: Ravi in
    const before = await Promise.all([asha, ravi, meena].map((a) => queueRow(a.id)));
    const auditBefore = await auditRows();

    for (const current of [asha.id, null, meena.id, 999_999]) {
      const res = await queue.next({ current });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: QUEUE_MESSAGES.called(2, "Ravi Kumar"),
        current: { token: 2, name: "Ravi Kumar", appointmentId: ravi.id },
        changed: false,
      });
    }
    expect(await Promise.all([asha, ravi, meena].map((a) => queueRow(a.id)))).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore); // nothing changed, nothing audited
  });

  it("{current: null} when nobody is in starts the evening", async () => {
    const [asha] = await threeWaiting();
    const res = await queue.next({ current: null });
    expect(res.body).toMatchObject({ changed: true, current: { appointmentId: asha.id } });
  });

  it.each([
    ['"x"', { current: "x" }],
    ["-1", { current: -1 }],
    ["1.5", { current: 1.5 }],
    ["0", { current: 0 }],
  ])("{current: %s}: 400 asking for a valid id; nobody called", async (_, body) => {
    await threeWaiting();
    const res = await queue.next(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: QUEUE_MESSAGES.badId });
    expect((await queue.list()).body.current).toBeNull();
  });

  it("works on today's evening only: yesterday's and tomorrow's checked-in rows are left alone", async () => {
    const [old] = await seed({ name: "Yesterday Patient", date: YESTERDAY, time: "18:00" });
    await db().appointment.update({
      where: { id: old.id },
      data: { token: 1, checkedInAt: tonightAt("18:00", YESTERDAY) },
    });
    const res = await queue.next();
    expect(res.body).toMatchObject({ current: null, changed: false });
    expect(await queueRow(old.id)).toMatch(/^\|1\|.*\|-\|-$/);
  });
});

describe("POST /api/admin/queue/no-show", () => {
  it("a patient not arrived: No-show, kept in the list as no-show; Next passes them by", async () => {
    const [asha, ravi] = await seedThree();
    const res = await queue.noShow(asha.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: QUEUE_MESSAGES.noShow,
      appointment: { id: asha.id, status: "No-show" },
    });
    expect(await stored(asha.id)).toMatchObject({ status: "No-show", activeSlot: `${TONIGHT} 18:00` });
    await queue.checkIn(ravi.id);
    expect((await queue.next()).body.current).toMatchObject({ appointmentId: ravi.id });
    expect(rows((await queue.list()).body)).toEqual([
      "Asha Menon|-|no-show",
      "Ravi Kumar|1|with-doctor",
      "Meena Iyer|-|booked",
    ]);
    expect((await auditRows()).map((r) => r.slice(1))).toEqual([
      ["appointment.status", String(asha.id), "No-show"],
      ["queue.check-in", String(ravi.id), "token 1"],
      ["queue.next", String(ravi.id), "token 1"],
    ]);
  });

  it("a patient who checked in and left before being called: No-show, and Next skips them", async () => {
    const [asha, ravi] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.checkIn(ravi.id);
    expect((await queue.noShow(asha.id)).status).toBe(200);
    expect((await queue.next()).body.current).toMatchObject({ appointmentId: ravi.id, token: 2 });
  });

  it("the patient with the doctor: 409, still with the doctor", async () => {
    const [asha] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.next();
    const before = await queueRow(asha.id);
    const res = await queue.noShow(asha.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: QUEUE_MESSAGES.withDoctor });
    expect(await queueRow(asha.id)).toBe(before);
  });

  it.each([
    ["tomorrow's appointment", { date: TOMORROW } as Partial<Seed>, QUEUE_MESSAGES.noShowNotToday],
    ["a cancelled one", { status: "Cancelled" } as Partial<Seed>, QUEUE_MESSAGES.cancelled],
  ])("%s: 409", async (_, over, message) => {
    const [a] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00", ...over });
    const res = await queue.noShow(a.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message });
    expect((await stored(a.id)).status).toBe(over.status ?? "");
  });

  it("an unknown appointment: 404", async () => {
    expect((await queue.noShow(999_999)).status).toBe(404);
  });
});

describe("GET /api/admin/queue", () => {
  it("tonight's list: by time (a walk-in at its arrival), cancelled and other days left out, with who is in", async () => {
    const [asha, ravi, meena] = await seedThree();
    await seed(
      { name: "Gone Away", date: TONIGHT, time: "18:45", status: "Cancelled" },
      { name: "Seen Before", date: TONIGHT, time: "19:00", status: "Done" },
      { name: "Tomorrow Patient", date: TOMORROW, time: "18:00" },
    );
    await queue.checkIn(ravi.id);
    await queue.checkIn(asha.id);
    await queue.next(); // Ravi in
    clock("18:20");
    const walkIn = (await queue.walkIn(WALK_IN_BODY)).body.appointment as { id: number; patient_id: number };

    const res = await queue.list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(rows(res.body)).toEqual([
      "Asha Menon|2|checked-in",
      "Ravi Kumar|1|with-doctor",
      "Walk In|3|checked-in",
      "Meena Iyer|-|booked",
      "Seen Before|-|done",
    ]);
    expect(res.body).toMatchObject({
      success: true,
      date: TONIGHT,
      current: { appointmentId: ravi.id, token: 1, name: "Ravi Kumar" },
      averageMinutes: DEFAULT_CONSULT_MINUTES,
      runningLate: null,
    });
    const queueRows = res.body.queue as Record<string, unknown>[];
    expect(queueRows[2]).toEqual({
      appointmentId: walkIn.id,
      token: 3,
      name: "Walk In",
      time: "18:20",
      status: "checked-in",
      checkedInAt: tonightAt("18:20").toISOString(),
      calledAt: null,
      walkIn: true,
      age: 61,
      sex: "Male",
      phone: "+91 98765 43210",
      serviceRequired: WALK_IN_SERVICE,
      patientId: walkIn.patient_id,
    });
    expect(queueRows[1]).toMatchObject({
      appointmentId: ravi.id,
      time: "18:15",
      walkIn: false,
      calledAt: tonightAt("18:00").toISOString(),
      age: 40,
      sex: "Female",
      serviceRequired: "ECG",
    });
    expect(queueRows[3]).toMatchObject({ appointmentId: meena.id, checkedInAt: null, calledAt: null });
  });

  it("?date= another evening's list; the default is today; an empty evening is an empty list", async () => {
    await seed({ name: "Tomorrow Patient", date: TOMORROW, time: "19:00" });
    expect(rows((await queue.list(`?date=${TOMORROW}`)).body)).toEqual(["Tomorrow Patient|-|booked"]);
    const today = await queue.list();
    expect(today.body).toEqual({
      success: true,
      date: TONIGHT,
      queue: [],
      current: null,
      averageMinutes: DEFAULT_CONSULT_MINUTES,
      runningLate: null,
    });
    expect((await queue.list(`?date=${TONIGHT}`)).body).toEqual(today.body);
  });

  it.each(["?date=2026-02-30", "?date=24-11-2026", "?date=tonight", "?date="])(
    "%s: 400 asking for YYYY-MM-DD",
    async (query) => {
      const res = await queue.list(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: QUEUE_MESSAGES.badDate });
    },
  );

  it("averageMinutes: the mean of tonight's consultations (called in → Done), 10 until one has ended", async () => {
    const three = await seedThree();
    for (const a of three) await queue.checkIn(a.id);
    const average = async () => (await queue.list()).body.averageMinutes;
    clock("18:05");
    await queue.next(); // Asha in
    clock("18:17");
    expect(await average()).toBe(10); // nobody done yet
    await queue.next(); // Asha done after 12 minutes, Ravi in
    expect(await average()).toBe(12);
    clock("18:33");
    await queue.next(); // Ravi done after 16 minutes
    expect(await average()).toBe(14);
    clock("18:40");
    await queue.next(); // Meena done after 7 minutes: (12 + 16 + 7) / 3 = 11.67
    expect(await average()).toBe(12);
    // another evening keeps its own
    expect((await queue.list(`?date=${TOMORROW}`)).body.averageMinutes).toBe(10);
  });

  it("runningLate: tonight's notice once the desk has said so", async () => {
    await seedThree();
    clock("18:10");
    const sent = await messages.runningLate({ minutes: 20 });
    expect(sent.status).toBe(200);
    expect((await queue.list()).body.runningLate).toEqual({ minutes: 20, since: tonightAt("18:10").toISOString() });
    clock("18:30");
    await messages.runningLate({ minutes: 45 });
    expect((await queue.list()).body.runningLate).toEqual({ minutes: 45, since: tonightAt("18:30").toISOString() });
    expect((await queue.list(`?date=${TOMORROW}`)).body.runningLate).toBeNull();
  });
});

describe("the audit log", () => {
  it("check-in, walk-in and Next are recorded under the admin with the token, no medical or personal detail", async () => {
    const [asha] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.checkIn(asha.id); // again: recorded again, same token
    const walkIn = (await queue.walkIn({ ...WALK_IN_BODY, serviceRequired: "ECG" })).body.appointment as {
      id: number;
    };
    await queue.next();
    await queue.next({ current: asha.id });
    await queue.next({ current: asha.id }); // stale: not recorded
    await queue.next({ current: walkIn.id });
    const entries = await auditRows();
    expect(entries).toEqual([
      ["test-admin", "queue.check-in", String(asha.id), "token 1"],
      ["test-admin", "queue.check-in", String(asha.id), "token 1"],
      ["test-admin", "queue.walk-in", String(walkIn.id), "token 2"],
      ["test-admin", "queue.next", String(asha.id), "token 1"],
      ["test-admin", "queue.next", String(walkIn.id), "token 2"],
      ["test-admin", "queue.next", null, "nobody waiting"],
    ]);
    const text = JSON.stringify(await db().auditLog.findMany());
    for (const secret of ["Walk In", "Asha", "98765", "ECG", "Male"]) expect(text).not.toContain(secret);
  });
});

it("every queue call needs a session: 401 without one", async () => {
  const [asha] = await seedThree();
  session.cookie = "";
  for (const res of [
    await queue.list(),
    await queue.checkIn(asha.id),
    await queue.walkIn(WALK_IN_BODY),
    await queue.next(),
    await queue.noShow(asha.id),
  ]) {
    expect(res.status).toBe(401);
  }
  expect(await queueRow(asha.id)).toBe("|-|-|-|-");
});
