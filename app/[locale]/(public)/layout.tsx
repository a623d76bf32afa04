import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/public-shell";
import type { Locale } from "@/lib/i18n/locales";
import { bannerAnnouncement } from "@/lib/server/public-pages";

// Public pages are prerendered and regenerated at most once a minute: the announcement
// banner (FEATURES.md §2) shows within 60 s of a change even where the admin call's
// revalidation does not reach (another server process), and goes by itself after its last
// day; the footer's copyright year follows the calendar too, all without a rebuild.
export const revalidate = 60;

export default async function PublicLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <PublicShell announcement={await bannerAnnouncement()}>{children}</PublicShell>;
}
