import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MyAppointments } from "@/components/my/my-appointments";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/locales";
import { clientMessages } from "@/messages";

type Params = { params: Promise<{ locale: string }> };

/** Personal: never indexed, and no Referer leaves it. */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "my" });
  return { title: t("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * My appointments (FEATURES.md §15): a static page like every public one; the signed-in part is
 * the client's, from /api/my (the session cookie is HttpOnly, so the page asks the server).
 */
export default async function MyPage({ params }: Params) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "my" });
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-slate-900">{t("title")}</h1>
      <NextIntlClientProvider messages={clientMessages(locale, ["my", "booking", "manage"])}>
        <MyAppointments />
      </NextIntlClientProvider>
    </Container>
  );
}
