/**
 * The evening's queue (FEATURES.md §5), arrivals through the real handlers: check-in and its
 * tokens, and walk-ins that hold no slot. The rest of the queue: queue-next.test.ts, queue.test.ts.
 * Tonight is Tuesday 24 November 2026; each test starts at 6:00 PM in the clinic (the pinned
 * clock) unless it moves it. Both message channels are configured, so "no messages" is a real
 * claim. On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { QUEUE_MESSAGES, WALK_IN, WALK_IN_SERVICE } from "@/lib/shared/validation/queue";
import { seed } from "../fixtures/appointments";
import { book, counts, slots, validBooking } from "../fixtures/booking";
import { auditRows, stored } from "../fixtures/manage";
import { outbox } from "../fixtures/messages";
import { seedPatient } from "../fixtures/patients";
import { queueRow, rows, tonightAt, TONIGHT, TOMORROW, YESTERDAY } from "../fixtures/queue";
import { seedThree, setUpQueueOutboxSuite, WALK_IN_BODY } from "../fixtures/queue-suite";

const { desk, queue, clock } = setUpQueueOutboxSuite();

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
    expect(res.body).toEqual({ success: false, code: "conflict", message });
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
    expect(res.body).toEqual({ success: false, code: "conflict", message: QUEUE_MESSAGES.finished("No-show") });
  });

  it("a patient checked in, then cancelled, checked in again: 409 with the cancelled message", async () => {
    const [asha] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00" });
    await queue.checkIn(asha.id);
    expect((await desk.setStatus({ id: asha.id, status: "Cancelled" })).status).toBe(200);
    const res = await queue.checkIn(asha.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: "conflict", message: QUEUE_MESSAGES.cancelled });
  });

  it("an unknown appointment: 404", async () => {
    const res = await queue.checkIn(999_999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: "not_found", message: APPOINTMENT_MESSAGES.notFound });
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
    expect(moved.body).toEqual({ success: false, code: "conflict", message: APPOINTMENT_MESSAGES.walkInNotMovable });
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
