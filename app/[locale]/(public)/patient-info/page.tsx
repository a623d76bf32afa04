import { getTranslations } from "next-intl/server";
import { ConsultationFee } from "@/components/public/consultation-fee";
import { CtaSection } from "@/components/public/cta-section";
import { PageHero } from "@/components/public/page-hero";
import { LinkButton } from "@/components/ui/button";
import { Card, IconBadge } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { HeadedSection, Section } from "@/components/ui/section";
import { clinic, EMERGENCY_NUMBER } from "@/lib/content/clinic";
import { KeepClear } from "@/components/public/keep-clear";
import { WithEmergencyCall } from "@/components/public/emergency-number";
import {
  ARRIVAL_NOTE,
  ARRIVE_EARLY_MINUTES,
  DURING_YOUR_VISIT,
  EMERGENCY_INFO,
  PAYMENT_METHODS,
  WHAT_TO_BRING,
} from "@/lib/content/patient-info";
import { pageMetadataFor } from "@/lib/content/seo";
import { publicConsultationFee } from "@/lib/server/public-pages";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/patient-info");

export default async function PatientInfoPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "info" });
  const c = clinic();
  return (
    <>
      <PageHero eyebrow={t("patientInfo.eyebrow")} title={t("patientInfo.title")} lead={t("patientInfo.lead")} />

      <Section labelledBy="bring-heading">
        <div className="grid gap-8 lg:grid-cols-[1.3fr_0.7fr]">
          <Card>
            <h2 id="bring-heading" className="text-2xl font-bold text-slate-900">
              {t("patientInfo.bringHeading")}
            </h2>
            <ul className="mt-6 space-y-4">
              {WHAT_TO_BRING.map((item) => (
                <li key={item.label.en} className="flex gap-4">
                  <IconBadge name={item.icon} className="size-11" />
                  <span>
                    <span className="block font-semibold text-slate-900">{item.label[locale]}</span>
                    {item.note ? <span className="text-sm text-slate-600">{item.note[locale]}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <div className="flex flex-col gap-6">
            <Card className="border-brand-200 bg-brand-50">
              <Icon name="clock" className="size-8 text-brand-700" />
              <h2 className="mt-4 text-xl font-bold text-slate-900">
                {t("patientInfo.arriveHeading", { minutes: ARRIVE_EARLY_MINUTES })}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{ARRIVAL_NOTE[locale]}</p>
            </Card>
            <Card>
              <Icon name="calendar" className="size-8 text-brand-700" />
              <h2 className="mt-4 text-xl font-bold text-slate-900">{t("patientInfo.hoursHeading")}</h2>
              <p className="mt-2 font-semibold text-slate-800">{t("hours.label")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("hours.sunday")}.</p>
            </Card>
          </div>
        </div>
      </Section>

      <HeadedSection
        tone="muted"
        headingId="visit-heading"
        eyebrow={t("patientInfo.visitEyebrow")}
        title={t("patientInfo.visitHeading")}
      >
        <ol className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-2">
          {DURING_YOUR_VISIT.map((step, i) => (
            <li key={step.en} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <span className="leading-relaxed text-slate-700">{step[locale]}</span>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <HeadedSection
        headingId="payment-heading"
        eyebrow={t("patientInfo.paymentEyebrow")}
        title={t("patientInfo.paymentHeading")}
        lead={t("patientInfo.paymentLead")}
      >
        <div className="mx-auto mt-8 max-w-xl">
          <ConsultationFee amount={await publicConsultationFee()} locale={locale} />
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PAYMENT_METHODS.map((m) => (
            <li key={m.label.en}>
              <Card className="h-full text-center">
                <IconBadge name={m.icon} className="mx-auto" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{m.label[locale]}</h3>
                <p className="mt-2 text-sm text-slate-600">{m.note[locale]}</p>
              </Card>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section aria-labelledby="emergency-heading" className="bg-heart-50 py-16">
        <div className="mx-auto flex w-full max-w-4xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center lg:px-8">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-heart-600 text-white">
            <Icon name="alert" className="size-8" />
          </span>
          <div className="flex-1">
            <h2 id="emergency-heading" className="text-2xl font-bold text-slate-900">
              {EMERGENCY_INFO.heading[locale]}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{EMERGENCY_INFO.text[locale]}</p>
            <p className="mt-2 text-sm font-semibold text-heart-700">
              <WithEmergencyCall text={EMERGENCY_INFO.warning[locale]} />
            </p>
          </div>
          {/* the floating WhatsApp button steps aside from the emergency numbers (issue 29) */}
          <KeepClear className="flex shrink-0 flex-col gap-3">
            <LinkButton href={`tel:${EMERGENCY_NUMBER}`} variant="accent" size="lg">
              <Icon name="alert" />
              {EMERGENCY_INFO.callAmbulance[locale]}
            </LinkButton>
            <LinkButton href={c.phoneHref} variant="accent" size="lg">
              <Icon name="phone" />
              {c.phone}
            </LinkButton>
          </KeepClear>
        </div>
      </section>

      <CtaSection phoneHref={c.phoneHref} />
    </>
  );
}
