/**
 * Every way into a slot refuses a closed one (FEATURES.md §2): the public booking, Add New
 * Patient with an appointment, the profile's Book appointment, the desk's reschedule, the
 * patient's reschedule by link, and un-cancelling — 409 with a message naming the reason,
 * nothing stored or moved. Whole days, ranges and part of an evening; removing a closure
 * opens its slots again (and DELETE /api/admin/closures/{id} itself); and the 90-day horizon
 * where other files leave a path untested.
 * Through the real handlers on this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql); today is Tuesday 24 November 2026 (the pinned clock).
 */
import { bookingRules } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { newPatientData } from "@/lib/server/domain/patients";
import type { ClosureRecord } from "@/lib/shared/calendar";
import { addDays } from "@/lib/shared/clinic-time";
import { horizonMessage, lastBookableDate } from "@/lib/shared/validation/booking";
import type { Problem } from "@/lib/shared/error-codes";
import { CALENDAR_MESSAGES, closedProblem } from "@/lib/shared/validation/calendar";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { TEST_ADMIN } from "../fixtures/admin";
import { seed, snapshot } from "../fixtures/appointments";
import { book, counts, validBooking } from "../fixtures/booking";
import { calendarCalls, closureRows, seedClosure } from "../fixtures/calendar";
import { bookableSlots, TUESDAY_NOON_IST } from "../fixtures/dates";
import { auditRows, manage, seedManaged, setUpManageSuite, stored } from "../fixtures/manage";
import { addPatient, useCookie, validPatient } from "../fixtures/patients";

const { session, desk } = setUpManageSuite();
const calendar = calendarCalls(() => session.cookie);
beforeEach(() => useCookie(session.cookie)); // Add New Patient's call carries the session too

type Answer = { status: number; body: Record<string, unknown> };
/** One try at a slot: the answer, and a check that the try left everything as it was. */
type Attempt = { res: Answer; unchanged: () => Promise<void> };
type BookingPath = {
  name: string;
  attempt: (date: string, time: string) => Promise<Attempt>;
  /** the path's way of saying no with this message (the 409, or Add New Patient's appointmentError) */
  refused: (res: Answer, message: string, field: string, reason: string, problem: Problem) => void;
  /** the status a slot taken through this path answers */
  okStatus: number;
};

let n = 0;
/** A distinct patient per try (no duplicate, no per-phone cap). */
const person = () => {
  n += 1;
  return { name: `Patient ${n}`, email: `patient${n}@example.com`, phone: `98401 ${String(n).padStart(5, "0")}` };
};
/** Where an appointment to be moved starts: far from every closure below, one slot each. */
const origins = bookableSlots(400, "2027-01-04");
const origin = () => origins[n++ % origins.length];

/** The 409 of refuseClosedSlot, in full. */
const conflict = (res: Answer, message: string, field: string, reason: string, problem: Problem) => {
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ success: false, ...problem, message, errors: { [field]: message }, closure: { reason } });
};

