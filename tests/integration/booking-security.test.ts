/**
 * The public booking call's limits and privacy, through the real handlers:
 * the booking horizon (FEATURES.md §2), the per-phone cap on upcoming bookings
 * (docs/decisions/005-public-booking-limits.md), no patient oracle (FEATURES.md §3), and
 * control characters kept out of stored text and the .ics file.
 */
import { addDays, isSunday } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { appointmentIcs } from "@/lib/shared/ics";
import { bookingLimiter } from "@/lib/server/rate-limit";
import { SLOT_TAKEN_MESSAGE, horizonMessage } from "@/lib/shared/validation/booking";
import { book, busyAnswer, counts, validBooking, withoutEveningLimit } from "../fixtures/booking";
import { BOUNDARY, multipart, pdfBytes, reportFields } from "../fixtures/files";
import {
  addNote,
  addPatient,
  resetData,
  setUpPatientsSuite,
  upload,
  uploadRequest,
  validPatient,
} from "../fixtures/patients";

/** The default configuration's horizon (tests run on defaults). */
const HORIZON = 90;
const TODAY = "2026-11-24"; // TUESDAY_NOON_IST
const LAST_DAY = addDays(TODAY, HORIZON); // 2027-02-22, a Monday

/** Books through the real handler; the per-address limiter is not what these tests are about. */
function post(body: unknown) {
  bookingLimiter.reset();
  return book(body);
}

withoutEveningLimit(); // many bookings of one evening in a test; the limit: booking-flood-alert.test.ts
setUpPatientsSuite();

describe("booking horizon: at most BOOKING_HORIZON_DAYS (90) days ahead, clinic time", () => {
  it("the test's dates are what they claim", () => {
    expect(LAST_DAY).toBe("2027-02-22");
    expect(isSunday(LAST_DAY) || isSunday(addDays(LAST_DAY, 1))).toBe(false);
  });

  it.each([
    ["9999-12-31", "9999-12-31"],
    ["the day after the horizon", addDays(LAST_DAY, 1)],
    ["a year ahead", "2027-11-24"],
  ])("%s → 400 with a clear message; nothing stored", async (_label, date) => {
    const res = await post(validBooking({ preferredDate: date }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: horizonMessage(HORIZON) });
    expect(res.body.message).toBe("Appointments can be booked up to 90 days ahead. Please choose an earlier date.");
    expect(res.body.errors).toEqual({ preferredDate: horizonMessage(HORIZON) });
    expect(await counts()).toEqual({ patients: 0, appointments: 0, contacts: 0 });
  });

  it("the horizon day itself is bookable", async () => {
    const res = await post(validBooking({ preferredDate: LAST_DAY, preferredTime: "21:00" }));
    expect(res.status).toBe(201);
    expect(res.body.appointment.preferred_date).toBe(LAST_DAY);
  });

  it("counts from today in IST, not UTC: at 00:30 IST the new day's horizon applies", async () => {
    setNow(new Date("2026-11-24T19:00:00Z")); // 25 November, 00:30 IST; still the 24th in UTC
    const res = await post(validBooking({ preferredDate: addDays("2026-11-25", HORIZON) }));
    expect(res.status).toBe(201);
  });

  it("the admin add-patient path keeps the same rule: beyond → 400, the horizon day → booked", async () => {
    const beyond = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: addDays(LAST_DAY, 1), preferredTime: "18:00" }),
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toMatchObject({ preferredDate: horizonMessage(HORIZON) });
    expect(await db().patient.count()).toBe(0);

    const far = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: "9999-12-31", preferredTime: "18:00" }),
    );
    expect(far.status).toBe(400);

    const onLastDay = await addPatient(
      validPatient({ serviceRequired: "ECG", preferredDate: LAST_DAY, preferredTime: "18:00" }),
    );
    expect(onLastDay.status).toBe(201);
    expect(onLastDay.body.appointment).toMatchObject({ preferred_date: LAST_DAY, preferred_time: "18:00" });
  });
});

