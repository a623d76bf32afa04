/**
 * The clinic's content on Home, About, Services and Testimonials is bilingual data
 * (FEATURES.md §6): every text a patient reads is a `Text` with English and Tamil side by side.
 * This walks everything those content modules export and checks each text the way a
 * forgotten or half-done translation would show: Tamil left empty, copied from English, typed
 * into the wrong field, still holding English words, or with a number that changed on the way.
 * Proper names (patients, papers, journals) stay plain strings and are named here.
 */
import * as doctor from "@/lib/content/doctor";
import * as home from "@/lib/content/home";
import * as papers from "@/lib/content/papers";
import * as sample from "@/lib/content/sample";
import * as catalog from "@/lib/content/services-catalog";
import * as testimonials from "@/lib/content/testimonials";
import type { Text } from "@/lib/i18n/locales";
import { MESSAGES } from "@/messages";

const MODULES = { doctor, home, papers, sample, "services-catalog": catalog, testimonials };

/**
 * Fields that hold a proper name (a patient's initials, a paper's title, a journal), an address
 * or a code (a paper's status is the key of its bilingual label), never words to translate.
 */
const PLAIN_FIELDS = new Set([
  "name",
  "title",
  "journal",
  "url",
  "src",
  "slug",
  "bookable",
  "icon",
  "value",
  "unit",
  "status",
  // a testimonial's recorded consent: when and how, for the clinic's records (lib/content/testimonials.ts)
  "recordedOn",
  "how",
]);

const TAMIL = /[\u0B80-\u0BFF]/;
/** An acronym or code that reads the same in Tamil (FSCAI, FESC). */
const ACRONYM = /^[A-Z][A-Z0-9&/. -]*$/;

const isText = (value: unknown): value is Text =>
  !!value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).sort().join() === "en,ta";

type Found = { path: string; text: Text };
type Plain = { path: string; field: string; value: string };

function walk(value: unknown, path: string, texts: Found[], plain: Plain[], field = "") {
  if (isText(value)) texts.push({ path, text: value });
  else if (typeof value === "string") plain.push({ path, field, value });
  else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, texts, plain, field));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, texts, plain, k);
  }
}

const texts: Found[] = [];
const plain: Plain[] = [];
for (const [name, mod] of Object.entries(MODULES)) {
  for (const [key, value] of Object.entries(mod)) {
    if (typeof value !== "function") walk(value, `${name}.${key}`, texts, plain, key);
  }
}

/**
 * English words left in Tamil text: lowercase words outside brackets (the English term beside a
 * Tamil one, a society's own name) and placeholders. Capitalised names (Madras Medical College)
 * read as names.
 */
function englishLeftIn(tamil: string): string[] {
  const rest = tamil.replace(/\([^)]*\)|\{[^}]*\}/g, " ");
  return rest.match(/\b[a-z][a-z'-]{2,}\b/g) ?? [];
}

const numbers = (s: string): string[] => (s.match(/\d[\d,.]*\d|\d/g) ?? []).sort();

describe("the bilingual content of Home, About, Services and Testimonials", () => {
  it("finds the texts it checks", () => {
    // 28 services and 10 specializations alone hold 76 texts
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.map((t) => t.path)).toEqual(
      expect.arrayContaining([
        "services-catalog.SERVICE_CATALOG[12].title",
        "testimonials.TESTIMONIALS[0].text",
        "papers.RESEARCH_PAPERS[0].tags[0]",
        "doctor.MISSION.image.alt",
      ]),
    );
  });

  it("gives every text an English and a Tamil form, neither empty and each in its own field", () => {
    const wrong = texts.filter(({ text }) => !text.en.trim() || !text.ta.trim() || TAMIL.test(text.en));
    expect(wrong.map((w) => w.path)).toEqual([]);
  });

  it("writes every Tamil form in Tamil, not a copy of the English (only acronyms read the same)", () => {
    const untranslated = texts.filter(
      ({ text }) => !TAMIL.test(text.ta) && !(ACRONYM.test(text.en) && text.ta === text.en),
    );
    expect(untranslated.map((u) => `${u.path}: ${u.text.ta}`)).toEqual([]);
  });

  it("leaves no English words in the Tamil, except proper names and terms in brackets", () => {
    const mixed = texts
      .map(({ path, text }) => ({ path, words: englishLeftIn(text.ta) }))
      .filter((m) => m.words.length > 0);
    expect(mixed).toEqual([]);
  });

  it("carries every number over in Western digits", () => {
    const changed = texts.filter(({ text }) => numbers(text.en).some((n) => !numbers(text.ta).includes(n)));
    expect(changed.map((c) => `${c.path}: ${numbers(c.text.en)} → ${numbers(c.text.ta)}`)).toEqual([]);
  });

  it("keeps only proper names, addresses and codes as plain strings", () => {
    const stray = plain.filter((p) => !PLAIN_FIELDS.has(p.field) && /[a-z]{3,}/.test(p.value));
    expect(stray.map((s) => `${s.path}: ${s.value}`)).toEqual([]);
    // the proper names themselves: patients' initials, papers' titles and journals
    const distinct = (field: string) => new Set(plain.filter((p) => p.field === field).map((p) => p.value)).size;
    expect(distinct("name")).toBe(6);
    expect(distinct("journal")).toBeGreaterThan(5);
  });

  it("names every service in Tamil with the English term in brackets", () => {
    const unbracketed = catalog.SERVICE_CATALOG.filter((s) => !/\([A-Za-z][^)]*\)$/.test(s.title.ta));
    expect(unbracketed.map((s) => s.title.en)).toEqual([]);
  });
});

describe("the pages' words (messages 'pages')", () => {
  type Tree = { [key: string]: string | Tree };
  const leaves = (tree: Tree, prefix: string): [string, string][] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === "string" ? [[`${prefix}.${k}`, v] as [string, string]] : leaves(v, `${prefix}.${k}`),
    );
  const ta = leaves(MESSAGES.ta.pages as unknown as Tree, "pages");

  it("leave no English words in the Tamil", () => {
    const mixed = ta.map(([key, value]) => ({ key, words: englishLeftIn(value) })).filter((m) => m.words.length);
    expect(mixed).toEqual([]);
  });
});

describe("the check itself", () => {
  it("finds English left in Tamil, but not a bracketed term or a society's name", () => {
    expect(englishLeftIn("ஆஞ்சியோபிளாஸ்டி with a balloon")).toEqual(["with", "balloon"]);
    expect(englishLeftIn("ஆஞ்சியோபிளாஸ்டி (Angioplasty) — TAVR, CRT")).toEqual([]);
    expect(englishLeftIn("ஃபெலோ, ஐரோப்பிய இதயவியல் சங்கம் (European Society of Cardiology)")).toEqual([]);
    expect(englishLeftIn("Madras Medical College, சென்னை")).toEqual([]);
  });

  it("reads numbers as the page writes them", () => {
    expect(numbers("Over 90% of 1,214 patients, 24/7, 15–20")).toEqual(["1,214", "15", "20", "24", "7", "90"]);
  });
});
