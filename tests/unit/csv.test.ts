/**
 * The CSV every export writes (lib/shared/csv.ts): formulas neutralised at the start of a cell
 * and after any separator a spreadsheet may be told to split on, and such cells quoted (issue
 * 41 G13: `;=1+1` in a bill line ran when the month was opened with `;` as the separator).
 */
import Papa from "papaparse";
import { csvCell, toCsv } from "@/lib/shared/csv";

describe("csvCell", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["ECG;=1+1", "ECG;'=1+1"],
    ["ECG ; =HYPERLINK(1)", "ECG ; '=HYPERLINK(1)"],
    ["a|@SUM(A1)", "a|'@SUM(A1)"],
    ["Echo, -5 discount", "Echo, '-5 discount"],
    ["Consultation", "Consultation"],
  ])("%p → %p", (typed, written) => {
    expect(csvCell(typed)).toBe(written);
  });

  it("leaves numbers alone (a refund's -800 stays a number)", () => {
    expect(csvCell(-800)).toBe("-800");
  });
});

describe("toCsv", () => {
  it("quotes a cell holding ; | or a tab, so a spreadsheet splitting on any of them keeps it whole", () => {
    const csv = toCsv(
      ["Item", "Amount"],
      [
        ["ECG;=1+1", 400],
        ["Echo|x", 1500],
        ["Plain", 500],
      ],
    );
    expect(csv.split("\r\n")).toEqual(["Item,Amount", `"ECG;'=1+1",400`, `"Echo|x",1500`, "Plain,500"]);
    for (const delimiter of [",", ";", "|"]) {
      const rows = Papa.parse<string[]>(csv, { delimiter }).data;
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    }
  });
});
