/**
 * The clinic calendar, pure (FEATURES.md §2): closureSchema and announcementSchema as the
 * Clinic calendar screen and the admin calls both use them, and lib/shared/calendar.ts
 * (which times a closure blocks, how it reads to people).
 */
import {
  blockedTimes,
  blocksSlot,
  coversDate,
  describeClosure,
  isWholeDay,
  type ClosureSpan,
} from "@/lib/shared/calendar";
import { addDays, SLOT_TIMES } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import {
  announcementSchema,
  CALENDAR_MESSAGES,
  closureIdParams,
  closureSchema,
  MAX_CLOSURE_DAYS,
  MAX_REASON_LENGTH,
} from "@/lib/shared/validation/calendar";
import { CLOSURE_REFUSALS, closureDay as day, closureEvening as evening } from "../fixtures/closure-refusals";
import { TUESDAY_NOON_IST } from "../fixtures/dates";

beforeEach(() => setNow(TUESDAY_NOON_IST)); // Tuesday 24 November 2026, noon IST
afterAll(() => setNow(null));

/** The first issue's field and message, or null when the input is valid. */
function problem(schema: typeof closureSchema | typeof announcementSchema, input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? null : [r.error.issues[0].path.join("."), r.error.issues[0].message];
}

describe("closureSchema", () => {
  it("a whole day: trimmed, times null (missing, blank or null alike)", () => {
    for (const times of [{}, { startTime: "", endTime: "  " }, { startTime: null, endTime: null }]) {
      expect(closureSchema.parse({ ...day(" 2026-11-27 ", "  Doctor at a conference "), ...times })).toEqual({
        startDate: "2026-11-27",
        endDate: "2026-11-27",
        startTime: null,
        endTime: null,
        reason: "Doctor at a conference",
        reasonTa: null,
        notify: false,
      });
    }
  });

  it("a Tamil reason is optional, trimmed, blank as none, and held to the same length", () => {
    expect(closureSchema.parse({ ...day("2026-11-27"), reasonTa: "  பொங்கல் " }).reasonTa).toBe("பொங்கல்");
    expect(closureSchema.parse({ ...day("2026-11-27"), reasonTa: "   " }).reasonTa).toBeNull();
    expect(problem(closureSchema, { ...day("2026-11-27"), reasonTa: "அ".repeat(101) })).toEqual([
      "reasonTa",
      CALENDAR_MESSAGES.reasonTooLong,
    ]);
  });

  it("notify: true asks for the affected patients' messages; anything but a boolean is refused", () => {
    expect(closureSchema.parse({ ...day("2026-11-27"), notify: true }).notify).toBe(true);
    expect(problem(closureSchema, { ...day("2026-11-27"), notify: "yes" })).toEqual([
      "notify",
      "notify must be true or false.",
    ]);
  });

  it("part of an evening keeps its times; a range keeps its days; today is allowed", () => {
    expect(closureSchema.parse(evening("2026-11-26", "19:00", "20:00"))).toMatchObject({
      startTime: "19:00",
      endTime: "20:00",
    });
    expect(closureSchema.parse({ startDate: "2026-11-30", endDate: "2026-12-02", reason: "Pongal" })).toMatchObject({
      startDate: "2026-11-30",
      endDate: "2026-12-02",
    });
    expect(problem(closureSchema, day("2026-11-24"))).toBeNull();
  });

  it("any HH:MM is a time; a window counts if it holds one slot (20:50–21:01 holds 21:00)", () => {
    expect(problem(closureSchema, evening("2026-11-26", "20:50", "21:01"))).toBeNull();
    expect(problem(closureSchema, evening("2026-11-26", "17:00", "18:01"))).toBeNull();
    expect(problem(closureSchema, evening("2026-11-26", "00:00", "23:59"))).toBeNull();
  });

  it(`${MAX_CLOSURE_DAYS} days is the longest: one more is refused`, () => {
    const longest = { startDate: "2026-11-25", endDate: addDays("2026-11-25", MAX_CLOSURE_DAYS - 1), reason: "Moving" };
    expect(problem(closureSchema, longest)).toBeNull();
    expect(problem(closureSchema, { ...longest, endDate: addDays(longest.endDate, 1) })).toEqual([
      "endDate",
      CALENDAR_MESSAGES.tooLong,
    ]);
  });

  it("a reason line break becomes a space; exactly the longest reason is accepted", () => {
    expect(closureSchema.parse(day("2026-11-27", "Doctor\nat a conference")).reason).toBe("Doctor at a conference");
    expect(problem(closureSchema, day("2026-11-27", "x".repeat(MAX_REASON_LENGTH)))).toBeNull();
  });

  it.each(CLOSURE_REFUSALS)("%s → %s: the message", (_label, input, field, message) => {
    expect(problem(closureSchema, input)).toEqual([field, message]);
  });

  it("the past is judged in clinic time: at 00:30 IST on the 25th, the 24th is past", () => {
    setNow(new Date("2026-11-24T19:00:00Z"));
    expect(problem(closureSchema, day("2026-11-24"))).toEqual(["startDate", CALENDAR_MESSAGES.startPast]);
    expect(problem(closureSchema, day("2026-11-25"))).toBeNull();
  });
});

