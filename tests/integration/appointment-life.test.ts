/**
 * The desk's side of an appointment's life (FEATURES.md §3) through the real handlers, on
 * this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql): PUT
 * /api/appointments/status with Cancelled and No-show, PUT /api/appointments/reschedule, and
 * the slot rule as the database itself enforces it. Races: appointment-race.test.ts.
 */
import { db } from "@/lib/server/db";
import { slotColumns } from "@/lib/server/domain/appointments";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import { PAST_DATE_MESSAGE, SLOT_TAKEN_MESSAGE, SUNDAY_MESSAGE, horizonMessage } from "@/lib/shared/validation/booking";
import { TEST_ADMIN } from "../fixtures/admin";
import { seed, snapshot } from "../fixtures/appointments";
import { book, bookedTimes, validBooking } from "../fixtures/booking";
import { auditRows, expectTaken, holdersOf, manage, seedManaged, setUpManageSuite, stored } from "../fixtures/manage";

const { desk } = setUpManageSuite();

const bookOn = (date: string, time: string) =>
  book(
    validBooking({
      patientName: "Kavya Iyer",
      patientPhone: "+91 98400 77777",
      preferredDate: date,
      preferredTime: time,
    }),
  );

describe("PUT /api/appointments/status: Cancelled and No-show", () => {
  it("Cancelled frees the slot (a new booking takes it); the link shows it cancelled; audited", async () => {
    const [{ appointment: a, token }] = await seedManaged({ name: "Asha Menon", date: "2026-11-25", time: "18:30" });
    const res = await desk.setStatus({ id: a.id, status: "Cancelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: APPOINTMENT_MESSAGES.statusUpdated,
      appointment: { id: a.id, status: "Cancelled", preferred_date: "2026-11-25", preferred_time: "18:30" },
    });
    expect(await stored(a.id)).toMatchObject({ status: "Cancelled", activeSlot: null, sequence: 1 });
    expect(await bookedTimes("2026-11-25")).toEqual([]);
    expect((await manage.get(token)).body.appointment).toMatchObject({ status: "Cancelled", canCancel: false });
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "appointment.status", String(a.id), "Cancelled"]]);

    expect((await bookOn("2026-11-25", "18:30")).status).toBe(201);
    expect(await holdersOf("2026-11-25", "18:30")).toEqual(["Kavya Iyer|"]);
  });

  it("No-show keeps the slot: nobody else can book it, and the patient's link can no longer change it", async () => {
    const [{ appointment: a, token }] = await seedManaged({ name: "Asha", date: "2026-11-25", time: "18:30" });
    const res = await desk.setStatus({ timestamp: a.timestamp, status: "No-show" });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ status: "No-show" });
    expect(await stored(a.id)).toMatchObject({ status: "No-show", activeSlot: "2026-11-25 18:30", sequence: 0 });
    expect(await bookedTimes("2026-11-25")).toEqual(["18:30"]);
    const refused = await bookOn("2026-11-25", "18:30");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SLOT_TAKEN_MESSAGE);
    expect((await manage.get(token)).body.appointment).toMatchObject({ status: "No-show", canCancel: false });
    expect((await manage.cancel(token)).status).toBe(403);
    expect((await auditRows()).map((r) => r[3])).toEqual(["No-show"]);
  });

  it("un-cancelling takes the slot back (pending, Done or No-show)", async () => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30", status: "Cancelled" });
    for (const status of ["", "Cancelled", "Done", "Cancelled", "No-show"]) {
      expect((await desk.setStatus({ id: a.id, status })).status).toBe(200);
      expect(await bookedTimes("2026-11-25")).toEqual(status === "Cancelled" ? [] : ["18:30"]);
    }
    expect(await stored(a.id)).toMatchObject({ status: "No-show", activeSlot: "2026-11-25 18:30", sequence: 5 });
    expect((await auditRows()).map((r) => r[3])).toEqual(["Pending", "Cancelled", "Done", "Cancelled", "No-show"]);
  });

  it("un-cancelling onto a slot taken meanwhile is a 409; the appointment stays cancelled", async () => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30" });
    await desk.setStatus({ id: a.id, status: "Cancelled" });
    expect((await bookOn("2026-11-25", "18:30")).status).toBe(201);
    await db().auditLog.deleteMany();
    const before = await snapshot();
    for (const status of ["", "Done", "No-show"]) {
      const res = await desk.setStatus({ id: a.id, status });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        success: false,
        code: "conflict",
        message: APPOINTMENT_MESSAGES.slotTakenSinceCancelled,
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
    expect(await holdersOf("2026-11-25", "18:30")).toEqual(["Kavya Iyer|"]);
  });

  it("Done ↔ pending (the spec's toggle) keeps the slot throughout", async () => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30" });
    await desk.setStatus({ id: a.id, status: "Done" });
    await desk.setStatus({ id: a.id, status: "" });
    expect(await stored(a.id)).toMatchObject({ status: "", activeSlot: "2026-11-25 18:30", sequence: 0 });
  });
});

