/**
 * The admin appointment writes against this file's own migrated database (SQLite, or
 * PostgreSQL with TEST_DB=postgresql), handlers called directly with a live session:
 * PUT /api/appointments/status and DELETE /api/appointments/delete/{id or timestamp}.
 * (401 without a session: tests/integration/route-guard.test.ts.)
 */
import { db } from "@/lib/server/db";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import { PUT as statusPUT } from "@/app/api/appointments/status/route";
import { TEST_ADMIN } from "../fixtures/admin";
import { auditActions, seed, setUpAppointmentsSuite, snapshot } from "../fixtures/appointments";
import { book, validBooking } from "../fixtures/booking";
import { adminRequest, answer } from "../fixtures/http";

const { session, setStatus, remove } = setUpAppointmentsSuite();

describe("PUT /api/appointments/status", () => {
  it("sets 'Done' by id and answers the updated record; '' sets it back to pending", async () => {
    const [a, other] = await seed(
      { name: "A", date: "2026-11-25", time: "18:00" },
      { name: "B", date: "2026-11-25", time: "18:15" },
    );
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
    expect((await setStatus({ timestamp: a.timestamp, status: "Done" })).body.appointment).toMatchObject({
      status: "Done",
    });
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
      [TEST_ADMIN.username, "appointment.status", String(a.id), "Pending"],
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
      expect(res.body).toEqual({ success: false, code: "not_found", message: APPOINTMENT_MESSAGES.notFound });
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });

  it.each([
    ["an unknown status", { status: "Postponed" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a lower-case cancelled", { status: "cancelled" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a lower-case done", { status: "done" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a padded Done", { status: " Done" }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a null status", { status: null }, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a missing status", {}, "status", APPOINTMENT_MESSAGES.badStatus],
    ["a numeric status", { status: 1 }, "status", APPOINTMENT_MESSAGES.badStatus],
    [
      "no id or timestamp",
      { id: undefined, timestamp: undefined, status: "Done" },
      "id",
      APPOINTMENT_MESSAGES.missingKey,
    ],
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
      const req = adminRequest("/api/appointments/status", {
        method: "PUT",
        cookie: session.cookie,
        body: body as string,
        headers,
      });
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
    const { id, patientId } = await db().appointment.findUniqueOrThrow({
      where: { timestamp: res0.body.appointment.timestamp as string },
    });

    const res = await remove(String(id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: APPOINTMENT_MESSAGES.deleted,
      appointment: { id, preferred_time: "18:30" },
    });
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
    const [a, b] = await seed(
      { name: "A", date: "2026-11-25", time: "18:00" },
      { name: "B", date: "2026-11-25", time: "18:15" },
    );
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
