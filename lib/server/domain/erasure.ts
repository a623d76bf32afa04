/**
 * An erased patient's identifiers as they turn up in text that outlives them (the rights log's
 * free text, orphaned outbox rows): their name, their phone in any of the forms it is written
 * ("+91 98400 11111", "9840011111", "919840011111") and their e-mail address or its local
 * part. Used by the erasure (lib/server/domain/patient-deletion.ts, deletePatient; docs/decisions/018).
 */
import "server-only";

export const ERASED = "[erased]";

/** Whole words of a name worth looking for (initials and short particles would match too much). */
export const nameParts = (name: string) =>
  [name.trim(), ...name.split(/[\s.,]+/)]
    .map((part) => part.trim())
    .filter((part) => part.length >= 3)
    .sort((a, b) => b.length - a.length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Shorter digit runs than this are not looked for: they would match dates and counts. */
const MIN_PHONE_DIGITS = 6;
const MIN_EMAIL_LOCAL = 4;

/** `phoneKey` as stored on the patient (lib/server/domain/patients.ts): the number's digits. */
export type Identifiers = { name?: string | null; phoneKey?: string | null; email?: string | null };

/**
 * A pattern for these identifiers: a name as whole words (any of its words of 3 letters or
 * more), a phone's digits with any spaces, dots, dashes or brackets between them, an e-mail
 * address or its local part as a whole token. Case-insensitive; null when there is nothing to look for.
 */
export function identifierPattern({ name, phoneKey, email }: Identifiers): RegExp | null {
  // At one place the first alternative wins: the whole address before a word of the name in
  // it, the whole name before its words ("[erased] herself", not "[erased] [erased] herself").
  const address = email?.trim();
  const alternatives: string[] = address ? [escapeRegExp(address)] : [];
  const words = name ? nameParts(name) : [];
  if (words.length)
    alternatives.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map(escapeRegExp).join("|")})(?![\\p{L}\\p{M}\\p{N}])`);
  const local = address?.split("@")[0] ?? "";
  if (local.length >= MIN_EMAIL_LOCAL)
    alternatives.push(`(?<![\\p{L}\\p{N}._%+-])${escapeRegExp(local)}(?![\\p{L}\\p{N}_%+-])`);
  const digits = phoneKey?.replace(/\D/g, "") ?? "";
  if (digits.length >= MIN_PHONE_DIGITS) alternatives.push(digits.split("").join("[\\s().-]*"));
  if (!alternatives.length) return null;
  return new RegExp(alternatives.map((a) => `(?:${a})`).join("|"), "giu");
}

/** The text with every identifier replaced by "[erased]". */
export const scrub = (text: string, pattern: RegExp | null) => (pattern ? text.replace(pattern, ERASED) : text);

/** Whether the text names any of the identifiers. */
export function mentions(text: string, pattern: RegExp | null): boolean {
  if (!pattern) return false;
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}
