import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ManageShell } from "@/components/manage/manage-shell";
import { AnnouncementBanner } from "@/components/public/announcement-banner";
import type { Locale } from "@/lib/i18n/locales";
import { clientMessages } from "@/messages";
import { bannerAnnouncement } from "@/lib/server/public-pages";

type Params = { params: Promise<{ locale: string }> };

/**
 * The patient's manage link (FEATURES.md §3), in the link's language (/ta/appointment/… for
 * Tamil). Never indexed, and the page sends no Referer anywhere — not even to the map it
 * links to — so the token in its address stays with the patient. Applies to the "link not
 * valid" page too. Rendered per request, so the clinic's announcement above it is always the
 * current one.
 */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "managePage" });
  return { title: t("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function ManageLayout({ children, params }: Params & { children: ReactNode }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    // the form's and the page's words, which only this page and /contact bring to the browser
    <NextIntlClientProvider messages={clientMessages(locale as Locale, ["shell", "booking", "manage"])}>
      {/* lined up with the manage page's narrow column (components/manage/manage-shell.tsx) */}
      <AnnouncementBanner announcement={await bannerAnnouncement()} column="mx-auto w-full max-w-2xl px-4 sm:px-6" />
      <ManageShell>{children}</ManageShell>
    </NextIntlClientProvider>
  );
}