describe("closureIdParams", () => {
  it("takes a positive whole id and nothing else", () => {
    expect(closureIdParams.parse({ id: "12" })).toEqual({ id: 12 });
    for (const id of ["0", "-1", "1.5", "abc", "", "1e3", "99999999999"]) {
      const r = closureIdParams.safeParse({ id });
      expect([id, r.success]).toEqual([id, false]);
      if (!r.success) expect(r.error.issues[0].message).toBe(CALENDAR_MESSAGES.badClosureId);
    }
  });
});

describe("announcementSchema", () => {
  it("trims the text; a blank last day is none; today is a valid last day", () => {
    expect(announcementSchema.parse({ text: "  Closed for Pongal ", until: "" })).toEqual({
      text: "Closed for Pongal",
      until: undefined,
    });
    expect(announcementSchema.parse({ text: "Closed", until: "2026-11-24" })).toEqual({
      text: "Closed",
      until: "2026-11-24",
    });
  });

  it.each([
    ["no text", {}, "text", CALENDAR_MESSAGES.announcementRequired],
    ["blank text", { text: "  " }, "text", CALENDAR_MESSAGES.announcementRequired],
    ["201 characters", { text: "x".repeat(201) }, "text", CALENDAR_MESSAGES.announcementTooLong],
    ["a last day yesterday", { text: "Closed", until: "2026-11-23" }, "until", CALENDAR_MESSAGES.untilPast],
    ["an impossible last day", { text: "Closed", until: "2026-02-29" }, "until", CALENDAR_MESSAGES.badDate],
  ])("%s → %s: the message", (_label, input, field, message) => {
    expect(problem(announcementSchema, input)).toEqual([field, message]);
  });
});

describe("blockedTimes and blocksSlot", () => {
  const whole: ClosureSpan = { startDate: "2026-11-27", endDate: "2026-11-29", startTime: null, endTime: null };
  const part: ClosureSpan = { startDate: "2026-11-26", endDate: "2026-11-26", startTime: "19:00", endTime: "20:00" };

  it("a whole-day closure blocks all 13 times on every day it covers, none outside", () => {
    for (const date of ["2026-11-27", "2026-11-28", "2026-11-29"])
      expect(blockedTimes(whole, date)).toEqual([...SLOT_TIMES]);
    expect(blockedTimes(whole, "2026-11-26")).toEqual([]);
    expect(blockedTimes(whole, "2026-11-30")).toEqual([]);
    expect(SLOT_TIMES).toHaveLength(13);
  });

  it("part of an evening blocks from its start up to, not including, its end", () => {
    expect(blockedTimes(part, "2026-11-26")).toEqual(["19:00", "19:15", "19:30", "19:45"]);
    expect(blockedTimes(part, "2026-11-27")).toEqual([]);
    expect(blockedTimes({ ...part, startTime: "18:50", endTime: "19:20" }, "2026-11-26")).toEqual(["19:00", "19:15"]);
    expect(blockedTimes({ ...part, startTime: "20:30", endTime: "23:00" }, "2026-11-26")).toEqual([
      "20:30",
      "20:45",
      "21:00",
    ]);
  });

  it("blocksSlot answers for one time", () => {
    expect(["18:45", "19:00", "19:45", "20:00"].map((t) => blocksSlot(part, "2026-11-26", t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(blocksSlot(part, "2026-11-27", "19:00")).toBe(false);
    expect(blocksSlot(whole, "2026-11-28", "21:00")).toBe(true);
    expect(blocksSlot(whole, "2026-11-28", "21:15")).toBe(false); // not a slot
  });

  it("coversDate and isWholeDay", () => {
    expect(["2026-11-26", "2026-11-27", "2026-11-29", "2026-11-30"].map((d) => coversDate(whole, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect([isWholeDay(whole), isWholeDay(part)]).toEqual([true, false]);
  });
});

describe("describeClosure and the 409 message", () => {
  const span = (
    startDate: string,
    endDate: string,
    startTime: string | null = null,
    endTime: string | null = null,
  ) => ({
    startDate,
    endDate,
    startTime,
    endTime,
  });

  it("reads one day, a range, and part of an evening", () => {
    expect(describeClosure(span("2026-11-27", "2026-11-27"))).toBe("on Friday, 27 November 2026");
    expect(describeClosure(span("2026-12-31", "2027-01-02"))).toBe(
      "from Thursday, 31 December 2026 to Saturday, 2 January 2027",
    );
    expect(describeClosure(span("2026-11-26", "2026-11-26", "19:00", "20:00"))).toBe(
      "from 7:00 PM to 8:00 PM on Thursday, 26 November 2026",
    );
    expect(describeClosure(span("2026-11-26", "2026-11-26", "18:00", "21:15"))).toBe(
      "from 6:00 PM to 9:15 PM on Thursday, 26 November 2026",
    );
  });

  it("the 409 names when and why, and asks for another date (whole days) or time (part of an evening)", () => {
    expect(CALENDAR_MESSAGES.closed({ ...span("2026-11-27", "2026-11-27"), reason: "Pongal" })).toBe(
      "Sorry, the clinic is closed on Friday, 27 November 2026 (Pongal). Please choose another date.",
    );
    expect(CALENDAR_MESSAGES.closed({ ...span("2026-11-26", "2026-11-26", "19:00", "20:00"), reason: "Late" })).toBe(
      "Sorry, the clinic is closed from 7:00 PM to 8:00 PM on Thursday, 26 November 2026 (Late). Please choose another time.",
    );
  });
});
