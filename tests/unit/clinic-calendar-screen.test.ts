/**
 * The Clinic calendar screen's pure parts: the bundled Tamil Nadu holidays (real dates in
 * order, each a reason the closure schema takes), the Monday-first month, month steps, and
 * the closing times offered (the end of the evening closes the last slot too).
 */
import {
  addMonths,
  END_OF_EVENING,
  endTimesAfter,
  monthLabel,
  monthWeeks,
  onlySundays,
  rangeOf,
  rangeText,
  shiftMonth,
  shortDays,
  timeRange,
} from "@/components/admin/calendar/calendar-format";
import { holidaysFrom, TAMIL_NADU_HOLIDAYS } from "@/lib/content/holidays";
import { blockedTimes } from "@/lib/shared/calendar";
import { isRealDate, SLOT_TIMES } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { closureSchema } from "@/lib/shared/validation/calendar";
import { TUESDAY_NOON_IST } from "../fixtures/dates";

describe("Tamil Nadu holidays", () => {
  beforeAll(() => setNow(TUESDAY_NOON_IST));
  afterAll(() => setNow(null));

  it("are real dates, earliest first, from Christmas 2026 through 2027", () => {
    const dates = TAMIL_NADU_HOLIDAYS.map((h) => h.date);
    expect(dates.every(isRealDate)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]).toBe("2026-12-25");
    expect(dates.at(-1)).toBe("2027-12-25");
    expect(TAMIL_NADU_HOLIDAYS).toHaveLength(24);
  });

  it("mark the fixed-date ones certain and the moon's expected", () => {
    const certain = TAMIL_NADU_HOLIDAYS.filter((h) => !h.expected).map((h) => `${h.date.slice(5)} ${h.name}`);
    expect(certain).toEqual([
      "12-25 Christmas",
      "01-01 New Year's Day",
      "01-26 Republic Day",
      "03-26 Good Friday",
      "04-14 Tamil New Year's Day and Dr. B.R. Ambedkar's Birthday",
      "05-01 May Day",
      "08-15 Independence Day",
      "10-02 Gandhi Jayanti",
      "12-25 Christmas",
    ]);
  });

  it("each closes its day as a whole-day closure with its name as the reason", () => {
    for (const h of holidaysFrom("2026-11-24")) {
      const check = closureSchema.safeParse({ startDate: h.date, endDate: h.date, reason: h.name });
      expect(check.success && check.data.reason).toBe(h.name);
    }
  });

  it("from a date on: those still ahead", () => {
    expect(holidaysFrom("2027-10-10").map((h) => h.name)).toEqual(["Vijaya Dasami", "Deepavali", "Christmas"]);
    expect(holidaysFrom("2028-01-01")).toEqual([]);
  });
});

describe("the calendar's month", () => {
  it("is laid out Monday first, days of other months left blank", () => {
    const weeks = monthWeeks("2026-11");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]); // 1 November 2026 is a Sunday
    expect(weeks[5]).toEqual(["2026-11-30", null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks("2027-02")).toHaveLength(4); // 1 February 2027 is a Monday
  });

  it("steps by months across years, a day kept or clamped to the month's end", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 14)).toBe("2028-01");
    expect(shiftMonth("2027-01-31", 1)).toBe("2027-02-28");
    expect(shiftMonth("2026-11-24", -1)).toBe("2026-10-24");
    expect(monthLabel("2026-11")).toBe("November 2026");
  });

  it("reads picked days in either order", () => {
    expect(rangeOf("2026-12-11", "2026-12-07")).toEqual({ start: "2026-12-07", end: "2026-12-11" });
    expect(rangeText({ start: "2026-11-27", end: "2026-11-27" })).toBe("Friday, 27 November 2026");
    expect(rangeText({ start: "2026-12-07", end: "2026-12-11" })).toBe(
      "Monday, 7 December 2026 to Friday, 11 December 2026 (5 days)",
    );
    expect(onlySundays({ start: "2026-11-29", end: "2026-11-29" })).toBe(true);
    expect(onlySundays({ start: "2026-11-28", end: "2026-11-29" })).toBe(false);
    expect(shortDays({ startDate: "2026-12-24", endDate: "2027-01-02", startTime: null, endTime: null })).toBe(
      "24 Dec – 2 Jan",
    );
  });

  it("offers end times after the start, the end of the evening closing the last slot", () => {
    expect(endTimesAfter("20:30")).toEqual(["20:45", "21:00", END_OF_EVENING]);
    expect(endTimesAfter("21:00")).toEqual([END_OF_EVENING]);
    const span = { startDate: "2026-11-27", endDate: "2026-11-27", startTime: "20:30", endTime: END_OF_EVENING };
    expect(blockedTimes(span, "2026-11-27")).toEqual(["20:30", "20:45", "21:00"]);
    expect(blockedTimes({ ...span, startTime: SLOT_TIMES[0] }, "2026-11-27")).toEqual([...SLOT_TIMES]);
    expect(timeRange("19:00", "20:00")).toBe("7:00–8:00 PM");
  });
});
