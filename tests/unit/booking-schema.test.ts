/** The shared booking schema, as the form and the handler both use it. */
import { setNow } from "@/lib/shared/clock";
import { BOOKABLE_SERVICES } from "@/lib/content/services";
import {
  REQUIRED_MESSAGE,
  SUNDAY_MESSAGE,
  bookingPayloadAsReceived,
  chosenDateProblem,
  horizonMessage,
  lastBookableDate,
  validateBooking as validateWithRules,
} from "@/lib/shared/validation/booking";
import { formBooking } from "../fixtures/valid-input";

/** The default configuration's rules (a 90-day horizon). */
const validateBooking = (input: unknown) => validateWithRules(input, { horizonDays: 90 });

const valid = formBooking;

const errorsOf = (input: unknown) => {
  const r = validateBooking(input);
  return r.success ? null : r;
};

afterEach(() => setNow(null));

describe("booking schema", () => {
  beforeEach(() => setNow(new Date("2026-11-24T06:30:00Z"))); // Tuesday 12:00 IST

  it("accepts the form's values and returns clean, typed data", () => {
    const r = validateBooking(valid({ patientName: "  Asha  Menon ", patientEmail: " asha@example.com " }));
    expect(r).toEqual({
      success: true,
      data: {
        patientName: "Asha  Menon",
        patientEmail: "asha@example.com",
        patientPhone: "98400 11111",
        patientAge: 54,
        patientSex: "Female",
        serviceRequired: "ECG",
        preferredDate: "2026-11-25",
        preferredTime: "18:00",
        language: "en",
      },
    });
  });

  it("takes the page's language, English when none is given, and refuses any other", () => {
    const ta = validateBooking(valid({ language: "ta" }));
    expect(ta.success && ta.data.language).toBe("ta");
    const fr = validateBooking(valid({ language: "fr" }));
    expect(fr).toMatchObject({ success: false, errors: { language: "The language must be 'en' or 'ta'." } });
  });

  it("accepts every one of the 22 services", () => {
    expect(BOOKABLE_SERVICES).toHaveLength(22);
    for (const s of BOOKABLE_SERVICES) expect(validateBooking(valid({ serviceRequired: s })).success).toBe(true);
  });

  it.each([1, 120, "1", " 120 "])("age %s is accepted", (age) =>
    expect(validateBooking(valid({ patientAge: age })).success).toBe(true),
  );
  it.each([0, 121, -5, 30.5, "30.5", "abc", true, [30]])("age %s is refused", (age) =>
    expect(errorsOf(valid({ patientAge: age }))?.errors.patientAge).toMatch(/between 1 and 120/),
  );

  it("a missing required field gives the spec's summary, with each field's own message", () => {
    const r = errorsOf(valid({ patientName: " ", patientAge: "", preferredTime: "" }));
    expect(r?.message).toBe(REQUIRED_MESSAGE);
    expect(r?.errors).toEqual({
      patientName: "Please enter the patient's name.",
      patientAge: "Please enter the patient's age.",
      preferredTime: "Please choose a time.",
    });
  });

  it("without missing fields, the first problem is the summary", () => {
    expect(errorsOf(valid({ preferredDate: "2026-11-29" }))?.message).toBe(SUNDAY_MESSAGE);
    expect(errorsOf(valid({ patientEmail: "no-at-sign" }))?.message).toBe("Please enter a valid email address.");
  });

  it("a Sunday today is the Sunday message, not a past-date one", () => {
    setNow(new Date("2026-11-29T06:30:00Z"));
    expect(errorsOf(valid({ preferredDate: "2026-11-29" }))?.errors.preferredDate).toBe(SUNDAY_MESSAGE);
  });

  it("checks the time against the date even when other fields are wrong", () => {
    setNow(new Date("2026-11-24T13:00:00Z")); // 18:30 IST
    const r = errorsOf(valid({ patientName: "", preferredDate: "2026-11-24", preferredTime: "18:15" }));
    expect(r?.errors.preferredTime).toMatch(/already passed/);
    expect(r?.errors.patientName).toBeDefined();
  });

  it("uses the pinned clock at parse time: the same input turns invalid as the day goes on", () => {
    const input = valid({ preferredDate: "2026-11-24", preferredTime: "20:00" });
    setNow(new Date("2026-11-24T14:29:59Z")); // 19:59:59 IST
    expect(validateBooking(input).success).toBe(true);
    setNow(new Date("2026-11-24T14:30:00Z")); // 20:00 IST
    expect(validateBooking(input).success).toBe(false);
  });

  it.each([
    ["98400 11111", true],
    ["+91 98400 11111", true],
    ["(044) 2811-2345", true],
    ["12345", false],
    ["+91 98400 11111 ext 2", false],
    ["1234567890123456", false],
  ])("phone %s → %s", (phone, ok) => expect(validateBooking(valid({ patientPhone: phone })).success).toBe(ok));

  it("treats null like a missing value and ignores unknown keys", () => {
    const r = validateBooking(valid({ patientEmail: null, additionalInfo: null, extra: "ignored" }));
    expect(r.success).toBe(true);
    if (r.success) expect(r.data).not.toHaveProperty("extra");
  });

  it("refuses a filled honeypot with its own message", () => {
    const r = errorsOf(valid({ website: "x" }));
    expect(r?.message).toMatch(/could not be processed/);
  });

  it("refuses something that is not an object", () => {
    for (const input of [null, "text", 5, [valid()]]) expect(errorsOf(input)?.message).toBe(REQUIRED_MESSAGE);
  });
});

