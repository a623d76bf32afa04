/**
 * The patient side's two languages (FEATURES.md §6). Pure: shared by the pages, the forms,
 * the server's messages and the tests. English keeps today's paths; Tamil lives under /ta.
 */
export const LOCALES = ["en", "ta"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Each language in its own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ta: "தமிழ்" };

/** `<html lang>`, hreflang and Intl: Indian English and Tamil as written in India. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-IN", ta: "ta-IN" };

/** OpenGraph's form of the same. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_IN", ta: "ta_IN" };

/** A text of the clinic's content in both languages, side by side: neither can be left out. */
export type Text = Readonly<Record<Locale, string>>;

/** The address of a page in a language: "/about" → "/ta/about", "/" → "/ta". */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The other way: "/ta/about" → { locale: "ta", path: "/about" }; English paths have no prefix,
 * except inside the app, where a prerendered English page's own path is "/en/about" (next.config.ts
 * rewrites the public address onto the `[locale]` segment).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(ta|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] || "/" };
}
