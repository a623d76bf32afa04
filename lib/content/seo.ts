/**
 * Page metadata and schema.org structured data for the public site.
 * Server-only (reads the clinic identity from configuration).
 */
import type { Metadata } from "next";
import { createTranslator } from "next-intl";
import { MESSAGES } from "../../messages";
import { clinic, type ClinicIdentity } from "./clinic";
import { DOCTOR_TITLE, HERO_QUALIFICATIONS, SPECIALIZATIONS } from "./doctor";
import { publicPage } from "./navigation";
import { DEFAULT_LOCALE, isLocale, localePath, LOCALE_TAGS, LOCALES, OG_LOCALES, type Locale } from "../i18n/locales";

/** A page's address in every language, for hreflang (pages' heads and sitemap.xml). */
export function languageAlternates(path: string, siteUrl = clinic().siteUrl): Record<string, string> {
  const url = (locale: Locale) => `${siteUrl}${localePath(locale, path)}`;
  return {
    ...Object.fromEntries(LOCALES.map((locale) => [LOCALE_TAGS[locale], url(locale)])),
    "x-default": url(DEFAULT_LOCALE),
  };
}

/** Title, description, canonical URL, hreflang alternates and OpenGraph tags for one public page in one language. */
export function pageMetadata(
  path: string,
  locale: Locale = DEFAULT_LOCALE,
  overrides: { title?: string; description?: string } = {},
): Metadata {
  const page = publicPage(path);
  const c = clinic();
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "site" });
  const title = overrides.title ?? page.title[locale];
  const description = overrides.description ?? page.description[locale];
  const url = `${c.siteUrl}${localePath(locale, path)}`;
  return {
    // The home page's title stands alone; other pages use the layout's "%s | clinic" template.
    title: path === "/" ? { absolute: `${c.name} — ${title}` } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path, c.siteUrl) },
    openGraph: {
      type: "website",
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      siteName: c.name,
      url,
      title: path === "/" ? `${c.name} — ${title}` : `${title} | ${c.name}`,
      description,
      images: [{ url: "/images/og-card.jpg", width: 1200, height: 630, alt: t("ogImageAlt", { clinic: c.name }) }],
    },
    twitter: { card: "summary_large_image" },
  };
}

/** A page's `generateMetadata`: its metadata in the language of the request's `[locale]`. */
export const pageMetadataFor =
  (path: string) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    return pageMetadata(path, isLocale(locale) ? locale : DEFAULT_LOCALE);
  };

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type PostalAddress = {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: "IN";
};

/** "12 Cathedral Road, Gopalapuram, Chennai, Tamil Nadu 600086" → schema.org PostalAddress. */
export function postalAddress(address: string): PostalAddress {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? "";
  const match = /^(.*?)\s*(\d{6})$/.exec(last);
  if (parts.length < 3 || !match) {
    return { "@type": "PostalAddress", streetAddress: address, addressCountry: "IN" };
  }
  return {
    "@type": "PostalAddress",
    streetAddress: parts.slice(0, -2).join(", "),
    addressLocality: parts.at(-2),
    addressRegion: match[1] || undefined,
    postalCode: match[2],
    addressCountry: "IN",
  };
}

export const OPENING_HOURS = [
  { "@type": "OpeningHoursSpecification", dayOfWeek: [...WEEKDAYS], opens: "18:00", closes: "21:00" },
] as const;

/** MedicalClinic + Physician, linked, as one JSON-LD graph (in English: search engines read it, not patients). */
export function clinicJsonLd(c: ClinicIdentity = clinic()) {
  const clinicId = `${c.siteUrl}/#clinic`;
  const physicianId = `${c.siteUrl}/about#physician`;
  const address = postalAddress(c.address);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "MedicalClinic",
        "@id": clinicId,
        name: c.name,
        url: `${c.siteUrl}/`,
        telephone: c.phone,
        email: c.email,
        address,
        hasMap: c.mapsUrl,
        medicalSpecialty: "Cardiovascular",
        // the website, and the desk, speak both
        knowsLanguage: LOCALES.map((locale) => LOCALE_TAGS[locale]),
        openingHoursSpecification: OPENING_HOURS,
        employee: { "@id": physicianId },
      },
      {
        // the doctor as a person who practises at the clinic (schema.org has no worksFor on a Physician)
        "@type": "IndividualPhysician",
        "@id": physicianId,
        name: c.doctorName,
        description: `${DOCTOR_TITLE.en.toLowerCase().replace(/^\w/, (l) => l.toUpperCase())} — ${HERO_QUALIFICATIONS.map((q) => q.en).join(", ")}`,
        url: `${c.siteUrl}/about`,
        image: `${c.siteUrl}/images/doctor-portrait.svg`,
        telephone: c.phone,
        email: c.email,
        address,
        medicalSpecialty: "Cardiovascular",
        knowsAbout: SPECIALIZATIONS.map((s) => s.title.en),
        openingHoursSpecification: OPENING_HOURS,
        practicesAt: { "@id": clinicId },
      },
    ],
  };
}

/** Serialises JSON-LD for a <script> tag without letting the content close the tag. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