describe("the booking horizon (passed in as rules)", () => {
  const at = new Date("2026-11-24T06:30:00Z"); // Tuesday 12:00 IST
  beforeEach(() => setNow(at));

  it("the last bookable day is today (IST) plus the horizon, and that day is accepted", () => {
    expect(lastBookableDate(at, { horizonDays: 90 })).toBe("2027-02-22");
    expect(validateBooking(valid({ preferredDate: "2027-02-22" })).success).toBe(true);
    // just after midnight IST it is already the next day (still the 24th in UTC)
    expect(lastBookableDate(new Date("2026-11-24T18:30:00Z"), { horizonDays: 90 })).toBe("2027-02-23");
  });

  it.each(["2027-02-23", "9999-12-31"])("%s is refused with the horizon message", (date) => {
    expect(errorsOf(valid({ preferredDate: date }))).toEqual({
      success: false,
      message: horizonMessage(90),
      errors: { preferredDate: "Appointments can be booked up to 90 days ahead. Please choose an earlier date." },
      problem: { code: "beyond_horizon", values: { days: 90 } },
      fieldCodes: { preferredDate: { code: "beyond_horizon", values: { days: 90 } } },
    });
  });

  it("another configured horizon is honoured", () => {
    const r = validateWithRules(valid({ preferredDate: "2026-12-25" }), { horizonDays: 30 });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.errors.preferredDate).toBe(horizonMessage(30));
    expect(validateWithRules(valid({ preferredDate: "2026-12-24" }), { horizonDays: 30 }).success).toBe(true);
  });

  it("the forms' date check says the same before anything is sent", () => {
    expect(chosenDateProblem("2027-02-23", at, { horizonDays: 90 })).toEqual({
      message: horizonMessage(90),
      sunday: false,
    });
    expect(chosenDateProblem("2027-02-22", at, { horizonDays: 90 })).toBeNull();
  });
});

describe("control characters", () => {
  beforeEach(() => setNow(new Date("2026-11-24T06:30:00Z")));

  it("are cleaned from every text field before the other rules run", () => {
    const r = validateBooking(
      valid({
        patientName: "\u0000Asha\rMenon\u001b",
        patientPhone: "98400\r\n11111",
        patientEmail: "asha@example.com\u0000",
        patientAddress: "4 Lake\tView",
        additionalInfo: "One\r\nTwo\rThree\u0007",
      }),
    );
    expect(r.success && r.data).toMatchObject({
      patientName: "Asha Menon",
      patientPhone: "98400  11111",
      patientEmail: "asha@example.com",
      patientAddress: "4 Lake View",
      additionalInfo: "One\nTwoThree",
    });
  });

  it("a value that is only control characters counts as missing", () => {
    expect(errorsOf(valid({ patientName: "\u0000\u0007" }))?.errors.patientName).toBe(
      "Please enter the patient's name.",
    );
  });
});

describe("the payload as received", () => {
  it("keeps the booking fields as submitted and leaves out the honeypot and anything else", () => {
    expect(bookingPayloadAsReceived({ patientName: " A ", patientAge: "5", website: "x", other: 1 })).toEqual({
      patientName: " A ",
      patientAge: "5",
    });
    expect(bookingPayloadAsReceived([1])).toEqual({});
  });
});
