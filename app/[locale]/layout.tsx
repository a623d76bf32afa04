import type { Metadata, Viewport } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import type { ReactNode } from "react";
import { SiteChromeScript } from "@/components/public/site-chrome-script";
import { TAMIL_FONT_URL } from "../fonts/tamil";
import { clinic } from "@/lib/content/clinic";
import { isLocale, LOCALE_TAGS, LOCALES } from "@/lib/i18n/locales";
import "../public.css";

/**
 * The root of the patient side, once per language (FEATURES.md §6): `<html lang>` is the
 * page's own, and every page is prerendered in both. English reaches this segment through
 * next.config.ts's rewrite, so its addresses stay as they were.
 */
export const dynamicParams = false;
export const generateStaticParams = () => LOCALES.map((locale) => ({ locale }));

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "site" });
  const c = clinic();
  return {
    metadataBase: new URL(c.siteUrl),
    title: { default: t("defaultTitle", { clinic: c.name, city: c.city }), template: `%s | ${c.name}` },
    description: t("defaultDescription", { doctor: c.doctorNames[locale], city: c.city }),
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1e40af" };

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  if (locale === "ta") preload(TAMIL_FONT_URL, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {/* No words travel to the browser here: the chrome is server-rendered (the booking and
            manage pages bring their own provider and words). */}
        {children}
        <SiteChromeScript />
      </body>
    </html>
  );
}
