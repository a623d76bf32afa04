/**
 * The admin appointment reads against this file's own migrated database (SQLite, or
 * PostgreSQL with TEST_DB=postgresql), handlers called directly with a live session:
 * GET /api/appointments/data, GET /api/admin/stats and GET /api/appointments/files.
 * Status changes and deletes: admin-appointments-changes.test.ts. (401 without a session:
 * tests/integration/route-guard.test.ts.)
 */
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { APPOINTMENT_MESSAGES, MAX_PAGE_SIZE } from "@/lib/shared/validation/appointments";
import { GET as filesGET } from "@/app/api/appointments/files/route";
import { adminCookie, TEST_ADMIN } from "../fixtures/admin";
import { auditActions, seed, setUpAppointmentsSuite } from "../fixtures/appointments";
import { adminRequest, answer } from "../fixtures/http";

const { session, list, stats } = setUpAppointmentsSuite();

describe("GET /api/appointments/data", () => {
  it("with no parameters answers every appointment in the spec's shape: upcoming first (soonest first), then the past (most recent day first)", async () => {
    await seed(
      { name: "Early", date: "2026-11-25", time: "19:00" },
      { name: "Later day", date: "2026-12-01", time: "18:15" },
      { name: "Earlier slot", date: "2026-11-25", time: "18:00", status: "Done", info: "Chest pain" },
      { name: "Last week", date: "2026-11-17", time: "18:00", status: "Done" },
      { name: "Yesterday", date: "2026-11-23", time: "20:00", status: "No-show" },
    );
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body).sort()).toEqual(["appointments", "success"]);
    const rows = res.body.appointments as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual(["Earlier slot", "Early", "Later day", "Yesterday", "Last week"]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      timestamp: expect.stringMatching(/^2026-11-01T/),
      patient_id: expect.any(Number),
      name: "Earlier slot",
      email: expect.stringMatching(/@example\.com$/),
      phone: expect.any(String),
      age: 40,
      sex: "Female",
      service_required: "ECG",
      preferred_date: "2026-11-25",
      preferred_time: "18:00",
      additional_info: "Chest pain",
      patient_address: "",
      patient_occupation: "",
      status: "Done",
      created_at: expect.any(String),
      closed_reason: null,
      walk_in: false,
    });
  });

  it("answers an empty list when nothing is booked", async () => {
    const res = await list();
    expect(res.body).toEqual({ success: true, appointments: [] });
  });

  it("?date= answers that clinic date only, by time", async () => {
    await seed(
      { name: "B", date: "2026-11-25", time: "20:00" },
      { name: "Other day", date: "2026-11-26", time: "18:00" },
      { name: "A", date: "2026-11-25", time: "18:30" },
    );
    const res = await list("?date=2026-11-25");
    expect(res.status).toBe(200);
    expect((res.body.appointments as { name: string }[]).map((r) => r.name)).toEqual(["A", "B"]);
    expect(res.body).not.toHaveProperty("total");
    expect((await list("?date=2026-11-27")).body).toEqual({ success: true, appointments: [] });
  });

  it("pages: page/pageSize answer one page with total, page and pageSize", async () => {
    const times = ["18:00", "18:15", "18:30", "18:45", "19:00"];
    await seed(...times.map((time, i) => ({ name: `P${i}`, date: "2026-11-25", time })));
    await seed({ name: "Next day", date: "2026-11-26", time: "18:00" });

    const first = await list("?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, total: 6, page: 1, pageSize: 2 });
    expect((first.body.appointments as { name: string }[]).map((r) => r.name)).toEqual(["P0", "P1"]);

    const third = await list("?page=3&pageSize=2");
    expect((third.body.appointments as { name: string }[]).map((r) => r.name)).toEqual(["P4", "Next day"]);

    const beyond = await list("?page=9&pageSize=2");
    expect(beyond.body).toEqual({ success: true, appointments: [], total: 6, page: 9, pageSize: 2 });

    // either parameter alone turns paging on with the other's default
    expect((await list("?page=2")).body).toMatchObject({ total: 6, page: 2, pageSize: 50, appointments: [] });
    expect((await list(`?pageSize=${MAX_PAGE_SIZE}`)).body).toMatchObject({
      total: 6,
      page: 1,
      pageSize: MAX_PAGE_SIZE,
    });

    // paging within a date
    const dated = await list("?date=2026-11-25&page=2&pageSize=3");
    expect(dated.body).toMatchObject({ total: 5, page: 2, pageSize: 3 });
    expect((dated.body.appointments as { name: string }[]).map((r) => r.name)).toEqual(["P3", "P4"]);
  });

  it.each([
    ["?date=2026-02-30", APPOINTMENT_MESSAGES.badDate, "date"],
    ["?date=25-11-2026", APPOINTMENT_MESSAGES.badDate, "date"],
    ["?date=", APPOINTMENT_MESSAGES.badDate, "date"],
    ["?date=2026-11-25%27%20OR%201=1", APPOINTMENT_MESSAGES.badDate, "date"],
    ["?page=0", APPOINTMENT_MESSAGES.badPage, "page"],
    ["?page=-1", APPOINTMENT_MESSAGES.badPage, "page"],
    ["?page=1.5", APPOINTMENT_MESSAGES.badPage, "page"],
    ["?page=abc", APPOINTMENT_MESSAGES.badPage, "page"],
    ["?page=99999999999999999999", APPOINTMENT_MESSAGES.badPage, "page"],
    ["?pageSize=0", APPOINTMENT_MESSAGES.badPageSize, "pageSize"],
    [`?pageSize=${MAX_PAGE_SIZE + 1}`, APPOINTMENT_MESSAGES.badPageSize, "pageSize"],
    ["?pageSize=", APPOINTMENT_MESSAGES.badPageSize, "pageSize"],
    ["?export=zip", "export must be 'csv'.", "export"],
  ])("%s is a 400 with a message", async (query, message, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
  });

  it("ignores unknown parameters", async () => {
    await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const res = await list("?sort=evil&limit=1;DROP");
    expect(res.status).toBe(200);
    expect(res.body.appointments).toHaveLength(1);
  });

  it("a plain read writes no audit entry; a CSV export (&export=csv) is audited", async () => {
    await seed({ name: "A", date: "2026-11-25", time: "18:00" }, { name: "B", date: "2026-11-26", time: "18:00" });
    await list();
    await list("?date=2026-11-25");
    expect(await auditActions()).toEqual([]);

    expect((await list("?export=csv")).body.appointments).toHaveLength(2);
    expect(
      (await list("?date=2026-11-25&export=csv", { "x-forwarded-for": "203.0.113.9" })).body.appointments,
    ).toHaveLength(1);
    const entries = await db().auditLog.findMany({ orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.actor, e.action, e.target, e.detail])).toEqual([
      [TEST_ADMIN.username, "appointment.export", "all", "2 rows as CSV"],
      [TEST_ADMIN.username, "appointment.export", "2026-11-25", "1 rows as CSV"],
    ]);
    expect(entries[1].ip).toBe("203.0.113.9");
  });
});

