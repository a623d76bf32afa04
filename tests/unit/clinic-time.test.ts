import {
  SLOT_TIMES,
  addDays,
  formatLongDate,
  formatSlot,
  isBeforeToday,
  isPastSlot,
  isRealDate,
  isSlotTime,
  isSunday,
  istInstant,
  timeIst,
  todayIst,
} from "@/lib/shared/clinic-time";

describe("today in IST (fixed +05:30) against the UTC date", () => {
  it.each([
    ["2026-11-23T18:29:59.999Z", "2026-11-23", "23:59"], // 23:59:59.999 IST: still the 23rd
    ["2026-11-23T18:30:00.000Z", "2026-11-24", "00:00"], // 00:00 IST: already the 24th, UTC still says the 23rd
    ["2026-11-24T00:00:00.000Z", "2026-11-24", "05:30"],
    ["2026-11-24T18:29:00.000Z", "2026-11-24", "23:59"],
    ["2026-12-31T18:30:00.000Z", "2027-01-01", "00:00"], // new year in India first
    ["2028-02-28T18:30:00.000Z", "2028-02-29", "00:00"], // leap day
  ])("%s → %s %s", (instant, date, time) => {
    expect(todayIst(new Date(instant))).toBe(date);
    expect(timeIst(new Date(instant))).toBe(time);
  });

  it("a date before today is refused only once IST midnight has passed", () => {
    expect(isBeforeToday("2026-11-23", new Date("2026-11-23T18:29:59Z"))).toBe(false);
    expect(isBeforeToday("2026-11-23", new Date("2026-11-23T18:30:00Z"))).toBe(true);
    expect(isBeforeToday("2026-11-24", new Date("2026-11-23T18:30:00Z"))).toBe(false);
  });
});

describe("Sundays", () => {
  it.each([
    ["2026-11-22", true],
    ["2026-11-29", true],
    ["2027-01-03", true],
    ["2026-11-23", false],
    ["2026-11-28", false], // Saturday: open
    ["2028-02-29", false],
  ])("%s → %s", (date, sunday) => expect(isSunday(date)).toBe(sunday));

  it("do not depend on the machine's time zone", () => {
    // Monday 00:00 IST is Sunday 18:30 UTC; the date string alone decides.
    expect(isSunday(todayIst(new Date("2026-11-22T18:30:00Z")))).toBe(false);
    expect(isSunday(todayIst(new Date("2026-11-22T18:29:00Z")))).toBe(true);
  });
});

describe("slots", () => {
  it("are the 13 start times from 18:00 to 21:00 every 15 minutes", () => {
    expect(SLOT_TIMES).toHaveLength(13);
    expect(SLOT_TIMES[0]).toBe("18:00");
    expect(SLOT_TIMES[12]).toBe("21:00");
    for (let i = 1; i < SLOT_TIMES.length; i++) {
      const [h0, m0] = SLOT_TIMES[i - 1].split(":").map(Number);
      const [h1, m1] = SLOT_TIMES[i].split(":").map(Number);
      expect(h1 * 60 + m1 - (h0 * 60 + m0)).toBe(15);
    }
  });

  it.each(["18:00", "18:15", "20:45", "21:00"])("%s is a slot", (t) => expect(isSlotTime(t)).toBe(true));
  it.each(["17:45", "18:05", "18:14", "21:15", "21:01", "6:00", "18:00:00", "1800", "", null, 1800])(
    "%s is not a slot",
    (t) => expect(isSlotTime(t)).toBe(false),
  );

  it("start at the IST instant", () => {
    expect(istInstant("2026-11-24", "18:00").toISOString()).toBe("2026-11-24T12:30:00.000Z");
    expect(istInstant("2026-11-24", "21:00").toISOString()).toBe("2026-11-24T15:30:00.000Z");
  });
});

describe("past slots today", () => {
  const ist = (time: string) => istInstant("2026-11-24", time);

  it("nothing is past in the morning", () => {
    const morning = ist("09:00");
    expect(SLOT_TIMES.filter((t) => isPastSlot("2026-11-24", t, morning))).toEqual([]);
  });

  it("a slot is past from its start time on", () => {
    expect(isPastSlot("2026-11-24", "18:00", new Date(ist("18:00").getTime() - 1))).toBe(false);
    expect(isPastSlot("2026-11-24", "18:00", ist("18:00"))).toBe(true);
    expect(isPastSlot("2026-11-24", "18:15", ist("18:00"))).toBe(false);
  });

  it("at 20:50 only 21:00 is left", () => {
    expect(SLOT_TIMES.filter((t) => !isPastSlot("2026-11-24", t, ist("20:50")))).toEqual(["21:00"]);
  });

  it("at 21:00 every slot of the day is past; tomorrow's are not", () => {
    expect(SLOT_TIMES.every((t) => isPastSlot("2026-11-24", t, ist("21:00")))).toBe(true);
    expect(SLOT_TIMES.some((t) => isPastSlot("2026-11-25", t, ist("21:00")))).toBe(false);
  });

  it("at 23:59 IST (18:29 UTC) tomorrow's 18:00 is still open; at 00:00 IST the new day's slots are all open", () => {
    expect(isPastSlot("2026-11-25", "18:00", new Date("2026-11-24T18:29:00Z"))).toBe(false);
    const midnight = new Date("2026-11-24T18:30:00Z");
    expect(todayIst(midnight)).toBe("2026-11-25");
    expect(SLOT_TIMES.some((t) => isPastSlot("2026-11-25", t, midnight))).toBe(false);
    expect(SLOT_TIMES.every((t) => isPastSlot("2026-11-24", t, midnight))).toBe(true);
  });
});

describe("real dates", () => {
  it.each(["2026-11-24", "2028-02-29", "2026-12-31", "2027-01-01"])("%s is real", (d) =>
    expect(isRealDate(d)).toBe(true),
  );
  it.each([
    "2026-02-29",
    "2026-02-30",
    "2026-13-01",
    "2026-00-10",
    "2026-11-31",
    "2026-11-4",
    "24-11-2026",
    "2026/11/24",
    "0999-01-01",
    "",
    null,
    20261124,
  ])("%s is not", (d) => expect(isRealDate(d)).toBe(false));
});

describe("formatting", () => {
  it("shows times on a 12-hour clock and dates in full", () => {
    expect(formatSlot("18:00")).toBe("6:00 PM");
    expect(formatSlot("21:00")).toBe("9:00 PM");
    expect(formatSlot("12:05")).toBe("12:05 PM");
    expect(formatSlot("00:30")).toBe("12:30 AM");
    expect(formatLongDate("2026-11-24")).toBe("Tuesday, 24 November 2026");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
