import Link from "next/link";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PublicShell } from "@/components/public/public-shell";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { PUBLIC_PAGES } from "@/lib/content/navigation";
import { isLocale, localePath, type Locale } from "@/lib/i18n/locales";

/** Next resolves a not-found page's metadata with its segment's params (the language). */
export async function generateMetadata({ params }: { params?: Promise<{ locale?: string }> }): Promise<Metadata> {
  const requested = (await params)?.locale;
  const locale = isLocale(requested) ? requested : ((await getLocale()) as Locale);
  const t = await getTranslations({ locale, namespace: "site.notFound" });
  // (Next adds robots noindex to a 404 itself)
  return { title: t("title"), description: t("description") };
}

/**
 * A notFound() anywhere under `[locale]` without a nearer not-found page: the site's chrome and
 * the 404 view, in the request's language. An unknown address gets (public)/page-not-found, the
 * same view prerendered (see there why).
 */
export default async function NotFound() {
  return (
    <PublicShell>
      <NotFoundView locale={(await getLocale()) as Locale} />
    </PublicShell>
  );
}

/** A helpful 404: a plain explanation and links to every public page, in the given language. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "site.notFound" });
  const shell = await getTranslations({ locale, namespace: "shell" });
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wider text-heart-600 uppercase">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("heading")}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">{t("text")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton href={localePath(locale, "/")} size="lg">
            {shell("goHome")}
          </LinkButton>
          <LinkButton href={`${localePath(locale, "/contact")}#book`} variant="secondary" size="lg">
            <Icon name="calendar" />
            {t("book")}
          </LinkButton>
        </div>
      </div>
      <nav aria-labelledby="nf-pages" className="mx-auto mt-14 max-w-3xl">
        <h2 id="nf-pages" className="text-center text-lg font-semibold text-slate-900">
          {t("pages")}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {PUBLIC_PAGES.map((p) => (
            <li key={p.path}>
              <Link
                href={localePath(locale, p.path)}
                className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
              >
                {p.label[locale]}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