describe("one phone cannot fill the calendar: at most 3 upcoming public bookings per phone", () => {
  const slot = (n: number) => ({
    preferredDate: ["2026-11-25", "2026-11-26", "2026-11-27"][n % 3],
    preferredTime: ["18:00", "18:15", "18:30", "18:45"][Math.floor(n / 3)],
  });
  // the same number written three ways, for three members of one family
  const phones = ["+91 98400 44444", "098400 44444", "9840044444", "98400-44444"];
  const person = (n: number) => ({
    patientName: `Family Member ${n}`,
    patientEmail: `member${n}@example.com`,
    patientPhone: phones[n % phones.length],
  });

  // The refusal is the one "please call the clinic" 429 of a full budget (docs/decisions/017): it
  // no longer says that the number is booked here, nor how often (issue 26, finding 6).
  it("the 4th upcoming booking from one (normalised) phone → the clinic's 'please call' refusal, no count, no field; nothing stored", async () => {
    for (let n = 0; n < 3; n++) expect((await post(validBooking({ ...person(n), ...slot(n) }))).status).toBe(201);
    const fourth = await post(validBooking({ ...person(3), ...slot(3) }));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual(busyAnswer());
    expect(fourth.body.message).toBe(
      "We cannot take this booking online right now. Please call the clinic on +91 98400 12345 to book.",
    );
    expect(await counts()).toEqual({ patients: 3, appointments: 3, contacts: 3 });
  });

  it("another phone is not affected", async () => {
    for (let n = 0; n < 3; n++) await post(validBooking({ ...person(n), ...slot(n) }));
    const other = await post(validBooking({ ...person(3), patientPhone: "+91 98400 55555", ...slot(3) }));
    expect(other.status).toBe(201);
  });

  it("a 'Done' appointment and past days do not count", async () => {
    for (let n = 0; n < 3; n++) await post(validBooking({ ...person(n), ...slot(n) }));
    const first = await db().appointment.findFirstOrThrow({ orderBy: { id: "asc" } });
    await db().appointment.update({ where: { id: first.id }, data: { status: "Done" } });
    expect((await post(validBooking({ ...person(3), ...slot(3) }))).status).toBe(201);
    expect((await post(validBooking({ ...person(4), ...slot(4) }))).status).toBe(429);

    // two days on, the bookings of the 25th are in the past and no longer count
    setNow(new Date("2026-11-26T06:30:00Z"));
    expect(
      (await post(validBooking({ ...person(5), preferredDate: "2026-11-28", preferredTime: "19:00" }))).status,
    ).toBe(201);
  });

  it("staff bookings are neither capped nor counted", async () => {
    const staffBooking = () =>
      addPatient(
        validPatient({
          name: "Walk In",
          email: "",
          phone: "98400 44444",
          serviceRequired: "ECG",
          preferredDate: "2026-11-28",
          preferredTime: "20:00",
        }),
      );
    for (let n = 0; n < 3; n++) await post(validBooking({ ...person(n), ...slot(n) }));
    const staff = await staffBooking();
    expect(staff.status).toBe(201);
    expect(staff.body.appointment).not.toBeNull();
    expect(await db().appointment.count({ where: { source: "admin" } })).toBe(1);

    await resetData();
    await staffBooking();
    for (let n = 0; n < 3; n++) expect((await post(validBooking({ ...person(n), ...slot(n) }))).status).toBe(201);
  });

  it("holds under concurrency: 6 requests at once from one phone → exactly 3 booked", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) => book(validBooking({ ...person(n), ...slot(n) }))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    for (const r of results.filter((r) => r.status === 429)) expect(r.body).toEqual(busyAnswer());
    expect(await counts()).toEqual({ patients: 3, appointments: 3, contacts: 3 });
  });

  it("a taken slot is still the slot's 409 (it names the time, not the phone)", async () => {
    await post(validBooking({ ...person(0), ...slot(0) }));
    const taken = await post(validBooking({ ...person(1), patientPhone: "98400 66666", ...slot(0) }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: SLOT_TAKEN_MESSAGE, errors: { preferredTime: SLOT_TAKEN_MESSAGE } });
  });
});

