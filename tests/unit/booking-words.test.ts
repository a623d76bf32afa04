/**
 * The booking and manage words (FEATURES.md §6): the English the API answers stays exactly
 * today's, now read from messages/en; and every message the server or the shared schema can
 * give a patient reads in Tamil on a Tamil page (components/booking/translate-message.ts),
 * placeholders, plurals, dates and times included. Unknown messages are left alone.
 */
import { createTranslator } from "next-intl";
import { placeholdersOf, translateMessage, type Translate } from "@/components/booking/translate-message";
import { closedDayMessage, fullDayMessage, partClosedMessage } from "@/components/booking/day-words";
import { bookingLimiter, manageLimiter, manageReadLimiter, type RateLimiter } from "@/lib/server/rate-limit";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import {
  FAILURE_MESSAGE,
  HONEYPOT_MESSAGE,
  PAST_DATE_MESSAGE,
  PAST_TIME_MESSAGE,
  PHONE_CAP_MESSAGE,
  REQUIRED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SOME_BOOKED_NOTE,
  SUCCESS_MESSAGE,
  SUNDAY_MESSAGE,
  SUNDAY_NOTE,
  horizonMessage,
  validateBooking,
} from "@/lib/shared/validation/booking";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import { MESSAGES } from "@/messages";

const ta = createTranslator({ locale: "ta", messages: MESSAGES.ta }) as unknown as Translate;
const en = createTranslator({ locale: "en", messages: MESSAGES.en }) as unknown as Translate;
const toTamil = (message: string) => translateMessage(message, "ta", ta);
const PHONE = "+91 44 2345 6789";
const RULES = { horizonDays: 90 };

describe("the English the API answers", () => {
  it("is today's wording, character for character", () => {
    expect(REQUIRED_MESSAGE).toBe("Please fill in all required fields and try again.");
    expect(SUNDAY_MESSAGE).toBe("Sorry, we don't accept appointments on Sundays. Please select a different date.");
    expect(PAST_DATE_MESSAGE).toBe("Please choose today or a later date.");
    expect(PAST_TIME_MESSAGE).toBe("That time has already passed today. Please choose a later time.");
    expect(horizonMessage(90)).toBe("Appointments can be booked up to 90 days ahead. Please choose an earlier date.");
    expect(SUNDAY_NOTE).toBe("We are closed on Sundays. Please select a weekday (Monday-Saturday).");
    expect(SOME_BOOKED_NOTE).toBe("Some time slots are already booked.");
    expect(SUCCESS_MESSAGE).toBe("Appointment request sent successfully!");
    expect(FAILURE_MESSAGE).toBe("Failed to submit. Please try again.");
    expect(SLOT_TAKEN_MESSAGE).toBe(
      "Sorry, this time slot was just booked by someone else. Please choose another time.",
    );
    expect(HONEYPOT_MESSAGE).toBe("Your request could not be processed. Please call the clinic to book.");
    expect(PHONE_CAP_MESSAGE).toBe(
      "This phone number already has 3 upcoming appointments. Please call the clinic to book more.",
    );
    expect(MANAGE_MESSAGES).toMatchObject({
      notFound: "This appointment link is not valid. Please check the link, or call the clinic.",
      cancelled: "Your appointment has been cancelled.",
      rescheduled: "Your appointment has been moved.",
      alreadyCancelled: "This appointment has been cancelled. Please book a new appointment.",
      cancelConfirm: "Cancel this appointment? The time will be offered to other patients.",
    });
    expect(MANAGE_MESSAGES.tooLate(1, PHONE)).toBe(
      `It is less than 1 hour to your appointment, so it can no longer be changed online. Please call the clinic on ${PHONE}.`,
    );
    expect(MANAGE_MESSAGES.tooLate(3, PHONE)).toBe(
      `It is less than 3 hours to your appointment, so it can no longer be changed online. Please call the clinic on ${PHONE}.`,
    );
    expect(MANAGE_MESSAGES.closed(PHONE)).toBe(
      `This appointment can no longer be changed online. Please call the clinic on ${PHONE}.`,
    );
  });

  it("says each field's own problem as before", () => {
    const long = (n: number) => "x".repeat(n + 1);
    const result = validateBooking(
      {
        patientName: long(100),
        patientEmail: "not-an-email",
        patientPhone: "12",
        patientAge: 130,
        patientSex: "M",
        serviceRequired: "Surgery",
        preferredDate: "2026-13-40",
        preferredTime: "17:00",
        additionalInfo: long(1000),
        patientAddress: long(300),
        patientOccupation: 7,
        language: "fr",
      },
      RULES,
    );
    expect(result.success).toBe(false);
    expect(!result.success && result.errors).toEqual({
      patientName: "Name must be at most 100 characters.",
      patientEmail: "Please enter a valid email address.",
      patientPhone: "Please enter a valid phone number.",
      patientAge: "Please enter an age between 1 and 120.",
      patientSex: "Please select Male, Female or Other.",
      serviceRequired: "Please select a service from the list.",
      preferredDate: "Please choose a valid date.",
      preferredTime: "Please choose one of the listed times (6:00 PM to 9:00 PM, every 15 minutes).",
      additionalInfo: "Additional information must be at most 1000 characters.",
      patientAddress: "Address must be at most 300 characters.",
      patientOccupation: "Occupation must be text.",
      language: "The language must be 'en' or 'ta'.",
    });
  });

  it("names a closure as before: a day, several days, part of an evening", () => {
    const day = { startDate: "2026-11-27", endDate: "2026-11-27", startTime: null, endTime: null, reason: "Pongal" };
    expect(CALENDAR_MESSAGES.closed(day)).toBe(
      "Sorry, the clinic is closed on Friday, 27 November 2026 (Pongal). Please choose another date.",
    );
    expect(CALENDAR_MESSAGES.closed({ ...day, endDate: "2026-11-28" })).toBe(
      "Sorry, the clinic is closed from Friday, 27 November 2026 to Saturday, 28 November 2026 (Pongal). Please choose another date.",
    );
    expect(CALENDAR_MESSAGES.closed({ ...day, startTime: "19:00", endTime: "20:00", reason: "Late" })).toBe(
      "Sorry, the clinic is closed from 7:00 PM to 8:00 PM on Friday, 27 November 2026 (Late). Please choose another time.",
    );
    expect(closedDayMessage("2026-11-27", "Pongal")).toBe(CALENDAR_MESSAGES.closed(day));
    expect(fullDayMessage("2026-11-27")).toBe("Friday, 27 November 2026 is fully booked. Please choose another date.");
    expect(partClosedMessage("Doctor away")).toBe("Some times are closed (Doctor away).");
  });
});

