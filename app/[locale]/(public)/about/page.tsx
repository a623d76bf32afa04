import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/public/cta-section";
import { FeatureList } from "@/components/public/feature-list";
import { JsonLd } from "@/components/public/json-ld";
import { PageHero } from "@/components/public/page-hero";
import { SampleNotice } from "@/components/public/sample-notice";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { HeadedSection, Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { clinic } from "@/lib/content/clinic";
import {
  ACHIEVEMENTS,
  CREDENTIALS,
  DOCTOR_PORTRAIT,
  DOCTOR_PROFILE,
  DOCTOR_TITLE,
  HERO_QUALIFICATIONS,
  MISSION,
  PHILOSOPHY,
  SPECIALIZATIONS,
} from "@/lib/content/doctor";
import { PAPER_STATUS_LABELS, RESEARCH_PAPERS, type PaperStatus } from "@/lib/content/papers";
import { SAMPLE_NOTICE } from "@/lib/content/sample";
import { clinicJsonLd, pageMetadataFor } from "@/lib/content/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/about");

const STATUS_STYLE: Record<PaperStatus, string> = {
  Published: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "In Press": "bg-brand-50 text-brand-800 ring-brand-200",
  "Under Review": "bg-amber-50 text-amber-800 ring-amber-200",
};

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "pages.about" });
  const c = clinic();
  const title = DOCTOR_TITLE[locale];
  return (
    <>
      <JsonLd data={clinicJsonLd(c)} />
      <PageHero
        eyebrow={t("eyebrow")}
        title={c.doctorNames[locale]}
        lead={`${title.charAt(0)}${title.slice(1).toLowerCase()} · ${HERO_QUALIFICATIONS.map((q) => q[locale]).join(" · ")}`}
      />

      <Section labelledBy="profile-heading">
        <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
          <div className="mx-auto w-full max-w-[17rem] sm:max-w-sm lg:sticky lg:top-28 lg:max-w-none lg:self-start">
            <div className="overflow-hidden rounded-[2rem] border border-brand-100 bg-brand-100 shadow-lg">
              <img
                src={DOCTOR_PORTRAIT.src}
                alt={DOCTOR_PORTRAIT.alt[locale]}
                width={480}
                height={560}
                className="h-auto w-full"
              />
            </div>
          </div>
          <div>
            <SectionHeading id="profile-heading" eyebrow={t("profileEyebrow")} title={t("profileTitle")} align="left" />
            {DOCTOR_PROFILE.map((p) => (
              <p key={p.en} className="mt-4 leading-relaxed text-slate-600">
                {p[locale]}
              </p>
            ))}
            <h3 id="credentials-heading" className="mt-10 text-xl font-semibold text-slate-900">
              {t("credentials")}
            </h3>
            <ul aria-labelledby="credentials-heading" className="mt-5 grid gap-3 sm:grid-cols-2">
              {CREDENTIALS.map((cr) => (
                <li key={cr.title.en} className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
                  <Icon name="graduation" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-semibold text-slate-900">{cr.title[locale]}</span>
                    <span className="text-sm text-slate-600">{cr.detail[locale]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <HeadedSection
        tone="muted"
        headingId="specializations-heading"
        eyebrow={t("expertiseEyebrow")}
        title={t("expertiseTitle")}
        lead={t("expertiseLead")}
      >
        <FeatureList
          features={SPECIALIZATIONS}
          locale={locale}
          tone="brand"
          layout="beside"
          className="mt-12 grid gap-5 md:grid-cols-2"
        />
      </HeadedSection>

      <HeadedSection headingId="achievements-heading" eyebrow={t("milestonesEyebrow")} title={t("milestonesTitle")}>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ACHIEVEMENTS.map((a) => (
            <li key={a.en} className="flex gap-3 rounded-xl border border-slate-200 p-4">
              <Icon name="award" className="mt-0.5 size-5 shrink-0 text-heart-600" />
              <span className="text-slate-700">{a[locale]}</span>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        tone="muted"
        headingId="research-heading"
        eyebrow={t("researchEyebrow")}
        title={t("researchTitle")}
        lead={t("researchLead")}
      >
        <ul className="mt-12 grid gap-6 lg:grid-cols-3 md:grid-cols-2">
          {RESEARCH_PAPERS.map((p) => (
            <li key={p.title}>
              <Card as="article" className="flex h-full flex-col">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[p.status]}`}>
                    {PAPER_STATUS_LABELS[p.status][locale]}
                  </span>
                  <span className="font-medium text-slate-600">{p.year}</span>
                </div>
                <h3 className="mt-3 text-base leading-snug font-semibold">
                  <a
                    href={p.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-800 underline-offset-4 hover:underline"
                  >
                    {p.title}
                    <Icon name="external" className="ml-1 inline size-4 align-[-2px]" />
                    <span className="sr-only">{t("newTab")}</span>
                  </a>
                </h3>
                <p className="mt-2 text-sm font-medium text-slate-700 italic">{p.journal}</p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-600">{p.abstract[locale]}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("tags")}>
                  {p.tags.map((tag) => (
                    <li
                      key={tag.en}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                    >
                      {tag[locale]}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
        <SampleNotice text={SAMPLE_NOTICE.papers} className="mx-auto mt-8 max-w-2xl justify-center text-center" />
      </HeadedSection>

      <Section labelledBy="mission-heading">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="mission-heading"
              eyebrow={t("missionEyebrow")}
              title={MISSION.heading[locale]}
              align="left"
            />
            {MISSION.paragraphs.map((p) => (
              <p key={p.en} className="mt-4 text-lg leading-relaxed text-slate-600">
                {p[locale]}
              </p>
            ))}
          </div>
          <img
            src={MISSION.image.src}
            alt={MISSION.image.alt[locale]}
            width={560}
            height={420}
            className="mx-auto h-auto w-full max-w-md rounded-[2rem] bg-heart-50"
          />
        </div>
      </Section>

      <HeadedSection
        tone="muted"
        headingId="philosophy-heading"
        eyebrow={t("philosophyEyebrow")}
        title={t("philosophyTitle")}
      >
        <FeatureList
          features={PHILOSOPHY}
          locale={locale}
          layout="centered"
          className="mt-12 grid gap-6 md:grid-cols-3"
        />
      </HeadedSection>

      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
