/**
 * The server's English messages in the page's language (docs/decisions/012-tamil.md): the
 * booking and manage calls — and the shared schema the forms check with first — answer in
 * English, the API's contract. A Tamil page shows such a message by finding its key again in
 * the English catalogue (the `server` groups of the booking and manage namespaces) and
 * writing that key in Tamil: an exact match for a plain message; for one with placeholders,
 * the English pattern with each placeholder captured ("Appointments can be booked up to
 * {days} days ahead…" → days: 90). Captured dates and times are read back from their English
 * form and written in the page's language. A message that matches nothing is shown as it came.
 *
 * i18n libraries (next-intl, FormatJS, i18next, Lingui) only go from a key to its text; none
 * we found reads a formatted message back to its key and values, hence this small module.
 * Placeholders may be plain (`{name}`), numbers or plurals (`{hours, plural, =1 {…} other {…}}`);
 * a `select` cannot be read back and is refused when the patterns are built.
 */
import { createTranslator, useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDate, formatSlot, isRealDate } from "@/lib/shared/clinic-time";
import { booking } from "@/messages/en/booking";
import { manage } from "@/messages/en/manage";

type Values = Record<string, string | number>;
/** A translator over the client namespaces, as `useTranslations()` or `getTranslations({ locale })` give it. */
export type Translate = (key: string, values?: Values) => string;

const ENGLISH = { booking, manage };
/** Where the server's messages are kept: only these are matched (a button's "Closed" is no server message). */
const SERVER_GROUPS = ["booking.server", "manage.server"] as const;

type Kind = "text" | "number";
type Placeholder = { name: string; kind: Kind; exact: number[] };

/**
 * The placeholders of an ICU message, nested ones too (ICU quoting: `''` is an apostrophe,
 * `'{…}'` literal text). Plurals are numbers, with their `=N` branches.
 */
export function placeholdersOf(message: string): Placeholder[] {
  const found = new Map<string, Placeholder>();
  const scan = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === "'" && /['{}#|]/.test(text[i + 1] ?? "")) {
        const close = text[i + 1] === "'" ? i + 1 : text.indexOf("'", i + 1);
        i = close < 0 ? text.length : close;
      } else if (c === "{") {
        const end = closingBrace(text, i);
        argument(text.slice(i + 1, end));
        i = end;
      }
    }
  };
  const argument = (body: string) => {
    const [name, type = ""] = body.split(",", 2).map((s) => s.trim());
    if (type === "select") throw new Error(`translate-message: {${name}, select} cannot be read back`);
    const plural = type === "plural" || type === "selectordinal";
    const known = found.get(name);
    const exact = known?.exact ?? [];
    found.set(name, { name, kind: plural || type === "number" ? "number" : "text", exact });
    if (!plural) return;
    // the branches: `=1 {…} other {…}`, each body scanned for placeholders of its own
    const branches = body.slice(body.indexOf(",", body.indexOf(",") + 1) + 1);
    for (let i = branches.indexOf("{"), from = 0; i >= 0; i = branches.indexOf("{", from)) {
      const selector = branches.slice(from, i).trim();
      if (/^=\d+$/.test(selector)) exact.push(Number(selector.slice(1)));
      const close = closingBrace(branches, i);
      scan(branches.slice(i + 1, close));
      from = close + 1;
    }
  };
  scan(message);
  return [...found.values()];
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`translate-message: unbalanced braces in "${text}"`);
}

type Pattern = { key: string; regex: RegExp; groups: Placeholder[]; fixed: Values; literal: number };

