/** How a booking finds or creates its patient (DESIGN.md §2, FEATURES.md §3), through the real handler. */
import { db } from "@/lib/server/db";
import { SLOT_TIMES } from "@/lib/shared/clinic-time";
import { phoneKey, nameKey, emailKey } from "@/lib/server/domain/patients";
import { book, setUpBookingSuite, validBooking, withoutEveningLimit } from "../fixtures/booking";

const SLOTS = SLOT_TIMES;
let next = 0;
/** Each booking in this file gets its own slot. */
const bookAs = (fields: Record<string, unknown>) => {
  const n = next++;
  const date = ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"][Math.floor(n / SLOTS.length)];
  return book({ ...validBooking(), preferredDate: date, preferredTime: SLOTS[n % SLOTS.length], ...fields });
};

withoutEveningLimit(); // several bookings of one evening in a test; the limit: booking-flood-alert.test.ts
setUpBookingSuite();

describe("matching keys", () => {
  it.each([
    ["+91 98400 12345", "9840012345"],
    ["+91-98400-12345", "9840012345"],
    ["0091 98400 12345", "9840012345"],
    ["919840012345", "9840012345"],
    ["098400 12345", "9840012345"],
    ["98400 12345", "9840012345"],
    ["(044) 2811 2345", "4428112345"],
    ["+1 415 555 0100", "14155550100"],
  ])("phone %s → %s", (input, key) => expect(phoneKey(input)).toBe(key));

  it("names and emails compare without case or stray spaces", () => {
    expect(nameKey("  Asha   MENON ")).toBe("asha menon");
    expect(emailKey(" Asha@Example.COM ")).toBe("asha@example.com");
    expect(emailKey("")).toBeNull();
  });
});

describe("a booking's patient", () => {
  it("is the existing patient when email, name and phone all match (normalised); that record is not changed", async () => {
    await bookAs({ patientEmail: "asha@example.com", patientAddress: "", patientOccupation: "" });
    const before = await db().patient.findFirstOrThrow();
    await bookAs({
      patientEmail: "ASHA@Example.com",
      patientName: "asha  MENON",
      patientPhone: "098400-11111",
      patientAge: 55,
      patientAddress: "4 Lake View Road",
      patientOccupation: "Teacher",
    });
    const patients = await db().patient.findMany();
    expect(patients).toEqual([before]); // a public booking never fills in or rewrites a record
    const appointments = await db().appointment.findMany({ orderBy: { id: "asc" } });
    expect(appointments.map((a) => a.patientId)).toEqual([before.id, before.id]);
    // the appointment keeps what was entered that time
    expect(appointments[1]).toMatchObject({
      name: "asha  MENON",
      age: 55,
      email: "ASHA@Example.com",
      address: "4 Lake View Road",
    });
    expect(await db().contact.count({ where: { patientId: before.id } })).toBe(2);
  });

  it("the same email with another name or phone is a new patient (staff merge); the first is not changed", async () => {
    await bookAs({ patientEmail: "asha@example.com" });
    const before = await db().patient.findFirstOrThrow();
    await bookAs({ patientEmail: "asha@example.com", patientName: "Asha M.", patientPhone: "+91 90000 00000" });
    const patients = await db().patient.findMany({ orderBy: { id: "asc" } });
    expect(patients).toHaveLength(2);
    expect(patients[0]).toEqual(before);
    // the email belongs to the first record; the new one goes without it, its appointment keeps it
    expect(patients[1]).toMatchObject({ name: "Asha M.", email: null, emailKey: null, phoneKey: "9000000000" });
    const second = await db().appointment.findFirstOrThrow({ where: { patientId: patients[1].id } });
    expect(second.email).toBe("asha@example.com");
  });

  it("without an email, is the patient with the same phone (normalised) and name (any case)", async () => {
    await bookAs({
      patientEmail: "",
      patientName: "Ravi Kumar",
      patientPhone: "+91 98400 22222",
      patientSex: "Male",
      patientAge: 60,
    });
    await bookAs({
      patientEmail: "",
      patientName: "ravi  KUMAR",
      patientPhone: "098400-22222",
      patientSex: "Male",
      patientAge: 60,
    });
    await bookAs({
      patientEmail: "",
      patientName: "Ravi Kumar",
      patientPhone: "9840022222",
      patientSex: "Male",
      patientAge: 60,
    });
    expect(await db().patient.count()).toBe(1);
    expect(await db().appointment.count()).toBe(3);
  });

  it("family members sharing one phone stay separate patients", async () => {
    const family = { patientEmail: "", patientPhone: "+91 98400 33333" };
    await bookAs({ ...family, patientName: "Lakshmi Iyer", patientSex: "Female", patientAge: 70 });
    await bookAs({ ...family, patientName: "Venkat Iyer", patientSex: "Male", patientAge: 74 });
    await bookAs({ ...family, patientName: "Lakshmi Iyer", patientSex: "Female", patientAge: 70 });
    const patients = await db().patient.findMany({
      orderBy: { id: "asc" },
      include: { _count: { select: { appointments: true } } },
    });
    expect(patients.map((p) => [p.name, p._count.appointments])).toEqual([
      ["Lakshmi Iyer", 2],
      ["Venkat Iyer", 1],
    ]);
  });

  it("two people with the same phone and name but different emails stay separate", async () => {
    await bookAs({ patientEmail: "a.one@example.com" });
    await bookAs({ patientEmail: "a.two@example.com" });
    expect(await db().patient.count()).toBe(2);
  });

  it("a patient first booked without email: a later booking by the same name and phone with an email joins them, without writing the email", async () => {
    await bookAs({ patientEmail: "" });
    await bookAs({ patientEmail: "Asha@Example.com" });
    const patients = await db().patient.findMany();
    expect(patients).toHaveLength(1);
    expect(patients[0]).toMatchObject({ email: null, emailKey: null });
    // the email alone finds nobody: another name and phone make a new patient
    await bookAs({ patientEmail: "asha@example.com", patientName: "A. Menon", patientPhone: "+91 90000 00001" });
    expect(await db().patient.count()).toBe(2);
  });

  it("a phone-and-name match that already has another email is not taken over", async () => {
    await bookAs({ patientEmail: "first@example.com" });
    await bookAs({ patientEmail: "" }); // no email: phone + name finds the first record
    await bookAs({ patientEmail: "second@example.com" }); // a different email: a new patient
    const patients = await db().patient.findMany({ orderBy: { id: "asc" } });
    expect(patients.map((p) => p.emailKey)).toEqual(["first@example.com", "second@example.com"]);
  });
});
