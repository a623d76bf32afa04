/**
 * The desk books for a known patient (POST /api/admin/patient/{patientId}/appointments,
 * FEATURES.md §3; and Add New Patient's manage link) through the real handlers, on this
 * file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import crypto from "node:crypto";
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import {
  MAX_UPCOMING_PER_PHONE,
  PAST_DATE_MESSAGE,
  PAST_TIME_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SUNDAY_MESSAGE,
  horizonMessage,
} from "@/lib/shared/validation/booking";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { setNow } from "@/lib/shared/clock";
import { istInstant } from "@/lib/shared/clinic-time";
import { TEST_ADMIN, adminCookie } from "../fixtures/admin";
import { snapshot } from "../fixtures/appointments";
import { slots } from "../fixtures/booking";
import {
  ASHA_DETAILS as ASHA,
  auditRows,
  manage,
  setUpManageSuite,
  storePatient,
  tokenOfUrl,
} from "../fixtures/manage";
import { addPatient, useCookie, validPatient } from "../fixtures/patients";

const { session, desk } = setUpManageSuite();

const store = () => storePatient(ASHA);
const slot = (overrides: Record<string, unknown> = {}) => ({
  serviceRequired: "ECG",
  preferredDate: "2026-11-25",
  preferredTime: "18:30",
  ...overrides,
});
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe("POST /api/admin/patient/{patientId}/appointments", () => {
  it("201 with the appointment in the patient's current details and its manage link; audited", async () => {
    const asha = await store();
    const res = await desk.bookFor(asha.id, slot({ additionalInfo: "Follow-up after angiogram" }));
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body).sort()).toEqual(["appointment", "manageUrl", "message", "success"]);
    expect(res.body).toMatchObject({ success: true, message: APPOINTMENT_MESSAGES.booked });
    expect(res.body.appointment).toEqual({
      id: expect.any(Number),
      timestamp: expect.stringMatching(/^2026-11-24T06:3\d:\d{2}\.\d{3}Z$/),
      patient_id: asha.id,
      name: ASHA.name,
      email: ASHA.email,
      phone: ASHA.phone,
      age: ASHA.age,
      sex: ASHA.sex,
      service_required: "ECG",
      preferred_date: "2026-11-25",
      preferred_time: "18:30",
      additional_info: "Follow-up after angiogram",
      patient_address: ASHA.address,
      patient_occupation: ASHA.occupation,
      status: "",
      created_at: expect.any(String),
    });
    const manageUrl = res.body.manageUrl as string;
    expect(manageUrl).toMatch(new RegExp(`^${clinic().siteUrl}/appointment/[A-Za-z0-9_-]{32}$`));

    const row = await db().appointment.findFirstOrThrow();
    expect(row).toMatchObject({ source: "admin", activeSlot: "2026-11-25 18:30", sequence: 0 });
    expect(row.manageTokenHash).toBe(sha256(tokenOfUrl(manageUrl)));
    expect(await db().contact.count()).toBe(0); // contact history is for public form submissions
    const timestamp = (res.body.appointment as { timestamp: string }).timestamp;
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "appointment.create", timestamp, `patient ${asha.id}`]]);

    const seen = await manage.get(tokenOfUrl(manageUrl));
    expect(seen.body.appointment).toMatchObject({
      firstName: "Asha Menon",
      date: "2026-11-25",
      time: "18:30",
      canCancel: true,
    });
    expect((await slots("?date=2026-11-25")).body.bookedSlots).toEqual([{ value: "18:30" }]);
  });

  it("details in the body cannot stand in for the patient's; the patient record is untouched", async () => {
    const asha = await store();
    const res = await desk.bookFor(asha.id, slot({ name: "Someone Else", phone: "9000000000", patientId: 999 }));
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({ name: ASHA.name, phone: ASHA.phone, patient_id: asha.id });
    expect(await db().patient.findMany()).toEqual([asha]);
  });

  it(`is not held to the public form's ${MAX_UPCOMING_PER_PHONE} upcoming bookings per phone`, async () => {
    const asha = await store();
    for (const time of ["18:00", "18:15", "18:30", "18:45", "19:00"]) {
      expect((await desk.bookFor(asha.id, slot({ preferredTime: time }))).status).toBe(201);
    }
  });

  it("a taken slot is a 409 and nothing is stored", async () => {
    const asha = await store();
    expect((await desk.bookFor(asha.id, slot())).status).toBe(201);
    await db().auditLog.deleteMany();
    const before = await snapshot();
    const res = await desk.bookFor(asha.id, slot({ serviceRequired: "Echocardiography" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: SLOT_TAKEN_MESSAGE });
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("a slot freed by a cancellation can be booked for the patient", async () => {
    const asha = await store();
    const first = await desk.bookFor(asha.id, slot());
    expect((await manage.cancel(tokenOfUrl(first.body.manageUrl as string))).status).toBe(200);
    expect((await desk.bookFor(asha.id, slot())).status).toBe(201);
  });

  it.each([
    ["no service", slot({ serviceRequired: "" }), "serviceRequired", PATIENT_MESSAGES.serviceRequired],
    [
      "no service at all",
      { preferredDate: "2026-11-25", preferredTime: "18:30" },
      "serviceRequired",
      PATIENT_MESSAGES.serviceRequired,
    ],
    [
      "a service not offered",
      slot({ serviceRequired: "Haircut" }),
      "serviceRequired",
      PATIENT_MESSAGES.serviceRequired,
    ],
    ["no date", slot({ preferredDate: "" }), "preferredDate", "Please choose a date."],
    ["no time", slot({ preferredTime: undefined }), "preferredTime", "Please choose a time."],
    ["a Sunday", slot({ preferredDate: "2026-11-29" }), "preferredDate", SUNDAY_MESSAGE],
    ["a past date", slot({ preferredDate: "2026-11-23" }), "preferredDate", PAST_DATE_MESSAGE],
    ["a time off the grid", slot({ preferredTime: "18:05" }), "preferredTime", expect.stringMatching(/listed times/)],
    ["a day past the horizon", slot({ preferredDate: "2027-02-23" }), "preferredDate", horizonMessage(90)],
    [
      "info too long",
      slot({ additionalInfo: "x".repeat(1001) }),
      "additionalInfo",
      expect.stringMatching(/at most 1000/),
    ],
  ])("%s is a 400 with the message; nothing is stored", async (_label, body, field, message) => {
    const asha = await store();
    const res = await desk.bookFor(asha.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { [field]: message } });
    expect(await db().appointment.count()).toBe(0);
    expect(await auditRows()).toEqual([]);
  });

  it("a time already gone today is a 400", async () => {
    const asha = await store();
    setNow(istInstant("2026-11-24", "18:40"));
    session.cookie = await adminCookie(); // the session of noon has gone idle by now
    const res = await desk.bookFor(asha.id, slot({ preferredDate: "2026-11-24", preferredTime: "18:30" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { preferredTime: PAST_TIME_MESSAGE } });
    expect((await desk.bookFor(asha.id, slot({ preferredDate: "2026-11-24", preferredTime: "18:45" }))).status).toBe(
      201,
    );
  });

  it("an unknown patient is a 404; a key that is no patient ID is a 400; nothing is stored", async () => {
    const asha = await store();
    const unknown = await desk.bookFor(asha.id + 1000, slot());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: "not_found", message: PATIENT_MESSAGES.notFound });
    for (const key of ["abc", "0", "-1", "asha@example.com", "9840011111x"]) {
      expect([key, (await desk.bookFor(key, slot())).status]).toEqual([key, 400]);
    }
    expect(await db().appointment.count()).toBe(0);
  });

  it("without a session it is a 401 and nothing is stored", async () => {
    const asha = await store();
    session.cookie = "";
    expect((await desk.bookFor(asha.id, slot())).status).toBe(401);
    expect(await db().appointment.count()).toBe(0);
  });
});

describe("POST /api/admin/patient/add with an appointment", () => {
  it("answers the appointment's manage link, which opens it; without an appointment, no link", async () => {
    useCookie(session.cookie);
    const res = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: "2026-11-25", preferredTime: "18:45" }),
    );
    expect(res.status).toBe(201);
    const manageUrl = res.body.manageUrl as string;
    expect(manageUrl).toMatch(new RegExp(`^${clinic().siteUrl}/appointment/[A-Za-z0-9_-]{32}$`));
    expect((await db().appointment.findFirstOrThrow()).manageTokenHash).toBe(sha256(tokenOfUrl(manageUrl)));
    expect((await manage.get(tokenOfUrl(manageUrl))).body.appointment).toMatchObject({
      firstName: "Ravi Kumar",
      time: "18:45",
    });

    const plain = await addPatient(
      validPatient({ name: "Meena Iyer", email: "meena@example.com", phone: "+91 98400 33333" }),
    );
    expect(plain.status).toBe(201);
    expect(plain.body).not.toHaveProperty("manageUrl");
  });
});