describe("the public booking answer is not a patient oracle", () => {
  const asha = {
    patientName: "Asha Menon",
    patientEmail: "asha@example.com",
    patientPhone: "+91 98400 11111",
    patientAddress: "",
    patientOccupation: "",
  };
  const shape = (body: Record<string, unknown>) => ({
    top: Object.keys(body).sort(),
    appointment: Object.keys(body.appointment as object).sort(),
  });

  it("same answer shape, no patient id, for a new person, an email match and a full match; the record is never changed", async () => {
    const first = await post(validBooking({ ...asha, preferredTime: "18:00" }));
    expect(first.status).toBe(201);
    const original = await db().patient.findFirstOrThrow();

    // someone who knows Asha's email, with another name and phone, and details she left empty
    const probe = await post(
      validBooking({
        ...asha,
        patientEmail: "ASHA@example.com",
        patientName: "Mallory",
        patientPhone: "+91 90000 00000",
        patientAddress: "Somewhere else",
        patientOccupation: "Impostor",
        preferredTime: "18:15",
      }),
    );
    // Asha herself, with every key matching (other case and spacing), filling her empty details
    const again = await post(
      validBooking({
        ...asha,
        patientName: " asha  MENON ",
        patientPhone: "098400 11111",
        patientAge: 99,
        patientAddress: "New address",
        patientOccupation: "New job",
        preferredTime: "18:30",
      }),
    );
    // and a stranger
    const stranger = await post(
      validBooking({
        patientName: "New Person",
        patientEmail: "new@example.com",
        patientPhone: "98400 77777",
        preferredTime: "18:45",
      }),
    );

    for (const res of [first, probe, again, stranger]) {
      expect(res.status).toBe(201);
      expect(shape(res.body)).toEqual(shape(first.body));
      expect(JSON.stringify(res.body)).not.toMatch(/patient_?id/i);
    }
    expect(shape(first.body).appointment).toEqual(
      [
        "timestamp",
        "name",
        "email",
        "phone",
        "age",
        "sex",
        "service_required",
        "preferred_date",
        "preferred_time",
        "additional_info",
        "patient_address",
        "patient_occupation",
        "status",
        "created_at",
      ].sort(),
    );

    // Asha's record is exactly as it was: nothing rewritten, nothing filled in
    expect(await db().patient.findUniqueOrThrow({ where: { id: original.id } })).toEqual(original);

    // the probe became a record of its own (staff merge duplicates), without the taken email
    const patients = await db().patient.findMany({ orderBy: { id: "asc" } });
    expect(patients).toHaveLength(3);
    expect(patients[1]).toMatchObject({ name: "Mallory", email: null, emailKey: null, address: "Somewhere else" });
    const byPatient = async (id: number) =>
      (await db().appointment.findMany({ where: { patientId: id }, orderBy: { id: "asc" } })).map(
        (a) => a.preferredTime,
      );
    expect(await byPatient(original.id)).toEqual(["18:00", "18:30"]); // the full match joined Asha
    expect(await byPatient(patients[1].id)).toEqual(["18:15"]);
    // what was entered is kept on the appointment, for staff to see
    const probeAppointment = await db().appointment.findFirstOrThrow({ where: { preferredTime: "18:15" } });
    expect(probeAppointment).toMatchObject({ email: "ASHA@example.com", name: "Mallory", occupation: "Impostor" });
  });

  it("without an email, name and phone find the patient — again without changing the record", async () => {
    await post(validBooking({ ...asha, patientEmail: "", preferredTime: "18:00" }));
    const original = await db().patient.findFirstOrThrow();
    const res = await post(
      validBooking({ ...asha, patientEmail: "", patientOccupation: "Teacher", patientAge: 60, preferredTime: "18:15" }),
    );
    expect(res.status).toBe(201);
    expect(await db().patient.findMany()).toEqual([original]);
    // same name, another phone: another patient
    await post(validBooking({ ...asha, patientEmail: "", patientPhone: "98400 88888", preferredTime: "18:30" }));
    expect(await db().patient.count()).toBe(2);
  });
});

