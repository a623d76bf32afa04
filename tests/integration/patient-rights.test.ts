/**
 * The patient's rights at the desk (FEATURES.md §7) through the real handlers: the rights
 * requests log, erasure's record (the request stays, the name goes), WhatsApp withdrawal's record
 * and the retention list. The export: patient-rights-export.test.ts.
 * Today is Tuesday 24 November 2026, noon in the clinic (the pinned clock). Both message channels
 * are configured so bookings write their messages (none is delivered here; what reaches the
 * patient after a withdrawal: consent-whatsapp.test.ts).
 */
import { db } from "@/lib/server/db";
import { SLOT_TIMES } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { PRIVACY_MESSAGES, RIGHTS_PAGE_SIZE } from "@/lib/shared/validation/privacy";
import { adminCookie } from "../fixtures/admin";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { deletePatient, seedPatient } from "../fixtures/patients";
import { patientProfile, rightsRows } from "../fixtures/privacy";
import { ASHA, booked, CONSENT, setUpRightsSuite } from "../fixtures/rights-suite";

const { session, rights } = setUpRightsSuite();

describe("the rights requests log", () => {
  it("records a request: 201, the record with the patient's name, audited", async () => {
    const asha = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" })).id;
    const res = await rights.createRequest({
      patientId: asha,
      kind: "correction",
      requester: "  son,   Ravi K. ",
      detail: "by e-mail",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Request recorded.",
      request: {
        id: expect.any(Number),
        patientId: asha,
        patientName: "Asha Menon",
        kind: "correction",
        requester: "son,   Ravi K.",
        detail: "by e-mail",
        receivedAt: TUESDAY_NOON_IST.toISOString(),
        doneAt: null,
        recordedBy: "test-admin",
        doneBy: null,
      },
    });
    expect(await db().auditLog.findFirst({ where: { action: "rights.create" } })).toMatchObject({
      actor: "test-admin",
      target: String(res.body.request.id),
      detail: `correction, patient ${asha}`,
    });
    // a grievance need not name a patient; a received date in the past is that day in the clinic
    const grievance = await rights.createRequest({
      kind: "grievance",
      requester: "a caller",
      receivedAt: "2026-11-20",
      patientId: "",
    });
    expect(grievance.status).toBe(201);
    expect(grievance.body.request).toMatchObject({
      patientId: null,
      patientName: null,
      receivedAt: "2026-11-19T18:30:00.000Z",
    });
    // the profile lists the patient's requests
    expect((await patientProfile(asha)).rightsRequests).toEqual([res.body.request]);
  });

  it("refuses bad input with 400 and a plain message; an unknown patient with 404", async () => {
    const cases: [unknown, string][] = [
      [{ requester: "the patient" }, PRIVACY_MESSAGES.kindInvalid],
      [{ kind: "delete-everything", requester: "the patient" }, PRIVACY_MESSAGES.kindInvalid],
      [{ kind: "access" }, PRIVACY_MESSAGES.requesterRequired],
      [{ kind: "access", requester: "   " }, PRIVACY_MESSAGES.requesterRequired],
      [{ kind: "access", requester: "x".repeat(101) }, PRIVACY_MESSAGES.requesterTooLong],
      [{ kind: "access", requester: "a", detail: "x".repeat(301) }, PRIVACY_MESSAGES.detailTooLong],
      [{ kind: "access", requester: "a", detail: 42 }, PRIVACY_MESSAGES.detailInvalid],
      [{ kind: "access", requester: "a", receivedAt: "2026-11-25" }, PRIVACY_MESSAGES.receivedFuture],
      [{ kind: "access", requester: "a", receivedAt: "2026-02-30" }, PRIVACY_MESSAGES.receivedInvalid],
      [{ kind: "access", requester: "a", receivedAt: "24/11/2026" }, PRIVACY_MESSAGES.receivedInvalid],
      [{ kind: "access", requester: "a", patientId: "abc" }, PRIVACY_MESSAGES.badPatientId],
      [{ kind: "access", requester: "a", patientId: -1 }, PRIVACY_MESSAGES.badPatientId],
      [{ kind: "access", requester: "a", patientId: 1.5 }, PRIVACY_MESSAGES.badPatientId],
      [[1, 2], PRIVACY_MESSAGES.kindInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await rights.createRequest(body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.message]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        message,
      ]);
    }
    expect(await rights.createRequest({ kind: "access", requester: "a", patientId: 424242 })).toMatchObject({
      status: 404,
      body: { success: false, message: "Patient not found." },
    });
    expect(await rightsRows()).toEqual([]);
  });

  it("marks a request done (the detail added to its own); again is 409, unknown 404, bad input 400", async () => {
    const asha = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" })).id;
    const { id } = (
      await rights.createRequest({ patientId: asha, kind: "correction", requester: "the patient", detail: "by e-mail" })
    ).body.request;
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 3_600_000));
    session.cookie = await adminCookie();
    const res = await rights.markDone(id, { done: true, detail: "phone corrected" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Marked as done.",
      request: expect.objectContaining({
        id,
        detail: "by e-mail; phone corrected",
        doneAt: "2026-11-24T07:30:00.000Z",
        doneBy: "test-admin",
        patientName: "Asha Menon",
      }),
    });
    expect(await db().auditLog.findFirst({ where: { action: "rights.done" } })).toMatchObject({
      target: String(id),
      detail: "correction",
    });
    expect(await rights.markDone(id, { done: true })).toMatchObject({
      status: 409,
      body: { success: false, message: "This request is already done." },
    });
    expect(await rights.markDone(424242, { done: true })).toMatchObject({
      status: 404,
      body: { message: "Request not found." },
    });
    for (const [key, body, message] of [
      [id, { done: false }, PRIVACY_MESSAGES.doneRequired],
      [id, {}, PRIVACY_MESSAGES.doneRequired],
      [id, { done: true, detail: "x".repeat(301) }, PRIVACY_MESSAGES.detailTooLong],
      ["abc", { done: true }, PRIVACY_MESSAGES.badRequestId],
      ["0", { done: true }, PRIVACY_MESSAGES.badRequestId],
    ] as const) {
      expect(await rights.markDone(key, body)).toMatchObject({ status: 400, body: { success: false, message } });
    }
  });

  it("lists open requests first (oldest first), then done ones (most recently done first), by page", async () => {
    const asha = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" })).id;
    const make = async (receivedAt: string, requester: string) =>
      (await rights.createRequest({ patientId: asha, kind: "access", requester, receivedAt })).body.request.id;
    const a = await make("2026-11-10", "A");
    const b = await make("2026-11-01", "B");
    const c = await make("2026-11-05", "C");
    const d = await make("2026-11-20", "D");
    await rights.markDone(c, { done: true });
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 60_000));
    session.cookie = await adminCookie();
    await rights.markDone(a, { done: true });

    const all = await rights.listRequests();
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 4, page: 1, totalPages: 1 });
    expect(all.body.requests.map((r) => r.id)).toEqual([b, d, a, c]);
    expect((await rights.listRequests("?status=open")).body).toMatchObject({
      total: 2,
      requests: [expect.objectContaining({ id: b, patientName: "Asha Menon" }), expect.objectContaining({ id: d })],
    });
    expect((await rights.listRequests("?status=done")).body.requests.map((r) => r.id)).toEqual([a, c]);

    await db().rightsRequest.createMany({
      data: Array.from({ length: RIGHTS_PAGE_SIZE }, () => ({ kind: "grievance", requester: "x" })),
    });
    const second = await rights.listRequests("?status=all&page=2");
    expect(second.body).toMatchObject({ total: RIGHTS_PAGE_SIZE + 4, page: 2, totalPages: 2 });
    expect(second.body.requests).toHaveLength(4);
    for (const [query, message] of [
      ["?status=closed", PRIVACY_MESSAGES.badStatus],
      ["?page=0", PRIVACY_MESSAGES.badPage],
      ["?page=abc", PRIVACY_MESSAGES.badPage],
    ]) {
      expect(await rights.listRequests(query)).toMatchObject({ status: 400, body: { success: false, message } });
    }
  });
});

