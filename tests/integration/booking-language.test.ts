/**
 * The booking's language (FEATURES.md §6) through the real handlers, on this file's own
 * database (SQLite, or PostgreSQL with TEST_DB=postgresql): a booking from a Tamil page is
 * kept with the new patient and answers a manage link under /ta; a returning patient who books in
 * the other language keeps their own (issue 26); a patient's Tamil name is found by the desk's search.
 */
import { db } from "@/lib/server/db";
import { book, validBooking, withoutEveningLimit } from "../fixtures/booking";
import { listPatients, setUpPatientsSuite } from "../fixtures/patients";

withoutEveningLimit(); // several bookings of one evening in a test; the limit: booking-flood-alert.test.ts
setUpPatientsSuite();

const KALA = { patientName: "கலா சுப்பிரமணியம்", patientEmail: "kala@example.com", patientPhone: "+91 98400 55555" };

const patientLanguage = async (email: string) =>
  (await db().patient.findUniqueOrThrow({ where: { emailKey: email } })).language;

describe("a booking's language", () => {
  it("is English when the booking does not say", async () => {
    const res = await book(validBooking());
    expect(res.status).toBe(201);
    expect(res.body.manageUrl).toMatch(/\/appointment\/[A-Za-z0-9_-]{32}$/);
    expect(res.body.manageUrl).not.toContain("/ta/");
    expect(await patientLanguage("asha@example.com")).toBe("en");
  });

  it("from a Tamil page is kept with the new patient, and the manage link is the Tamil page", async () => {
    const res = await book(validBooking({ ...KALA, language: "ta" }));
    expect(res.status).toBe(201);
    expect(res.body.manageUrl).toMatch(/\/ta\/appointment\/[A-Za-z0-9_-]{32}$/);
    expect(await patientLanguage("kala@example.com")).toBe("ta");
    const stored = await db().patient.findUniqueOrThrow({ where: { emailKey: "kala@example.com" } });
    expect(stored.name).toBe("கலா சுப்பிரமணியம்");
  });

  // Issue 26, finding 5: a public booking never changes an existing patient's language (anyone who
  // knows the name and phone can book); the desk changes it. This test used to expect "en" below.
  it("stays a returning patient's own: a booking in the other language leaves the record alone", async () => {
    await book(validBooking({ ...KALA, language: "ta", preferredTime: "18:00" }));
    const first = await db().patient.findUniqueOrThrow({ where: { emailKey: "kala@example.com" } });

    await book(validBooking({ ...KALA, language: "ta", preferredTime: "18:15" }));
    const same = await db().patient.findUniqueOrThrow({ where: { emailKey: "kala@example.com" } });
    expect(same.updatedAt).toEqual(first.updatedAt);

    const res = await book(validBooking({ ...KALA, language: "en", preferredTime: "18:45" }));
    expect(res.status).toBe(201);
    expect(res.body.manageUrl).not.toContain("/ta/"); // the link opens in the page's language
    expect(await patientLanguage("kala@example.com")).toBe("ta");
    expect((await db().patient.findUniqueOrThrow({ where: { emailKey: "kala@example.com" } })).updatedAt).toEqual(
      first.updatedAt,
    );
    expect(await db().patient.count()).toBe(1);
  });

  it("refuses a language the site does not have, storing nothing", async () => {
    const res = await book(validBooking({ language: "hi" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ language: "The language must be 'en' or 'ta'." });
    expect(await db().appointment.count()).toBe(0);
  });
});

describe("a Tamil name at the desk", () => {
  it("is found by any part of it in the patients' search", async () => {
    await book(validBooking({ ...KALA, language: "ta" }));
    await book(validBooking());
    for (const part of ["கலா", "சுப்பிரமணியம்", "கலா சுப்பிரமணியம்"]) {
      const { status, body } = await listPatients(`?search=${encodeURIComponent(part)}`);
      expect(status).toBe(200);
      expect((body.patients as { name: string }[]).map((p) => p.name)).toEqual(["கலா சுப்பிரமணியம்"]);
    }
  });
});
