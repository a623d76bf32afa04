/**
 * The desk's closures (FEATURES.md §2): GET|POST /api/admin/closures, and how the
 * appointments inside one read afterwards (the admin list, the patient profile, the manage
 * link), through the real handlers on this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql). Today is Tuesday 24 November 2026 (the pinned clock). Booking into
 * a closure and removing one: closure-booking-paths.test.ts.
 */
import { db } from "@/lib/server/db";
import { addDays } from "@/lib/shared/clinic-time";
import { CALENDAR_MESSAGES, MAX_CLOSURE_DAYS } from "@/lib/shared/validation/calendar";
import { TEST_ADMIN } from "../fixtures/admin";
import { seed, snapshot } from "../fixtures/appointments";
import { calendarCalls, closureRows, seedClosure } from "../fixtures/calendar";
import {
  CLOSURE_REASON as REASON,
  CLOSURE_REFUSALS,
  closureDay as day,
  closureEvening as evening,
} from "../fixtures/closure-refusals";
import { auditRows, manage, seedManaged, setUpManageSuite } from "../fixtures/manage";
import { getPatient, useCookie } from "../fixtures/patients";

const { session, desk } = setUpManageSuite();
const calendar = calendarCalls(() => session.cookie);

/** The admin list as name → closed_reason. */
async function listedReasons() {
  const res = await desk.list();
  expect(res.status).toBe(200);
  const rows = res.body.appointments as { name: string; closed_reason: string | null }[];
  return Object.fromEntries(rows.map((r) => [r.name, r.closed_reason]));
}