describe("control characters never reach stored text or the .ics", () => {
  const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/;

  it("a public booking's single-line fields lose them; additional information keeps only \\n line breaks", async () => {
    const res = await post(
      validBooking({
        patientName: "Asha\rMenon\u0000",
        patientPhone: "98400\r11111",
        patientAddress: "4 Lake View\r\nRoad\u001b[31m",
        patientOccupation: "Teach\u0007er",
        additionalInfo: "Line one\r\nLine two\rstill two\u0008\nLine three\tend",
      }),
    );
    expect(res.status).toBe(201);
    const stored = await db().appointment.findFirstOrThrow();
    expect(stored).toMatchObject({
      name: "Asha Menon",
      phone: "98400 11111",
      address: "4 Lake View  Road[31m",
      occupation: "Teacher",
      additionalInfo: "Line one\nLine twostill two\nLine three end",
    });
    const patient = await db().patient.findFirstOrThrow();
    expect(patient).toMatchObject({
      name: "Asha Menon",
      nameKey: "asha menon",
      phone: "98400 11111",
      phoneKey: "9840011111",
    });
    for (const value of [stored.name, stored.phone, stored.address, stored.occupation, patient.name]) {
      expect(value).not.toMatch(/[\r\n\t]/);
      expect(value).not.toMatch(CONTROLS);
    }

    // the .ics the form builds from the answer: every CR is part of a CRLF line ending
    const a = res.body.appointment;
    const ics = appointmentIcs({
      date: a.preferred_date,
      time: a.preferred_time,
      service: a.service_required,
      patientName: a.name,
      timestamp: a.timestamp,
      clinicName: "HeartCare Clinic",
      clinicAddress: "12 Cathedral Road",
      clinicPhone: "+91 98400 12345",
    });
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(ics).toContain("Appointment for Asha Menon");
  });

  it("the .ics escapes a lone CR (and drops other controls) even when handed one directly", () => {
    const ics = appointmentIcs({
      date: "2026-11-25",
      time: "18:30",
      service: "ECG",
      patientName: "Asha\rX-INJECTED:1\u0000",
      timestamp: "2026-11-24T06:30:00.000Z",
      clinicName: "Clinic\r\nBEGIN:VALARM",
      clinicAddress: "Road\nEND:VEVENT",
      clinicPhone: "1",
    });
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(ics).not.toMatch(/\u0000/);
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines.some((l) => l.startsWith("X-INJECTED"))).toBe(false);
    expect(lines.filter((l) => l === "BEGIN:VALARM")).toHaveLength(1);
    expect(lines.filter((l) => l === "END:VEVENT")).toHaveLength(1);
  });

  it("admin add-patient, notes and report fields lose them too (notes keep \\n)", async () => {
    const added = await addPatient(
      validPatient({ name: "Ravi\rKumar\u0000", occupation: "Re\u0007tired", address: "8 Temple\nStreet" }),
    );
    expect(added.status).toBe(201);
    const patient = await db().patient.findFirstOrThrow();
    expect(patient).toMatchObject({ name: "Ravi Kumar", occupation: "Retired", address: "8 Temple Street" });

    const note = await addNote({
      patientIdentifier: String(patient.id),
      note: "BP 130/85\r\nStatin\rstarted\u0007",
      consultationDate: TODAY,
    });
    expect(note.status).toBe(201);
    expect((await db().note.findFirstOrThrow()).note).toBe("BP 130/85\nStatinstarted");

    const report = await upload(
      uploadRequest(
        multipart([
          ...reportFields(patient.id, { reportName: "Lipid\rprofile\u0000", description: "Fasting\r\nsample\r" }),
          { name: "reportFile", fileName: "lipid.pdf", data: pdfBytes(), type: "application/pdf" },
        ]),
        BOUNDARY,
      ),
    );
    expect(report.status).toBe(201);
    expect(await db().report.findFirstOrThrow()).toMatchObject({
      reportName: "Lipid profile",
      description: "Fasting\nsample",
    });
  });
});
