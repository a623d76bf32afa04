import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { HOME_CTA } from "@/lib/content/home";

/** "Book Your Appointment / Call Now" band used at the end of pages. */
export function CtaSection({ phoneHref, heading = HOME_CTA.heading, text = HOME_CTA.text }: { phoneHref: string; heading?: string; text?: string }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-12 sm:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <Icon name="heart-pulse" className="pointer-events-none absolute -top-6 -right-6 size-40 text-white/5" />
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100 text-pretty">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton href="/contact#book" variant="accent" size="lg">
              <Icon name="calendar" />
              {HOME_CTA.bookLabel}
            </LinkButton>
            <LinkButton href={phoneHref} variant="inverse" size="lg">
              <Icon name="phone" />
              {HOME_CTA.callLabel}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
