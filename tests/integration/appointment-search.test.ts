/**
 * GET /api/appointments/data's search, status filter and order (FEATURES.md §3) through the
 * real handler, on this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql):
 * part of a name or of a phone, one status or "active", and upcoming first (soonest first),
 * then the past (most recent day first) — across page boundaries too.
 */
import { db } from "@/lib/server/db";
import { phoneKey } from "@/lib/server/domain/patients";
import { APPOINTMENT_MESSAGES, STATUS_FILTERS } from "@/lib/shared/validation/appointments";
import { seed } from "../fixtures/appointments";
import { setUpManageSuite } from "../fixtures/manage";

const { desk } = setUpManageSuite();

const names = (body: Record<string, unknown>) => (body.appointments as { name: string }[]).map((a) => a.name);

/** Stores the rows and gives each one's patient the phone named. */
async function seedWithPhones(...rows: (Parameters<typeof seed>[0] & { phone: string })[]) {
  const stored = await seed(...rows);
  for (const [i, a] of stored.entries()) {
    await db().patient.update({
      where: { id: a.patientId },
      data: { phone: rows[i].phone, phoneKey: phoneKey(rows[i].phone) },
    });
  }
  return stored;
}

describe("search", () => {
  beforeEach(async () => {
    await seedWithPhones(
      { name: "Asha Menon", date: "2026-11-25", time: "18:00", phone: "+91 98400 11111" },
      { name: "Lakshmi Menon", date: "2026-11-26", time: "18:00", phone: "+91 98400 22222", status: "Done" },
      { name: "Ravi Kumar", date: "2026-11-20", time: "19:00", phone: "044 2811 3333" },
      { name: "Prakash Rao", date: "2026-11-27", time: "20:00", phone: "+91 90000 11111", status: "Cancelled" },
    );
  });

  it.each([
    ["a surname, any case", "MENON", ["Asha Menon", "Lakshmi Menon"]],
    ["part of a first name", "ash", ["Asha Menon", "Prakash Rao"]],
    ["a whole name with extra spaces", "  ravi   kumar ", ["Ravi Kumar"]],
    ["a name nobody has", "Zubin", []],
    ["phone digits as typed", "98400 111", ["Asha Menon"]],
    ["the end of a phone", "11111", ["Asha Menon", "Prakash Rao"]],
    ["a phone with the country code", "+91 98400 22222", ["Lakshmi Menon"]],
    ["a landline with the trunk zero", "044-2811", ["Ravi Kumar"]],
  ])("by %s (%j)", async (_label, search, expected) => {
    const res = await desk.list(`?search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
    expect(names(res.body).sort()).toEqual([...expected].sort());
  });

  it("together with a status filter and paging", async () => {
    const res = await desk.list(`?search=menon&status=done&page=1&pageSize=10`);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(names(res.body)).toEqual(["Lakshmi Menon"]);
    expect(names((await desk.list("?search=menon&date=2026-11-25")).body)).toEqual(["Asha Menon"]);
  });
});

describe("status filter", () => {
  beforeEach(async () => {
    await seed(
      { name: "Pending", date: "2026-11-25", time: "18:00" },
      { name: "Done", date: "2026-11-25", time: "18:15", status: "Done" },
      { name: "Cancelled", date: "2026-11-25", time: "18:30", status: "Cancelled" },
      { name: "No-show", date: "2026-11-25", time: "18:45", status: "No-show" },
      { name: "Cancelled too", date: "2026-11-25", time: "18:30", status: "Cancelled" },
    );
  });

  it.each([
    ["active", ["Pending", "Done"]],
    ["pending", ["Pending"]],
    ["done", ["Done"]],
    ["cancelled", ["Cancelled", "Cancelled too"]],
    ["no-show", ["No-show"]],
  ])("?status=%s", async (status, expected) => {
    const res = await desk.list(`?status=${status}`);
    expect(res.status).toBe(200);
    expect(names(res.body).sort()).toEqual([...expected].sort());
    expect(names((await desk.list(`?status=${status}&date=2026-11-25`)).body).sort()).toEqual([...expected].sort());
  });

  it("the filters are exactly the five named", () => {
    expect(Object.keys(STATUS_FILTERS).sort()).toEqual(["active", "cancelled", "done", "no-show", "pending"]);
  });

  it.each(["Cancelled", "bogus", "", "done,pending", "%00"])("?status=%j is a 400 with the message", async (status) => {
    const res = await desk.list(`?status=${status}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: APPOINTMENT_MESSAGES.badStatusFilter,
      errors: { status: APPOINTMENT_MESSAGES.badStatusFilter },
    });
  });
});

