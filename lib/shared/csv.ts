/**
 * CSV the way every export here writes it: RFC 4180 via papaparse, a header row, and
 * spreadsheet formulas neutralised (a cell starting with = + - @, tab or CR gets a leading
 * apostrophe, and so does such a sign after a separator inside it; a cell holding any
 * separator a spreadsheet may split on is quoted) so typed text can never run as a formula.
 * Pure: used by the browser (table downloads) and the server (backups).
 */
import Papa from "papaparse";
import { formatPhone } from "./phone";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula after a separator a spreadsheet may split on (issue 41 G13: `;=1+1` ran when the
 * file was opened with `;` as the separator): the formula sign gets the apostrophe too.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|])(\s*)(?=[=+\-@])/g;
/** Separators a spreadsheet may be told to use, quotes and line ends: such a cell is quoted. */
const NEEDS_QUOTES = /[,;\t|"\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value !== "string") return text;
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>, withHeader = true): string {
  const data: string[][] = [];
  for (const row of rows) data.push(row.map(csvCell));
  const quotes = (value: unknown) => typeof value === "string" && NEEDS_QUOTES.test(value);
  const body = Papa.unparse({ fields: [...header], data }, { header: withHeader, newline: "\r\n", quotes });
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
