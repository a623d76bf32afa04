/**
 * The evening's queue (FEATURES.md §5) through the real handlers: tonight's list, the audit log
 * of the desk's calls, and a session for every call. Arrivals: queue-arrivals.test.ts; Next and
 * No-show: queue-next.test.ts.
 * Tonight is Tuesday 24 November 2026; each test starts at 6:00 PM in the clinic (the pinned
 * clock) unless it moves it. Both message channels are configured, so "no messages" is a real
 * claim. On this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import { DEFAULT_CONSULT_MINUTES, QUEUE_MESSAGES, WALK_IN_SERVICE } from "@/lib/shared/validation/queue";
import { seed } from "../fixtures/appointments";
import { auditRows } from "../fixtures/manage";
import { queueRow, rows, tonightAt, TONIGHT, TOMORROW } from "../fixtures/queue";
import { seedThree, setUpQueueOutboxSuite, WALK_IN_BODY } from "../fixtures/queue-suite";

const { session, queue, clock, messages } = setUpQueueOutboxSuite();

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
      // not billed yet (FEATURES.md §12; tests/integration/billing.test.ts)
      bill: null,
      // no other record of this phone and name (issue 40; tests/integration/patient-duplicates-flag.test.ts)
      possibleDuplicate: null,
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

  it("averageMinutes: the mean of tonight's last five consultations, 10 standing in until three have ended", async () => {
    const three = await seedThree();
    for (const a of three) await queue.checkIn(a.id);
    const average = async () => (await queue.list()).body.averageMinutes;
    clock("18:05");
    await queue.next(); // Asha in
    clock("18:17");
    expect(await average()).toBe(10); // nobody done yet
    await queue.next(); // Asha done after 12 minutes, Ravi in: (12 + 10 + 10) / 3
    expect(await average()).toBe(11);
    clock("18:33");
    await queue.next(); // Ravi done after 16 minutes: (12 + 16 + 10) / 3
    expect(await average()).toBe(13);
    clock("18:40");
    await queue.next(); // Meena done after 7 minutes: (12 + 16 + 7) / 3 = 11.67
    expect(await average()).toBe(12);
    // another evening keeps its own
    expect((await queue.list(`?date=${TOMORROW}`)).body.averageMinutes).toBe(10);
  });

  it("averageMinutes: quick consultations never bring it under the 5-minute floor; only the last five count", async () => {
    const patients = await seed(
      ...["18:00", "18:15", "18:30", "18:45", "19:00", "19:15", "19:30"].map((time, i) => ({
        name: `Patient ${i + 1}`,
        date: TONIGHT,
        time,
      })),
    );
    for (const a of patients) await queue.checkIn(a.id);
    const average = async () => (await queue.list()).body.averageMinutes;
    clock("18:00");
    await queue.next();
    clock("18:01");
    await queue.next(); // one 1-minute consultation: (1 + 10 + 10) / 3 = 7
    expect(await average()).toBe(7);
    clock("18:02");
    await queue.next();
    clock("18:03");
    await queue.next(); // three 1-minute consultations: 1, floored
    expect(await average()).toBe(5);
    clock("18:33");
    await queue.next(); // 30 minutes: (1 + 1 + 1 + 30) / 4 = 8.25
    expect(await average()).toBe(8);
    clock("18:34");
    await queue.next();
    clock("19:04");
    await queue.next(); // the last five: 1, 1, 30, 1, 30 (the first 1-minute one has dropped out)
    expect(await average()).toBe(13);
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