const PATHS: BookingPath[] = [
  {
    name: "POST /api/appointments/book",
    okStatus: 201,
    async attempt(preferredDate, preferredTime) {
      const before = await counts();
      const p = person();
      const res = await book(
        validBooking({
          patientName: p.name,
          patientEmail: p.email,
          patientPhone: p.phone,
          preferredDate,
          preferredTime,
        }),
      );
      // no patient, appointment or contact row
      return { res, unchanged: async () => expect(await counts()).toEqual(before) };
    },
    refused: conflict,
  },
  {
    name: "POST /api/admin/patient/add with an appointment",
    okStatus: 201,
    async attempt(preferredDate, preferredTime) {
      const before = await snapshot();
      const p = person();
      const res = await addPatient(validPatient({ ...p, serviceRequired: "ECG", preferredDate, preferredTime }));
      return {
        res,
        unchanged: async () => {
          expect(await snapshot()).toEqual(before);
          expect(await db().patient.count({ where: { name: p.name } })).toBe(1); // the patient stays
        },
      };
    },
    refused(res, message) {
      // the patient is added; the appointment step says why it failed
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        message: PATIENT_MESSAGES.appointmentFailed,
        appointment: null,
        appointmentError: message,
        patient: expect.objectContaining({ name: expect.stringMatching(/^Patient \d+$/) }),
      });
      expect(res.body).not.toHaveProperty("manageUrl");
    },
  },
  {
    name: "POST /api/admin/patient/{key}/appointments",
    okStatus: 201,
    async attempt(preferredDate, preferredTime) {
      const patient = await db().patient.create({ data: newPatientData({ ...person(), sex: "Female", age: 40 }) });
      const before = await snapshot();
      const res = await desk.bookFor(patient.id, { serviceRequired: "ECG", preferredDate, preferredTime });
      return { res, unchanged: async () => expect(await snapshot()).toEqual(before) };
    },
    refused: conflict,
  },
  {
    name: "PUT /api/appointments/reschedule",
    okStatus: 200,
    async attempt(preferredDate, preferredTime) {
      const from = origin();
      const [a] = await seed({ name: person().name, date: from.date, time: from.time });
      const before = await snapshot();
      const res = await desk.reschedule({ id: a.id, preferredDate, preferredTime });
      return {
        res,
        unchanged: async () => {
          expect(await snapshot()).toEqual(before);
          expect(await stored(a.id)).toMatchObject({ preferredDate: from.date, preferredTime: from.time, status: "" });
        },
      };
    },
    refused: conflict,
  },
  {
    name: "POST /api/appointments/manage/{token}/reschedule",
    okStatus: 200,
    async attempt(preferredDate, preferredTime) {
      const from = origin();
      const [{ appointment, token }] = await seedManaged({ name: person().name, date: from.date, time: from.time });
      const before = await snapshot();
      const res = await manage.reschedule(token, { preferredDate, preferredTime });
      return {
        res,
        unchanged: async () => {
          expect(await snapshot()).toEqual(before);
          expect(await stored(appointment.id)).toMatchObject({ preferredDate: from.date, preferredTime: from.time });
        },
      };
    },
    refused: conflict,
  },
  {
    name: "PUT /api/appointments/status from Cancelled back to pending",
    okStatus: 200,
    async attempt(date, time) {
      const [a] = await seed({ name: person().name, date, time, status: "Cancelled" });
      const before = await snapshot();
      const res = await desk.setStatus({ id: a.id, status: "" });
      return {
        res,
        unchanged: async () => {
          expect(await snapshot()).toEqual(before);
          expect(await stored(a.id)).toMatchObject({ status: "Cancelled", activeSlot: null });
        },
      };
    },
    refused: conflict,
  },
];

/** Tries the slot and expects the path to refuse it for this closure, leaving everything as it was. */
async function expectRefused(path: BookingPath, date: string, time: string, closure: ClosureRecord) {
  const { res, unchanged } = await path.attempt(date, time);
  const message = CALENDAR_MESSAGES.closed(closure);
  const field = closure.startTime === null ? "preferredDate" : "preferredTime";
  try {
    path.refused(res, message, field, closure.reason, closedProblem(closure));
    await unchanged();
  } catch (error) {
    throw new Error(`${date} ${time}: ${(error as Error).message}`);
  }
}

/** Tries the slot and expects the path to take it. */
async function expectTaken(path: BookingPath, date: string, time: string) {
  const { res } = await path.attempt(date, time);
  expect([date, time, res.status, res.body.appointmentError]).toEqual([date, time, path.okStatus, undefined]);
  expect(await db().appointment.count({ where: { activeSlot: `${date} ${time}` } })).toBe(1);
}

