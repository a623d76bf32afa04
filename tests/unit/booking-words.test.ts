/**
 * The booking and manage words (FEATURES.md §6): the English the API answers stays exactly
 * today's, now read from messages/en; and every error code the server or the shared schema can
 * give a patient reads in Tamil on a Tamil page (lib/shared/validation/say.ts), placeholders,
 * plurals, dates and times included — said from the code and its values, never read back from
 * the English. An answer without a public code is shown as it came.
 */
import { createTranslator } from "next-intl";
import { closedDayMessage, fullDayMessage, partClosedMessage } from "@/components/booking/day-words";
import { bookingLimiter, manageLimiter, manageReadLimiter, type RateLimiter } from "@/lib/server/rate-limit";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import {
  FAILURE_MESSAGE,
  HONEYPOT_MESSAGE,
  PAST_DATE_MESSAGE,
  PAST_TIME_MESSAGE,
  busyMessage,
  REQUIRED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SOME_BOOKED_NOTE,
  SUCCESS_MESSAGE,
  SUNDAY_MESSAGE,
  SUNDAY_NOTE,
  horizonMessage,
  validateBooking,
} from "@/lib/shared/validation/booking";
import { CALENDAR_MESSAGES, closedProblem } from "@/lib/shared/validation/calendar";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import { sayAnswer, sayEnglish, sayFields, speaker, type Translate } from "@/lib/shared/validation/say";
import type { HttpError } from "@/lib/server/http";
import { PUBLIC_ERRORS, errorKey, type PublicErrorCode } from "@/lib/shared/error-codes";
import { MESSAGES } from "@/messages";

