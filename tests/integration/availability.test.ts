/**
 * What the patient's date picker and time list are told before they choose (FEATURES.md §2):
 * GET /api/appointments/availability (every day from today to the horizon: open, full,
 * closed with its reason, sunday, past) and GET /api/appointments/slots' closed times.
 * Through the real handlers on this file's own database (SQLite, or PostgreSQL with
 * TEST_DB=postgresql); today is Tuesday 24 November 2026, noon (the pinned clock).
 */
import { addDays, istInstant, isSunday, SLOT_TIMES } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { seed, setUpAppointmentsSuite, type Seed } from "../fixtures/appointments";
import { slots } from "../fixtures/booking";
import { availability, dayOf, seedClosure } from "../fixtures/calendar";

setUpAppointmentsSuite();

/** Appointments at these times of the date (one patient each). */
const bookTimes = (date: string, times: readonly string[], status?: string) =>
  seed(...times.map((time, i): Seed => ({ name: `P ${date} ${time} ${i}`, date, time, status })));

const stateOf = async (date: string) => dayOf((await availability()).body.days, date);

describe("GET /api/appointments/availability", () => {
  it("spans today to today + 90 days, one entry per day in order; Sundays 'sunday', the rest 'open'", async () => {
    const res = await availability();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ success: true, from: "2026-11-24", to: "2027-02-22" });
    const { days } = res.body;
    expect(days).toHaveLength(91);
    days.forEach((d, i) => expect(d.date).toBe(addDays("2026-11-24", i)));
    for (const d of days) expect(d).toEqual({ date: d.date, state: isSunday(d.date) ? "sunday" : "open" });
    expect(days.filter((d) => d.state === "sunday")).toHaveLength(13);
    expect(dayOf(days, "2026-11-29")).toEqual({ date: "2026-11-29", state: "sunday" });
  });

  it("counts from today in clinic time: at 00:30 IST on the 25th it starts on the 25th", async () => {
    setNow(new Date("2026-11-24T19:00:00Z"));
    const { body } = await availability();
    expect([body.from, body.to, body.days[0].date]).toEqual(["2026-11-25", "2027-02-23", "2026-11-25"]);
  });

  it("a whole-day closure and every day of a range are 'closed' with the reason; the days around stay open", async () => {
    await seedClosure({ startDate: "2026-11-27", reason: "Doctor at a conference" });
    await seedClosure({ startDate: "2026-12-01", endDate: "2026-12-03", reason: "Pongal" });
    const { days } = (await availability()).body;
    expect(["2026-11-26", "2026-11-27", "2026-11-28"].map((d) => dayOf(days, d))).toEqual([
      { date: "2026-11-26", state: "open" },
      { date: "2026-11-27", state: "closed", reason: "Doctor at a conference" },
      { date: "2026-11-28", state: "open" },
    ]);
    expect(
      ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].map((d) => dayOf(days, d)?.state),
    ).toEqual(["open", "closed", "closed", "closed", "open"]);
    expect(dayOf(days, "2026-12-02")?.reason).toBe("Pongal");
  });

  it("a closure over a Sunday leaves it 'sunday'", async () => {
    await seedClosure({ startDate: "2026-11-28", endDate: "2026-11-30", reason: "Pongal" });
    expect(await stateOf("2026-11-29")).toEqual({ date: "2026-11-29", state: "sunday" });
  });

  it("a day whose every slot is held is 'full' (done and no-show hold theirs); one free slot keeps it 'open'", async () => {
    await bookTimes("2026-11-25", SLOT_TIMES.slice(0, 11));
    await bookTimes("2026-11-25", ["20:45"], "Done");
    expect(await stateOf("2026-11-25")).toEqual({ date: "2026-11-25", state: "open" });
    await bookTimes("2026-11-25", ["21:00"], "No-show");
    expect(await stateOf("2026-11-25")).toEqual({ date: "2026-11-25", state: "full" });
  });

  it("cancelled appointments don't count: a day full but for one cancelled appointment is 'open'", async () => {
    await bookTimes("2026-11-25", SLOT_TIMES.slice(0, 12));
    await bookTimes("2026-11-25", ["21:00"], "Cancelled");
    expect(await stateOf("2026-11-25")).toEqual({ date: "2026-11-25", state: "open" });
  });

  it("a part-evening closure and bookings that leave nothing free make a 'full' day; one free time, 'open'", async () => {
    await seedClosure({ startDate: "2026-11-26", startTime: "19:00", endTime: "20:00", reason: "Doctor called away" });
    const outside = SLOT_TIMES.filter((t) => t < "19:00" || t >= "20:00");
    expect(outside).toHaveLength(9);
    await bookTimes("2026-11-26", outside.slice(0, 8));
    expect(await stateOf("2026-11-26")).toEqual({ date: "2026-11-26", state: "open" });
    await bookTimes("2026-11-26", outside.slice(8));
    expect(await stateOf("2026-11-26")).toEqual({ date: "2026-11-26", state: "full" });
  });

  it("part-evening closures covering every time are 'closed' with a reason", async () => {
    await seedClosure({ startDate: "2026-11-26", startTime: "18:00", endTime: "19:30", reason: "Staff meeting" });
    expect(await stateOf("2026-11-26")).toEqual({ date: "2026-11-26", state: "open" });
    await seedClosure({ startDate: "2026-11-26", startTime: "19:30", endTime: "21:15", reason: "Doctor called away" });
    expect(await stateOf("2026-11-26")).toEqual({ date: "2026-11-26", state: "closed", reason: "Staff meeting" });
  });

  it("today: a closure over the remaining times is 'closed'; bookings over them are 'full'", async () => {
    setNow(istInstant("2026-11-24", "20:40"));
    expect(await stateOf("2026-11-24")).toEqual({ date: "2026-11-24", state: "open" });
    await bookTimes("2026-11-24", ["20:45"]);
    await seedClosure({ startDate: "2026-11-24", startTime: "21:00", endTime: "21:15", reason: "Doctor called away" });
    // 18:00–20:30 have gone: what is left is booked or closed
    expect(await stateOf("2026-11-24")).toEqual({ date: "2026-11-24", state: "full" });

    await seedClosure({ startDate: "2026-11-24", startTime: "20:45", endTime: "21:00", reason: "Staff meeting" });
    expect(await stateOf("2026-11-24")).toEqual({ date: "2026-11-24", state: "closed", reason: "Staff meeting" });
  });

  it("today after its last slot has begun (21:00 IST) is 'past'; a minute before, 'open'", async () => {
    setNow(istInstant("2026-11-24", "20:59"));
    expect(await stateOf("2026-11-24")).toEqual({ date: "2026-11-24", state: "open" });
    setNow(istInstant("2026-11-24", "21:00"));
    expect(await stateOf("2026-11-24")).toEqual({ date: "2026-11-24", state: "past" });
    setNow(istInstant("2026-11-24", "23:30"));
    const { days } = (await availability()).body;
    expect(days[0]).toEqual({ date: "2026-11-24", state: "past" });
    expect(days[1]).toEqual({ date: "2026-11-25", state: "open" });
  });

  it("closures outside the window don't show", async () => {
    await seedClosure({ startDate: "2026-11-01", endDate: "2026-11-23", reason: "Past" });
    await seedClosure({ startDate: "2027-02-23", endDate: "2027-03-10", reason: "After the horizon" });
    const { days } = (await availability()).body;
    expect(days.filter((d) => d.state === "closed")).toEqual([]);
  });
});

