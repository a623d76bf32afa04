/**
 * The admin patient calls (SPEC §7, DESIGN §2–§3) through the real handlers: list and
 * search, lookup by ID/email/phone, the profile, and /api/patients/files. Add New Patient
 * and delete: admin-patients-add-delete.test.ts.
 */
import { GET as filesRoute } from "@/app/api/patients/files/route";
import { db } from "@/lib/server/db";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie } from "../fixtures/admin";
import { book, validBooking } from "../fixtures/booking";
import { adminRequest, answer } from "../fixtures/http";
import { addNote, getPatient, listPatients, seedPatient, setUpPatientsSuite } from "../fixtures/patients";

setUpPatientsSuite();

describe("GET /api/admin/patients", () => {
  beforeEach(async () => {
    await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111", email: "Asha.Menon@Example.com" });
    await seedPatient({ name: "Ravi Kumar", phone: "098400 22222", email: null });
    await seedPatient({ name: "Meena Ravichandran", phone: "9840033333", email: "meena_r@example.org" });
    await seedPatient({ name: "Karthik S", phone: "+91 98400 11111", email: null }); // shares Asha's phone
  });

  const names = (body: Record<string, unknown>) => (body.patients as { name: string }[]).map((p) => p.name);

  it("lists every patient by name, with the spec's list fields and the total", async () => {
    const { status, body } = await listPatients();
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.total).toBe(4);
    expect(names(body)).toEqual(["Asha Menon", "Karthik S", "Meena Ravichandran", "Ravi Kumar"]);
    expect((body.patients as unknown[])[0]).toMatchObject({
      patient_id: expect.any(Number),
      name: "Asha Menon",
      email: "Asha.Menon@Example.com",
      phone: "+91 98400 11111",
    });
  });

  it.each([
    ["a name fragment, any case", "RAVI", ["Meena Ravichandran", "Ravi Kumar"]],
    ["a name with extra spaces", "  asha   menon ", ["Asha Menon"]],
    ["part of an email", "example.org", ["Meena Ravichandran"]],
    ["an email in another case", "asha.menon@EXAMPLE.com", ["Asha Menon"]],
    ["an email with an underscore", "meena_r@", ["Meena Ravichandran"]],
    ["phone digits", "22222", ["Ravi Kumar"]],
    ["a phone typed with +91 and spaces", "+91 98400 11111", ["Asha Menon", "Karthik S"]],
    ["a phone with a trunk zero", "098400 33333", ["Meena Ravichandran"]],
    ["nothing that matches", "zzz", []],
    ["a word no name holds but emails do (by email)", "example", ["Asha Menon", "Meena Ravichandran"]],
    ["SQL wildcards, literally", "%", []],
    ["an underscore, literally", "n_r", []],
    ["an underscore that is there", "a_r@example", ["Meena Ravichandran"]],
  ])("searches by %s", async (_label, search, expected) => {
    const { status, body } = await listPatients(`?search=${encodeURIComponent(search)}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.search).toBe(search.trim());
  });

  it("finds a patient by ID (also written #ID)", async () => {
    const ravi = await db().patient.findFirstOrThrow({ where: { nameKey: "ravi kumar" } });
    expect(names((await listPatients(`?search=${ravi.id}`)).body)).toContain("Ravi Kumar");
    expect(names((await listPatients(`?search=%23${ravi.id}`)).body)).toEqual(["Ravi Kumar"]);
  });

  it("pages: 50 by default, with the total of all matches", async () => {
    await db().patient.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        name: `Test Patient ${String(i).padStart(3, "0")}`,
        nameKey: `test patient ${String(i).padStart(3, "0")}`,
        phone: `97000${String(i).padStart(5, "0")}`,
        phoneKey: `97000${String(i).padStart(5, "0")}`,
      })),
    });
    const first = await listPatients("?search=test");
    expect(first.body).toMatchObject({ total: 120, page: 1, pageSize: 50 });
    expect(first.body.patients).toHaveLength(50);
    const third = await listPatients("?search=test&page=3");
    expect(third.body).toMatchObject({ total: 120, page: 3 });
    expect(names(third.body)[0]).toBe("Test Patient 100");
    expect(third.body.patients).toHaveLength(20);
    const small = await listPatients("?search=test&pageSize=7&page=2");
    expect(names(small.body)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Test Patient 00${7 + i}`.replace(/00(\d\d)$/, "0$1")),
    );
  });

  it("export=csv answers every match and is audited: that a search narrowed it and how many, never the search", async () => {
    const { body } = await listPatients("?search=ravi&export=csv");
    expect(names(body)).toEqual(["Meena Ravichandran", "Ravi Kumar"]);
    const entry = await db().auditLog.findFirst({ where: { action: "patients.export" } });
    expect(entry).toMatchObject({ actor: "test-admin", target: "search", detail: "2 patients" });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain("ravi");
  });

  it.each([
    ["?page=0", "Page must be a whole number from 1."],
    ["?page=abc", "Page must be a whole number from 1."],
    ["?pageSize=500", "Page size must be a whole number from 1 to 200."],
    [`?search=${"x".repeat(101)}`, "Search text must be at most 100 characters."],
    ["?export=pdf", "export must be 'csv'."],
  ])("refuses %s with 400", async (query, message) => {
    const { status, body } = await listPatients(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe("GET /api/admin/patient/{key}", () => {
  it("answers the profile by ID, email or phone, in the spec's camelCase", async () => {
    const p = await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111", email: "asha@example.com", age: 54 });
    for (const key of [String(p.id), "ASHA@example.com", "9840011111", "+91 98400 11111", "098400 11111"]) {
      const { status, body } = await getPatient(key);
      expect(status).toBe(200);
      expect(body.patient).toMatchObject({
        id: p.id,
        name: "Asha Menon",
        email: "asha@example.com",
        phone: "+91 98400 11111",
        age: 54,
        sex: "",
        address: "",
        occupation: "",
        totalAppointments: 0,
        services: [],
        appointments: [],
        notes: [],
        reports: [],
      });
    }
  });

  it("collects appointments (newest first), services, notes and reports", async () => {
    await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:00", serviceRequired: "ECG" }));
    await book(validBooking({ preferredDate: "2026-11-26", preferredTime: "19:00", additionalInfo: "Follow-up" }));
    const p = await db().patient.findFirstOrThrow();
    await addNote({ patientIdentifier: String(p.id), note: "BP 130/85", consultationDate: "2026-11-20" });
    await addNote({ patientIdentifier: String(p.id), note: "Started statin", consultationDate: "2026-11-24" });
    const { body } = await getPatient(String(p.id));
    const profile = body.patient as Record<string, unknown>;
    expect(profile.totalAppointments).toBe(2);
    expect(profile.services).toEqual(["Cardiac Consultation", "ECG"]);
    expect(profile.appointments).toEqual([
      expect.objectContaining({
        date: "2026-11-26",
        time: "19:00",
        status: "",
        service: "Cardiac Consultation",
        additionalInfo: "Follow-up",
      }),
      expect.objectContaining({ date: "2026-11-25", time: "18:00", service: "ECG" }),
    ]);
    expect((profile.notes as { note: string }[]).map((n) => n.note)).toEqual(["Started statin", "BP 130/85"]);
    expect((profile.notes as unknown[])[0]).toEqual({
      id: expect.any(Number),
      timestamp: expect.any(String),
      patient_id: p.id,
      consultation_date: "2026-11-24",
      note: "Started statin",
      created_at: expect.any(String),
      author: expect.any(String),
    });
  });

  it("completedVisits counts the visits that happened: not the cancelled, the no-shows or those still to come", async () => {
    await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:00" }));
    // four more of hers, as the desk would have added them over the months
    const first = await db().appointment.findFirstOrThrow();
    const { id: _id, timestamp: _t, manageTokenHash: _h, activeSlot: _s, ...copy } = first;
    for (const [i, date] of ["2026-11-26", "2026-11-27", "2026-11-28", "2026-12-01"].entries())
      await db().appointment.create({
        data: { ...copy, preferredDate: date, timestamp: `${first.timestamp}-${i}`, activeSlot: `${date} 18:00` },
      });
    const p = await db().patient.findFirstOrThrow();
    const rows = await db().appointment.findMany({ orderBy: { preferredDate: "asc" } });
    // seen twice, cancelled once, missed once; one still to come
    for (const [i, status] of ["Done", "Cancelled", "Done", "No-show"].entries())
      // a cancelled appointment frees its slot (the slot key goes with it)
      await db().appointment.update({
        where: { id: rows[i].id },
        data: { status, ...(status === "Cancelled" ? { activeSlot: null } : {}) },
      });
    const { body } = await getPatient(String(p.id));
    expect(body.patient).toMatchObject({ totalAppointments: 5, completedVisits: 2 });
  });

  it("a phone shared by several patients is a 409 with the candidates", async () => {
    const a = await seedPatient({ name: "Lakshmi", phone: "9840044444" });
    const b = await seedPatient({ name: "Suresh", phone: "+91 98400 44444" });
    const { status, body } = await getPatient("9840044444");
    expect(status).toBe(409);
    expect(body.message).toBe(PATIENT_MESSAGES.sharedPhone);
    expect((body.candidates as { patient_id: number }[]).map((c) => c.patient_id)).toEqual([a.id, b.id]);
    // the ID is never ambiguous
    expect((await getPatient(String(b.id))).body.patient).toMatchObject({ name: "Suresh" });
  });

  it.each(["999999", "nobody@example.com", "9000000000", "Asha"])("unknown %s is 404", async (key) => {
    const { status, body } = await getPatient(key);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: "not_found", message: PATIENT_MESSAGES.notFound });
  });

  it("an over-long key is a 400", async () => {
    const { status } = await getPatient("9".repeat(300));
    expect(status).toBe(400);
  });
});

describe("GET /api/patients/files", () => {
  it("answers relative locations only", async () => {
    const res = await answer(
      await filesRoute(adminRequest("/api/patients/files", { cookie: await adminCookie() }), undefined),
    );
    expect(res.status).toBe(200);
    const paths = res.body.filePaths as Record<string, string>;
    expect(paths.patients).toEqual(expect.any(String));
    for (const value of [...Object.values(paths), res.body.message as string]) {
      expect(value).not.toContain(process.env.UPLOADS_DIR!);
      expect(value).not.toContain(process.env.BACKUPS_DIR!);
      expect(value).not.toMatch(/(^|\s)\//);
    }
  });
});