describe("a server message on a Tamil page", () => {
  /** Every plain message of the server groups, straight from the catalogue. */
  const plain = (group: "booking.server" | "manage.server") => {
    const [ns, sub] = group.split(".") as ["booking" | "manage", "server"];
    const tree = MESSAGES.en[ns][sub] as Record<string, unknown>;
    const keys: string[] = [];
    const walk = (node: Record<string, unknown>, path: string) => {
      for (const [k, v] of Object.entries(node)) {
        if (typeof v === "string") {
          if (placeholdersOf(v).length === 0) keys.push(`${path}.${k}`);
        } else walk(v as Record<string, unknown>, `${path}.${k}`);
      }
    };
    walk(tree, group);
    return keys;
  };

  it.each([...plain("booking.server"), ...plain("manage.server")])("%s reads in Tamil", (key) => {
    const tamil = toTamil(en(key));
    expect(tamil).toBe(ta(key));
    expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("keeps the numbers of a message with placeholders", () => {
    expect(toTamil(horizonMessage(90))).toBe(ta("booking.server.horizon", { days: 90 }));
    expect(toTamil(horizonMessage(14))).toContain("14");
    expect(toTamil(PHONE_CAP_MESSAGE)).toBe(ta("booking.server.phoneCap", { max: 3 }));
    const result = validateBooking(
      { patientName: "x".repeat(101), patientAge: 0, patientEmail: "x".repeat(300) },
      RULES,
    );
    const errors = result.success ? {} : result.errors;
    expect(toTamil(errors.patientName!)).toBe(ta("booking.server.tooLong.patientName", { max: 100 }));
    expect(toTamil(errors.patientAge!)).toBe(ta("booking.server.ageInvalid", { min: 1, max: 120 }));
    expect(toTamil(errors.patientEmail!)).toBe(ta("booking.server.tooLong.patientEmail", { max: 254 }));
    for (const field of ["patientEmail", "additionalInfo", "patientAddress", "patientOccupation"] as const) {
      const wrong = validateBooking({ [field]: 5 }, RULES);
      expect(toTamil(wrong.success ? "" : wrong.errors[field]!)).toBe(ta(`booking.server.notText.${field}`));
    }
  });

  it("reads a plural back, in both its forms", () => {
    expect(toTamil(MANAGE_MESSAGES.tooLate(1, PHONE))).toBe(ta("manage.server.tooLate", { hours: 1, phone: PHONE }));
    expect(toTamil(MANAGE_MESSAGES.tooLate(3, PHONE))).toBe(ta("manage.server.tooLate", { hours: 3, phone: PHONE }));
    expect(toTamil(MANAGE_MESSAGES.tooLate(3, PHONE))).toContain("3 மணி நேரத்துக்கும்");
    expect(toTamil(MANAGE_MESSAGES.tooLate(1, PHONE))).toContain("1 மணி நேரத்துக்கும்");
    expect(toTamil(MANAGE_MESSAGES.closed(PHONE))).toBe(ta("manage.server.closed", { phone: PHONE }));
  });

  it("writes a closure's dates and times in Tamil, the reason as the clinic gave it", () => {
    const day = { startDate: "2026-11-27", endDate: "2026-11-27", startTime: null, endTime: null };
    const tamilDate = formatLongDate("2026-11-27", "ta");
    expect(toTamil(CALENDAR_MESSAGES.closed({ ...day, reason: "Pongal" }))).toBe(
      ta("booking.server.closedDay", { date: tamilDate, reason: "Pongal" }),
    );
    // a reason with brackets of its own
    const bracketed = toTamil(CALENDAR_MESSAGES.closed({ ...day, reason: "Doctor away (conference)" }));
    expect(bracketed).toBe(ta("booking.server.closedDay", { date: tamilDate, reason: "Doctor away (conference)" }));
    expect(toTamil(CALENDAR_MESSAGES.closed({ ...day, endDate: "2026-12-02", reason: "Leave" }))).toBe(
      ta("booking.server.closedDays", {
        startDate: tamilDate,
        endDate: formatLongDate("2026-12-02", "ta"),
        reason: "Leave",
      }),
    );
    const evening = toTamil(CALENDAR_MESSAGES.closed({ ...day, startTime: "19:00", endTime: "20:30", reason: "Late" }));
    expect(evening).toBe(
      ta("booking.server.closedTimes", {
        startTime: formatSlot("19:00", "ta"),
        endTime: formatSlot("20:30", "ta"),
        date: tamilDate,
        reason: "Late",
      }),
    );
    expect(evening).not.toMatch(/PM|November|Friday/);
  });

  it("reads the limits and the race a patient can meet", () => {
    const refusal = (limiter: RateLimiter) => {
      limiter.reset();
      try {
        for (let i = 0; i < 100; i++) limiter.hit("203.0.113.9");
      } catch (error) {
        return (error as Error).message;
      } finally {
        limiter.reset();
      }
      throw new Error("never refused");
    };
    expect(toTamil(refusal(bookingLimiter))).toBe(ta("booking.server.tooManyBookings"));
    expect(toTamil(refusal(manageLimiter))).toBe(ta("manage.server.tooManyRequests"));
    expect(toTamil(refusal(manageReadLimiter))).toBe(ta("manage.server.tooManyForLink"));
    expect(toTamil(APPOINTMENT_MESSAGES.changedMeanwhile)).toBe(ta("manage.server.changedMeanwhile"));
  });

  it("leaves an unknown message, and every English page, as it is", () => {
    expect(toTamil("Request body is not valid JSON")).toBe("Request body is not valid JSON");
    expect(toTamil("Sorry, the clinic is closed on Someday (x). Please choose another date.")).toBe(
      "Sorry, the clinic is closed on Someday (x). Please choose another date.",
    );
    expect(translateMessage(SUNDAY_MESSAGE, "en", ta)).toBe(SUNDAY_MESSAGE);
  });
});

describe("placeholdersOf", () => {
  it("finds plain, plural and nested placeholders, and skips quoted text", () => {
    expect(placeholdersOf("Hi {name}, '{'not'}' {n, plural, =1 {one {thing}} other {# {thing}s}}")).toEqual([
      { name: "name", kind: "text", exact: [] },
      { name: "n", kind: "number", exact: [1] },
      { name: "thing", kind: "text", exact: [] },
    ]);
    expect(placeholdersOf("don't {x}")).toEqual([{ name: "x", kind: "text", exact: [] }]);
  });

  it("refuses a select, which cannot be read back", () => {
    expect(() => placeholdersOf("{kind, select, a {A} other {B}}")).toThrow(/select/);
  });
});