describe("GET /api/admin/stats", () => {
  /** The dashboard's answer on an evening with these counts and nothing else going on. */
  const quietEvening = (counts: { totalAppointments: number; todayAppointments: number; totalPatients: number }) => ({
    success: true,
    stats: counts,
    calendar: { upcoming: [], appointmentsInside: 0 },
    // the owner's consulting room: nobody with the doctor, no visit left open
    consult: { withDoctor: null, openVisits: [], followUps: { overdue: 0, byCondition: [] } },
    flood: null,
    messages: { failed: 0, configured: false },
    outlook: expect.any(Object),
  });

  it("counts all appointments, today's (IST) and patients", async () => {
    await seed(
      { name: "Today 1", date: "2026-11-24", time: "18:00" },
      { name: "Today 2", date: "2026-11-24", time: "20:00" },
      { name: "Tomorrow", date: "2026-11-25", time: "18:00" },
    );
    await db().patient.create({ data: { name: "No visits", nameKey: "no visits", phone: "1", phoneKey: "1" } });
    const res = await stats();
    expect(res.status).toBe(200);
    expect(res.body).toEqual(quietEvening({ totalAppointments: 3, todayAppointments: 2, totalPatients: 4 }));
  });

  it("beside the counts: the closures not yet ended and the pending appointments inside them, each counted once", async () => {
    await seed(
      { name: "Inside both", date: "2026-11-27", time: "19:00" },
      { name: "Inside the day", date: "2026-11-27", time: "18:00" },
      { name: "Cancelled inside", date: "2026-11-27", time: "20:00", status: "Cancelled" },
      { name: "Day after", date: "2026-11-28", time: "19:00" },
    );
    const closure = (startDate: string, endDate: string, startTime: string | null, endTime: string | null) =>
      db().closure.create({ data: { startDate, endDate, startTime, endTime, reason: `Closed ${startDate}` } });
    await closure("2026-11-20", "2026-11-23", null, null); // over: not listed
    await closure("2026-11-27", "2026-11-27", null, null);
    await closure("2026-11-27", "2026-11-27", "19:00", "19:30");
    const { calendar } = (await stats()).body as {
      calendar: { upcoming: { startDate: string }[]; appointmentsInside: number };
    };
    expect(calendar.upcoming.map((c) => c.startDate)).toEqual(["2026-11-27", "2026-11-27"]);
    expect(calendar.appointmentsInside).toBe(2);
  });

  it("'today' is the clinic's date: 00:30 IST on the 25th is already the 25th, though UTC says the 24th", async () => {
    await seed(
      { name: "On the 24th", date: "2026-11-24", time: "18:00" },
      { name: "Also on the 24th", date: "2026-11-24", time: "18:15" },
      { name: "On the 25th", date: "2026-11-25", time: "18:00" },
    );
    const at = async (instant: string) => {
      setNow(new Date(instant));
      session.cookie = await adminCookie(); // a session of that moment
      return (await stats()).body.stats;
    };
    expect(await at("2026-11-24T18:29:00Z")).toMatchObject({ todayAppointments: 2 }); // 23:59 IST on the 24th
    expect(await at("2026-11-24T19:00:00Z")).toMatchObject({ todayAppointments: 1 }); // 00:30 IST on the 25th
    expect(await at("2026-11-25T18:31:00Z")).toMatchObject({ totalAppointments: 3, todayAppointments: 0 }); // the 26th
  });

  it("answers zeros on an empty database", async () => {
    expect((await stats()).body).toEqual(
      quietEvening({ totalAppointments: 0, todayAppointments: 0, totalPatients: 0 }),
    );
  });
});

describe("GET /api/appointments/files", () => {
  it("names where exports live relative to the data folder, never an absolute path", async () => {
    const res = await answer(
      await filesGET(adminRequest("/api/appointments/files", { cookie: session.cookie }), undefined),
    );
    expect(res.status).toBe(200);
    const where = (res.body.filePaths as { appointments: string }).appointments;
    expect(typeof where).toBe("string");
    expect(where).toContain("Download CSV");
    expect(where).not.toMatch(/(^|\s)\//);
    expect(where).not.toContain(process.cwd());
    expect(where).not.toContain(process.env.BACKUPS_DIR!);
    expect(where).not.toContain(process.env.CLINIC_TEST_TMP!);
  });
});
