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
import { pageMetadata } from "@/lib/content/seo";

export const metadata = pageMetadata("/services");

export default function ServicesPage() {
  const c = clinic();
  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Comprehensive heart care"
        lead="Tests, treatments and procedures for every stage of heart disease — each explained before it is done, with the typical time it takes."
      >
        <LinkButton href="/contact#book" size="lg">
          <Icon name="calendar" />
          Book Appointment
        </LinkButton>
      </PageHero>

      <Section labelledBy="catalog-heading">
        <SectionHeading
          id="catalog-heading"
          title="Services and typical durations"
          lead="Durations are typical times for the test or procedure itself; your doctor will tell you how long to plan for."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {SERVICE_CATALOG.map((s) => (
            <li key={s.slug}>
              <ServiceCard service={s} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="why-heading">
        <SectionHeading id="why-heading" eyebrow="Why choose us" title="Care you can rely on" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {WHY_CHOOSE.map((f) => (
            <li key={f.title}>
              <FeatureCard icon={f.icon} title={f.title} description={f.description} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
