/**
 * PATCH /api/admin/patient/{patientId} — the profile's Edit details (FEATURES.md §3) —
 * through the real handler on this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql): each field under the Add New Patient rules and messages, duplicates
 * refused, the matching keys and upcoming appointments following the change, the audit
 * naming fields only.
 */
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { emailKey, nameKey, phoneKey, type PatientDetails } from "@/lib/server/domain/patients";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { TEST_ADMIN } from "../fixtures/admin";
import { book, validBooking } from "../fixtures/booking";
import {
  ASHA_DETAILS as ASHA,
  auditRows,
  setUpManageSuite,
  storePatient as store,
  tokenOfUrl,
} from "../fixtures/manage";
import { getPatient, useCookie } from "../fixtures/patients";

const { desk, session } = setUpManageSuite();

const RAVI: PatientDetails = { name: "Ravi Kumar", email: "ravi@example.com", phone: "+91 98400 22222" };

const patientRow = (id: number) => db().patient.findUniqueOrThrow({ where: { id } });

/** Stores an appointment of the patient with their details as they were (phone etc.). */
const appointmentOf = (p: { id: number; name: string; phone: string }, date: string, time: string, status = "") =>
  db().appointment.create({
    data: {
      timestamp: `${date}T${time}:00.000Z`,
      patientId: p.id,
      name: p.name,
      phone: p.phone,
      serviceRequired: "ECG",
      preferredDate: date,
      preferredTime: time,
      status,
      activeSlot: status === "Cancelled" ? null : `${date} ${time}`,
    },
  });