describe.each(PATHS)("$name", (path) => {
  it("refuses a day closed whole with 409 naming the reason; the day after is open", async () => {
    const closure = await seedClosure({ startDate: "2026-11-27", reason: "Doctor at a conference" });
    const message = CALENDAR_MESSAGES.closed(closure);
    expect(message).toBe(
      "Sorry, the clinic is closed on Friday, 27 November 2026 (Doctor at a conference). Please choose another date.",
    );
    for (const time of ["18:00", "19:30", "21:00"]) await expectRefused(path, "2026-11-27", time, closure);
    await expectTaken(path, "2026-11-28", "18:00");
    await expectTaken(path, "2026-11-26", "21:00");
  });

  it("refuses every day of a range; the days either side are open", async () => {
    const closure = await seedClosure({ startDate: "2026-12-01", endDate: "2026-12-03", reason: "Pongal" });
    expect(CALENDAR_MESSAGES.closed(closure)).toContain(
      "from Tuesday, 1 December 2026 to Thursday, 3 December 2026 (Pongal)",
    );
    for (const date of ["2026-12-01", "2026-12-02", "2026-12-03"]) await expectRefused(path, date, "19:00", closure);
    await expectTaken(path, "2026-12-04", "19:00");
    await expectTaken(path, "2026-11-30", "19:00");
  });

  it("a part-evening closure 19:00–20:00 blocks exactly 19:00 to 19:45; 18:45 and 20:00 stay bookable", async () => {
    const closure = await seedClosure({
      startDate: "2026-11-26",
      startTime: "19:00",
      endTime: "20:00",
      reason: "Doctor called to hospital",
    });
    expect(CALENDAR_MESSAGES.closed(closure)).toBe(
      "Sorry, the clinic is closed from 7:00 PM to 8:00 PM on Thursday, 26 November 2026 (Doctor called to hospital). Please choose another time.",
    );
    for (const time of ["19:00", "19:15", "19:30", "19:45"]) await expectRefused(path, "2026-11-26", time, closure);
    await expectTaken(path, "2026-11-26", "18:45");
    await expectTaken(path, "2026-11-26", "20:00");
  });

  it("once the closure is removed (DELETE), the same slot can be taken", async () => {
    const added = await calendar.addClosure({ startDate: "2026-11-27", endDate: "2026-11-27", reason: "Pongal" });
    expect(added.status).toBe(201);
    const closure = added.body.closure as ClosureRecord;
    await expectRefused(path, "2026-11-27", "18:30", closure);
    expect((await calendar.removeClosure(closure.id)).status).toBe(200);
    await expectTaken(path, "2026-11-27", "18:30");
  });
});

describe("the 90-day horizon where other files test only the refusal", () => {
  // Public booking, Add New Patient and the manage link: booking-security and manage-reschedule.test.ts.
  const last = lastBookableDate(TUESDAY_NOON_IST, bookingRules());
  const gaps = PATHS.filter((p) => /patient\/\{key\}\/appointments|PUT \/api\/appointments\/reschedule/.test(p.name));

  it("the dates are what they claim", () => {
    expect(last).toBe(addDays("2026-11-24", 90));
    expect(gaps).toHaveLength(2);
  });

  it.each(gaps.map((p) => [p.name, p] as const))(
    "%s: the last bookable day is taken; the day after is a 400 with the horizon message",
    async (_name, path) => {
      await expectTaken(path, last, "21:00");
      const { res, unchanged } = await path.attempt(addDays(last, 1), "18:00");
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: horizonMessage(90),
        errors: { preferredDate: horizonMessage(90) },
      });
      await unchanged();
    },
  );
});

describe("DELETE /api/admin/closures/{id}", () => {
  it("200 with the closure; it is gone from the list and the table; audited", async () => {
    const keep = await seedClosure({ startDate: "2026-11-26", reason: "Keep" });
    const gone = await seedClosure({ startDate: "2026-11-27", endDate: "2026-11-28", reason: "Pongal" });
    const res = await calendar.removeClosure(gone.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: CALENDAR_MESSAGES.closureRemoved, closure: gone });
    expect((await calendar.listClosures()).body.closures).toEqual([keep]);
    expect(await closureRows()).toEqual(["2026-11-26..2026-11-26|Keep"]);
    expect(await auditRows()).toEqual([
      [TEST_ADMIN.username, "closure.remove", String(gone.id), "2026-11-27 to 2026-11-28"],
    ]);
  });

  it("an unknown id is a 404, and removing twice is a 404 the second time", async () => {
    const c = await seedClosure({ startDate: "2026-11-27" });
    const unknown = await calendar.removeClosure(c.id + 1000);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: "not_found", message: CALENDAR_MESSAGES.closureNotFound });
    expect((await calendar.removeClosure(c.id)).status).toBe(200);
    expect((await calendar.removeClosure(c.id)).status).toBe(404);
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "closure.remove", String(c.id), "2026-11-27"]]);
  });

  it.each(["abc", "0", "-1", "1.5", "99999999999", encodeURIComponent("1 OR 1=1")])(
    "a malformed id (%s) is a 400 and removes nothing",
    async (id) => {
      await seedClosure({ startDate: "2026-11-27" });
      const res = await calendar.removeClosure(id);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: CALENDAR_MESSAGES.badClosureId });
      expect(await closureRows()).toHaveLength(1);
      expect(await auditRows()).toEqual([]);
    },
  );
});
