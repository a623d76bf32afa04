/**
 * The admin appointment calls against this file's own migrated database (SQLite, or
 * PostgreSQL with TEST_DB=postgresql), handlers called directly with a live session:
 * GET /api/appointments/data, PUT /api/appointments/status,
 * DELETE /api/appointments/delete/{id or timestamp}, GET /api/appointments/files and
 * GET /api/admin/stats. (401 without a session: tests/integration/route-guard.test.ts.)
 */
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { bookingLimiter } from "@/lib/server/rate-limit";
import { APPOINTMENT_MESSAGES, MAX_PAGE_SIZE } from "@/lib/shared/validation/appointments";
import { GET as statsGET } from "@/app/api/admin/stats/route";
import { GET as dataGET } from "@/app/api/appointments/data/route";
import { DELETE as deleteDELETE } from "@/app/api/appointments/delete/[key]/route";
import { GET as filesGET } from "@/app/api/appointments/files/route";
import { PUT as statusPUT } from "@/app/api/appointments/status/route";
import { adminCookie, adminRequest, answer, createTestAdmin, TEST_ADMIN } from "../helpers/admin";
import { book, validBooking } from "./booking-helpers";

/** Tuesday 24 November 2026, 12:00 IST. */
const NOW = new Date("2026-11-24T06:30:00Z");

let cookie: string;

const list = async (query = "", headers: Record<string, string> = {}) =>
  answer(await dataGET(adminRequest(`/api/appointments/data${query}`, { cookie, headers }), undefined));

const setStatus = async (body: unknown, headers: Record<string, string> = {}) =>
  answer(await statusPUT(adminRequest("/api/appointments/status", { method: "PUT", cookie, body, headers }), undefined));

const remove = async (key: string, headers: Record<string, string> = {}) =>
  answer(
    await deleteDELETE(adminRequest(`/api/appointments/delete/${key}`, { method: "DELETE", cookie, headers }), {
      params: Promise.resolve({ key }),
    }),
  );

const stats = async () => answer(await statsGET(adminRequest("/api/admin/stats", { cookie }), undefined));

type Seed = { name: string; date: string; time: string; status?: string; email?: string | null; info?: string };

let seq = 0;
/** Stores appointments (and a patient for each) directly; returns them in the given order. */
async function seed(...rows: Seed[]) {
  const out = [];
  for (const r of rows) {
    seq += 1;
    const patient = await db().patient.create({
      data: {
        name: r.name,
        nameKey: r.name.toLowerCase(),
        email: r.email === undefined ? `p${seq}@example.com` : r.email,
        emailKey: r.email === undefined ? `p${seq}@example.com` : r.email,
        phone: `98400${String(seq).padStart(5, "0")}`,
        phoneKey: `98400${String(seq).padStart(5, "0")}`,
      },
    });
    out.push(
      await db().appointment.create({
        data: {
          timestamp: new Date(Date.UTC(2026, 10, 1, 0, 0, 0, seq)).toISOString(),
          patientId: patient.id,
          name: r.name,
          email: patient.email,
          phone: patient.phone,
          age: 40,
          sex: "Female",
          serviceRequired: "ECG",
          preferredDate: r.date,
          preferredTime: r.time,
          additionalInfo: r.info ?? null,
          status: r.status ?? "",
        },
      }),
    );
  }
  return out;
}

async function snapshot() {
  const rows = await db().appointment.findMany({ orderBy: { id: "asc" } });
  return rows.map((r) => `${r.id}|${r.preferredDate}|${r.preferredTime}|${r.status}`);
}

const auditActions = async () => (await db().auditLog.findMany({ orderBy: { id: "asc" } })).map((a) => a.action);

beforeAll(async () => {
  await createTestAdmin();
});

beforeEach(async () => {
  setNow(NOW);
  bookingLimiter.reset();
  await db().appointment.deleteMany();
  await db().contact.deleteMany();
  await db().patient.deleteMany();
  await db().auditLog.deleteMany();
  cookie = await adminCookie();
});

afterAll(() => setNow(null));

