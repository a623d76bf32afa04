/**
 * The evening's queue (FEATURES.md §5) through the real handlers: Next (calling the next patient
 * in) and No-show. Arrivals: queue-arrivals.test.ts; tonight's list: queue.test.ts.
 * Tonight is Tuesday 24 November 2026; each test starts at 6:00 PM in the clinic (the pinned
 * clock) unless it moves it. Both message channels are configured, so "no messages" is a real
 * claim. On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import { QUEUE_MESSAGES } from "@/lib/shared/validation/queue";
import { seed, type Seed } from "../fixtures/appointments";
import { auditRows, stored } from "../fixtures/manage";
import { calledIn, queueRow, rows, tonightAt, TONIGHT, TOMORROW, YESTERDAY } from "../fixtures/queue";
import { seedThree, setUpQueueOutboxSuite } from "../fixtures/queue-suite";

const { queue, clock } = setUpQueueOutboxSuite();

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
    expect(first.body).toEqual(calledIn(1, "Asha Menon", asha));
    expect(await queueRow(asha.id)).toMatch(new RegExp(`^\\|1\\|.*\\|${tonightAt("18:05").toISOString()}\\|-$`));

    clock("18:17");
    const second = await queue.next({ current: asha.id });
    expect(second.body).toMatchObject({
      current: { token: 2, name: "Ravi Kumar", appointmentId: ravi.id, patientId: ravi.patientId },
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
      expect(res.body).toEqual(calledIn(2, "Ravi Kumar", ravi, false));
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
    expect(res.body).toEqual({ success: false, code: "conflict", message: QUEUE_MESSAGES.withDoctor });
    expect(await queueRow(asha.id)).toBe(before);
  });

  it.each([
    ["tomorrow's appointment", { date: TOMORROW } as Partial<Seed>, QUEUE_MESSAGES.noShowNotToday],
    ["a cancelled one", { status: "Cancelled" } as Partial<Seed>, QUEUE_MESSAGES.cancelled],
  ])("%s: 409", async (_, over, message) => {
    const [a] = await seed({ name: "Asha Menon", date: TONIGHT, time: "18:00", ...over });
    const res = await queue.noShow(a.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: "conflict", message });
    expect((await stored(a.id)).status).toBe(over.status ?? "");
  });

  it("an unknown appointment: 404", async () => {
    expect((await queue.noShow(999_999)).status).toBe(404);
  });
});
