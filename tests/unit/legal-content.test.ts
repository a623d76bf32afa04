/**
 * Patient Info and the legal pages in both languages (FEATURES.md §6): every text has its
 * English and its Tamil, the Tamil is written in Tamil (a forgotten translation shows up as
 * English), both languages keep the same facts (numbers, the clinic's name, e-mail, phone) and
 * the privacy notice and the terms read section for section alike in both.
 */
import { formatIstDate, privacyPolicy, termsOfService, type LegalDocument } from "@/lib/content/legal";
import * as patientInfo from "@/lib/content/patient-info";
import { LOCALES, type Locale, type Text } from "@/lib/i18n/locales";
import { TEST_CLINIC_IDENTITY as identity } from "../fixtures/legal";

/** The configured privacy facts: a grievance contact of its own, and a retention above the default. */
const privacy = {
  retentionYears: 5,
  contact: {
    name: "Ms. Grievance Officer",
    names: { en: "Ms. Grievance Officer", ta: "Ms. Grievance Officer" },
    email: "privacy@example.com",
    phone: "+91 91111 22222",
  },
};

const isText = (value: unknown): value is Text =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).sort().join() === [...LOCALES].sort().join() &&
  Object.values(value).every((v) => typeof v === "string");

/** Every Text inside a value, with where it is. */
function textsIn(value: unknown, where: string): { where: string; text: Text }[] {
  if (isText(value)) return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsIn(v, `${where}[${i}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => textsIn(v, `${where}.${k}`));
  }
  return [];
}

const TAMIL = /[\u0B80-\u0BFF]/;
/** Latin words a Tamil text may keep: the clinic's identity, brand names, and anything in brackets. */
const KEPT_IN_ENGLISH = [
  "WhatsApp",
  "UPI",
  identity.name,
  identity.email,
  identity.address,
  "Chennai",
  privacy.contact.name,
  privacy.contact.email,
];
const strayEnglish = (tamil: string) =>
  KEPT_IN_ENGLISH.reduce((s, kept) => s.split(kept).join(" "), tamil)
    .replace(/\([^)]*\)/g, " ")
    .match(/[A-Za-z]{2,}/g) ?? [];
const numbersIn = (s: string) => [...new Set(s.match(/\d+/g) ?? [])].sort();
const bothOf = (t: Text) => `${t.en} | ${t.ta}`;

const documents: Record<string, LegalDocument> = {
  privacy: privacyPolicy(identity, privacy),
  terms: termsOfService(identity),
};
const texts = [
  ...Object.entries(patientInfo).flatMap(([name, value]) => textsIn(value, name)),
  ...Object.entries(documents).flatMap(([name, doc]) => textsIn(doc, name)),
];

describe("Patient Info and the legal pages in English and Tamil", () => {
  it("hold every piece of text as a Text", () => {
    // what to bring (4 × 2), the arrival note, payment (3 × 2), the visit (4), emergency (3), and both documents
    expect(texts.length).toBeGreaterThan(70);
    for (const name of ["WHAT_TO_BRING", "ARRIVAL_NOTE", "PAYMENT_METHODS", "DURING_YOUR_VISIT", "EMERGENCY_INFO"]) {
      expect([name, texts.some((t) => t.where.startsWith(name))]).toEqual([name, true]);
    }
  });

  it("give every text both languages: English in English, Tamil in Tamil script", () => {
    const wrong = texts.filter(
      ({ text }) => !text.en.trim() || !text.ta.trim() || TAMIL.test(text.en) || !TAMIL.test(text.ta),
    );
    expect(wrong.map((t) => t.where)).toEqual([]);
  });

  it("leave no English in the Tamil except names, brand names and terms in brackets", () => {
    const stray = texts
      .map(({ where, text }) => ({ where, words: strayEnglish(text.ta) }))
      .filter((t) => t.words.length > 0);
    expect(stray).toEqual([]);
  });

  it("keep the same numbers, and the clinic's name, e-mail and phone, in both languages", () => {
    const differ = texts.filter(
      ({ text }) => JSON.stringify(numbersIn(text.en)) !== JSON.stringify(numbersIn(text.ta)),
    );
    expect(differ.map((t) => [t.where, bothOf(t.text)])).toEqual([]);
    for (const { text: t } of texts) {
      const { names: _names, ...grievance } = privacy.contact;
      for (const fact of [
        identity.name,
        identity.email,
        identity.phone,
        identity.address,
        ...Object.values(grievance),
      ]) {
        expect([t.en, t.en.includes(fact)]).toEqual([t.en, t.ta.includes(fact)]);
      }
    }
  });

  it("read section for section alike: the same sections, paragraphs and items, in the same order", () => {
    const shape = (doc: LegalDocument, locale: Locale) =>
      doc.sections.map((s) => ({
        heading: s.heading[locale] !== "",
        paragraphs: s.paragraphs?.map((p) => p[locale] !== ""),
        items: s.items?.map((i) => i[locale] !== ""),
      }));
    for (const doc of Object.values(documents)) {
      expect(shape(doc, "ta")).toEqual(shape(doc, "en"));
      for (const locale of LOCALES) {
        const headings = doc.sections.map((s) => s.heading[locale]);
        expect(new Set(headings).size).toBe(headings.length);
      }
    }
    expect(documents.privacy.sections).toHaveLength(10);
    expect(documents.terms.sections).toHaveLength(8);
  });

  it("date 'Last Updated' in Tamil with Western digits", () => {
    const instant = new Date("2025-12-31T20:00:00Z"); // already 1 January in India
    expect(formatIstDate(instant)).toBe("1 January 2026");
    expect(formatIstDate(instant, "ta")).toBe("1 ஜனவரி, 2026");
  });
});
