/**
 * GET /api/admin/calendar?month=YYYY-MM — the Clinic calendar's month — against this file's
 * own migrated database (SQLite, or PostgreSQL with TEST_DB=postgresql): every day of the
 * month with its booked count (appointments holding a slot; cancelled ones hold none), the
 * times closures take (whole days, parts of evenings, overlaps counted once) and which
 * closures; the closures touching the month; 400 for a month that is not one.
 */
import { GET as monthGET } from "@/app/api/admin/calendar/route";
import { db } from "@/lib/server/db";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { seed, setUpAppointmentsSuite } from "../fixtures/appointments";
import { adminRequest, answer } from "../fixtures/http";

const { session } = setUpAppointmentsSuite();

type Day = { date: string; sunday: boolean; booked: number; closedSlots: number; closureIds: number[] };

async function month(query: string) {
  const res = await answer(
    await monthGET(adminRequest(`/api/admin/calendar${query}`, { cookie: session.cookie }), undefined),
  );
  const days = (res.body.days ?? []) as Day[];
  return { ...res, days, day: (date: string) => days.find((d) => d.date === date)! };
}

/** Stores a closure directly (a past one too, which the call would refuse). */
const closure = (
  startDate: string,
  endDate: string,
  startTime: string | null,
  endTime: string | null,
  reason: string,
) => db().closure.create({ data: { startDate, endDate, startTime, endTime, reason } });

describe("GET /api/admin/calendar", () => {
  it("answers every day of the month, Sundays marked, with the evening's slot count", async () => {
    const res = await month("?month=2026-11");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body).sort()).toEqual(["closures", "days", "month", "slotsPerEvening", "success"]);
    expect(res.body).toMatchObject({ success: true, month: "2026-11", slotsPerEvening: 13, closures: [] });
    expect(res.days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, "0")}`),
    );
    expect(res.days.filter((d) => d.sunday).map((d) => d.date)).toEqual([
      "2026-11-01",
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
      "2026-11-29",
    ]);
    expect(res.day("2026-11-24")).toEqual({
      date: "2026-11-24",
      sunday: false,
      booked: 0,
      closedSlots: 0,
      closureIds: [],
    });
    expect((await month("?month=2027-02")).days).toHaveLength(28);
    expect((await month("?month=2028-02")).days).toHaveLength(29);
  });

  it("counts the appointments holding a slot each day: pending, done and no-show, never cancelled", async () => {
    await seed(
      { name: "Asha", date: "2026-11-27", time: "18:00" },
      { name: "Bala", date: "2026-11-27", time: "18:15" },
      { name: "Chitra", date: "2026-11-27", time: "21:00" },
      { name: "Devi", date: "2026-11-28", time: "18:00", status: "Done" },
      { name: "Ezhil", date: "2026-11-28", time: "18:15", status: "No-show" },
      { name: "Farid", date: "2026-11-28", time: "18:30", status: "Cancelled" },
      { name: "Gita", date: "2026-11-30", time: "19:00", status: "Cancelled" },
      { name: "Next month", date: "2026-12-01", time: "18:00" },
      { name: "Last month", date: "2026-10-31", time: "18:00", status: "Done" },
    );
    const res = await month("?month=2026-11");
    expect(res.day("2026-11-27").booked).toBe(3);
    expect(res.day("2026-11-28").booked).toBe(2);
    expect(res.day("2026-11-30").booked).toBe(0);
    expect(res.days.reduce((sum, d) => sum + d.booked, 0)).toBe(5);
    expect((await month("?month=2026-12")).day("2026-12-01").booked).toBe(1);
  });

  it("counts the times closures take: a whole day all 13, part of an evening its slots, overlaps once", async () => {
    const whole = await closure("2026-12-04", "2026-12-04", null, null, "Doctor at a conference");
    const hour = await closure("2026-12-05", "2026-12-05", "19:00", "20:00", "Hospital meeting");
    const overlap = await closure("2026-12-05", "2026-12-05", "19:30", "20:30", "Ward round");
    const endOfEvening = await closure("2026-12-07", "2026-12-07", "20:30", "21:15", "Family function");
    const res = await month("?month=2026-12");
    expect(res.status).toBe(200);
    expect(res.day("2026-12-04")).toMatchObject({ closedSlots: 13, closureIds: [whole.id] });
    // 19:00–20:00 takes 19:00, 19:15, 19:30, 19:45; with 19:30–20:30 also 20:00 and 20:15
    expect(res.day("2026-12-05")).toMatchObject({ closedSlots: 6 });
    expect(res.day("2026-12-05").closureIds.sort()).toEqual([hour.id, overlap.id].sort());
    // up to, not including, 21:15: 20:30, 20:45 and the last slot, 21:00
    expect(res.day("2026-12-07")).toMatchObject({ closedSlots: 3, closureIds: [endOfEvening.id] });
    expect(res.day("2026-12-03")).toMatchObject({ closedSlots: 0, closureIds: [] });
    expect((res.body.closures as { id: number }[]).map((c) => c.id)).toEqual([
      whole.id,
      hour.id,
      overlap.id,
      endOfEvening.id,
    ]);
  });

  it("answers a closure in every month it touches, and only there; a closure leaves the bookings inside it counted", async () => {
    const range = await closure("2026-12-30", "2027-01-02", null, null, "New Year leave");
    await closure("2027-02-10", "2027-02-10", null, null, "Not in January");
    await seed({ name: "Inside", date: "2026-12-31", time: "19:00" });
    const december = await month("?month=2026-12");
    expect(december.body.closures).toEqual([
      {
        id: range.id,
        startDate: "2026-12-30",
        endDate: "2027-01-02",
        startTime: null,
        endTime: null,
        reason: "New Year leave",
        reasonTa: null,
      },
    ]);
    expect(december.days.filter((d) => d.closedSlots > 0).map((d) => d.date)).toEqual(["2026-12-30", "2026-12-31"]);
    expect(december.day("2026-12-31")).toMatchObject({ booked: 1, closedSlots: 13 });
    const january = await month("?month=2027-01");
    expect((january.body.closures as { id: number }[]).map((c) => c.id)).toEqual([range.id]);
    expect(january.days.filter((d) => d.closedSlots > 0).map((d) => d.date)).toEqual(["2027-01-01", "2027-01-02"]);
  });

  it("answers a removed closure's times as open again", async () => {
    const gone = await closure("2026-12-04", "2026-12-04", "18:00", "19:00", "Removed");
    expect((await month("?month=2026-12")).day("2026-12-04").closedSlots).toBe(4);
    await db().closure.delete({ where: { id: gone.id } });
    const res = await month("?month=2026-12");
    expect(res.day("2026-12-04")).toMatchObject({ closedSlots: 0, closureIds: [] });
    expect(res.body.closures).toEqual([]);
  });

  it.each(["", "?month=", "?month=2026-13", "?month=2026-1", "?month=26-11", "?month=2026-11-01", "?month=november"])(
    "refuses %p with 400 and the message",
    async (query) => {
      const res = await month(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: CALENDAR_MESSAGES.badMonth });
    },
  );

  it("answers 401 without a session", async () => {
    const res = await answer(await monthGET(adminRequest("/api/admin/calendar?month=2026-11"), undefined));
    expect(res.status).toBe(401);
  });
});
