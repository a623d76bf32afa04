/**
 * The admin patient calls that change data (SPEC §7, DESIGN §2–§3) through the real
 * handlers: Add New Patient with and without an appointment, and delete with everything
 * that belongs to the patient.
 */
import fs from "node:fs";
import path from "node:path";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { SLOT_TAKEN_MESSAGE, SUNDAY_MESSAGE } from "@/lib/shared/validation/booking";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie } from "../fixtures/admin";
import { book, validBooking } from "../fixtures/booking";
import { BOUNDARY, filesInUploads, multipart, pdfBytes, reportFields } from "../fixtures/files";
import {
  addNote,
  addPatient,
  deletePatient,
  seedPatient,
  setUpPatientsSuite,
  upload,
  uploadRequest,
  useCookie,
  validPatient,
} from "../fixtures/patients";

setUpPatientsSuite();

const auditCount = (action: string) => db().auditLog.count({ where: { action } });

describe("POST /api/admin/patient/add", () => {
  it("adds a patient without an appointment: 201, the spec's message, keys stored, audited", async () => {
    const { status, body } = await addPatient(validPatient({ email: "  Ravi@Example.com " }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "Patient added successfully!", appointment: null });
    const stored = await db().patient.findFirstOrThrow();
    expect(stored).toMatchObject({
      name: "Ravi Kumar",
      nameKey: "ravi kumar",
      email: "Ravi@Example.com",
      emailKey: "ravi@example.com",
      phoneKey: "9840022222",
      age: 61,
      sex: "Male",
    });
    expect(body.patient).toMatchObject({ patient_id: stored.id, name: "Ravi Kumar" });
    expect(await auditCount("patient.create")).toBe(1);
    expect(await db().appointment.count()).toBe(0);
  });

  it("accepts age 0 and 150, and leaves optional fields empty", async () => {
    expect((await addPatient(validPatient({ age: 0, email: "", address: "", occupation: "" }))).status).toBe(201);
    expect((await addPatient(validPatient({ name: "Old", age: 150, email: "" }))).status).toBe(201);
    expect(await db().patient.findFirst({ where: { age: 0 } })).toMatchObject({
      email: null,
      emailKey: null,
      address: null,
    });
  });

  it("with date, time and service: books the slot for this patient (source admin, no contact row)", async () => {
    const { status, body } = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: "2026-11-25", preferredTime: "18:45" }),
    );
    expect(status).toBe(201);
    expect(body.message).toBe("Patient added and appointment scheduled successfully!");
    const patient = await db().patient.findFirstOrThrow();
    const appointment = await db().appointment.findFirstOrThrow();
    expect(appointment).toMatchObject({
      patientId: patient.id,
      name: "Ravi Kumar",
      serviceRequired: "ECG",
      preferredDate: "2026-11-25",
      preferredTime: "18:45",
      source: "admin",
      status: "",
    });
    expect(body.appointment).toMatchObject({
      preferred_date: "2026-11-25",
      preferred_time: "18:45",
      patient_id: patient.id,
    });
    expect(await db().contact.count()).toBe(0);
    expect(await auditCount("appointment.create")).toBe(1);
    // the slot is taken now
    expect((await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:45" }))).status).toBe(409);
  });

  it("when the booking step fails (slot taken) the patient stays and the spec's message says so", async () => {
    expect((await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "19:00" }))).status).toBe(201);
    const { status, body } = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: "2026-11-25", preferredTime: "19:00" }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: "Patient added successfully, but appointment scheduling failed. You can schedule it manually later.",
      appointment: null,
      appointmentError: SLOT_TAKEN_MESSAGE,
    });
    expect(await db().patient.count({ where: { nameKey: "ravi kumar" } })).toBe(1);
    expect(await db().appointment.count()).toBe(1);
  });

  it.each([
    [
      "a date only",
      { preferredDate: "2026-11-25" },
      { serviceRequired: "Please choose a service", preferredTime: "Please choose a time." },
    ],
    [
      "a date and time without a service",
      { preferredDate: "2026-11-25", preferredTime: "18:00" },
      { serviceRequired: "Please choose a service" },
    ],
    [
      "a service and time without a date",
      { serviceRequired: "ECG", preferredTime: "18:00" },
      { preferredDate: "Please choose a date." },
    ],
  ])(
    "%s is a 400 naming what is missing, and stores nothing (never a silent skip)",
    async (_label, partial, errors) => {
      const res = await addPatient(validPatient(partial));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
      expect(await db().patient.count()).toBe(0);
      expect(await db().appointment.count()).toBe(0);
    },
  );

  it.each([
    ["name missing", { name: "  " }, "name", "Patient name is required"],
    ["phone missing", { phone: "" }, "phone", "Phone number is required"],
    ["phone not a number", { phone: "call me" }, "phone", "Please enter a valid phone number."],
    ["age missing", { age: "" }, "age", "Age is required"],
    ["age null", { age: null }, "age", "Age is required"],
    ["age not a number", { age: "abc" }, "age", "Please enter a valid age (0-150)"],
    ["age too high", { age: 151 }, "age", "Please enter a valid age (0-150)"],
    ["age negative", { age: -1 }, "age", "Please enter a valid age (0-150)"],
    ["age fractional", { age: "40.5" }, "age", "Please enter a valid age (0-150)"],
    ["sex missing", { sex: "" }, "sex", "Sex is required"],
    ["sex invalid", { sex: "Unknown" }, "sex", "Please select a valid sex option"],
    ["email invalid", { email: "not-an-email" }, "email", "Please enter a valid email address."],
    [
      "a Sunday",
      { serviceRequired: "ECG", preferredDate: "2026-11-29", preferredTime: "18:00" },
      "preferredDate",
      SUNDAY_MESSAGE,
    ],
    [
      "a past date",
      { serviceRequired: "ECG", preferredDate: "2026-11-23", preferredTime: "18:00" },
      "preferredDate",
      "Please choose today or a later date.",
    ],
    [
      "an unlisted time",
      { serviceRequired: "ECG", preferredDate: "2026-11-25", preferredTime: "17:00" },
      "preferredTime",
      expect.stringContaining("listed times"),
    ],
    [
      "an unknown service",
      { serviceRequired: "Haircut", preferredDate: "2026-11-25", preferredTime: "18:00" },
      "serviceRequired",
      "Please select a service from the list.",
    ],
  ])("refuses %s with 400 and writes nothing", async (_label, fields, field, message) => {
    const { status, body } = await addPatient(validPatient(fields));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await db().patient.count()).toBe(0);
    expect(await db().appointment.count()).toBe(0);
  });

  it("refuses a slot that has already passed today", async () => {
    setNow(new Date("2026-11-24T13:10:00Z")); // 18:40 IST
    useCookie(await adminCookie());
    const { status, body } = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: "2026-11-24", preferredTime: "18:30" }),
    );
    expect(status).toBe(400);
    expect((body.errors as Record<string, string>).preferredTime).toMatch(/already passed/);
  });

  it("answers 409 for an existing email (any case) or the same phone and name, and writes nothing", async () => {
    const first = await addPatient(validPatient());
    const id = (first.body.patient as { patient_id: number }).patient_id;
    const sameEmail = await addPatient(
      validPatient({ name: "Someone Else", phone: "9000000001", email: "RAVI@example.com" }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({ success: false, message: PATIENT_MESSAGES.duplicateEmail, patientId: id });
    const samePhoneName = await addPatient(validPatient({ name: " ravi  KUMAR ", phone: "098400 22222", email: "" }));
    expect(samePhoneName.status).toBe(409);
    expect(samePhoneName.body.message).toBe(PATIENT_MESSAGES.duplicatePhoneName);
    // a family member sharing the phone is a different patient
    expect((await addPatient(validPatient({ name: "Priya Kumar", email: "" }))).status).toBe(201);
    expect(await db().patient.count()).toBe(2);
  });

  it("refuses a body that is not JSON, or too big", async () => {
    const notJson = await addPatient("name=Ravi");
    expect(notJson.status).toBe(400);
    const huge = await addPatient(validPatient({ address: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
  });
});

describe("DELETE /api/admin/patient/{id}", () => {
  async function patientWithEverything() {
    await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:00" }));
    await book(validBooking({ preferredDate: "2026-11-26", preferredTime: "18:00" }));
    const p = await db().patient.findFirstOrThrow({ where: { emailKey: "asha@example.com" } });
    await addNote({ patientIdentifier: String(p.id), note: "Stable", consultationDate: "2026-11-20" });
    for (const name of ["A", "B"]) {
      const res = await upload(
        uploadRequest(
          multipart([
            ...reportFields(p.id, { reportName: name }),
            { name: "reportFile", fileName: "r.pdf", data: pdfBytes() },
          ]),
          BOUNDARY,
        ),
      );
      expect(res.status).toBe(201);
    }
    return p;
  }

  it("removes the patient, appointments (freeing the slots), notes, reports, files and contacts; others stay", async () => {
    const other = await seedPatient({ name: "Other", phone: "9000000009" });
    const p = await patientWithEverything();
    expect(filesInUploads().filter((f) => !f.startsWith(".incoming"))).toHaveLength(2);

    const { status, body } = await deletePatient(String(p.id));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Patient deleted successfully!",
      deleted: {
        patientId: p.id,
        removed: { appointments: 2, notes: 1, reports: 2, contacts: 2, files: 2 },
        filesNotRemoved: 0,
      },
    });
    expect(await db().patient.findMany()).toEqual([expect.objectContaining({ id: other.id })]);
    for (const count of [db().appointment.count(), db().note.count(), db().report.count(), db().contact.count()]) {
      expect(await count).toBe(0);
    }
    expect(filesInUploads()).toEqual([]);
    expect((await book(validBooking({ preferredDate: "2026-11-25", preferredTime: "18:00" }))).status).toBe(201);
    expect(await db().auditLog.findFirst({ where: { action: "patient.delete" } })).toMatchObject({
      target: String(p.id),
      actor: "test-admin",
    });
  });

  it("a file that cannot be removed is logged; the rows are gone all the same", async () => {
    const p = await patientWithEverything();
    const [stuck] = await db().report.findMany({ select: { storedName: true }, take: 1 });
    // replace one stored file by a non-empty folder of the same name: removing it fails
    const file = path.join(process.env.UPLOADS_DIR!, stuck.storedName);
    fs.rmSync(file);
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, "x"), "x");
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { status, body } = await deletePatient(String(p.id));
    errors.mockRestore();
    expect(status).toBe(200);
    expect(body.deleted).toMatchObject({ removed: { reports: 2, files: 1 }, filesNotRemoved: 1 });
    expect(await db().report.count()).toBe(0);
    fs.rmSync(file, { recursive: true });
  });

  it("unknown patient: 404; not an ID: 400", async () => {
    expect(await deletePatient("424242")).toMatchObject({
      status: 404,
      body: { success: false, message: PATIENT_MESSAGES.notFound },
    });
    expect(await deletePatient("asha@example.com")).toMatchObject({
      status: 400,
      body: { message: PATIENT_MESSAGES.badId },
    });
  });
});
