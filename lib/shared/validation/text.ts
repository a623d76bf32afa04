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
 *
 * Both also drop what cannot be seen (docs/decisions/017-booking-floods.md): the bidi
 * controls (U+202A–202E, U+2066–2069, U+200E/200F, U+061C) that turn "Asha" into "ahsA" in a
 * mail client's subject line, and invisible characters (zero-width space, word joiner and
 * the other invisible operators, BOM, soft hyphen, combining grapheme joiner, the Hangul and
 * Mongolian fillers, tag characters), which make a name that looks empty or like another
 * one. ZWNJ and ZWJ (U+200C, U+200D) stay only inside a word — between letters or marks, or
 * after a virama — where Tamil (க்‌ஷ), Malayalam or Persian spelling uses them, and inside
 * emoji sequences; anywhere else they only hide.
 * A name must then hold a visible letter (hasLetter, requiredName).
 *
 * In zod/mini (./mini.ts): further rules chain as checks, `singleLineText().check(z.trim(), z.maxLength(100))`.
 */
import * as z from "zod/mini";
import { preprocess } from "./mini";

const SINGLE_LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/g;
/** Bidi controls and invisible characters (see the module comment); ZWNJ/ZWJ are handled apart. */
const INVISIBLES =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0E\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
/**
 * ZWNJ/ZWJ outside a word: not after a letter, mark or emoji, or after a letter or emoji but
 * before nothing of the kind. After a mark (a virama) one may end a word: Malayalam's older
 * chillu spelling (ന്‍).
 */
const LOOSE_JOINERS =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|(?<=[\p{L}\p{Extended_Pictographic}])[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

/** Drops bidi controls and invisible characters, and joiners outside a word. */
function dropInvisibles(value: string): string {
  return value.replace(INVISIBLES, "").replace(LOOSE_JOINERS, "");
}

/** A single-line value: line breaks and tabs become spaces, other controls and invisibles go. */
export function cleanSingleLine(value: string): string {
  return dropInvisibles(value.replace(SINGLE_LINE_BREAKS, " ").replace(CONTROLS, ""));
}

/** A multi-line value: "\n" line breaks only (CRLF → LF, a lone CR dropped), tabs as spaces, no other controls or invisibles. */
export function cleanMultiLine(value: string): string {
  return dropInvisibles(value.replace(/\r\n/g, "\n").replace(/\t/g, " ").replace(CONTROLS, ""));
}

/** Whether cleaned text holds a letter of any script: what a name needs to be one. */
export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
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

/**
 * A required person's name: requiredLine, and then at least one visible letter (`noLetter`
 * names the field), so a name of invisible characters, dots or emoji alone is refused.
 */
export const requiredName = (required: string, max: number, tooLong: string, noLetter: string) =>
  requiredLine(required, max, tooLong).check(z.refine(hasLetter, noLetter));

/** `z.string()` for multi-line free text, cleaned first (see cleanMultiLine). */
export const multiLineText = (params?: StringParams) => z.string(params).check(z.overwrite(cleanMultiLine));
