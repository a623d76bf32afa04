/**
 * CSV the way every export here writes it: RFC 4180 via papaparse, a header row, and
 * spreadsheet formulas neutralised (a cell starting with = + - @, tab or CR gets a leading
 * apostrophe) so a patient's typed text can never run as a formula in Excel.
 * Pure: used by the browser (table downloads) and the server (backups).
 */
import Papa from "papaparse";
import { formatPhone } from "./phone";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>, withHeader = true): string {
  const data: string[][] = [];
  for (const row of rows) data.push(row.map(csvCell));
  const body = Papa.unparse({ fields: [...header], data }, { header: withHeader, newline: "\r\n", quotes: false });
  return body;
}

/** What a file a person opens starts with, so Excel reads it as UTF-8 (Tamil names stay Tamil). */
export const UTF8_BOM = "\uFEFF";

/**
 * A phone as a spreadsheet cell: one format, and a plain number never marked as a formula
 * (a leading "+" would be): an Indian mobile as "98400 12345", anything else as formatPhone
 * writes it (a foreign "+44…" keeps the apostrophe csvCell gives it).
 */
export function csvPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const shown = formatPhone(phone);
  return shown.startsWith("+91 ") ? shown.slice(4) : shown;
}