describe("the calls that fulfil a right record it", () => {
  it("withdrawing WhatsApp consent at the desk leaves a done withdrawal request", async () => {
    const asha = await booked(ASHA, "2026-11-25", "18:30", CONSENT);
    const res = await rights.setConsent(asha, { whatsapp: false });
    expect(res.body.message).toBe(PRIVACY_MESSAGES.consentWithdrawn);
    expect(await rightsRows()).toEqual([`withdrawal|${asha}|the patient||done`]);
    // consent given again is not a request
    expect((await rights.setConsent(asha, { whatsapp: true })).body.message).toBe(PRIVACY_MESSAGES.consentGiven);
    expect(await rightsRows()).toEqual([`withdrawal|${asha}|the patient||done`]);
  });

  it("erasure: the open erasure request is marked done and keeps the id; the name is in no rights row", async () => {
    const asha = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111", email: "asha@example.com" })).id;
    const ravi = (await seedPatient({ name: "Ravi Kumar", phone: "+91 97311 22222" })).id;
    const erasure = await rights.createRequest({
      patientId: asha,
      kind: "erasure",
      requester: "Asha Menon herself",
      detail: "asked by e-mail; MENON confirmed by phone",
    });
    await rights.createRequest({ patientId: asha, kind: "access", requester: "Asha's son" });
    await rights.createRequest({ patientId: ravi, kind: "access", requester: "Ravi Kumar" });
    const before = await rights.exportPatient(asha); // an access request done, too
    expect(before.status).toBe(200);
    await before.arrayBuffer();

    const res = await deletePatient(String(asha));
    expect(res.status).toBe(200);
    const log = await rights.listRequests();
    const mine = log.body.requests.filter((r) => r.patientId === asha);
    expect(mine).toEqual([
      expect.objectContaining({
        kind: "erasure",
        patientName: null,
        doneBy: "test-admin",
        requester: "[erased] herself",
      }),
      expect.objectContaining({ kind: "access", patientName: null, requester: "[erased]'s son" }),
    ]);
    expect(mine[0]).toMatchObject({
      id: erasure.body.request.id,
      detail: "asked by e-mail; [erased] confirmed by phone",
    });
    const stored = JSON.stringify(await db().rightsRequest.findMany());
    expect(stored).not.toMatch(/asha|menon/i);
    expect(stored).toContain("Ravi Kumar"); // another patient's request is untouched
    const deleted = await db().auditLog.findFirstOrThrow({ where: { action: "patient.delete" } });
    expect(JSON.stringify(deleted)).not.toMatch(/asha|menon/i);
    expect(deleted).toMatchObject({ target: String(asha), actor: "test-admin" });
  });

  it("erasure without a recorded request adds one, done now, asked by the patient", async () => {
    const asha = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" })).id;
    expect((await deletePatient(String(asha))).status).toBe(200);
    const { body } = await rights.listRequests();
    expect(body.requests).toEqual([
      {
        id: expect.any(Number),
        patientId: asha,
        patientName: null,
        kind: "erasure",
        requester: "the patient",
        detail: null,
        receivedAt: TUESDAY_NOON_IST.toISOString(),
        doneAt: TUESDAY_NOON_IST.toISOString(),
        recordedBy: "test-admin",
        doneBy: "test-admin",
      },
    ]);
    // an unknown patient is not erased, and nothing is recorded
    expect((await deletePatient("424242")).status).toBe(404);
    expect(await db().rightsRequest.count()).toBe(1);
  });
});

