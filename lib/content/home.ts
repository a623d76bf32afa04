/** Home page content (SPEC §2 Home). Statistics are SAMPLE content — see sample.ts. */
import type { IconName } from "./icons";

export const HERO = {
  lead: "Expert heart care in Chennai — from a first consultation to advanced angioplasty and valve procedures, with unhurried evening appointments.",
  bookLabel: "Book Appointment",
  whatsappLabel: "WhatsApp Connect",
} as const;

export const WELCOME = {
  heading: "Welcome to a clinic that puts your heart first",
  paragraphs: [
    "Heart disease is the leading cause of death in India, yet most of it can be prevented, detected early and treated well. Our clinic brings specialist interventional cardiology close to home, with evening consultations that fit around work and family.",
    "Whether you need a routine check-up, a second opinion on a stent, or a complex procedure, you will be seen by the same experienced cardiologist who will explain your options clearly and stay with you through recovery.",
  ],
  linkLabel: "Meet the Doctor",
} as const;

export type ServicePreview = { icon: IconName; title: string; description: string };

/** Three service preview cards. */
export const SERVICE_PREVIEWS: readonly ServicePreview[] = [
  {
    icon: "scan",
    title: "Angiography & Angioplasty",
    description:
      "Precise imaging of the heart arteries and balloon treatment of blockages, usually through the wrist for a faster recovery.",
  },
  {
    icon: "stent",
    title: "Stent Placement & TAVR",
    description:
      "Modern drug-eluting stents, and transcatheter aortic valve replacement for patients who cannot undergo open surgery.",
  },
  {
    icon: "valve",
    title: "Valvular Heart Disease",
    description:
      "Balloon valvuloplasty and minimally invasive valve repair or replacement, planned with a dedicated heart team.",
  },
];

export type HomeStat = { icon: IconName; value: string; label: string };

/** Stats strip (SPEC §9 claimed stats). */
export const HOME_STATS: readonly HomeStat[] = [
  { icon: "award", value: "15+", label: "Years of Experience" },
  { icon: "users", value: "10,000+", label: "Patients Treated" },
  { icon: "smile", value: "100%", label: "Patient Satisfaction" },
  { icon: "heart-pulse", value: "5,000+", label: "Procedures Performed" },
  { icon: "book", value: "8+", label: "Research Papers" },
];

export const HOME_CTA = {
  heading: "Ready to take care of your heart?",
  text: "Book a consultation for any time Monday to Saturday between 6 PM and 9 PM, or call us to talk to the clinic team.",
  bookLabel: "Book Your Appointment",
  callLabel: "Call Now",
} as const;