const ta = createTranslator({ locale: "ta", messages: MESSAGES.ta }) as unknown as Translate;
const en = createTranslator({ locale: "en", messages: MESSAGES.en }) as unknown as Translate;
const sayTamil = speaker(ta, "ta");
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
    // the one refusal of a capped phone, a full budget or network (docs/decisions/017): no count, no field
    expect(busyMessage("+91 98400 12345")).toBe(
      "We cannot take this booking online right now. Please call the clinic on +91 98400 12345 to book.",
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

describe("an error code on a Tamil page", () => {
  const codes = Object.keys(PUBLIC_ERRORS) as PublicErrorCode[];
  const FIELDS = { too_long: "patientName", not_text: "patientEmail" } as Record<string, string>;
  const VALUES = { days: 90, max: 100, min: 1, hours: 2, phone: PHONE, reason: "Pongal", date: "2026-11-27" };
  const sample = (code: PublicErrorCode) => ({
    ...VALUES,
    startDate: "2026-11-27",
    endDate: "2026-11-28",
    startTime: "19:00",
    endTime: "20:00",
    field: FIELDS[code] ?? "",
  });

  it.each(codes)("%s has words in both catalogues, in Tamil on a Tamil page", (code) => {
    const values = sample(code);
    expect(sayEnglish(code, values)).toBe(en(errorKey(code, values), { ...values, ...localised(values, "en") }));
    const tamil = sayTamil(code, values);
    expect(tamil).toBe(ta(errorKey(code, values), { ...values, ...localised(values, "ta") }));
    expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
  });

  /** the dates and times of the sample as a page in `locale` writes them */
  function localised(v: ReturnType<typeof sample>, locale: "en" | "ta") {
    return {
      date: formatLongDate(v.date, locale),
      startDate: formatLongDate(v.startDate, locale),
      endDate: formatLongDate(v.endDate, locale),
      startTime: formatSlot(v.startTime, locale),
      endTime: formatSlot(v.endTime, locale),
    };
  }

  it("shows an answer by its code and values, the English only when its code is no public one", () => {
    const answer = { message: horizonMessage(90), code: "beyond_horizon", values: { days: 90 } };
    expect(sayAnswer(sayTamil, answer)).toBe(ta("booking.server.horizon", { days: 90 }));
    expect(sayAnswer(sayTamil, { message: "Request body is not valid JSON", code: "invalid_input" })).toBe(
      "Request body is not valid JSON",
    );
    expect(sayAnswer(speaker(en, "en"), answer)).toBe(horizonMessage(90));
  });

  it("says each field of a refused booking from its code", () => {
    const result = validateBooking(
      { patientName: "x".repeat(101), patientAge: 0, patientEmail: "x".repeat(300), preferredDate: "2027-03-30" },
      RULES,
    );
    if (result.success) throw new Error("accepted");
    expect(result.problem).toEqual({ code: "required_fields" });
    expect(result.fieldCodes).toMatchObject({
      patientName: { code: "too_long", values: { field: "patientName", max: 100 } },
      patientAge: { code: "age_invalid", values: { min: 1, max: 120 } },
      preferredDate: { code: "beyond_horizon", values: { days: 90 } },
    });
    const shown = sayFields(sayTamil, { ...result, code: result.problem?.code });
    expect(shown.patientName).toBe(ta("booking.server.tooLong.patientName", { max: 100 }));
    expect(shown.patientAge).toBe(ta("booking.server.ageInvalid", { min: 1, max: 120 }));
    expect(shown.patientEmail).toBe(ta("booking.server.tooLong.patientEmail", { max: 254 }));
    expect(shown.preferredDate).toBe(ta("booking.server.horizon", { days: 90 }));
    for (const field of ["patientEmail", "additionalInfo", "patientAddress", "patientOccupation"] as const) {
      const wrong = validateBooking({ [field]: 5 }, RULES);
      const codes = wrong.success ? {} : wrong.fieldCodes!;
      expect(sayTamil(codes[field].code as PublicErrorCode, codes[field].values)).toBe(
        ta(`booking.server.notText.${field}`),
      );
    }
  });

  it("says the cut-off's plural in both its forms", () => {
    expect(sayTamil("cutoff_passed", { hours: 3, phone: PHONE })).toContain("3 மணி நேரத்துக்கும்");
    expect(sayTamil("cutoff_passed", { hours: 1, phone: PHONE })).toContain("1 மணி நேரத்துக்கும்");
    expect(sayEnglish("cutoff_passed", { hours: 3, phone: PHONE })).toBe(MANAGE_MESSAGES.tooLate(3, PHONE));
    expect(sayEnglish("changes_closed", { phone: PHONE })).toBe(MANAGE_MESSAGES.closed(PHONE));
  });

  it("writes a closure's dates and times in Tamil, the reason as the clinic gave it", () => {
    const day = { startDate: "2026-11-27", endDate: "2026-11-27", startTime: null, endTime: null };
    const tamilDate = formatLongDate("2026-11-27", "ta");
    const say = (c: Parameters<typeof closedProblem>[0]) => {
      const { code, values } = closedProblem(c);
      expect(sayEnglish(code, values)).toBe(CALENDAR_MESSAGES.closed(c));
      return sayTamil(code, values);
    };
    expect(say({ ...day, reason: "Doctor away (conference)" })).toBe(
      ta("booking.server.closedDay", { date: tamilDate, reason: "Doctor away (conference)" }),
    );
    expect(say({ ...day, endDate: "2026-12-02", reason: "Leave" })).toBe(
      ta("booking.server.closedDays", {
        startDate: tamilDate,
        endDate: formatLongDate("2026-12-02", "ta"),
        reason: "Leave",
      }),
    );
    const evening = say({ ...day, startTime: "19:00", endTime: "21:00", reason: "Late" });
    expect(evening).toBe(
      ta("booking.server.closedTimes", {
        startTime: formatSlot("19:00", "ta"),
        endTime: formatSlot("21:00", "ta"),
        date: tamilDate,
        reason: "Late",
      }),
    );
    expect(evening).not.toMatch(/PM|November|Friday/);
  });

  it("codes the limits a patient can meet", () => {
    const refusal = (limiter: RateLimiter) => {
      limiter.reset();
      try {
        for (let i = 0; i < 100; i++) limiter.hit("203.0.113.9");
      } catch (error) {
        return error as HttpError;
      } finally {
        limiter.reset();
      }
      throw new Error("never refused");
    };
    for (const [limiter, code, key] of [
      [bookingLimiter, "too_many_bookings", "booking.server.tooManyBookings"],
      [manageLimiter, "too_many_requests", "manage.server.tooManyRequests"],
      [manageReadLimiter, "too_many_for_link", "manage.server.tooManyForLink"],
    ] as const) {
      const error = refusal(limiter);
      expect(error.code).toBe(code);
      expect(error.message).toBe(en(key));
      expect(sayAnswer(sayTamil, error)).toBe(ta(key));
    }
    expect(sayEnglish("changed_meanwhile")).toBe(APPOINTMENT_MESSAGES.changedMeanwhile);
  });
});
