/**
 * The dashboard's weeks ahead (FEATURES.md §5): GET /api/admin/stats answers `outlook` — the
 * booked slots of each of the next 14 days, today first, with the Sundays marked, and last
 * calendar month's no-show rate among the booked appointments whose outcome was recorded.
 * Today is Tuesday 24 November 2026 (the pinned clock) unless a test moves it. On this file's
 * own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import type { BookingOutlook } from "@/lib/shared/api/dashboard";
import { addDays, istInstant } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { WALK_IN } from "@/lib/shared/validation/queue";
import { adminCookie, staffCookie } from "../fixtures/admin";
import { seed, setUpAppointmentsSuite, type Seed } from "../fixtures/appointments";
import { queueCalls } from "../fixtures/queue";

const { session, stats } = setUpAppointmentsSuite();
const queue = queueCalls(() => session.cookie);

type Outlook = BookingOutlook;

const outlook = async () => {
  const res = await stats();
  expect(res.status).toBe(200);
  return res.body.outlook as Outlook;
};

/** Walk-ins stored directly (the walk-in call only makes today's): no slot held, source walk-in. */
async function seedWalkIns(...rows: Seed[]) {
  const stored = await seed(...rows.map((r) => ({ ...r, status: "Cancelled" })));
  for (const [i, a] of stored.entries()) {
    await db().appointment.update({ where: { id: a.id }, data: { source: WALK_IN, status: rows[i].status ?? "" } });
  }
}

/** Moves the clock to noon in the clinic on `date`, with a session fresh then. */
async function todayIs(date: string) {
  setNow(istInstant(date, "12:00"));
  session.cookie = await adminCookie();
}

it("14 days from today, today first, each with its appointments: cancelled rows out, tonight's walk-in in (the Today card's count)", async () => {
  await seed(
    { name: "Yesterday", date: "2026-11-23", time: "18:00" },
    { name: "Today One", date: "2026-11-24", time: "18:00" },
    { name: "Today Two", date: "2026-11-24", time: "18:15", status: "Done" },
    { name: "Today Gone", date: "2026-11-24", time: "18:30", status: "Cancelled" },
    { name: "Wed One", date: "2026-11-25", time: "19:00", status: "No-show" },
    { name: "Wed Two", date: "2026-11-25", time: "19:15" },
    { name: "Wed Three", date: "2026-11-25", time: "21:00" },
    { name: "Last Day", date: "2026-12-07", time: "18:00" },
    { name: "Beyond", date: "2026-12-08", time: "18:00" },
  );
  setNow(istInstant("2026-11-24", "18:40"));
  session.cookie = await adminCookie();
  expect((await queue.walkIn({ name: "Walk In", phone: "9876543210", age: 61, sex: "Male" })).status).toBe(201);

  const { days } = await outlook();
  expect(days).toHaveLength(14);
  expect(days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays("2026-11-24", i)));
  expect(days.filter((d) => d.sunday).map((d) => d.date)).toEqual(["2026-11-29", "2026-12-06"]);
  expect(Object.fromEntries(days.filter((d) => d.booked).map((d) => [d.date, d.booked]))).toEqual({
    "2026-11-24": 3,
    "2026-11-25": 3,
    "2026-12-07": 1,
  });
  expect(days[0]).toEqual({ date: "2026-11-24", booked: 3, sunday: false, closed: null });
  // one count (issue 29): the chart's today is the Today card's
  const { body } = await stats();
  expect((body.stats as { todayAppointments: number }).todayAppointments).toBe(3);
});

it("a day the clinic closed all day is marked with its reason; part of an evening is not", async () => {
  await db().closure.createMany({
    data: [
      { startDate: "2026-11-27", endDate: "2026-11-28", reason: "Doctor at a conference" },
      { startDate: "2026-11-30", endDate: "2026-11-30", startTime: "19:00", endTime: "20:00", reason: "Meeting" },
    ],
  });
  const { days } = await outlook();
  expect(days.filter((d) => d.closed).map((d) => [d.date, d.closed])).toEqual([
    ["2026-11-27", "Doctor at a conference"],
    ["2026-11-28", "Doctor at a conference"],
  ]);
  await db().closure.deleteMany();
});

