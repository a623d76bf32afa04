/** Site navigation and the list of every public page (header, footer, /sitemap, sitemap.xml). */
export type NavItem = { path: string; label: string };

/** The six routes of the header navigation (SPEC §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { path: "/", label: "Home" },
  { path: "/about", label: "About" },
  { path: "/services", label: "Services" },
  { path: "/patient-info", label: "Patient Info" },
  { path: "/testimonials", label: "Testimonials" },
  { path: "/contact", label: "Contact" },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { path: "/privacy", label: "Privacy Policy" },
  { path: "/terms", label: "Terms of Service" },
  { path: "/sitemap", label: "Sitemap" },
];

export type PublicPage = NavItem & {
  /** Page title (the part before "| clinic name") */
  title: string;
  /** Meta description and the blurb on the /sitemap page */
  description: string;
  /** sitemap.xml hints */
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    label: "Home",
    title: "Interventional Cardiologist in Chennai",
    description:
      "Evening cardiology consultations, angiography, angioplasty, stenting, TAVR and valve care with an experienced interventional cardiologist in Chennai. Mon–Sat, 6–9 PM.",
    changeFrequency: "monthly",
    priority: 1,
  },
  {
    path: "/about",
    label: "About",
    title: "About the Doctor",
    description:
      "Qualifications, specializations, achievements, research publications and the care philosophy of our interventional cardiologist.",
    changeFrequency: "monthly",
    priority: 0.8,
  },
  {
    path: "/services",
    label: "Services",
    title: "Cardiology Services",
    description:
      "28 cardiac tests, treatments and procedures — from a 15-minute ECG to angioplasty, TAVR, pacemakers and mitral valve repair — with typical durations.",
    changeFrequency: "monthly",
    priority: 0.9,
  },
  {
    path: "/patient-info",
    label: "Patient Info",
    title: "Patient Information",
    description:
      "How to prepare for your cardiology appointment: what to bring, when to arrive, accepted payment methods and the 24/7 emergency line.",
    changeFrequency: "monthly",
    priority: 0.7,
  },
  {
    path: "/testimonials",
    label: "Testimonials",
    title: "Patient Testimonials",
    description: "What patients say about their consultations, procedures and follow-up care at our heart clinic.",
    changeFrequency: "monthly",
    priority: 0.6,
  },
  {
    path: "/contact",
    label: "Contact",
    title: "Contact & Book an Appointment",
    description:
      "Book a cardiology appointment, call, WhatsApp or e-mail the clinic, or find us on the map. Consultations Mon–Sat, 6–9 PM.",
    changeFrequency: "monthly",
    priority: 0.9,
  },
  {
    path: "/privacy",
    label: "Privacy Policy",
    title: "Privacy Policy",
    description: "How the clinic collects, uses, stores and protects your personal and medical information.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  {
    path: "/terms",
    label: "Terms of Service",
    title: "Terms of Service",
    description: "Appointment, cancellation, payment and emergency terms for patients of the clinic.",
    changeFrequency: "yearly",
    priority: 0.3,
  },
  {
    path: "/sitemap",
    label: "Sitemap",
    title: "Sitemap",
    description: "Every page of the clinic's website in one list.",
    changeFrequency: "yearly",
    priority: 0.2,
  },
];

export function publicPage(path: string): PublicPage {
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown public page ${path}`);
  return page;
}
