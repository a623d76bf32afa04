/**
 * next-intl's routing (docs/decisions/012-tamil.md): English at today's paths, Tamil under
 * /ta. No middleware: the public pages stay prerendered files, and next.config.ts rewrites
 * unprefixed paths to the English `[locale]` segment.
 */
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  alternateLinks: false,
});
