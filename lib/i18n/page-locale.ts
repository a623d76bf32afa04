/**
 * A public page's language from its route, set for the request first: next-intl renders the
 * page ahead of time only when the locale is set this way, before any translation is read.
 */
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "./locales";

export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return locale;
}
