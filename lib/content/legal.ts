/**
 * Privacy Policy and Terms of Service text (SPEC §2, §9). Both pages show "Last Updated"
 * as the current date in India Standard Time, not the build date.
 */
import type { ClinicIdentity } from "./clinic";

export type LegalSection = { heading: string; paragraphs?: readonly string[]; items?: readonly string[] };
export type LegalDocument = { title: string; intro: string; sections: readonly LegalSection[] };

type Identity = Pick<ClinicIdentity, "name" | "email" | "phone" | "address">;

/** "22 November 2026" — the calendar date in India Standard Time. */
export function formatIstDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
}

/** "2026-11-22" — the calendar date in India Standard Time (fixed +05:30, no DST). */
export function istIsoDate(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Terms constants (SPEC §9): these differ on purpose from the Patient Info page's 15 minutes. */
export const TERMS_ARRIVE_EARLY_MINUTES = 10;
export const CANCELLATION_NOTICE_HOURS = 24;

export function privacyPolicy(c: Identity): LegalDocument {
  return {
    title: "Privacy Policy",
    intro: `${c.name} ("the clinic", "we") respects your privacy. This policy explains what personal and health information we collect through this website and at the clinic, why we collect it, and how we protect it, in line with the Digital Personal Data Protection Act, 2023 and the confidentiality duties of medical practitioners in India.`,
    sections: [
      {
        heading: "Information we collect",
        items: [
          "Contact details you give us: name, phone number, e-mail address, postal address and occupation.",
          "Appointment details: the service you request, your preferred date and time, age, sex and any notes you add.",
          "Medical information created during your care: consultation notes, test results, reports and prescriptions.",
          "Basic technical data needed to run the website securely, such as server logs. We do not use advertising or tracking cookies.",
        ],
      },
      {
        heading: "How we use your information",
        items: [
          "To schedule, confirm and manage your appointments and to contact you about them.",
          "To provide, document and follow up your medical care.",
          "To meet our legal, regulatory and medical record-keeping obligations.",
          "We never sell your information or use it for marketing by third parties.",
        ],
      },
      {
        heading: "Sharing",
        paragraphs: [
          "We share your information only with people involved in your care (for example a hospital or laboratory you are referred to), with your insurer when you ask us to process a claim, or when the law requires it. Anyone who handles your data for us is bound to keep it confidential.",
        ],
      },
      {
        heading: "Storage and security",
        paragraphs: [
          "Records are stored on secured systems with access limited to authorised clinic staff, protected by passwords, encrypted connections and regular backups. Medical records are retained for the period required by Indian medical regulations and then securely destroyed.",
        ],
      },
      {
        heading: "Your rights",
        items: [
          "Ask for a copy of the personal and medical information we hold about you.",
          "Ask us to correct information that is inaccurate or incomplete.",
          "Withdraw consent for optional uses, such as reminder messages.",
          "Ask us to delete information we are not legally required to keep.",
          "Raise a concern with us, and if unresolved, with the Data Protection Board of India.",
        ],
      },
      {
        heading: "Messaging and phone calls",
        paragraphs: [
          "If you contact us on WhatsApp, your messages are also subject to WhatsApp's own privacy policy. Please do not send detailed medical information by message unless we ask for it.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          `For any privacy question or request, write to ${c.email}, call ${c.phone}, or visit us at ${c.address}. We reply within 30 days.`,
        ],
      },
    ],
  };
}

export function termsOfService(c: Identity): LegalDocument {
  return {
    title: "Terms of Service",
    intro: `These terms apply to appointments booked with ${c.name} through this website, by phone or on WhatsApp, and to your use of this website. By booking an appointment you agree to them.`,
    sections: [
      {
        heading: "Appointments",
        items: [
          "Consultations are held Monday to Saturday, 6:00 PM to 9:00 PM. Sunday: by appointment only.",
          "An online booking is a request; the clinic confirms it by phone, message or e-mail.",
          `Please arrive ${TERMS_ARRIVE_EARLY_MINUTES} minutes early for registration. If you arrive late, we may need to reschedule you.`,
          "Emergencies sometimes delay consultations; we appreciate your patience and will keep you informed.",
        ],
      },
      {
        heading: "Cancellations and rescheduling",
        paragraphs: [
          `Please give at least ${CANCELLATION_NOTICE_HOURS}-hour cancellation notice so that another patient can use the slot. You can cancel or reschedule by phone or WhatsApp.`,
        ],
      },
      {
        heading: "Payment",
        items: [
          "Payment is due at the time of service, by cash, credit/debit card, UPI or approved insurance.",
          "Estimates for procedures are given in advance and may change if the procedure changes for medical reasons.",
          "For insurance claims, you remain responsible for amounts your insurer does not cover.",
        ],
      },
      {
        heading: "Emergencies",
        paragraphs: [
          "This website and online booking are not for emergencies. In a medical emergency, call 108 for an ambulance or go to the nearest emergency department. Existing patients may also call the clinic's 24/7 emergency line.",
        ],
      },
      {
        heading: "Medical information on this website",
        paragraphs: [
          "Information on this website is general and educational. It does not replace a consultation, diagnosis or treatment by a qualified doctor who has examined you.",
        ],
      },
      {
        heading: "Your responsibilities",
        items: [
          "Give accurate and complete information about your health, medicines and allergies.",
          "Follow the treatment plan agreed with the doctor and attend follow-up visits.",
          "Treat staff and other patients with courtesy.",
        ],
      },
      {
        heading: "Changes and governing law",
        paragraphs: [
          `We may update these terms; the date above shows the current version. These terms are governed by the laws of India, and disputes are subject to the courts of ${cityOf(c.address)}.`,
        ],
      },
      {
        heading: "Contact",
        paragraphs: [`Questions about these terms: ${c.email} or ${c.phone}.`],
      },
    ],
  };
}

function cityOf(address: string): string {
  return address.split(",").at(-2)?.trim() || "Chennai";
}