it("last month's no-show rate: No-shows over Done + No-show, pending, cancelled and walk-ins left out", async () => {
  await seed(
    { name: "Oct Done 1", date: "2026-10-01", time: "18:00", status: "Done" },
    { name: "Oct Done 2", date: "2026-10-15", time: "18:00", status: "Done" },
    { name: "Oct Done 3", date: "2026-10-31", time: "21:00", status: "Done" },
    { name: "Oct No-show", date: "2026-10-20", time: "19:00", status: "No-show" },
    { name: "Oct Pending", date: "2026-10-21", time: "19:00" },
    { name: "Oct Cancelled", date: "2026-10-22", time: "19:00", status: "Cancelled" },
    { name: "Sep No-show", date: "2026-09-30", time: "19:00", status: "No-show" },
    { name: "Nov No-show", date: "2026-11-02", time: "19:00", status: "No-show" },
  );
  await seedWalkIns(
    { name: "Oct Walk-in No-show", date: "2026-10-20", time: "19:07", status: "No-show" },
    { name: "Oct Walk-in Done", date: "2026-10-20", time: "19:09", status: "Done" },
  );
  expect((await outlook()).noShow).toEqual({ month: "2026-10", noShows: 1, outcomes: 4, rate: 0.25 });
});

it("in January, last month is the previous December", async () => {
  await seed(
    { name: "Dec First", date: "2026-12-01", time: "18:00", status: "Done" },
    { name: "Dec Last", date: "2026-12-31", time: "21:00", status: "No-show" },
    { name: "Nov Last", date: "2026-11-30", time: "21:00", status: "No-show" },
    { name: "Jan First", date: "2027-01-01", time: "18:00", status: "No-show" },
  );
  await todayIs("2027-01-10");
  const result = await outlook();
  expect(result.noShow).toEqual({ month: "2026-12", noShows: 1, outcomes: 2, rate: 0.5 });
  expect(result.days[0]).toEqual({ date: "2027-01-10", booked: 0, sunday: true, closed: null });
  expect(result.days[13].date).toBe("2027-01-23");
});

it("on the first of a month, last month is the one just ended", async () => {
  await seed(
    { name: "Nov No-show", date: "2026-11-30", time: "21:00", status: "No-show" },
    { name: "Dec Today", date: "2026-12-01", time: "18:00", status: "No-show" },
  );
  await todayIs("2026-12-01");
  expect((await outlook()).noShow).toEqual({ month: "2026-11", noShows: 1, outcomes: 1, rate: 1 });
});

it("no outcome recorded last month: rate null (not 0)", async () => {
  await seed(
    { name: "Oct Pending", date: "2026-10-21", time: "19:00" },
    { name: "Oct Cancelled", date: "2026-10-22", time: "19:00", status: "Cancelled" },
  );
  const result = await outlook();
  expect(result.noShow).toEqual({ month: "2026-10", noShows: 0, outcomes: 0, rate: null });
  expect(result.days.every((d) => d.booked === 0)).toBe(true);
});

it("the consulting room: the patient called in tonight, and a visit left open on an earlier day, flagged; not the desk's", async () => {
  const [inNow, earlier] = await seed(
    { name: "Called In", date: "2026-11-24", time: "18:00" },
    { name: "Left Open", date: "2026-11-20", time: "18:00" },
  );
  await db().appointment.update({ where: { id: inNow.id }, data: { token: 1, calledAt: new Date() } });
  const author = await db().admin.findFirstOrThrow();
  const open = await db().visit.create({
    data: { patientId: earlier.patientId, appointmentId: earlier.id, date: "2026-11-20", authorId: author.id },
  });
  // tonight's own open visit is not "left open"
  await db().visit.create({ data: { patientId: inNow.patientId, date: "2026-11-24", authorId: author.id } });
  const res = await stats();
  expect(res.body.consult).toEqual({
    withDoctor: { appointmentId: inNow.id, patientId: inNow.patientId, name: "Called In" },
    openVisits: [{ visitId: open.id, patientId: earlier.patientId, date: "2026-11-20", name: "Left Open" }],
    followUps: { overdue: 0, byCondition: [] },
  });
  session.cookie = await staffCookie("desk");
  expect((await stats()).body.consult).toBeNull();
});