describe("POST /api/admin/closures", () => {
  it("201 with the closure; stored with who added it; audited", async () => {
    const res = await calendar.addClosure({ ...day("2026-11-27"), reason: `  ${REASON} ` });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const id = (res.body.closure as { id: number }).id;
    expect(res.body).toEqual({
      success: true,
      message: CALENDAR_MESSAGES.closureAdded,
      closure: {
        id,
        startDate: "2026-11-27",
        endDate: "2026-11-27",
        startTime: null,
        endTime: null,
        reason: REASON,
        reasonTa: null,
      },
      affected: [],
      notified: 0,
    });
    expect(await db().closure.findMany()).toEqual([
      expect.objectContaining({ id, startDate: "2026-11-27", reason: REASON, createdBy: TEST_ADMIN.username }),
    ]);
    expect(await auditRows()).toEqual([
      [TEST_ADMIN.username, "closure.add", String(id), "2026-11-27: 0 appointments inside"],
    ]);
  });

  it("blank times are a whole day; a part-evening closure keeps its times", async () => {
    const whole = await calendar.addClosure({ ...day("2026-11-27"), startTime: "", endTime: null });
    expect(whole.status).toBe(201);
    expect(whole.body.closure).toMatchObject({ startTime: null, endTime: null });
    const part = await calendar.addClosure(evening("2026-11-26", "19:00", "20:00"));
    expect(part.status).toBe(201);
    expect(part.body.closure).toMatchObject({ startDate: "2026-11-26", startTime: "19:00", endTime: "20:00" });
    expect((await auditRows()).map((r) => r[3])).toEqual([
      "2026-11-27: 0 appointments inside",
      "2026-11-26 19:00-20:00: 0 appointments inside",
    ]);
  });

  it("a range lists exactly the pending appointments inside, by date and time; nothing is changed", async () => {
    await seed(
      { name: "Tue pending 19:00", date: "2026-12-01", time: "19:00" },
      { name: "Mon pending 20:30", date: "2026-11-30", time: "20:30" },
      { name: "Wed pending 18:00", date: "2026-12-02", time: "18:00" },
      { name: "Mon pending 18:15", date: "2026-11-30", time: "18:15" },
      { name: "Mon cancelled", date: "2026-11-30", time: "19:00", status: "Cancelled" },
      { name: "Tue done", date: "2026-12-01", time: "18:00", status: "Done" },
      { name: "Wed no-show", date: "2026-12-02", time: "21:00", status: "No-show" },
      { name: "Sat before", date: "2026-11-28", time: "19:00" },
      { name: "Thu after", date: "2026-12-03", time: "18:00" },
    );
    const before = await snapshot();
    const res = await calendar.addClosure({ startDate: "2026-11-30", endDate: "2026-12-02", reason: "Pongal" });
    expect(res.status).toBe(201);
    const affected = res.body.affected as Record<string, unknown>[];
    expect(affected.map((a) => [a.name, a.preferred_date, a.preferred_time, a.status, a.closed_reason])).toEqual([
      ["Mon pending 18:15", "2026-11-30", "18:15", "", "Pongal"],
      ["Mon pending 20:30", "2026-11-30", "20:30", "", "Pongal"],
      ["Tue pending 19:00", "2026-12-01", "19:00", "", "Pongal"],
      ["Wed pending 18:00", "2026-12-02", "18:00", "", "Pongal"],
    ]);
    // list records, as the admin tables read them
    expect(affected[0]).toMatchObject({
      id: expect.any(Number),
      patient_id: expect.any(Number),
      phone: expect.any(String),
    });
    expect(await snapshot()).toEqual(before);
    expect((await auditRows())[0]).toEqual([
      TEST_ADMIN.username,
      "closure.add",
      String((res.body.closure as { id: number }).id),
      "2026-11-30 to 2026-12-02: 4 appointments inside",
    ]);

    expect(await listedReasons()).toEqual({
      "Tue pending 19:00": "Pongal",
      "Mon pending 20:30": "Pongal",
      "Wed pending 18:00": "Pongal",
      "Mon pending 18:15": "Pongal",
      "Mon cancelled": null,
      "Tue done": null,
      "Wed no-show": null,
      "Sat before": null,
      "Thu after": null,
    });
  });

  it("a part-evening closure lists only the pending appointments in its window", async () => {
    await seed(
      { name: "18:45", date: "2026-11-26", time: "18:45" },
      { name: "19:45", date: "2026-11-26", time: "19:45" },
      { name: "19:00", date: "2026-11-26", time: "19:00" },
      { name: "20:00", date: "2026-11-26", time: "20:00" },
      { name: "19:15 cancelled", date: "2026-11-26", time: "19:15", status: "Cancelled" },
      { name: "19:30 done", date: "2026-11-26", time: "19:30", status: "Done" },
      { name: "next day 19:00", date: "2026-11-27", time: "19:00" },
    );
    const before = await snapshot();
    const res = await calendar.addClosure(evening("2026-11-26", "19:00", "20:00", "Doctor called to hospital"));
    expect(res.status).toBe(201);
    expect((res.body.affected as Record<string, unknown>[]).map((a) => [a.name, a.closed_reason])).toEqual([
      ["19:00", "Doctor called to hospital"],
      ["19:45", "Doctor called to hospital"],
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await listedReasons()).toEqual({
      "18:45": null,
      "19:00": "Doctor called to hospital",
      "19:45": "Doctor called to hospital",
      "20:00": null,
      "19:15 cancelled": null,
      "19:30 done": null,
      "next day 19:00": null,
    });
  });

  it("the patient profile and the manage link carry the reason of a pending appointment inside", async () => {
    const [inside, outside] = await seedManaged(
      { name: "Asha Menon", date: "2026-11-27", time: "18:30" },
      { name: "Ravi Kumar", date: "2026-11-28", time: "18:30" },
    );
    const [cancelled] = await seedManaged({
      name: "Meena Iyer",
      date: "2026-11-27",
      time: "19:00",
      status: "Cancelled",
    });
    expect((await calendar.addClosure(day("2026-11-27", "Pongal"))).status).toBe(201);

    expect((await manage.get(inside.token)).body.appointment).toEqual({
      firstName: "Asha Menon",
      date: "2026-11-27",
      time: "18:30",
      status: "",
      canCancel: true,
      canReschedule: true,
      closedReason: "Pongal",
      closedReasonTa: "Pongal",
      tonight: null,
      prescription: false,
      documents: [],
    });
    expect((await manage.get(outside.token)).body.appointment).toMatchObject({ closedReason: null });
    expect((await manage.get(cancelled.token)).body.appointment).toMatchObject({ closedReason: null });

    useCookie(session.cookie);
    const profile = await getPatient(String(inside.appointment.patientId));
    expect(profile.status).toBe(200);
    expect((profile.body.patient as { appointments: unknown[] }).appointments).toEqual([
      expect.objectContaining({ id: inside.appointment.id, date: "2026-11-27", closedReason: "Pongal" }),
    ]);
    const other = await getPatient(String(outside.appointment.patientId));
    expect((other.body.patient as { appointments: unknown[] }).appointments).toEqual([
      expect.objectContaining({ closedReason: null }),
    ]);
  });

  it("once it is removed, nothing is marked any more", async () => {
    await seed({ name: "Asha", date: "2026-11-27", time: "18:30" });
    const added = await calendar.addClosure(day("2026-11-27"));
    expect(await listedReasons()).toEqual({ Asha: REASON });
    expect((await calendar.removeClosure((added.body.closure as { id: number }).id)).status).toBe(200);
    expect(await listedReasons()).toEqual({ Asha: null });
  });

  it("today and the longest range (366 days) are accepted", async () => {
    expect((await calendar.addClosure(day("2026-11-24"))).status).toBe(201);
    const longest = await calendar.addClosure({
      startDate: "2026-11-25",
      endDate: addDays("2026-11-25", MAX_CLOSURE_DAYS - 1),
      reason: "Clinic moving",
    });
    expect(longest.status).toBe(201);
    expect(longest.body.closure).toMatchObject({ endDate: "2027-11-25" });
  });

  it("an exact duplicate is a 409 and is not stored; another window that day is not a duplicate", async () => {
    expect((await calendar.addClosure(evening("2026-11-26", "19:00", "20:00"))).status).toBe(201);
    expect((await calendar.addClosure(day("2026-11-27"))).status).toBe(201);
    await db().auditLog.deleteMany();
    const before = await closureRows();

    for (const body of [evening("2026-11-26", "19:00", "20:00", "Another reason"), day("2026-11-27", "Pongal")]) {
      const res = await calendar.addClosure(body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, message: CALENDAR_MESSAGES.closureExists });
    }
    expect(await closureRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);

    expect((await calendar.addClosure(evening("2026-11-26", "19:00", "19:30"))).status).toBe(201);
    expect((await calendar.addClosure(day("2026-11-26"))).status).toBe(201);
    expect((await calendar.addClosure({ startDate: "2026-11-27", endDate: "2026-11-28", reason: REASON })).status).toBe(
      201,
    );
  });

  it.each(CLOSURE_REFUSALS)("%s is a 400 with the message; nothing is stored", async (_label, body, field, message) => {
    const res = await calendar.addClosure(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await closureRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it("a body that is not a JSON object is a 400 and nothing is stored", async () => {
    for (const body of ["{", "null", "[]", "startDate=2026-11-27"]) {
      const res = await calendar.addClosure(body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await closureRows()).toEqual([]);
  });

  it("without a session it is a 401 and nothing is stored", async () => {
    session.cookie = "";
    expect((await calendar.addClosure(day("2026-11-27"))).status).toBe(401);
    expect(await closureRows()).toEqual([]);
  });
});

describe("GET /api/admin/closures", () => {
  it("lists the closures not yet ended, earliest first (today's included)", async () => {
    await seedClosure({ startDate: "2026-11-01", endDate: "2026-11-20", reason: "Long past" });
    await seedClosure({ startDate: "2026-11-23", reason: "Yesterday" });
    const dec = await seedClosure({ startDate: "2026-12-10", reason: "December" });
    const evening = await seedClosure({
      startDate: "2026-11-27",
      startTime: "19:00",
      endTime: "20:00",
      reason: "Late",
    });
    const early = await seedClosure({ startDate: "2026-11-27", startTime: "18:00", endTime: "18:30", reason: "Early" });
    const ongoing = await seedClosure({ startDate: "2026-11-20", endDate: "2026-11-24", reason: "Ends today" });
    const range = await seedClosure({ startDate: "2026-11-25", endDate: "2026-11-26", reason: "Two days" });

    const res = await calendar.listClosures();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, closures: [ongoing, range, early, evening, dec] });
  });

  it("answers an empty list when there are none", async () => {
    expect((await calendar.listClosures()).body).toEqual({ success: true, closures: [] });
  });
});

/** A whole-day closure reads before a part of the same evening on both databases (nulls first). */
describe("a whole-day and a part-evening closure on the same day", () => {
  it("a whole-day closure comes before a part of the same evening", async () => {
    const evening = await seedClosure({
      startDate: "2026-11-27",
      startTime: "19:00",
      endTime: "20:00",
      reason: "Late",
    });
    const whole = await seedClosure({ startDate: "2026-11-27", reason: "Pongal" });
    expect((await calendar.listClosures()).body.closures).toEqual([whole, evening]);
  });

  it("an appointment both cover is marked with the reason a booking there is refused with", async () => {
    await seed({ name: "Asha", date: "2026-11-27", time: "19:00" });
    await seedClosure({ startDate: "2026-11-27", startTime: "19:00", endTime: "20:00", reason: "Late" });
    await seedClosure({ startDate: "2026-11-27", reason: "Pongal" });
    const refused = await desk.bookFor((await db().patient.findFirstOrThrow()).id, {
      serviceRequired: "ECG",
      preferredDate: "2026-11-27",
      preferredTime: "19:15",
    });
    expect(refused.body.closure).toEqual({ reason: "Pongal" });
    expect(await listedReasons()).toEqual({ Asha: "Pongal" });
  });
});

/**
 * The same closure sent several times at once (a double click, two desks) is stored once:
 * five rounds of three at once, so one lucky round cannot hide a race.
 */
describe("the same closure sent twice at once", () => {
  it("of identical closures sent together, one is stored and the others are 409", async () => {
    for (const date of ["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01"]) {
      const res = await Promise.all([1, 2, 3].map(() => calendar.addClosure(day(date))));
      expect(res.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await db().closure.count({ where: { startDate: date } })).toBe(1);
    }
  });
});