describe("PUT /api/appointments/reschedule", () => {
  const to = (date: string, time: string) => ({ preferredDate: date, preferredTime: time });

  it("moves by id: the new slot taken, the old freed, the patient's link follows; audited from → to", async () => {
    const [{ appointment: a, token }, { appointment: b }] = await seedManaged(
      { name: "Asha Menon", date: "2026-11-25", time: "18:30" },
      { name: "Ravi Kumar", date: "2026-11-25", time: "18:45" },
    );
    const res = await desk.reschedule({ id: a.id, ...to("2026-11-27", "19:00") });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: APPOINTMENT_MESSAGES.rescheduled,
      appointment: {
        id: a.id,
        timestamp: a.timestamp,
        status: "",
        preferred_date: "2026-11-27",
        preferred_time: "19:00",
      },
    });
    expect(await stored(a.id)).toMatchObject({ activeSlot: "2026-11-27 19:00", sequence: 1 });
    expect(await stored(b.id)).toEqual(b);
    expect(await bookedTimes("2026-11-25")).toEqual(["18:45"]);
    expect(await bookedTimes("2026-11-27")).toEqual(["19:00"]);
    expect((await manage.get(token)).body.appointment).toMatchObject({ date: "2026-11-27", time: "19:00" });
    expect(await auditRows()).toEqual([
      [TEST_ADMIN.username, "appointment.reschedule", String(a.id), "2026-11-25 18:30 → 2026-11-27 19:00"],
    ]);
  });

  it("moves by timestamp, or with the timestamp given as id", async () => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30" });
    expect((await desk.reschedule({ timestamp: a.timestamp, ...to("2026-11-26", "18:30") })).status).toBe(200);
    expect((await desk.reschedule({ id: a.timestamp, ...to("2026-11-26", "20:00") })).status).toBe(200);
    expect(await stored(a.id)).toMatchObject({ preferredDate: "2026-11-26", preferredTime: "20:00", sequence: 2 });
  });

  it("a taken slot is a 409 and nothing changes", async () => {
    const [a] = await seed(
      { name: "Asha", date: "2026-11-25", time: "18:30" },
      { name: "Ravi", date: "2026-11-26", time: "19:00", status: "No-show" },
    );
    await expectTaken(() => desk.reschedule({ id: a.id, ...to("2026-11-26", "19:00") }));
  });

  it.each([
    ["a Sunday", to("2026-11-29", "18:30"), "preferredDate", SUNDAY_MESSAGE],
    ["a past date", to("2026-11-20", "18:30"), "preferredDate", PAST_DATE_MESSAGE],
    ["a time off the grid", to("2026-11-26", "18:20"), "preferredTime", expect.stringMatching(/listed times/)],
    ["a day past the horizon", to("2027-02-23", "18:30"), "preferredDate", horizonMessage(90)],
  ])("%s is a 400 and nothing changes", async (_label, slot, field, message) => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30" });
    const before = await snapshot();
    const res = await desk.reschedule({ id: a.id, ...slot });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { [field]: message } });
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("no key or a bad one is a 400; an unknown appointment is a 404", async () => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30" });
    const before = await snapshot();
    const missing = await desk.reschedule(to("2026-11-26", "18:30"));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { id: APPOINTMENT_MESSAGES.missingKey } });
    expect((await desk.reschedule({ id: "all", ...to("2026-11-26", "18:30") })).status).toBe(400);
    const unknown = await desk.reschedule({ id: a.id + 1000, ...to("2026-11-26", "18:30") });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: "not_found", message: APPOINTMENT_MESSAGES.notFound });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ["Done", "Done"],
    ["No-show", "No-show"],
  ])("a %s appointment is history: 409 (book a new one), nothing changes", async (status, label) => {
    const [a] = await seed({ name: "Asha", date: "2026-11-25", time: "18:30", status });
    const before = await snapshot();
    const res = await desk.reschedule({ id: a.id, ...to("2026-11-26", "18:30") });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: "conflict",
      message: APPOINTMENT_MESSAGES.rescheduleClosed(label),
    });
    expect(await snapshot()).toEqual(before);
  });

  it("a cancelled appointment moved by the desk is pending again at the new slot (or 409 if it is taken)", async () => {
    const [{ appointment: a, token }] = await seedManaged(
      { name: "Asha", date: "2026-11-25", time: "18:30", status: "Cancelled" },
      { name: "Ravi", date: "2026-11-26", time: "19:00" },
    );
    const before = await snapshot();
    expect((await desk.reschedule({ id: a.id, ...to("2026-11-26", "19:00") })).status).toBe(409);
    expect(await snapshot()).toEqual(before);

    const res = await desk.reschedule({ id: a.id, ...to("2026-11-26", "19:15") });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ status: "", preferred_date: "2026-11-26", preferred_time: "19:15" });
    expect(await stored(a.id)).toMatchObject({ status: "", activeSlot: "2026-11-26 19:15", sequence: 1 });
    expect((await manage.get(token)).body.appointment).toMatchObject({ status: "", canCancel: true });
    // back onto its own old slot, which it had freed
    expect((await desk.reschedule({ id: a.id, ...to("2026-11-25", "18:30") })).status).toBe(200);
    expect(await holdersOf("2026-11-25", "18:30")).toEqual(["Asha|"]);
  });

  it("the patient's cancel by link after the desk moved it cancels the moved appointment", async () => {
    const [{ appointment: a, token }] = await seedManaged({ name: "Asha", date: "2026-11-25", time: "18:30" });
    await desk.reschedule({ id: a.id, ...to("2026-11-26", "18:30") });
    expect((await manage.cancel(token)).body.appointment).toMatchObject({ date: "2026-11-26", status: "Cancelled" });
    expect(await bookedTimes("2026-11-26")).toEqual([]);
    expect(await stored(a.id)).toMatchObject({ sequence: 2 });
  });
});