/** Stand-ins formatted into the English message, then turned into capture groups. */
const textMark = (index: number) => `\uE000${index}\uE001`;
const NUMBER_MARKS = [737, 757, 787, 797];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function leaves(tree: object, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${prefix}.${key}`, value]] : leaves(value as object, `${prefix}.${key}`),
  );
}

function valueAt(path: string): object {
  return path.split(".").reduce<Record<string, unknown>>((node, k) => node[k] as Record<string, unknown>, ENGLISH);
}

/** Every way a message with placeholders can read in English, as a pattern capturing them. */
function patternsOf(key: string, source: string, english: Translate): Pattern[] {
  const placeholders = placeholdersOf(source);
  const numbers = placeholders.filter((p) => p.kind === "number");
  // each number placeholder: its exact branches (fixed values, not captured), and a stand-in that selects "other"
  let variants: Values[] = [{}];
  numbers.forEach((p, i) => {
    const options = [...new Set([1, ...p.exact]), NUMBER_MARKS[i]];
    variants = variants.flatMap((v) => options.map((n) => ({ ...v, [p.name]: n })));
  });
  return variants.map((variant) => {
    const values: Values = { ...variant };
    placeholders.forEach((p, i) => {
      if (p.kind === "text") values[p.name] = textMark(i);
    });
    const formatted = english(key, values);
    const groups: Placeholder[] = [];
    const fixed: Values = {};
    let literal = 0;
    const marks = new RegExp(`\uE000(\\d+)\uE001|\\b(${NUMBER_MARKS.join("|")})\\b`, "g");
    let regex = "";
    let at = 0;
    for (const m of formatted.matchAll(marks)) {
      regex += escape(formatted.slice(at, m.index));
      literal += m.index - at;
      const p = m[1] !== undefined ? placeholders[Number(m[1])] : numbers[NUMBER_MARKS.indexOf(Number(m[2]))];
      const seen = groups.indexOf(p);
      if (seen >= 0) regex += `\\${seen + 1}`;
      else {
        groups.push(p);
        regex += p.kind === "number" ? "(\\d[\\d,]*)" : "(.+?)";
      }
      at = m.index + m[0].length;
    }
    regex += escape(formatted.slice(at));
    literal += formatted.length - at;
    for (const p of numbers) if (!groups.includes(p)) fixed[p.name] = variant[p.name];
    return { key, regex: new RegExp(`^${regex}$`, "s"), groups, fixed, literal };
  });
}

let built: { exact: Map<string, string>; patterns: Pattern[] } | null = null;

/** The English server messages: plain ones by their text, the others as patterns, the most literal first. */
function catalogue() {
  if (built) return built;
  const english = createTranslator({ locale: "en", messages: ENGLISH }) as unknown as Translate;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const group of SERVER_GROUPS) {
    for (const [key, source] of leaves(valueAt(group), group)) {
      if (placeholdersOf(source).length === 0) exact.set(english(key), key);
      else patterns.push(...patternsOf(key, source, english));
    }
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return (built = { exact, patterns });
}

/** "Friday, 27 November 2026" → "2026-11-27": the English long date read back (null if it is none). */
function readLongDate(text: string): string | null {
  const m = /^[A-Za-z]+, (\d{1,2}) [A-Za-z]+ (\d{4})$/.exec(text);
  if (!m) return null;
  for (let month = 1; month <= 12; month++) {
    const date = `${m[2]}-${String(month).padStart(2, "0")}-${m[1].padStart(2, "0")}`;
    if (isRealDate(date) && formatLongDate(date) === text) return date;
  }
  return null;
}

/** "6:30 PM" → "18:30" (null if it is no such time). */
function readTime(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text);
  if (!m) return null;
  const time = `${String((Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0)).padStart(2, "0")}:${m[2]}`;
  return formatSlot(time) === text ? time : null;
}

/** A captured value as the page's language writes it: dates (`…date`) and times (`…time`) read back and written again. */
function localValue(p: Placeholder, captured: string, locale: Locale): string | number | null {
  if (p.kind === "number") return Number(captured.replace(/,/g, ""));
  if (/date$/i.test(p.name)) {
    const date = readLongDate(captured);
    return date && formatLongDate(date, locale);
  }
  if (/time$/i.test(p.name)) {
    const time = readTime(captured);
    return time && formatSlot(time, locale);
  }
  return captured;
}

/**
 * A message the server (or the shared schema) gave, in `locale`: `t` writes a key of the
 * client namespaces in that language. English, and messages that match no key, come back as they are.
 */
export function translateMessage(message: string, locale: Locale, t: Translate): string {
  if (locale === "en") return message;
  const { exact, patterns } = catalogue();
  const key = exact.get(message);
  if (key) return t(key);
  for (const p of patterns) {
    const m = p.regex.exec(message);
    if (!m) continue;
    const values: Values = { ...p.fixed };
    const read = p.groups.every((g, i) => {
      const value = localValue(g, m[i + 1], locale);
      if (value === null) return false;
      values[g.name] = value;
      return true;
    });
    if (read) return t(p.key, values);
  }
  return message;
}

/** In a client component: the page's translator of server messages. */
export function useTranslateMessage(): (message: string) => string {
  const locale = useLocale();
  const t = useTranslations() as unknown as Translate;
  return (message) => translateMessage(message, locale, t);
}
