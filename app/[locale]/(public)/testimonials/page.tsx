import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/public/cta-section";
import { PageHero } from "@/components/public/page-hero";
import { SampleNotice } from "@/components/public/sample-notice";
import { StatsStrip } from "@/components/public/stats-strip";
import { TestimonialCard } from "@/components/public/testimonial-card";
import { Section } from "@/components/ui/section";
import { clinic } from "@/lib/content/clinic";
import { SAMPLE_NOTICE } from "@/lib/content/sample";
import { isSample, publishedTestimonials, TESTIMONIALS, TRUST_STATS } from "@/lib/content/testimonials";
import { pageMetadataFor } from "@/lib/content/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/testimonials");

export default async function TestimonialsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.testimonials" });
  const c = clinic();
  // only testimonials with the patient's consent on file, or marked samples (the medical council's rules)
  const shown = publishedTestimonials(TESTIMONIALS);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <Section>
        <h2 className="sr-only">{t("listHeading")}</h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((q) => (
            <li key={q.name}>
              <TestimonialCard t={q} />
            </li>
          ))}
        </ul>
        {shown.some(isSample) ? (
          <SampleNotice
            text={SAMPLE_NOTICE.testimonials}
            className="mx-auto mt-10 max-w-2xl justify-center text-center"
          />
        ) : null}
      </Section>
      <StatsStrip stats={TRUST_STATS} label={t("statsLabel")} />
      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
