/**
 * The patient moves an appointment by link (POST /api/appointments/manage/{token}/reschedule,
 * FEATURES.md §3), and the cut-off: MANAGE_CUTOFF_HOURS (default 2) before the appointment,
 * the page says to call and the calls answer 403 with the clinic's phone. Through the real
 * handlers on this file's own database (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { bookingRules, clinic } from "@/lib/content/clinic";
import { config } from "@/lib/server/config";
import { addDays, istInstant } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import {
  PAST_DATE_MESSAGE,
  PAST_TIME_MESSAGE,
  SUNDAY_MESSAGE,
  horizonMessage,
  lastBookableDate,
} from "@/lib/shared/validation/booking";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import { snapshot } from "../fixtures/appointments";
import { bookedTimes } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import {
  auditRows,
  expectTaken,
  holdersOf,
  icsProps,
  manage,
  pendingView,
  seedManaged,
  setUpManageSuite,
  stored,
} from "../fixtures/manage";

setUpManageSuite();

const move = (preferredDate: string, preferredTime: string) => ({ preferredDate, preferredTime });
const GRID_MESSAGE = "Please choose one of the listed times (6:00 PM to 9:00 PM, every 15 minutes).";

describe("POST /api/appointments/manage/{token}/reschedule", () => {
  it("takes the new slot and frees the old; the calendar entry keeps its UID with a higher SEQUENCE", async () => {
    const [{ appointment, token }] = await seedManaged({ name: "Asha Menon", date: "2026-11-25", time: "18:30" });
    const uid = icsProps(await (await manage.ics(token)).text()).UID;

    const res = await manage.reschedule(token, move("2026-11-27", "20:15"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      success: true,
      message: MANAGE_MESSAGES.rescheduled,
      appointment: pendingView("Asha Menon", "2026-11-27", "20:15"),
    });
    expect(await stored(appointment.id)).toMatchObject({
      preferredDate: "2026-11-27",
      preferredTime: "20:15",
      activeSlot: "2026-11-27 20:15",
      status: "",
      sequence: 1,
      timestamp: appointment.timestamp,
    });
    expect(await bookedTimes("2026-11-25")).toEqual([]);
    expect(await bookedTimes("2026-11-27")).toEqual(["20:15"]);
    expect(await auditRows()).toEqual([
      ["patient (manage link)", "appointment.reschedule", String(appointment.id), "→ 2026-11-27 20:15"],
    ]);

    const ics = icsProps(await (await manage.ics(token)).text());
    expect(ics).toMatchObject({ UID: uid, SEQUENCE: ["1"], STATUS: ["CONFIRMED"], DTSTART: ["20261127T201500"] });

    // and again: the sequence goes on rising
    expect((await manage.reschedule(token, move("2026-11-25", "18:30"))).status).toBe(200);
    expect(icsProps(await (await manage.ics(token)).text())).toMatchObject({ UID: uid, SEQUENCE: ["2"] });
    expect(await bookedTimes("2026-11-27")).toEqual([]);
  });

  it("a slot another appointment holds is a 409 and nothing changes", async () => {
    const [{ token }] = await seedManaged(
      { name: "Asha", date: "2026-11-25", time: "18:30" },
      { name: "Ravi", date: "2026-11-26", time: "19:00", status: "Done" },
    );
    await expectTaken(() => manage.reschedule(token, move("2026-11-26", "19:00")));
  });

  it("a slot only a cancelled appointment had is free to move onto", async () => {
    const [{ token }] = await seedManaged(
      { name: "Asha", date: "2026-11-25", time: "18:30" },
      { name: "Ravi", date: "2026-11-26", time: "19:00", status: "Cancelled" },
    );
    expect((await manage.reschedule(token, move("2026-11-26", "19:00"))).status).toBe(200);
    expect(await holdersOf("2026-11-26", "19:00")).toEqual(["Asha|"]);
  });

  const last = lastBookableDate(TUESDAY_NOON_IST, bookingRules());
  it.each([
    ["a Sunday", move("2026-11-29", "18:30"), "preferredDate", SUNDAY_MESSAGE],
    ["a past date", move("2026-11-23", "18:30"), "preferredDate", PAST_DATE_MESSAGE],
    ["an impossible date", move("2026-02-30", "18:30"), "preferredDate", "Please choose a valid date."],
    ["a date in another format", move("27/11/2026", "18:30"), "preferredDate", "Please choose a valid date."],
    ["a time off the grid", move("2026-11-27", "18:10"), "preferredTime", GRID_MESSAGE],
    ["a time before opening", move("2026-11-27", "17:45"), "preferredTime", GRID_MESSAGE],
    ["a time after the last slot", move("2026-11-27", "21:15"), "preferredTime", GRID_MESSAGE],
    ["a day past the horizon", move(addDays(last, 1), "18:30"), "preferredDate", horizonMessage(90)],
    ["no date", { preferredTime: "18:30" }, "preferredDate", "Please choose a date."],
    ["no time", { preferredDate: "2026-11-27" }, "preferredTime", "Please choose a time."],
  ])("%s is a 400 with the booking form's message and nothing changes", async (_label, body, field, message) => {
    expect(config().BOOKING_HORIZON_DAYS).toBe(90);
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-25", time: "18:30" });
    const before = await snapshot();
    const res = await manage.reschedule(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("a time already gone today is a 400; a later one today and the horizon's last day are fine", async () => {
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-27", time: "18:30" });
    setNow(istInstant("2026-11-24", "19:00"));
    for (const time of ["18:30", "19:00"]) {
      const res = await manage.reschedule(token, move("2026-11-24", time));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { preferredTime: PAST_TIME_MESSAGE } });
    }
    expect((await manage.reschedule(token, move(last, "21:00"))).status).toBe(200);
    expect((await manage.reschedule(token, move("2026-11-24", "19:15"))).status).toBe(200);
    // now inside the cut-off itself: no further change online
    expect((await manage.get(token)).body.appointment).toMatchObject({ time: "19:15", canReschedule: false });
  });

  it("a cancelled appointment is a 409 (book a new one) and stays cancelled", async () => {
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-25", time: "18:30" });
    expect((await manage.cancel(token)).status).toBe(200);
    const before = await snapshot();
    const res = await manage.reschedule(token, move("2026-11-27", "19:00"));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: "already_cancelled", message: MANAGE_MESSAGES.alreadyCancelled });
    expect(await snapshot()).toEqual(before);
    expect(await bookedTimes("2026-11-27")).toEqual([]);
  });

  it("a body that is not JSON is a 400 and nothing changes", async () => {
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-25", time: "18:30" });
    const before = await snapshot();
    for (const body of ["{", "preferredDate=2026-11-27", "null", "[]"]) {
      expect((await manage.reschedule(token, body)).status).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe(`the cut-off (MANAGE_CUTOFF_HOURS before the appointment)`, () => {
  // Today (Tuesday) at 18:00: the cut-off is 16:00 with the default of 2 hours.
  const hours = () => config().MANAGE_CUTOFF_HOURS;
  const cutoff = () => new Date(istInstant("2026-11-24", "18:00").getTime() - hours() * 3_600_000);
  const tooLate = () => MANAGE_MESSAGES.tooLate(hours(), clinic().phone);

  it("runs on the default of 2 hours", () => expect(hours()).toBe(2));

  it("a second before it, the patient may still cancel and move", async () => {
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-24", time: "18:00" });
    setNow(new Date(cutoff().getTime() - 1000));
    expect((await manage.get(token)).body.appointment).toMatchObject({ canCancel: true, canReschedule: true });
    expect((await manage.reschedule(token, move("2026-11-24", "19:00"))).status).toBe(200);
  });

  it.each([
    ["at the cut-off", 0],
    ["an hour after it", 3_600_000],
    ["after the appointment has begun", 2 * 3_600_000 + 60_000],
  ])("%s: GET says no; cancel and reschedule are 403 with the clinic's phone; nothing changes", async (_l, after) => {
    const [{ appointment, token }, other] = await seedManaged(
      { name: "Asha", date: "2026-11-24", time: "18:00" },
      { name: "Ravi", date: "2026-11-25", time: "18:00" },
    );
    setNow(new Date(cutoff().getTime() + after));
    const before = await snapshot();

    const seen = await manage.get(token);
    expect(seen.status).toBe(200);
    expect(seen.body.appointment).toEqual({
      firstName: "Asha",
      date: "2026-11-24",
      time: "18:00",
      status: "",
      canCancel: false,
      canReschedule: false,
      closedReason: null,
      closedReasonTa: null,
      // its evening: not arrived yet, nobody ahead
      tonight: expect.objectContaining({ status: "booked", token: null, ahead: 0 }),
      prescription: false,
      documents: [],
    });
    for (const res of [await manage.cancel(token), await manage.reschedule(token, move("2026-11-25", "19:00"))]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: "cutoff_passed",
        values: { hours: hours(), phone: clinic().phone },
        message: tooLate(),
      });
      expect(res.body.message).toContain(clinic().phone);
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
    expect(await holdersOf("2026-11-24", "18:00")).toEqual(["Asha|"]);
    expect((await stored(appointment.id)).sequence).toBe(0);

    // tomorrow's appointment is still the patient's to change
    expect((await manage.get(other.token)).body.appointment).toMatchObject({ canCancel: true });
    expect((await manage.cancel(other.token)).status).toBe(200);
  });

  it("an appointment cancelled before the cut-off still answers its cancel with the same 200 after it", async () => {
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-24", time: "18:00" });
    expect((await manage.cancel(token)).status).toBe(200);
    setNow(new Date(cutoff().getTime() + 60_000));
    const again = await manage.cancel(token);
    expect(again.status).toBe(200);
    expect(again.body.appointment).toMatchObject({ status: "Cancelled", canCancel: false });
  });
});
