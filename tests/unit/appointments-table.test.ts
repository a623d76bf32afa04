/**
 * The admin appointment table's pure parts: the spec's previews (50 / 40 characters), dates
 * for people, and the Download CSV file (header, full values, formulas neutralised).
 */
import Papa from "papaparse";
import type { AppointmentRecord } from "@/lib/server/domain/appointments";
import {
  ADDITIONAL_INFO_PREVIEW,
  ADDRESS_PREVIEW,
  APPOINTMENT_CSV_HEADER,
  appointmentsCsv,
  csvFileName,
  preview,
  shortDate,
  slotLabel,
} from "@/components/admin/appointment-format";

const record = (overrides: Partial<AppointmentRecord> = {}): AppointmentRecord => ({
  id: 7,
  timestamp: "2026-11-24T06:30:00.000Z",
  patient_id: 3,
  name: "Asha Menon",
  email: "asha@example.com",
  phone: "+91 98400 11111",
  age: 54,
  sex: "Female",
  service_required: "ECG",
  preferred_date: "2026-11-25",
  preferred_time: "18:30",
  additional_info: "",
  patient_address: "",
  patient_occupation: "",
  status: "",
  created_at: "2026-11-24T06:30:00.000Z",
  ...overrides,
});

describe("preview", () => {
  it("keeps text up to the limit and cuts longer text at the limit with '...'", () => {
    expect(ADDITIONAL_INFO_PREVIEW).toBe(50);
    expect(ADDRESS_PREVIEW).toBe(40);
    const fifty = "x".repeat(50);
    expect(preview(fifty, 50)).toBe(fifty);
    expect(preview(`${fifty}y`, 50)).toBe(`${fifty}...`);
    expect(preview("12 Cathedral Road, Gopalapuram, Chennai, Tamil Nadu 600086", 40)).toBe(
      "12 Cathedral Road, Gopalapuram, Chennai,...",
    );
  });

  it("treats missing text as empty and never splits a character", () => {
    expect(preview(null, 50)).toBe("");
    expect(preview(undefined, 40)).toBe("");
    expect(preview("  ", 40)).toBe("");
    const tamil = "நெஞ்சு வலி".repeat(10);
    const cut = preview(tamil, 50);
    expect(Array.from(cut.replace(/\.\.\.$/, ""))).toHaveLength(50);
    expect(preview("❤️".repeat(30), 50)).not.toMatch(/\uD83D$/);
  });
});

describe("dates and times", () => {
  it("writes the date as stored, whatever the time zone", () => {
    expect(shortDate("2026-11-24")).toBe("Tue, 24 Nov 2026");
    expect(shortDate("2026-12-01")).toBe("Tue, 1 Dec 2026");
    expect(shortDate("not a date")).toBe("not a date");
  });
  it("writes slot times as 12-hour times", () => {
    expect(slotLabel("18:00")).toBe("6:00 PM");
    expect(slotLabel("21:00")).toBe("9:00 PM");
    expect(slotLabel("later")).toBe("later");
  });
});

describe("appointmentsCsv", () => {
  it("has the header and every value in full, status as Done or Pending", () => {
    const long = "Breathless on stairs for three weeks, worse at night, with ankle swelling";
    const csv = appointmentsCsv([
      record({ additional_info: long, status: "Done" }),
      record({ id: 8, name: "Ravi, Jr." }),
    ]);
    const parsed = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...APPOINTMENT_CSV_HEADER]);
    expect(parsed[1]).toEqual([
      "7",
      "2026-11-24T06:30:00.000Z",
      "3",
      "Asha Menon",
      "asha@example.com",
      "'+91 98400 11111",
      "54",
      "Female",
      "ECG",
      "2026-11-25",
      "18:30",
      long,
      "",
      "",
      "Done",
    ]);
    expect(parsed[2][3]).toBe("Ravi, Jr.");
    expect(parsed[2][14]).toBe("Pending");
    expect(csv).toContain("\r\n");
  });

  it("neutralises spreadsheet formulas in patients' text", () => {
    const csv = appointmentsCsv([
      record({
        name: '=HYPERLINK("http://evil")',
        additional_info: "@SUM(A1)",
        patient_address: "-2+3",
        patient_occupation: "\tTab",
      }),
    ]);
    const row = Papa.parse<string[]>(csv.trim()).data[1];
    expect(row[3]).toBe('\'=HYPERLINK("http://evil")');
    expect(row[11]).toBe("'@SUM(A1)");
    expect(row[12]).toBe("'-2+3");
    expect(row[13]).toBe("'\tTab");
  });

  it("an empty list is the header alone", () => {
    expect(appointmentsCsv([]).trim()).toBe(APPOINTMENT_CSV_HEADER.join(","));
  });

  it("names the file after the view and the date", () => {
    expect(csvFileName("today", "2026-11-24")).toBe("appointments-today-2026-11-24.csv");
    expect(csvFileName("date", "2026-12-01")).toBe("appointments-2026-12-01.csv");
    expect(csvFileName("all", "2026-11-24")).toBe("appointments-all-2026-11-24.csv");
  });
});
