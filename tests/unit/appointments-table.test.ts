/**
 * The admin appointment table's pure parts: the spec's previews (50 / 40 characters), dates
 * for people, and the Download CSV files (appointments and patients: the staff's columns,
 * full values, times in IST, formulas neutralised, and the byte-order mark Excel needs).
 */
import Papa from "papaparse";
import { istStamp } from "@/lib/shared/clinic-time";
import type { AppointmentRecord } from "@/lib/shared/api/appointments";
import {
  ADDITIONAL_INFO_PREVIEW,
  ADDRESS_PREVIEW,
  APPOINTMENT_CSV_HEADER,
  appointmentsCsv,
  csvFileName,
  preview,
  shortDate,
  slotLabel,
} from "@/components/admin/appointments/appointment-format";
import { csvBlob, saveCsv } from "@/components/admin/ui/downloads";
import { UTF8_BOM } from "@/lib/shared/csv";
import { PATIENTS_CSV_HEADER, patientsCsv } from "@/components/admin/patients/patient-format";
import type { PatientListItem } from "@/lib/shared/api/patients";

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
  const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

  it("has the staff's columns and no internal ones: no record id, no timestamp key; Patient ID stays", () => {
    expect(APPOINTMENT_CSV_HEADER.join()).toBe(
      "Patient ID,Name,Email,Phone,Age,Sex,Service Required,Preferred Date,Preferred Time,Status," +
        "Additional Info,Patient Address,Patient Occupation,Booked At (IST)",
    );
    const csv = appointmentsCsv([record({ id: 4242, timestamp: "2026-11-24T06:31:17.123Z" })]);
    expect(csv).not.toContain("4242");
    expect(csv).not.toContain("2026-11-24T06:31:17.123Z");
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("writes every value in full, the status in words and when it was booked in IST", () => {
    const long = "Breathless on stairs for three weeks, worse at night, with ankle swelling";
    const rows = parse(
      appointmentsCsv([
        // 12:35 UTC is 18:05 in the clinic
        record({ additional_info: long, status: "Done", created_at: "2026-11-24T12:35:00.000Z" }),
        record({ id: 8, name: "Ravi, Jr." }),
        record({ id: 9, name: "செல்வி முருகன்", status: "Cancelled", created_at: "2026-11-23T20:00:00.000Z" }),
        record({ id: 10, status: "No-show" }),
      ]),
    );
    expect(rows[0]).toEqual([...APPOINTMENT_CSV_HEADER]);
    expect(rows[1]).toEqual([
      "3",
      "Asha Menon",
      "asha@example.com",
      // an Indian mobile without the apostrophe a leading "+" would need (issue 29)
      "98400 11111",
      "54",
      "Female",
      "ECG",
      "2026-11-25",
      "18:30",
      "Done",
      long,
      "",
      "",
      "2026-11-24 18:05",
    ]);
    expect(rows[2][1]).toBe("Ravi, Jr.");
    expect(rows[2][9]).toBe("Pending");
    // Tamil as written; 20:00 UTC is past midnight in India: the next day
    expect(rows[3][1]).toBe("செல்வி முருகன்");
    expect(rows[3][9]).toBe("Cancelled");
    expect(rows[3][13]).toBe("2026-11-24 01:30");
    expect(rows[4][9]).toBe("No-show");
  });

  it("writes Windows line ends", () => {
    expect(appointmentsCsv([record()])).toContain("\r\n");
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
    const row = parse(csv)[1];
    expect(row[1]).toBe('\'=HYPERLINK("http://evil")');
    expect(row[10]).toBe("'@SUM(A1)");
    expect(row[11]).toBe("'-2+3");
    expect(row[12]).toBe("'\tTab");
  });

  it("an empty list is the header alone", () => {
    expect(appointmentsCsv([]).trim()).toBe(APPOINTMENT_CSV_HEADER.join(","));
  });

  it("names the file after the view, its filters and the date", () => {
    expect(csvFileName("today", "2026-11-24")).toBe("appointments-today-2026-11-24.csv");
    expect(csvFileName("date", "2026-12-01")).toBe("appointments-2026-12-01.csv");
    expect(csvFileName("all", "2026-11-24")).toBe("appointments-all-2026-11-24.csv");
    expect(csvFileName("all", "2026-11-24", { status: "no-show", search: "asha" })).toBe(
      "appointments-all-no-show-search-2026-11-24.csv",
    );
    expect(csvFileName("date", "2026-12-01", { status: "active", search: "" })).toBe(
      "appointments-active-2026-12-01.csv",
    );
  });
});

describe("istStamp", () => {
  it("writes an instant as the clinic's wall clock, whatever the machine's zone", () => {
    expect(istStamp("2026-11-24T12:35:00.000Z")).toBe("2026-11-24 18:05");
    expect(istStamp("2026-11-24T18:29:59.000Z")).toBe("2026-11-24 23:59");
    expect(istStamp("2026-11-24T18:30:00.000Z")).toBe("2026-11-25 00:00");
    expect(istStamp("not a time")).toBe("not a time");
  });
});

describe("patientsCsv", () => {
  it("writes when the patient was added in IST, without internal columns", () => {
    const patient: PatientListItem = {
      patient_id: 12,
      name: "முத்து",
      email: "",
      phone: "9840011111",
      age: 61,
      sex: "Male",
      address: "=cmd",
      occupation: "",
      created_at: "2026-11-24T12:35:00.000Z",
    } as PatientListItem;
    const rows = Papa.parse<string[]>(patientsCsv([patient]).trim()).data;
    expect(rows[0]).toEqual([...PATIENTS_CSV_HEADER]);
    expect(rows[0].at(-1)).toBe("Created At (IST)");
    expect(rows[1]).toEqual(["12", "முத்து", "", "98400 11111", "61", "Male", "'=cmd", "", "2026-11-24 18:05"]);
  });
});

describe("saved CSV files", () => {
  const bytes = async (blob: Blob) => [...new Uint8Array(await blob.arrayBuffer())];

  it("start with UTF-8's byte-order mark, so Excel reads Tamil names right", async () => {
    const blob = csvBlob("Name\r\nசெல்வி\r\n");
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const saved = await bytes(blob);
    expect(saved.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(saved))).toBe(
      `${UTF8_BOM}Name\r\nசெல்வி\r\n`,
    );
    // never two marks
    expect((await bytes(csvBlob(`${UTF8_BOM}Name`))).slice(0, 6)).toEqual([0xef, 0xbb, 0xbf, 0x4e, 0x61, 0x6d]);
  });

  it("saveCsv downloads that file under its name", async () => {
    const saved: { blob?: Blob; name?: string } = {};
    const link = { click: jest.fn(), remove: jest.fn(), href: "", download: "" };
    const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      saved.blob = blob;
      return "blob:test";
    };
    URL.revokeObjectURL = () => undefined;
    (globalThis as { document?: unknown }).document = {
      createElement: () => link,
      body: { append: () => (saved.name = link.download) },
    };
    try {
      saveCsv(appointmentsCsv([record({ name: "செல்வி" })]), "appointments-today-2026-11-24.csv");
      expect(link.click).toHaveBeenCalled();
      expect(saved.name).toBe("appointments-today-2026-11-24.csv");
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await saved.blob!.arrayBuffer());
      expect(text.startsWith(`${UTF8_BOM}Patient ID,Name,`)).toBe(true);
      expect(text).toContain("செல்வி");
    } finally {
      URL.createObjectURL = realUrl.create;
      URL.revokeObjectURL = realUrl.revoke;
      delete (globalThis as { document?: unknown }).document;
    }
  });
});