describe("PATCH /api/admin/patient/{patientId}", () => {
  it.each([
    ["name", "  Asha  Lakshmi Menon ", { name: "Asha  Lakshmi Menon", nameKey: "asha lakshmi menon" }],
    ["email", " Asha.New@Example.com ", { email: "Asha.New@Example.com", emailKey: "asha.new@example.com" }],
    ["phone", "098400 55555", { phone: "098400 55555", phoneKey: "9840055555" }],
    ["age", "61", { age: 61 }],
    ["age", 0, { age: 0 }],
    ["sex", "Other", { sex: "Other" }],
    ["address", "9 Temple Street, Chennai", { address: "9 Temple Street, Chennai" }],
    ["occupation", "Retired", { occupation: "Retired" }],
    ["language", "ta", { language: "ta" }],
  ])(
    "changes %s alone (%j): 200 with the patient; the rest stays; audited by field name only",
    async (field, value, expected) => {
      const asha = await store(ASHA);
      const res = await desk.editPatient(asha.id, { [field]: value });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const after = await patientRow(asha.id);
      expect(after).toEqual({ ...asha, ...expected, updatedAt: expect.any(Date) });
      expect(res.body).toEqual({
        success: true,
        message: PATIENT_MESSAGES.updated,
        patient: {
          patient_id: asha.id,
          name: after.name,
          email: after.email ?? "",
          phone: after.phone,
          age: after.age,
          sex: after.sex ?? "",
          address: after.address ?? "",
          occupation: after.occupation ?? "",
          created_at: asha.createdAt.toISOString(),
        },
      });
      expect(await auditRows()).toEqual([[TEST_ADMIN.username, "patient.update", String(asha.id), field]]);
    },
  );

  it("changes several at once; the audit names them, never the values", async () => {
    const asha = await store(ASHA);
    const change = { name: "Asha L Menon", phone: "+91 90000 12345", address: "7 Hill Road", email: "al@example.com" };
    expect((await desk.editPatient(String(asha.id), change)).status).toBe(200);
    expect(await patientRow(asha.id)).toMatchObject(change);
    const [[, action, , detail]] = await auditRows();
    expect(action).toBe("patient.update");
    expect(detail!.split(", ").sort()).toEqual(["address", "email", "name", "phone"]);
    const audit = JSON.stringify(await db().auditLog.findMany());
    for (const value of ["Asha", "90000", "Hill", "al@example"]) expect(audit).not.toContain(value);
  });

  it("a blank email or address clears it", async () => {
    const asha = await store(ASHA);
    const res = await desk.editPatient(asha.id, { email: "", address: "  " });
    expect(res.status).toBe(200);
    expect(res.body.patient).toMatchObject({ email: "", address: "" });
    expect(await patientRow(asha.id)).toMatchObject({ email: null, emailKey: null, address: null });
    // the email is free for another patient now
    expect((await desk.editPatient((await store(RAVI)).id, { email: "ASHA@example.com" })).status).toBe(200);
  });

  it.each([
    ["a blank name", { name: "  " }, "name", PATIENT_MESSAGES.nameRequired],
    ["a name too long", { name: "x".repeat(101) }, "name", "Name must be at most 100 characters."],
    ["a blank phone", { phone: "" }, "phone", PATIENT_MESSAGES.phoneRequired],
    ["a phone of letters", { phone: "call me" }, "phone", "Please enter a valid phone number."],
    ["a phone too short", { phone: "12345" }, "phone", "Please enter a valid phone number."],
    ["an email without @", { email: "asha.example.com" }, "email", "Please enter a valid email address."],
    ["a blank age", { age: "" }, "age", PATIENT_MESSAGES.ageRequired],
    ["an age over 150", { age: 151 }, "age", PATIENT_MESSAGES.ageInvalid],
    ["a negative age", { age: -1 }, "age", PATIENT_MESSAGES.ageInvalid],
    ["a fractional age", { age: "40.5" }, "age", PATIENT_MESSAGES.ageInvalid],
    ["a word as age", { age: "forty" }, "age", PATIENT_MESSAGES.ageInvalid],
    ["a blank sex", { sex: "" }, "sex", PATIENT_MESSAGES.sexRequired],
    ["an unknown sex", { sex: "female" }, "sex", PATIENT_MESSAGES.sexInvalid],
    ["an address too long", { address: "x".repeat(301) }, "address", "Address must be at most 300 characters."],
    [
      "an occupation too long",
      { occupation: "x".repeat(101) },
      "occupation",
      "Occupation must be at most 100 characters.",
    ],
    ["an unknown language", { language: "fr" }, "language", PATIENT_MESSAGES.languageInvalid],
    ["a blank language", { language: "" }, "language", PATIENT_MESSAGES.languageInvalid],
  ])("%s is a 400 with the add-patient message; nothing changes", async (_label, body, field, message) => {
    const asha = await store(ASHA);
    const res = await desk.editPatient(asha.id, { occupation: "Retired", ...body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await patientRow(asha.id)).toEqual(asha);
    expect(await auditRows()).toEqual([]);
  });

  it("a name pasted over two lines is kept on one line (no control characters stored)", async () => {
    const asha = await store(ASHA);
    expect((await desk.editPatient(asha.id, { name: "Asha\nLakshmi\u0000" })).status).toBe(200);
    expect(await patientRow(asha.id)).toMatchObject({ name: "Asha Lakshmi", nameKey: "asha lakshmi" });
  });

  it.each([
    ["an empty body", {}],
    ["only unknown fields", { patientName: "Asha", id: 3 }],
  ])("%s is a 400: nothing to change", async (_label, body) => {
    const asha = await store(ASHA);
    const res = await desk.editPatient(asha.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: PATIENT_MESSAGES.nothingToChange });
    expect(await patientRow(asha.id)).toEqual(asha);
  });

  it("another patient's email (any case) is a 409; the patient's own is fine", async () => {
    const [asha, ravi] = [await store(ASHA), await store(RAVI)];
    const res = await desk.editPatient(asha.id, { email: " RAVI@example.com" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: PATIENT_MESSAGES.duplicateEmail });
    expect(await patientRow(asha.id)).toEqual(asha);
    expect((await desk.editPatient(asha.id, { email: "Asha@Example.com" })).status).toBe(200);
    expect(await patientRow(ravi.id)).toEqual(ravi);
  });

  it("another patient's name and phone (normalised) is a 409; the name or the phone alone is fine", async () => {
    const [asha] = [await store(ASHA), await store(RAVI)];
    const res = await desk.editPatient(asha.id, { name: "ravi  KUMAR", phone: "098400-22222" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: PATIENT_MESSAGES.duplicatePhoneName });
    expect(await patientRow(asha.id)).toEqual(asha);
    expect((await desk.editPatient(asha.id, { phone: "+91 98400 22222" })).status).toBe(200); // family share phones
    expect((await desk.editPatient(asha.id, { name: "Ravi Kumar" })).status).toBe(409); // now both match
  });

  it("an unknown patient is a 404; a key that is no patient ID is a 400", async () => {
    const asha = await store(ASHA);
    const unknown = await desk.editPatient(asha.id + 1000, { age: 50 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: "not_found", message: PATIENT_MESSAGES.notFound });
    for (const key of ["abc", "0", "-1", "1.5", "asha@example.com", "9840011111x", "99999999999"]) {
      const res = await desk.editPatient(key, { age: 50 });
      expect([key, res.status]).toEqual([key, 400]);
      expect(res.body).toMatchObject({ success: false, message: PATIENT_MESSAGES.badId });
    }
    expect(await patientRow(asha.id)).toEqual(asha);
  });

  it("upcoming pending appointments take the new details; past and closed ones keep what was entered", async () => {
    const asha = await store(ASHA);
    const [past, today, soon, done, cancelled] = [
      await appointmentOf(asha, "2026-11-20", "18:00"),
      await appointmentOf(asha, "2026-11-24", "18:00"),
      await appointmentOf(asha, "2026-11-26", "19:00"),
      await appointmentOf(asha, "2026-11-27", "19:00", "Done"),
      await appointmentOf(asha, "2026-11-28", "19:00", "Cancelled"),
    ];
    const other = await appointmentOf(await store(RAVI), "2026-11-26", "19:15");
    expect((await desk.editPatient(asha.id, { phone: "+91 90000 12345", name: "Asha L Menon" })).status).toBe(200);
    const phoneOf = async (id: number) => (await db().appointment.findUniqueOrThrow({ where: { id } })).phone;
    expect(await phoneOf(today.id)).toBe("+91 90000 12345");
    expect(await phoneOf(soon.id)).toBe("+91 90000 12345");
    expect((await db().appointment.findUniqueOrThrow({ where: { id: soon.id } })).name).toBe("Asha L Menon");
    for (const kept of [past, done, cancelled]) expect(await phoneOf(kept.id)).toBe("+91 98400 11111");
    expect(await phoneOf(other.id)).toBe("+91 98400 22222");
  });

  it("the matching keys follow: a later public booking with the new name and phone is this patient", async () => {
    const asha = await store({ ...ASHA, email: null });
    await desk.editPatient(asha.id, { name: "Asha Lakshmi", phone: "+91 90000 12345" });
    expect(await patientRow(asha.id)).toMatchObject({
      nameKey: nameKey("Asha Lakshmi"),
      phoneKey: phoneKey("+91 90000 12345"),
      emailKey: emailKey(null),
    });
    const res = await book(validBooking({ patientName: "asha lakshmi", patientPhone: "9000012345", patientEmail: "" }));
    expect(res.status).toBe(201);
    expect(await db().patient.count()).toBe(1);
    expect((await db().appointment.findFirstOrThrow()).patientId).toBe(asha.id);
    // the old name and phone are nobody's now: that booking makes a new patient
    await book(validBooking({ patientName: "Asha Menon", preferredTime: "19:00", patientEmail: "" }));
    expect(await db().patient.count()).toBe(2);
  });

  it("the patient's stored details change only through the edit, never through a booking's answer", async () => {
    const asha = await store(ASHA);
    await book(validBooking({ patientAge: 70, patientAddress: "Elsewhere" }));
    expect(await patientRow(asha.id)).toEqual(asha);
  });
});

