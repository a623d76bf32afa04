import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/public/cta-section";
import { FeatureList } from "@/components/public/feature-list";
import { JsonLd } from "@/components/public/json-ld";
import { HeartlineBackdrop } from "@/components/public/page-hero";
import { SampleNotice } from "@/components/public/sample-notice";
import { StatsStrip } from "@/components/public/stats-strip";
import { TestimonialCard } from "@/components/public/testimonial-card";
import { LinkButton } from "@/components/ui/button";
import { IconBadge } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { HeadedSection, Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { clinic, whatsappLink } from "@/lib/content/clinic";
import { DOCTOR_PORTRAIT, DOCTOR_TITLE, HERO_QUALIFICATIONS, YEARS_OF_EXPERIENCE } from "@/lib/content/doctor";
import { HERO, HOME_STATS, SERVICE_PREVIEWS, WELCOME } from "@/lib/content/home";
import { SAMPLE_NOTICE } from "@/lib/content/sample";
import { HOME_QUOTES, isSample, publishedTestimonials } from "@/lib/content/testimonials";
import { clinicJsonLd, pageMetadataFor } from "@/lib/content/seo";
import { localePath } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/");

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.home" });
  const site = await getTranslations({ locale, namespace: "site" });
  const info = await getTranslations({ locale, namespace: "info" });
  const c = clinic();
  // only quotes with the patient's consent on file, or marked samples (the medical council's rules)
  const quotes = publishedTestimonials(HOME_QUOTES);
  return (
    <>
      <JsonLd data={clinicJsonLd(c)} />

      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <HeartlineBackdrop />
        <Container className="relative grid items-center gap-12 pt-14 pb-24 sm:pt-20 lg:grid-cols-[1.15fr_0.85fr] lg:pt-24 lg:pb-28">
          <div>
            {/* Tamil's letters are not spaced out: its vowel signs belong to them */}
            <p
              className={
                locale === "ta"
                  ? "text-sm font-bold text-heart-600"
                  : "text-sm font-bold tracking-[0.2em] text-heart-600"
              }
            >
              {DOCTOR_TITLE[locale]}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 text-balance sm:text-5xl lg:text-6xl">
              {c.doctorNames[locale]}
            </h1>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("qualifications")}>
              {HERO_QUALIFICATIONS.map((q) => (
                <li
                  key={q.en}
                  className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-800"
                >
                  <Icon name="graduation" className="size-4" />
                  {q[locale]}
                </li>
              ))}
            </ul>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600 text-pretty">{HERO.lead[locale]}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LinkButton href={`${localePath(locale, "/contact")}#book`} size="lg">
                <Icon name="calendar" />
                {HERO.bookLabel[locale]}
              </LinkButton>
              <LinkButton href={whatsappLink(c.whatsapp, site("whatsappGreeting"))} variant="chat" size="lg">
                <Icon name="chat" />
                {HERO.whatsappLabel[locale]}
              </LinkButton>
            </div>
            {/* on a phone, out of the floating WhatsApp button's column (issue 29: it covered the Tamil hours); the button stays to hand */}
            <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 pr-[4.5rem] text-sm text-slate-600 sm:pr-0">
              <span className="inline-flex items-center gap-2">
                <Icon name="clock" className="size-4 text-brand-600" />
                {info("hours.label")}
              </span>
              <a
                href={c.phoneHref}
                className="inline-flex items-center gap-2 font-medium text-brand-800 hover:underline"
              >
                <Icon name="phone" className="size-4 text-brand-600" />
                {c.phone}
              </a>
            </p>
          </div>

          <div className="relative mx-auto w-full max-w-[17rem] sm:max-w-sm lg:max-w-none">
            <div className="overflow-hidden rounded-[2rem] border border-brand-100 bg-brand-100 shadow-xl">
              <img
                src={DOCTOR_PORTRAIT.src}
                alt={DOCTOR_PORTRAIT.alt[locale]}
                width={480}
                height={560}
                className="h-auto w-full"
              />
            </div>
            <div className="absolute -bottom-5 left-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-lg sm:-left-6">
              <IconBadge name="award" tone="heart" className="size-10" />
              <p className="leading-tight">
                <span className="block text-xl font-bold text-slate-900">
                  {t("years", { years: YEARS_OF_EXPERIENCE })}
                </span>
                <span className="text-sm text-slate-600">{t("yearsIn")}</span>
              </p>
            </div>
          </div>
        </Container>
      </section>

      <Section labelledBy="welcome-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading
              id="welcome-heading"
              eyebrow={t("welcomeEyebrow")}
              title={WELCOME.heading[locale]}
              align="left"
            />
            {WELCOME.paragraphs.map((p) => (
              <p key={p.en} className="mt-4 leading-relaxed text-slate-600">
                {p[locale]}
              </p>
            ))}
            <LinkButton href={localePath(locale, "/about")} variant="secondary" className="mt-8">
              {WELCOME.linkLabel[locale]}
              <Icon name="arrow-right" className="size-4" />
            </LinkButton>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {WELCOME.points.map((point) => (
              <li key={point.en} className="flex gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="font-medium text-slate-800">{point[locale]}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <HeadedSection
        tone="muted"
        headingId="services-heading"
        eyebrow={t("servicesEyebrow")}
        title={t("servicesTitle")}
        lead={t("servicesLead")}
      >
        <FeatureList
          features={SERVICE_PREVIEWS}
          locale={locale}
          tone="brand"
          className="mt-12 grid gap-6 md:grid-cols-3"
        />
        <div className="mt-10 text-center">
          <LinkButton href={localePath(locale, "/services")}>
            {t("allServices")}
            <Icon name="arrow-right" className="size-4" />
          </LinkButton>
        </div>
      </HeadedSection>

      <StatsStrip stats={HOME_STATS} label={t("statsLabel")} />

      {quotes.length > 0 ? (
        <HeadedSection headingId="quotes-heading" eyebrow={t("quotesEyebrow")} title={t("quotesTitle")}>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {quotes.map((q) => (
              <li key={q.name}>
                <TestimonialCard t={q} short />
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-center gap-4">
            <Link
              href={localePath(locale, "/testimonials")}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t("allTestimonials")}
              <Icon name="arrow-right" className="size-4" />
            </Link>
            {quotes.some(isSample) ? (
              <SampleNotice text={SAMPLE_NOTICE.testimonials} className="max-w-xl justify-center text-center" />
            ) : null}
          </div>
        </HeadedSection>
      ) : null}

      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
