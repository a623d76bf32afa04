/**
 * Free text from people, cleaned before any other rule sees it: every schema in
 * lib/shared/validation that takes a name or free text builds it from these two helpers, so the
 * database (and everything made from it: CSV, .ics, messages) never holds a control
 * character. Pure, no dependencies beyond zod: the browser forms use the same schemas.
 *
 * - Single-line fields (names, phone, email, address, titles): a line break or tab becomes
 *   a space (a pasted "Asha\nMenon" stays two words); every other control is dropped.
 * - Multi-line fields (additional information, notes, descriptions): line breaks are kept
 *   as "\n" — "\r\n" becomes "\n", a lone "\r" is dropped (a bare CR is how header and
 *   calendar-line injection is smuggled in); a tab becomes a space; other controls are dropped.
 *
 * "Control" means C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F) and the Unicode line and
 * paragraph separators (U+2028, U+2029), which several readers treat as line breaks.
 * Format characters such as ZWJ/ZWNJ stay: Tamil spelling needs them.
 *
 * In zod/mini (./mini.ts): further rules chain as checks, `singleLineText().check(z.trim(), z.maxLength(100))`.
 */
import * as z from "zod/mini";
import { preprocess } from "./mini";

const SINGLE_LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;

/** A single-line value: line breaks and tabs become spaces, other controls go. */
export function cleanSingleLine(value: string): string {
  return value.replace(SINGLE_LINE_BREAKS, " ").replace(CONTROLS, "");
}

/** A multi-line value: "\n" line breaks only (CRLF → LF, a lone CR dropped), tabs as spaces, no other controls. */
export function cleanMultiLine(value: string): string {
  return value.replace(/\r\n/g, "\n").replace(/\t/g, " ").replace(CONTROLS, "");
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * `z.string()` whose value is cleaned first (an overwrite check, so the checks added after it,
 * `z.trim()`, `z.minLength()`, `z.maxLength()`, see and count the cleaned text).
 */
export const singleLineText = (params?: StringParams) => z.string(params).check(z.overwrite(cleanSingleLine));

/**
 * A required single-line field: missing, null or blank is `required`; longer than `max`
 * (after cleaning and trimming) is `tooLong`.
 */
export const requiredLine = (required: string, max: number, tooLong: string) =>
  preprocess(
    (v) => (v === null ? undefined : v),
    singleLineText({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)),
  );

/** `z.string()` for multi-line free text, cleaned first (see cleanMultiLine). */
export const multiLineText = (params?: StringParams) => z.string(params).check(z.overwrite(cleanMultiLine));
