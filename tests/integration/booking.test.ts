/**
 * POST /api/appointments/book and GET /api/appointments/slots against this file's own
 * migrated SQLite database, with the clock pinned.
 */
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { REQUIRED_MESSAGE, SLOT_TAKEN_MESSAGE, SUCCESS_MESSAGE, SUNDAY_MESSAGE } from "@/lib/shared/validation/booking";
import {
  book,
  bookRequest,
  codeRequiredAnswer,
  counts,
  setUpBookingSuite,
  slots,
  validBooking,
  withoutEveningLimit,
} from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { POST } from "@/app/api/appointments/book/route";

withoutEveningLimit(); // many bookings of one evening in a test; the limit: booking-flood-alert.test.ts
setUpBookingSuite();

describe("a valid booking", () => {
  it("answers 201 with the snake_case appointment and stores patient, appointment and contact row", async () => {
    const res = await book(validBooking({ patientName: "  Asha Menon ", website: "" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: SUCCESS_MESSAGE,
      appointment: {
        name: "Asha Menon",
        email: "asha@example.com",
        phone: "+91 98400 11111",
        age: 54,
        sex: "Female",
        service_required: "Cardiac Consultation",
        preferred_date: "2026-11-25",
        preferred_time: "18:30",
        additional_info: "Breathless on stairs",
        patient_address: "4 Lake View Road, Chennai",
        patient_occupation: "Teacher",
        status: "",
      },
    });
    expect(res.body.appointment).not.toHaveProperty("id"); // no sequential id: it would tell how many bookings there are
    expect(new Date(res.body.appointment.timestamp).toISOString()).toBe(res.body.appointment.timestamp);
    expect(res.headers.get("cache-control")).toBe("no-store");

    expect(await counts()).toEqual({ patients: 1, appointments: 1, contacts: 1 });
    const patient = await db().patient.findFirstOrThrow();
    expect(patient).toMatchObject({
      name: "Asha Menon",
      nameKey: "asha menon",
      emailKey: "asha@example.com",
      phoneKey: "9840011111",
      age: 54,
      sex: "Female",
    });
    const contact = await db().contact.findFirstOrThrow();
    expect(contact.patientId).toBe(patient.id);
    const payload = JSON.parse(contact.payload);
    // as received: untrimmed, every submitted booking field, no honeypot
    expect(payload.patientName).toBe("  Asha Menon ");
    expect(payload).not.toHaveProperty("website");
    expect(Object.keys(payload).sort()).toEqual(
      Object.keys(validBooking())
        .filter((k) => k !== "website")
        .sort(),
    );
  });

  it("accepts optional fields left out or blank, and age as text from a form", async () => {
    const res = await book({
      patientName: "Ravi",
      patientPhone: "9840022222",
      patientAge: "61",
      patientSex: "Male",
      serviceRequired: "ECG",
      preferredDate: "2026-11-25",
      preferredTime: "19:00",
      patientEmail: "",
      additionalInfo: "   ",
    });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({ email: "", age: 61, additional_info: "", patient_address: "" });
  });

  it("accepts the first and last slots, 18:00 and 21:00", async () => {
    expect((await book(validBooking({ preferredTime: "18:00" }))).status).toBe(201);
    expect((await book(validBooking({ preferredTime: "21:00" }))).status).toBe(201);
  });

  it("accepts a later slot today, and a Saturday", async () => {
    expect((await book(validBooking({ preferredDate: "2026-11-24", preferredTime: "18:00" }))).status).toBe(201);
    expect((await book(validBooking({ preferredDate: "2026-11-28" }))).status).toBe(201);
  });

  it("gives every appointment a distinct timestamp, even within one millisecond", async () => {
    const times = ["18:00", "18:15", "18:30", "18:45", "19:00"];
    // distinct phones: one phone may hold only a few upcoming bookings (booking-security.test.ts)
    const results = await Promise.all(
      times.map((t, i) => book(validBooking({ preferredTime: t, patientPhone: `98400 2000${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(times.map(() => 201));
    expect(new Set(results.map((r) => r.body.appointment.timestamp)).size).toBe(times.length);
  });
});

describe("rejected bookings answer 4xx with a message and store nothing", () => {
  const cases: [string, Record<string, unknown>, RegExp | string, string][] = [
    ["name missing", { patientName: undefined }, REQUIRED_MESSAGE, "patientName"],
    ["name blank", { patientName: "   " }, REQUIRED_MESSAGE, "patientName"],
    ["phone missing", { patientPhone: "" }, REQUIRED_MESSAGE, "patientPhone"],
    ["age missing", { patientAge: null }, REQUIRED_MESSAGE, "patientAge"],
    ["sex missing", { patientSex: "" }, REQUIRED_MESSAGE, "patientSex"],
    ["service missing", { serviceRequired: undefined }, REQUIRED_MESSAGE, "serviceRequired"],
    ["date missing", { preferredDate: "" }, REQUIRED_MESSAGE, "preferredDate"],
    ["time missing", { preferredTime: undefined }, REQUIRED_MESSAGE, "preferredTime"],
    ["a Sunday", { preferredDate: "2026-11-29" }, SUNDAY_MESSAGE, "preferredDate"],
    ["yesterday", { preferredDate: "2026-11-23" }, /today or a later date/, "preferredDate"],
    ["a date that does not exist", { preferredDate: "2026-02-30" }, /valid date/, "preferredDate"],
    ["a date in another format", { preferredDate: "25/11/2026" }, /valid date/, "preferredDate"],
    ["18:05 (off the grid)", { preferredTime: "18:05" }, /listed times/, "preferredTime"],
    ["21:15 (after hours)", { preferredTime: "21:15" }, /listed times/, "preferredTime"],
    ["17:45 (before hours)", { preferredTime: "17:45" }, /listed times/, "preferredTime"],
    ["a 12-hour time", { preferredTime: "6:00 PM" }, /listed times/, "preferredTime"],
    ["a malformed email", { patientEmail: "asha@example" }, /valid email/, "patientEmail"],
    ["age 0", { patientAge: 0 }, /between 1 and 120/, "patientAge"],
    ["age 121", { patientAge: 121 }, /between 1 and 120/, "patientAge"],
    ["a fractional age", { patientAge: 40.5 }, /between 1 and 120/, "patientAge"],
    ["age as words", { patientAge: "forty" }, /between 1 and 120/, "patientAge"],
    ["sex not offered", { patientSex: "male" }, /Male, Female or Other/, "patientSex"],
    ["an unknown service", { serviceRequired: "Brain Surgery" }, /service from the list/, "serviceRequired"],
    ["a phone without digits", { patientPhone: "call me" }, /valid phone/, "patientPhone"],
    ["a name over 100 characters", { patientName: "A".repeat(101) }, /at most 100/, "patientName"],
    ["additional info over 1000 characters", { additionalInfo: "x".repeat(1001) }, /at most 1000/, "additionalInfo"],
    ["an address over 300 characters", { patientAddress: "x".repeat(301) }, /at most 300/, "patientAddress"],
    ["an occupation over 100 characters", { patientOccupation: "x".repeat(101) }, /at most 100/, "patientOccupation"],
    ["a name that is not text", { patientName: 42 }, /name/, "patientName"],
    ["the honeypot filled", { website: "http://spam.example" }, /could not be processed/, "website"],
  ];

  it.each(cases)("%s", async (_label, overrides, message, field) => {
    const body = validBooking(overrides);
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete (body as Record<string, unknown>)[k];
    const res = await book(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(res.body.errors).toHaveProperty(field);
    expect(await counts()).toEqual({ patients: 0, appointments: 0, contacts: 0 });
  });

  it("an empty object: the spec's required-fields message and an error for every required field", async () => {
    const res = await book({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REQUIRED_MESSAGE);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      [
        "patientAge",
        "patientName",
        "patientPhone",
        "patientSex",
        "preferredDate",
        "preferredTime",
        "serviceRequired",
      ].sort(),
    );
  });

  it.each([
    ["malformed JSON", "{not json", "application/json", 400],
    ["a JSON array", "[1,2]", "application/json", 400],
    ["JSON null", "null", "application/json", 400],
    ["an empty body", "", "application/json", 400],
    ["a form-encoded body", "patientName=Asha", "application/x-www-form-urlencoded", 400],
    ["text/plain", JSON.stringify(validBooking()), "text/plain", 400],
  ])("%s → 400", async (_label, body, type, status) => {
    const res = await POST(bookRequest(body, { "content-type": type }), undefined);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(json.success).toBe(false);
    expect(json.message).toEqual(expect.any(String));
    expect(await counts()).toEqual({ patients: 0, appointments: 0, contacts: 0 });
  });

  it("a slot today that has started (at 18:40 IST, 18:30 is past and 18:45 is not)", async () => {
    setNow(new Date("2026-11-24T13:10:00Z"));
    const past = await book(validBooking({ preferredDate: "2026-11-24", preferredTime: "18:30" }));
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/already passed/);
    expect(past.body.errors).toHaveProperty("preferredTime");
    expect(await counts()).toEqual({ patients: 0, appointments: 0, contacts: 0 });
    expect((await book(validBooking({ preferredDate: "2026-11-24", preferredTime: "18:45" }))).status).toBe(201);
  });

  it("a body over 16 KB → 413", async () => {
    const res = await book(validBooking({ additionalInfo: "x".repeat(17 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await counts()).toEqual({ patients: 0, appointments: 0, contacts: 0 });
  });

  it("a taken slot → 409 asking for another time; the second patient is not stored", async () => {
    expect((await book(validBooking())).status).toBe(201);
    const res = await book(validBooking({ patientName: "Someone Else", patientEmail: "else@example.com" }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: SLOT_TAKEN_MESSAGE });
    expect(res.body.message).toMatch(/another time/);
    expect(await counts()).toEqual({ patients: 1, appointments: 1, contacts: 1 });
  });

  it("the slot's constraint, not the date alone: another time the same day is fine", async () => {
    expect((await book(validBooking())).status).toBe(201);
    expect((await book(validBooking({ preferredTime: "18:45" }))).status).toBe(201);
  });
});

describe("flood protection", () => {
  // Issue 26 (docs/decisions/017-booking-floods.md): the clinic takes at most 6 web bookings per
  // 30 minutes, so this test no longer books 10 at one instant: 6 bookings and 4 corrections.
  it("allows 10 requests per address per 10 minutes, then 429 with Retry-After", async () => {
    const ip = { "x-forwarded-for": "203.0.113.7" };
    const times = ["18:00", "18:15", "18:30", "18:45", "19:00", "19:15", "19:30", "19:45", "20:00", "20:15", "20:30"];
    // a family's bookings from one connection: distinct phones, so only the address limit applies
    const person = (i: number) => ({
      patientName: `Family Member ${i}`,
      patientPhone: `98400 ${30000 + i * 137}`, // not neighbours: numbers counted up by one look invented (decision 038)
    });
    for (const [i, t] of times.slice(0, 6).entries()) {
      expect((await book(validBooking({ preferredTime: t, ...person(i) }), ip)).status).toBe(201);
    }
    for (let i = 0; i < 4; i++) expect((await book(validBooking({ patientAge: 0 }), ip)).status).toBe(400);
    const blocked = await book(validBooking({ preferredTime: "20:30", ...person(10) }), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
    expect(blocked.body.message).toEqual(expect.any(String));
    expect(Number(blocked.headers.get("retry-after"))).toBe(600);
    expect(await db().appointment.count()).toBe(6);

    // another client is past the address limit, but the clinic's budget (6 per 30 minutes) is full:
    // go ahead with a phone code, or call (FEATURES.md §15)
    const other = await book(validBooking({ preferredTime: "20:30", ...person(10) }), {
      "x-forwarded-for": "203.0.113.8",
    });
    expect(other.status).toBe(428);
    expect(other.body).toEqual(codeRequiredAnswer());
    expect(other.headers.get("retry-after")).toBeNull();

    // the windows slide: 30 minutes on the first address may book again
    setNow(new Date(TUESDAY_NOON_IST.getTime() + 30 * 60_000 + 1));
    expect((await book(validBooking({ preferredTime: "20:45", ...person(11) }), ip)).status).toBe(201);
  });

  it.each([
    ["an IPv4 /24", (i: number) => `198.51.100.${i + 1}`, "198.51.101.1"],
    ["an IPv6 /64", (i: number) => `2001:db8:7:1::${(i + 1).toString(16)}`, "2001:db8:7:2::1"],
  ])("the addresses of %s share 60 requests per 10 minutes; the next network is apart", async (_, address, next) => {
    for (let i = 0; i < 60; i++) {
      expect((await POST(bookRequest("{", { "x-forwarded-for": address(i) }), undefined)).status).toBe(400);
    }
    const blocked = await POST(bookRequest("{", { "x-forwarded-for": address(60) }), undefined);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("600");
    expect((await POST(bookRequest("{", { "x-forwarded-for": next }), undefined)).status).toBe(400);
  });

  it("counts malformed requests too", async () => {
    const ip = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 10; i++) {
      const res = await POST(bookRequest("{", ip), undefined);
      expect(res.status).toBe(400);
    }
    const res = await POST(bookRequest("{", ip), undefined);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("600");
  });
});

describe("GET /api/appointments/slots", () => {
  it("lists the booked times of the date, ascending, as {value}", async () => {
    await book(validBooking({ preferredTime: "20:00" }));
    await book(validBooking({ preferredTime: "18:15" }));
    await book(validBooking({ preferredDate: "2026-11-26", preferredTime: "19:00" }));
    const res = await slots("?date=2026-11-25");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      bookedSlots: [{ value: "18:15" }, { value: "20:00" }],
      closedSlots: [],
      closure: null,
    });
  });

  it("answers an empty list for a free date", async () => {
    expect((await slots("?date=2026-12-01")).body).toEqual({
      success: true,
      bookedSlots: [],
      closedSlots: [],
      closure: null,
    });
  });

  it.each(["", "?date=", "?date=2026-13-01", "?date=tomorrow", "?date=2026-11-25T00:00"])("%s → 400", async (q) => {
    const res = await slots(q);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/valid date/);
  });
});