describe("GET /api/admin/retention", () => {
  let made = 0;
  /** A patient made on `created` with appointments on these dates (status given, default Done). */
  async function patientWith(name: string, created: string, visits: [string, string?][] = []) {
    made += 1;
    const p = await seedPatient({ name, phone: `+91 90000 ${String(made).padStart(5, "0")}` });
    await db().patient.update({ where: { id: p.id }, data: { createdAt: new Date(`${created}T06:00:00Z`) } });
    for (const [i, [date, status = "Done"]] of visits.entries()) {
      const time = SLOT_TIMES[(made + i) % SLOT_TIMES.length];
      await db().appointment.create({
        data: {
          timestamp: `retention-${p.id}-${i}`,
          patientId: p.id,
          name,
          phone: p.phone,
          serviceRequired: "ECG",
          preferredDate: date,
          preferredTime: time,
          status: status === "pending" ? "" : status,
          activeSlot: status === "Cancelled" ? null : `${date} ${time}`,
        },
      });
    }
    return p.id;
  }

  it("lists patients whose last visit is more than 3 years ago with nothing upcoming, oldest first; deletes nothing", async () => {
    const old = await patientWith("Old Visit", "2020-05-01", [
      ["2021-03-01"],
      ["2023-11-23"],
      ["2024-06-01", "Cancelled"],
    ]);
    await patientWith("Exactly Three Years", "2020-05-01", [["2023-11-24"]]);
    await patientWith("Recent Visit", "2020-05-01", [["2022-01-10"], ["2025-06-02"]]);
    await patientWith("Coming Friday", "2020-05-01", [["2021-02-01"], ["2026-11-27", "pending"]]);
    const neverCame = await patientWith("Never Came", "2022-01-10", [["2026-12-01", "Cancelled"]]);
    await patientWith("New Patient", "2026-11-01");
    const noShow = await patientWith("No Show", "2019-01-01", [["2020-01-06", "No-show"]]);

    const res = await rights.retention();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      years: 3,
      cutoffDate: "2023-11-24",
      total: 3,
      patients: [
        { patientId: noShow, name: "No Show", lastVisit: "2020-01-06", appointments: 1, reports: 0 },
        { patientId: neverCame, name: "Never Came", lastVisit: "2022-01-10", appointments: 1, reports: 0 },
        { patientId: old, name: "Old Visit", lastVisit: "2023-11-23", appointments: 3, reports: 0 },
      ],
    });
    expect(await db().patient.count()).toBe(7);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("a year later the list grows by the ones whose visits have aged", async () => {
    await patientWith("Recent Visit", "2020-05-01", [["2024-06-01"]]);
    expect((await rights.retention()).body.total).toBe(0);
    setNow(new Date("2027-11-25T06:30:00Z"));
    session.cookie = await adminCookie();
    expect((await rights.retention()).body).toMatchObject({ cutoffDate: "2024-11-25", total: 1 });
  });
});

describe("without a session", () => {
  it("every call answers 401", async () => {
    const asha = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111" })).id;
    const { id } = (await rights.createRequest({ patientId: asha, kind: "access", requester: "the patient" })).body
      .request;
    session.cookie = "";
    const answers = [
      (await rights.exportPatient(asha)).status,
      (await rights.setConsent(asha, { whatsapp: false })).status,
      (await rights.listRequests()).status,
      (await rights.createRequest({ kind: "access", requester: "x" })).status,
      (await rights.markDone(id, { done: true })).status,
      (await rights.retention()).status,
    ];
    expect(answers).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await rightsRows()).toEqual([`access|${asha}|the patient||open`]);
    expect((await db().patient.findUniqueOrThrow({ where: { id: asha } })).whatsappConsent).toBeNull();
  });
});
