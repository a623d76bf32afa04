import { BookingSection } from "@/components/public/booking-section";
import { ContactDetails } from "@/components/public/contact-details";
import { PageHero } from "@/components/public/page-hero";
import { LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { clinic, WHATSAPP_GREETING, whatsappLink } from "@/lib/content/clinic";
import { EMERGENCY_INFO } from "@/lib/content/patient-info";
import { pageMetadata } from "@/lib/content/seo";

export const metadata = pageMetadata("/contact");

export default function ContactPage() {
  const c = clinic();
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in touch"
        lead="Book an appointment, ask a question or find your way to the clinic. We are here Monday to Saturday evenings, and our emergency line never sleeps."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton href="#book" size="lg">
            <Icon name="calendar" />
            Book Appointment
          </LinkButton>
          <LinkButton href={whatsappLink(c.whatsapp, WHATSAPP_GREETING)} variant="chat" size="lg">
            <Icon name="chat" />
            WhatsApp Us
          </LinkButton>
        </div>
      </PageHero>

      <Section labelledBy="details-heading">
        <SectionHeading id="details-heading" title="Contact details" align="left" />
        <div className="mt-8">
          <ContactDetails clinic={c} />
        </div>
        <p className="mt-8 flex gap-3 rounded-2xl border border-heart-100 bg-heart-50 p-5 text-sm leading-relaxed text-heart-700">
          <Icon name="alert" className="size-5 shrink-0" />
          <span className="font-medium">{EMERGENCY_INFO.warning}</span>
        </p>
      </Section>

      {/* Booking form slot: components/public/booking-section.tsx (owned by the booking work). */}
      <BookingSection />
    </>
  );
}
