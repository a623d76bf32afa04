import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/public/cta-section";
import { FeatureList } from "@/components/public/feature-list";
import { PageHero } from "@/components/public/page-hero";
import { ServiceCard } from "@/components/public/service-card";
import { LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { HeadedSection } from "@/components/ui/section";
import { clinic } from "@/lib/content/clinic";
import { SERVICE_CATALOG, WHY_CHOOSE } from "@/lib/content/services-catalog";
import { pageMetadataFor } from "@/lib/content/seo";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/services");

export default async function ServicesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.services" });
  const c = clinic();
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")}>
        <LinkButton href={`${localePath(locale, "/contact")}#book`} size="lg">
          <Icon name="calendar" />
          {t("book")}
        </LinkButton>
      </PageHero>

      <HeadedSection headingId="catalog-heading" title={t("catalogTitle")} lead={t("catalogLead")}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {SERVICE_CATALOG.map((s) => (
            <li key={s.slug}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection tone="muted" headingId="why-heading" eyebrow={t("whyEyebrow")} title={t("whyTitle")}>
        <FeatureList features={WHY_CHOOSE} locale={locale} className="mt-12 grid gap-6 md:grid-cols-3" />
      </HeadedSection>

      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
