import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHero } from "@/components/public/page-hero";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { PUBLIC_PAGES } from "@/lib/content/navigation";
import { SERVICE_CATALOG } from "@/lib/content/services-catalog";
import { pageMetadataFor } from "@/lib/content/seo";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/sitemap");

export default async function SitemapPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "site.sitemap" });
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr]">
          <nav aria-labelledby="pages-heading">
            <h2 id="pages-heading" className="text-2xl font-bold text-slate-900">
              {t("pages")}
            </h2>
            <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {PUBLIC_PAGES.map((p) => (
                <li key={p.path}>
                  <Link
                    href={localePath(locale, p.path)}
                    className="group flex items-start gap-4 p-5 hover:bg-slate-50"
                  >
                    <Icon name="arrow-right" className="mt-1 size-5 shrink-0 text-brand-600" />
                    <span>
                      <span className="block font-semibold text-brand-800 group-hover:underline">
                        {p.label[locale]}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600">{p.description[locale]}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="services-list-heading">
            <h2 id="services-list-heading" className="text-2xl font-bold text-slate-900">
              {t("services")}
            </h2>
            <ul className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
              {SERVICE_CATALOG.map((s) => (
                <li key={s.slug}>
                  <Link
                    href={`${localePath(locale, "/services")}#${s.slug}`}
                    className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {s.title[locale]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>
    </>
  );
}
