import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ManageShell } from "@/components/manage/manage-shell";
import type { Locale } from "@/lib/i18n/locales";
import { clientMessages } from "@/messages";

type Params = { params: Promise<{ locale: string }> };

/**
 * The waiting list's claim and leave pages (FEATURES.md §14), in the link's language, in the
 * manage page's narrow chrome: never indexed, and no Referer carries the token in the address.
 */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "booking.waitlist" });
  return { title: t("leave.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function WaitlistLayout({ children, params }: Params & { children: ReactNode }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return (
    <NextIntlClientProvider messages={clientMessages(locale as Locale, ["shell", "booking"])}>
      <ManageShell>{children}</ManageShell>
    </NextIntlClientProvider>
  );
}
