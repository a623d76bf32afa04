import type { MetadataRoute } from "next";
import { clinic } from "@/lib/content/clinic";
import { PUBLIC_PAGES } from "@/lib/content/navigation";
import { languageAlternates } from "@/lib/content/seo";
import { localePath, LOCALES } from "@/lib/i18n/locales";

/**
 * /sitemap.xml: every public page in each language (the admin area is deliberately absent), each
 * entry naming all its languages' addresses (hreflang en-IN, ta-IN, x-default), as its page's
 * head does.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = clinic();
  return PUBLIC_PAGES.flatMap((p) =>
    LOCALES.map((locale) => ({
      url: `${siteUrl}${localePath(locale, p.path)}`,
      changeFrequency: p.changeFrequency,
      priority: p.priority,
      alternates: { languages: languageAlternates(p.path, siteUrl) },
    })),
  );
}