describe("GET /api/appointments/data", () => {
  it("with no parameters answers every appointment in the spec's shape, newest date first, each day by time", async () => {
    await seed(
      { name: "Early", date: "2026-11-25", time: "19:00" },
      { name: "Later day", date: "2026-12-01", time: "18:15" },
      { name: "Earlier slot", date: "2026-11-25", time: "18:00", status: "Done", info: "Chest pain" },
    );
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body).sort()).toEqual(["appointments", "success"]);
    const rows = res.body.appointments as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual(["Later day", "Earlier slot", "Early"]);
    expect(rows[1]).toEqual({
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
    expect((first.body.appointments as { name: string }[]).map((r) => r.name)).toEqual(["Next day", "P0"]);

    const third = await list("?page=3&pageSize=2");
    expect((third.body.appointments as { name: string }[]).map((r) => r.name)).toEqual(["P3", "P4"]);

    const beyond = await list("?page=9&pageSize=2");
    expect(beyond.body).toEqual({ success: true, appointments: [], total: 6, page: 9, pageSize: 2 });

    // either parameter alone turns paging on with the other's default
    expect((await list("?page=2")).body).toMatchObject({ total: 6, page: 2, pageSize: 50, appointments: [] });
    expect((await list(`?pageSize=${MAX_PAGE_SIZE}`)).body).toMatchObject({ total: 6, page: 1, pageSize: MAX_PAGE_SIZE });

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
    expect((await list("?date=2026-11-25&export=csv", { "x-forwarded-for": "203.0.113.9" })).body.appointments).toHaveLength(1);
    const entries = await db().auditLog.findMany({ orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.actor, e.action, e.target, e.detail])).toEqual([
      [TEST_ADMIN.username, "appointment.export", "all", "2 rows as CSV"],
      [TEST_ADMIN.username, "appointment.export", "2026-11-25", "1 rows as CSV"],
    ]);
    expect(entries[1].ip).toBe("203.0.113.9");
  });
});