describe("GET /api/appointments/slots with closures", () => {
  const values = (list: unknown) => (list as { value: string }[]).map((s) => s.value);

  it("a part-evening closure 19:00–20:00 answers exactly 19:00 to 19:45 closed, with its reason", async () => {
    await seedClosure({ startDate: "2026-11-26", startTime: "19:00", endTime: "20:00", reason: "Doctor called away" });
    await bookTimes("2026-11-26", ["18:45", "20:00"]);
    const res = await slots("?date=2026-11-26");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      bookedSlots: [{ value: "18:45" }, { value: "20:00" }],
      closedSlots: [{ value: "19:00" }, { value: "19:15" }, { value: "19:30" }, { value: "19:45" }],
      closure: { reason: "Doctor called away" },
    });
  });

  it("a whole-day closure answers all 13 times closed; the day after none", async () => {
    await seedClosure({ startDate: "2026-11-27", endDate: "2026-11-28", reason: "Pongal" });
    const closed = await slots("?date=2026-11-28");
    expect(values(closed.body.closedSlots)).toEqual([...SLOT_TIMES]);
    expect(closed.body.closure).toEqual({ reason: "Pongal" });
    expect((await slots("?date=2026-11-30")).body).toMatchObject({ closedSlots: [], closure: null });
  });

  it("two closures on one day: their times together, in order; the whole-day reason is the one shown", async () => {
    await seedClosure({ startDate: "2026-11-26", startTime: "20:30", endTime: "21:15", reason: "Late" });
    await seedClosure({ startDate: "2026-11-26", startTime: "18:00", endTime: "18:30", reason: "Early" });
    const parts = await slots("?date=2026-11-26");
    expect(values(parts.body.closedSlots)).toEqual(["18:00", "18:15", "20:30", "20:45", "21:00"]);
    expect(parts.body.closure).toEqual({ reason: "Early" });

    await seedClosure({ startDate: "2026-11-26", reason: "Pongal" });
    const whole = await slots("?date=2026-11-26");
    expect(values(whole.body.closedSlots)).toEqual([...SLOT_TIMES]);
    expect(whole.body.closure).toEqual({ reason: "Pongal" });
  });
});