describe("a patient whose name and phone another record shares stays editable", () => {
  it("correcting the age of one of two records public bookings made for one name and phone is a 200", async () => {
    // Two bookings, same name and phone, different emails: two records (staff merge later) — FEATURES.md §3.
    await book(validBooking({ patientEmail: "asha@example.com" }));
    await book(validBooking({ patientEmail: "asha.m@example.com", preferredTime: "19:00" }));
    const [first] = await db().patient.findMany({ orderBy: { id: "asc" } });
    expect(await db().patient.count()).toBe(2);
    const res = await desk.editPatient(first.id, { age: 55 });
    expect(res.status).toBe(200);
  });
});

describe("the language of the patient's messages (FEATURES.md §6)", () => {
  beforeEach(() => useCookie(session.cookie));

  it("the profile shows it (English unless the patient booked in Tamil); the desk changes it alone, audited by name", async () => {
    const asha = await store(ASHA);
    expect((await getPatient(String(asha.id))).body.patient).toMatchObject({ id: asha.id, language: "en" });
    const soon = await appointmentOf(asha, "2026-11-26", "19:00");

    const res = await desk.editPatient(asha.id, { language: "ta" });
    expect(res.status).toBe(200);
    expect(await patientRow(asha.id)).toEqual({ ...asha, language: "ta", updatedAt: expect.any(Date) });
    expect((await getPatient(String(asha.id))).body.patient).toMatchObject({ language: "ta" });
    expect(await db().appointment.findUniqueOrThrow({ where: { id: soon.id } })).toMatchObject({
      preferredDate: soon.preferredDate,
      preferredTime: soon.preferredTime,
      status: "",
      phone: ASHA.phone,
    });
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "patient.update", String(asha.id), "language"]]);

    expect((await desk.editPatient(asha.id, { language: "en", age: 55 })).status).toBe(200);
    expect(await patientRow(asha.id)).toMatchObject({ language: "en", age: 55 });
  });

  it("a booking in Tamil shows as Tamil; other details edited later keep it", async () => {
    expect((await book(validBooking({ language: "ta" }))).status).toBe(201);
    const { id } = await db().patient.findFirstOrThrow();
    expect((await getPatient(String(id))).body.patient).toMatchObject({ language: "ta" });
    expect((await desk.editPatient(id, { occupation: "Retired" })).status).toBe(200);
    expect(await patientRow(id)).toMatchObject({ language: "ta", occupation: "Retired" });
  });

  it("Book appointment for a Tamil patient answers the manage link under /ta; for an English one, as before", async () => {
    const [asha, ravi] = [await store(ASHA), await store(RAVI)];
    await desk.editPatient(asha.id, { language: "ta" });
    const slot = { serviceRequired: "ECG", preferredDate: "2026-11-26", preferredTime: "19:00" };
    const tamil = await desk.bookFor(asha.id, slot);
    expect(tamil.status).toBe(201);
    const tamilUrl = tamil.body.manageUrl as string;
    expect(tamilUrl).toBe(`${clinic().siteUrl}/ta/appointment/${tokenOfUrl(tamilUrl)}`);
    const english = await desk.bookFor(ravi.id, { ...slot, preferredTime: "19:15" });
    const englishUrl = english.body.manageUrl as string;
    expect(englishUrl).toBe(`${clinic().siteUrl}/appointment/${tokenOfUrl(englishUrl)}`);
  });
});
