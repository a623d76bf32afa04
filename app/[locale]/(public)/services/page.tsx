import { getTranslations, setRequestLocale } from "next-intl/server";
import { CtaSection } from "@/components/public/cta-section";
import { PageHero } from "@/components/public/page-hero";
import { ServiceCard } from "@/components/public/service-card";
import { LinkButton } from "@/components/ui/button";
import { FeatureCard } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { clinic } from "@/lib/content/clinic";
import { SERVICE_CATALOG, WHY_CHOOSE } from "@/lib/content/services-catalog";
import { pageMetadataFor } from "@/lib/content/seo";
import { localePath, type Locale } from "@/lib/i18n/locales";

export const generateMetadata = pageMetadataFor("/services");

export default async function ServicesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
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

      <Section labelledBy="catalog-heading">
        <SectionHeading id="catalog-heading" title={t("catalogTitle")} lead={t("catalogLead")} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {SERVICE_CATALOG.map((s) => (
            <li key={s.slug}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow={t("whyEyebrow")} title={t("whyTitle")} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {WHY_CHOOSE.map((f) => (
            <li key={f.title.en}>
              <FeatureCard icon={f.icon} title={f.title[locale]} description={f.description[locale]} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