describe("order: upcoming first, then the past", () => {
  // Today is Tuesday 2026-11-24 (TUESDAY_NOON_IST); today's appointments count as upcoming.
  const ORDER = [
    "Today 18:00",
    "Today 20:00",
    "Wed 18:15",
    "Wed 19:00",
    "Next month",
    "Yesterday 18:00",
    "Yesterday 19:30",
    "Last week",
    "Last month",
  ];

  beforeEach(async () => {
    await seed(
      { name: "Last week", date: "2026-11-17", time: "18:00", status: "Done" },
      { name: "Wed 19:00", date: "2026-11-25", time: "19:00" },
      { name: "Yesterday 19:30", date: "2026-11-23", time: "19:30", status: "No-show" },
      { name: "Today 20:00", date: "2026-11-24", time: "20:00", status: "Cancelled" },
      { name: "Next month", date: "2026-12-15", time: "18:00" },
      { name: "Last month", date: "2026-10-30", time: "21:00", status: "Done" },
      { name: "Wed 18:15", date: "2026-11-25", time: "18:15" },
      { name: "Yesterday 18:00", date: "2026-11-23", time: "18:00", status: "Done" },
      { name: "Today 18:00", date: "2026-11-24", time: "18:00" },
    );
  });

  it("whole: upcoming soonest first, then past days most recent first (by time within a day)", async () => {
    expect(names((await desk.list()).body)).toEqual(ORDER);
  });

  it.each([2, 4, 9])(
    "paged by %i: the pages join up to the same order, the boundary page spanning both",
    async (size) => {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(ORDER.length / size); page++) {
        const res = await desk.list(`?page=${page}&pageSize=${size}`);
        expect(res.body).toMatchObject({ total: ORDER.length, page, pageSize: size });
        seen.push(...names(res.body));
      }
      expect(seen).toEqual(ORDER);
      const beyond = await desk.list(`?page=${Math.ceil(ORDER.length / size) + 1}&pageSize=${size}`);
      expect(beyond.body).toMatchObject({ appointments: [], total: ORDER.length });
    },
  );

  it("page 2 of 4 spans today's last upcoming and the most recent past", async () => {
    expect(names((await desk.list("?page=2&pageSize=4")).body)).toEqual([
      "Next month",
      "Yesterday 18:00",
      "Yesterday 19:30",
      "Last week",
    ]);
  });

  it("a filter keeps the order and counts only what it keeps", async () => {
    const res = await desk.list("?status=done&page=1&pageSize=2");
    expect(res.body).toMatchObject({ total: 3 });
    expect(names(res.body)).toEqual(["Yesterday 18:00", "Last week"]);
    expect(names((await desk.list("?status=done&page=2&pageSize=2")).body)).toEqual(["Last month"]);
    expect(names((await desk.list("?status=active")).body)).toEqual(
      ORDER.filter((n) => !["Today 20:00", "Yesterday 19:30"].includes(n)),
    );
  });
});

describe("a LIKE wildcard in the appointment search is literal text", () => {
  it("'%' and '_' are literal text, as in the patient search: no name holds them, so nothing is listed", async () => {
    await seed(
      { name: "Asha Menon", date: "2026-11-25", time: "18:00" },
      { name: "Ravi Kumar", date: "2026-11-25", time: "18:15" },
    );
    for (const search of ["%", "_", "%%", "a%n"]) {
      expect(names((await desk.list(`?search=${encodeURIComponent(search)}`)).body)).toEqual([]);
    }
  });
});
