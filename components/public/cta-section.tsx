import { useLocale } from "next-intl";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { HOME_CTA } from "@/lib/content/home";
import { localePath, type Locale, type Text } from "@/lib/i18n/locales";

/** "Book Your Appointment / Call Now" band used at the end of pages, in the page's language. */
export function CtaSection({
  phoneHref,
  heading = HOME_CTA.heading,
  text = HOME_CTA.text,
}: {
  phoneHref: string;
  heading?: Text;
  text?: Text;
}) {
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-12 sm:py-16">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <Icon name="heart-pulse" className="pointer-events-none absolute -top-6 -right-6 size-40 text-white/5" />
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading[locale]}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100 text-pretty">{text[locale]}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton href={`${localePath(locale, "/contact")}#book`} variant="accent" size="lg">
              <Icon name="calendar" />
              {HOME_CTA.bookLabel[locale]}
            </LinkButton>
            <LinkButton href={phoneHref} variant="inverse" size="lg">
              <Icon name="phone" />
              {HOME_CTA.callLabel[locale]}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  );
}
