import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { BookingSection } from "@/components/public/booking-section";
import { ConsultationFee } from "@/components/public/consultation-fee";
import { ContactDetails } from "@/components/public/contact-details";
import { WithEmergencyCall } from "@/components/public/emergency-number";
import { PageHero } from "@/components/public/page-hero";
import { LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { HeadedSection } from "@/components/ui/section";
import { clinic, whatsappLink } from "@/lib/content/clinic";
import { EMERGENCY_INFO } from "@/lib/content/patient-info";
import { pageMetadataFor } from "@/lib/content/seo";
import { publicConsultationFee } from "@/lib/server/public-pages";
import { clientMessages } from "@/messages";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = pageMetadataFor("/contact");

export default async function ContactPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "info" });
  const site = await getTranslations({ locale, namespace: "site" });
  const c = clinic();
  return (
    <>
      <PageHero eyebrow={t("contact.eyebrow")} title={t("contact.title")} lead={t("contact.lead")}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton href="#book" size="lg">
            <Icon name="calendar" />
            {t("contact.book")}
          </LinkButton>
          <LinkButton href={whatsappLink(c.whatsapp, site("whatsappGreeting"))} variant="chat" size="lg">
            <Icon name="chat" />
            {t("contact.whatsapp")}
          </LinkButton>
        </div>
      </PageHero>

      <HeadedSection headingId="details-heading" title={t("contact.detailsHeading")} align="left">
        <div className="mt-8">
          <ContactDetails clinic={c} locale={locale} />
        </div>
        <div className="mt-8 max-w-xl">
          <ConsultationFee amount={await publicConsultationFee()} locale={locale} />
        </div>
        <p className="mt-8 flex gap-3 rounded-2xl border border-heart-100 bg-heart-50 p-5 text-sm leading-relaxed text-heart-700">
          <Icon name="alert" className="size-5 shrink-0" />
          <span className="font-medium">
            <WithEmergencyCall text={EMERGENCY_INFO.warning[locale]} />
          </span>
        </p>
      </HeadedSection>

      {/* Booking form slot: components/public/booking-section.tsx (owned by the booking work). */}
      <NextIntlClientProvider messages={clientMessages(locale, ["shell", "booking"])}>
        <BookingSection />
      </NextIntlClientProvider>
    </>
  );
}