describe("the slot rule in the database (one active appointment per date and time)", () => {
  let n = 0;
  const row = async (name: string, date: string, time: string, status = "") => {
    const patient = await db().patient.create({
      data: { name, nameKey: name.toLowerCase(), phone: "1", phoneKey: "1" },
    });
    return db().appointment.create({
      data: {
        timestamp: `direct-${++n}`,
        patientId: patient.id,
        name,
        phone: "1",
        serviceRequired: "ECG",
        status,
        ...slotColumns(status, date, time),
      },
    });
  };

  it("a second active appointment on a slot is refused by a unique constraint, written directly", async () => {
    await row("A", "2026-11-25", "18:30");
    await expect(row("B", "2026-11-25", "18:30", "Done")).rejects.toMatchObject({ code: "P2002" });
    await expect(row("C", "2026-11-25", "18:30", "No-show")).rejects.toMatchObject({ code: "P2002" });
    expect(await holdersOf("2026-11-25", "18:30")).toEqual(["A|"]);
  });

  it("cancelled appointments never collide, with each other or with the active one", async () => {
    await row("A", "2026-11-25", "18:30", "Cancelled");
    await row("B", "2026-11-25", "18:30", "Cancelled");
    await row("C", "2026-11-25", "18:30");
    expect(await db().appointment.count({ where: { preferredDate: "2026-11-25", preferredTime: "18:30" } })).toBe(3);
    expect(await holdersOf("2026-11-25", "18:30")).toEqual(["C|"]);
  });
});

describe("the database holds activeSlot to status, date and time (CHECK constraint)", () => {
  it("an active appointment written with no activeSlot (or another slot's) is refused by the database", async () => {
    const patient = await db().patient.create({ data: { name: "A", nameKey: "a", phone: "1", phoneKey: "1" } });
    const data = { patientId: patient.id, name: "A", phone: "1", serviceRequired: "ECG", status: "" };
    await db().appointment.create({ data: { ...data, timestamp: "t1", ...slotColumns("", "2026-11-25", "18:30") } });
    const rogue = [
      { timestamp: "t2", preferredDate: "2026-11-25", preferredTime: "18:30", activeSlot: null },
      { timestamp: "t3", preferredDate: "2026-11-25", preferredTime: "18:30", activeSlot: "2026-11-25 18:45" },
    ];
    for (const extra of rogue) await expect(db().appointment.create({ data: { ...data, ...extra } })).rejects.toThrow();
  });
});