describe("PUT /api/appointments/status", () => {
  it("sets 'Done' by id and answers the updated record; '' sets it back to pending", async () => {
    const [a, other] = await seed({ name: "A", date: "2026-11-25", time: "18:00" }, { name: "B", date: "2026-11-25", time: "18:15" });
    const done = await setStatus({ id: a.id, status: "Done" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      message: APPOINTMENT_MESSAGES.statusUpdated,
      appointment: { id: a.id, timestamp: a.timestamp, status: "Done", name: "A", patient_id: a.patientId },
    });
    expect((await db().appointment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("Done");
    expect((await db().appointment.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("");

    const pending = await setStatus({ id: a.id, status: "" });
    expect(pending.status).toBe(200);
    expect(pending.body.appointment).toMatchObject({ status: "" });
    expect((await db().appointment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("");
  });

  it("accepts the timestamp, as `timestamp` or in `id`, and an id given as digits", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    expect((await setStatus({ timestamp: a.timestamp, status: "Done" })).body.appointment).toMatchObject({ status: "Done" });
    expect((await setStatus({ id: a.timestamp, status: "" })).body.appointment).toMatchObject({ status: "" });
    expect((await setStatus({ id: String(a.id), status: "Done" })).body.appointment).toMatchObject({ status: "Done" });
    expect((await setStatus({ id: a.id, timestamp: a.timestamp, status: "" })).status).toBe(200);
  });

  it("writes one audit entry per change, naming the record (no patient details)", async () => {
    const [a] = await seed({ name: "Asha Menon", date: "2026-11-25", time: "18:00" });
    await setStatus({ id: a.id, status: "Done" }, { "x-forwarded-for": "203.0.113.7" });
    await setStatus({ id: a.id, status: "" });
    const entries = await db().auditLog.findMany({ orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.actor, e.action, e.target, e.detail])).toEqual([
      [TEST_ADMIN.username, "appointment.status", String(a.id), "Done"],
      [TEST_ADMIN.username, "appointment.status", String(a.id), "pending"],
    ]);
    expect(entries[0].ip).toBe("203.0.113.7");
    expect(JSON.stringify(entries)).not.toContain("Asha");
  });

  it("an unknown record is a 404 and changes nothing", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const before = await snapshot();
    for (const body of [
      { id: a.id + 1000, status: "Done" },
      { timestamp: "2020-01-01T00:00:00.000Z", status: "Done" },
      { id: a.id, timestamp: "2020-01-01T00:00:00.000Z", status: "Done" }, // both given, naming different records
    ]) {
      const res = await setStatus(body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: APPOINTMENT_MESSAGES.notFound });
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });

  it.each([
    ["an unknown status", { status: "Cancelled" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a lower-case done", { status: "done" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a padded Done", { status: " Done" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a null status", { status: null }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a missing status", {}, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a numeric status", { status: 1 }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["no id or timestamp", { id: undefined, timestamp: undefined, status: "Done" }, "id", APPOINTMENT_MESSAGES.missingKey],
    ["an empty id", { id: "", status: "Done" }, "id", APPOINTMENT_MESSAGES.missingKey],
    ["an id of 0", { id: 0, status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["a negative id", { id: -3, status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["a fractional id", { id: 1.5, status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["a huge id", { id: 1e20, status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["an object id", { id: { gt: 0 }, status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["an array id", { id: [1, 2], status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["a word as id", { id: "all", status: "Done" }, "id", APPOINTMENT_MESSAGES.badKey],
    ["a malformed timestamp", { timestamp: "yesterday", status: "Done" }, "timestamp", APPOINTMENT_MESSAGES.badKey],
  ])("%s is a 400 with a message and changes nothing", async (_label, body, field, message) => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const before = await snapshot();
    // status cases name a real record, so only the status is wrong
    const res = await setStatus(field === "status" ? { id: a.id, ...body } : body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await snapshot()).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });

  it("malformed JSON, a wrong content type, an array body and an oversized body are 4xx with a message", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const before = await snapshot();
    const cases: [string, RequestInit["body"], Record<string, string>, number][] = [
      ["not json", "{status:", {}, 400],
      ["wrong type", JSON.stringify({ id: a.id, status: "Done" }), { "content-type": "text/plain" }, 400],
      ["array", JSON.stringify([{ id: a.id, status: "Done" }]), {}, 400],
      ["null", "null", {}, 400],
      ["huge", JSON.stringify({ id: a.id, status: "Done", pad: "x".repeat(40_000) }), {}, 413],
    ];
    for (const [label, body, headers, status] of cases) {
      const req = adminRequest("/api/appointments/status", { method: "PUT", cookie, body: body as string, headers });
      const res = await answer(await statusPUT(req, undefined));
      expect([label, res.status]).toEqual([label, status]);
      expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a cross-site request is refused with 403 and changes nothing", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const res = await setStatus({ id: a.id, status: "Done" }, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await db().appointment.findUniqueOrThrow({ where: { id: a.id } })).status).toBe("");
  });
});

describe("DELETE /api/appointments/delete/{id or timestamp}", () => {
  it("deletes by id, frees the slot for a new booking, keeps the patient and the other appointments", async () => {
    const res0 = await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:30" }));
    expect(res0.status).toBe(201);
    const [other] = await seed({ name: "Other", date: "2026-11-25", time: "19:00" });
    const id = res0.body.appointment.id as number;
    const { patientId } = await db().appointment.findUniqueOrThrow({ where: { id } });

    const res = await remove(String(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: APPOINTMENT_MESSAGES.deleted, appointment: { id, preferred_time: "18:30" } });
    expect(await db().appointment.findUnique({ where: { id } })).toBeNull();
    expect(await db().appointment.findUnique({ where: { id: other.id } })).not.toBeNull();
    expect(await db().patient.count({ where: { id: patientId } })).toBe(1);

    // the slot is free again
    const again = await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:30" }));
    expect(again.status).toBe(201);

    // deleting again: 404
    expect((await remove(String(id))).status).toBe(404);
  });

  it("deletes by timestamp, raw or URL-encoded", async () => {
    const [a, b] = await seed({ name: "A", date: "2026-11-25", time: "18:00" }, { name: "B", date: "2026-11-25", time: "18:15" });
    expect((await remove(a.timestamp)).status).toBe(200);
    expect((await remove(encodeURIComponent(b.timestamp))).status).toBe(200);
    expect(await db().appointment.count()).toBe(0);
  });

  it("writes an audit entry naming the record", async () => {
    const [a] = await seed({ name: "Asha Menon", date: "2026-11-25", time: "18:00" });
    await remove(String(a.id));
    const entries = await db().auditLog.findMany();
    expect(entries.map((e) => [e.actor, e.action, e.target, e.detail])).toEqual([
      [TEST_ADMIN.username, "appointment.delete", String(a.id), "2026-11-25 18:00"],
    ]);
  });

  it.each([
    ["an unknown id", "999999", 404, APPOINTMENT_MESSAGES.notFound],
    ["an unknown timestamp", "2020-01-01T00:00:00.000Z", 404, APPOINTMENT_MESSAGES.notFound],
    ["a word", "all", 400, APPOINTMENT_MESSAGES.badKey],
    ["zero", "0", 400, APPOINTMENT_MESSAGES.badKey],
    ["a negative id", "-1", 400, APPOINTMENT_MESSAGES.badKey],
    ["an id past 32 bits", "99999999999", 400, APPOINTMENT_MESSAGES.badKey],
    ["a SQL fragment", encodeURIComponent("1 OR 1=1"), 400, APPOINTMENT_MESSAGES.badKey],
    ["a broken escape", "%E0%A4%A", 400, APPOINTMENT_MESSAGES.badKey],
    ["a path", encodeURIComponent("../1"), 400, APPOINTMENT_MESSAGES.badKey],
  ])("%s (%s) answers %d with a message and deletes nothing", async (_label, key, status, message) => {
    await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const before = await snapshot();
    const res = await remove(key);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await snapshot()).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });

  it("a cross-site request is refused with 403 and deletes nothing", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    expect((await remove(String(a.id), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await remove(String(a.id), { origin: "https://evil.example" })).status).toBe(403);
    expect(await db().appointment.count()).toBe(1);
  });

  it("concurrent deletes of the same record: one 200, the rest 404, never a 5xx", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const results = await Promise.all(Array.from({ length: 5 }, () => remove(String(a.id))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
  });

  it("a status change racing a delete answers 200 or 404, never a 5xx", async () => {
    const [a] = await seed({ name: "A", date: "2026-11-25", time: "18:00" });
    const [put, del] = await Promise.all([setStatus({ id: a.id, status: "Done" }), remove(String(a.id))]);
    expect([200, 404]).toContain(put.status);
    expect(del.status).toBe(200);
  });
});

describe("GET /api/admin/stats", () => {
  it("counts all appointments, today's (IST) and patients", async () => {
    await seed(
      { name: "Today 1", date: "2026-11-24", time: "18:00" },
      { name: "Today 2", date: "2026-11-24", time: "20:00" },
      { name: "Tomorrow", date: "2026-11-25", time: "18:00" },
    );
    await db().patient.create({ data: { name: "No visits", nameKey: "no visits", phone: "1", phoneKey: "1" } });
    const res = await stats();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, stats: { totalAppointments: 3, todayAppointments: 2, totalPatients: 4 } });
  });

  it("'today' is the clinic's date: 00:30 IST on the 25th is already the 25th, though UTC says the 24th", async () => {
    await seed(
      { name: "On the 24th", date: "2026-11-24", time: "18:00" },
      { name: "Also on the 24th", date: "2026-11-24", time: "18:15" },
      { name: "On the 25th", date: "2026-11-25", time: "18:00" },
    );
    const at = async (instant: string) => {
      setNow(new Date(instant));
      cookie = await adminCookie(); // a session of that moment
      return (await stats()).body.stats;
    };
    expect(await at("2026-11-24T18:29:00Z")).toMatchObject({ todayAppointments: 2 }); // 23:59 IST on the 24th
    expect(await at("2026-11-24T19:00:00Z")).toMatchObject({ todayAppointments: 1 }); // 00:30 IST on the 25th
    expect(await at("2026-11-25T18:31:00Z")).toMatchObject({ totalAppointments: 3, todayAppointments: 0 }); // the 26th
  });

  it("answers zeros on an empty database", async () => {
    expect((await stats()).body).toEqual({ success: true, stats: { totalAppointments: 0, todayAppointments: 0, totalPatients: 0 } });
  });
});

describe("GET /api/appointments/files", () => {
  it("names where exports live relative to the data folder, never an absolute path", async () => {
    const res = await answer(await filesGET(adminRequest("/api/appointments/files", { cookie }), undefined));
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
