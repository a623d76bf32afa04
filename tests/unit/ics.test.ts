import { appointmentIcs, escapeText, foldLine, icsFileName } from "@/lib/shared/ics";
import { ICS_SAMPLE } from "../fixtures/ics";

const sample = { ...ICS_SAMPLE, service: "Cardiac Consultation" };

describe("appointment .ics", () => {
  const ics = appointmentIcs(sample);
  const unfolded = ics.replace(/\r\n /g, "");

  it("is a CRLF iCalendar with one 15-minute event in Asia/Kolkata", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    expect(unfolded).toContain("TZOFFSETTO:+0530");
    expect(unfolded).toContain("DTSTART;TZID=Asia/Kolkata:20261125T204500");
    expect(unfolded).toContain("DTEND;TZID=Asia/Kolkata:20261125T210000");
    expect(unfolded).toContain("UID:appointment-20261124T063000123Z@heartcare.example");
    expect(unfolded).toContain("DTSTAMP:20261124T063000Z");
  });

  it("puts the clinic's address in LOCATION, escaped", () => {
    expect(unfolded).toContain("LOCATION:12 Cathedral Road\\, Gopalapuram\\, Chennai\\, Tamil Nadu 600086");
  });

  it("ends the 21:00 slot at 21:15 and crosses midnight correctly", () => {
    expect(appointmentIcs({ ...sample, time: "21:00" })).toContain("DTEND;TZID=Asia/Kolkata:20261125T211500");
    expect(appointmentIcs({ ...sample, date: "2026-12-31", time: "23:50" })).toContain(
      "DTEND;TZID=Asia/Kolkata:20270101T000500",
    );
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldLine("DESCRIPTION:" + "é".repeat(60));
    expect(folded.split("\r\n ").join("")).toBe("DESCRIPTION:" + "é".repeat(60));
  });

  it("turns every line break, a lone CR too, into \\n and drops other control characters", () => {
    expect(escapeText("a\r\nb\rc\nd")).toBe("a\\nb\\nc\\nd");
    expect(escapeText("a\u0000b\u0007c\u007fd\te")).toBe("abcd\te");
    const ics = appointmentIcs({ ...sample, patientName: "Asha\rEVIL:1", clinicName: "C\r\nBEGIN:VEVENT" });
    expect(ics).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(
      ics
        .replace(/\r\n /g, "")
        .split("\r\n")
        .filter((l) => l === "BEGIN:VEVENT"),
    ).toHaveLength(1);
  });

  it("escapes text", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(icsFileName("2026-11-25", "18:30")).toBe("appointment-2026-11-25-1830.ics");
  });
});
