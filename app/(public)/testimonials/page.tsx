import { CtaSection } from "@/components/public/cta-section";
import { PageHero } from "@/components/public/page-hero";
import { SampleNotice } from "@/components/public/sample-notice";
import { StatsStrip } from "@/components/public/stats-strip";
import { TestimonialCard } from "@/components/public/testimonial-card";
import { Section } from "@/components/ui/section";
import { clinic } from "@/lib/content/clinic";
import { SAMPLE_NOTICE } from "@/lib/content/sample";
import { TESTIMONIALS, TRUST_STATS } from "@/lib/content/testimonials";
import { pageMetadata } from "@/lib/content/seo";

export const metadata = pageMetadata("/testimonials");

export default function TestimonialsPage() {
  const c = clinic();
  return (
    <>
      <PageHero
        eyebrow="Testimonials"
        title="Stories from our patients"
        lead="Every heart has a story. Here are a few from patients and families we have cared for."
      />
      <Section>
        <h2 className="sr-only">Patient testimonials</h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <TestimonialCard t={t} />
            </li>
          ))}
        </ul>
        <SampleNotice
          text={SAMPLE_NOTICE.testimonials}
          className="mx-auto mt-10 max-w-2xl justify-center text-center"
        />
      </Section>
      <StatsStrip stats={TRUST_STATS} label="Why patients trust us" />
      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
