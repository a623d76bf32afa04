/**
 * The message catalogues (FEATURES.md §6): every English key has a Tamil value, written in
 * Tamil, with the same placeholders — and the same plural/select branches — so no Tamil page
 * or message falls back to English, shows a raw `{name}` or loses a value.
 */
import { MESSAGES } from "@/messages";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * The arguments of an ICU message: `{name}`, `{count, plural, …}` with its branch keys, and
 * rich-text tags `<strong>…</strong>`. Quoted text ('{' in ICU) is skipped.
 */
function argumentsOf(message: string): string[] {
  const unquoted = message.replace(/'[{}<][^']*'/g, "");
  const found = new Set<string>();
  for (const m of unquoted.matchAll(
    /\{\s*([A-Za-z_][\w]*)\s*(?:,\s*(plural|select|selectordinal|number|date|time))?/g,
  )) {
    found.add(m[2] ? `${m[1]}:${m[2]}` : m[1]);
  }
  for (const m of unquoted.matchAll(/\b(=\d+|zero|one|two|few|many|other)\s*\{/g)) found.add(`branch:${m[1]}`);
  for (const m of unquoted.matchAll(/<([a-zA-Z][\w-]*)>/g)) found.add(`tag:${m[1]}`);
  return [...found].sort();
}

const TAMIL = /[\u0B80-\u0BFF]/;
const en = leaves(MESSAGES.en as unknown as Tree);
const ta = leaves(MESSAGES.ta as unknown as Tree);

describe("the message catalogues", () => {
  it("hold the patient side's words in every namespace", () => {
    expect(en.size).toBeGreaterThan(150);
    for (const ns of Object.keys(MESSAGES.en)) {
      expect([ns, [...en.keys()].filter((k) => k.startsWith(`${ns}.`)).length > 0]).toEqual([ns, true]);
    }
  });

  it("give every English key a Tamil value, and no Tamil key without an English one", () => {
    expect([...en.keys()].filter((k) => !ta.has(k))).toEqual([]);
    expect([...ta.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it("write every Tamil value in Tamil (none left empty or in English)", () => {
    const untranslated = [...en].filter(([key, english]) => {
      const tamil = ta.get(key) ?? "";
      // a message that is nothing but placeholders and punctuation has no words to translate
      const hasWords = /[A-Za-z]{2}/.test(english.replace(/\{[^}]*\}/g, ""));
      return tamil.trim() === "" || (hasWords && !TAMIL.test(tamil));
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("keep the same placeholders, plural branches and tags in both languages", () => {
    const different = [...en]
      .map(([key, english]) => ({ key, en: argumentsOf(english), ta: argumentsOf(ta.get(key) ?? "") }))
      .filter((m) => JSON.stringify(m.en) !== JSON.stringify(m.ta));
    expect(different).toEqual([]);
  });

  it("reads arguments the way ICU does (the check's own check)", () => {
    expect(
      argumentsOf("Up to {days} days, {count, plural, one {# slot} other {# slots}} <strong>now</strong>"),
    ).toEqual(["branch:one", "branch:other", "count:plural", "days", "tag:strong"].sort());
    expect(argumentsOf("A literal '{brace}' is not one")).toEqual([]);
  });
});
