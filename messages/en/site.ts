/**
 * English words of the `site` namespace (docs/decisions/012-tamil.md): the public site's chrome
 * as the server renders it — titles, footer, announcement banner, 404 page, /sitemap page.
 * ta/site.ts has the same keys in Tamil.
 */
export const site = {
  defaultTitle: "{clinic} — Interventional Cardiology in {city}",
  defaultDescription: "{doctor}, interventional cardiologist in {city}. Evening consultations Mon–Sat, 6–9 PM.",
  ogImageAlt: "{clinic} — interventional cardiology",
  /** the WhatsApp chat's prefilled first message (wa.me ?text=) */
  whatsappGreeting: "Hello, I would like to know more about consultation options and treatments at your clinic.",
  skipLink: "Skip to main content",
  tagline: "Interventional Cardiology",
  footer: {
    about:
      "Specialist interventional cardiology in {city} with {doctor}: consultations, heart tests, angioplasty, valve and device procedures, and care that continues after you go home.",
    quickLinks: "Quick Links",
    /** the patient's own page (FEATURES.md §15) */
    myAppointments: "My appointments",
    services: "Our Services",
    allServices: "View All Services",
    contact: "Contact",
    copyright: "© {year} {clinic}. All rights reserved.",
    legal: "Legal",
    /** the doctor's medical council registration (IMC Regulations 2002, 6.1), from configuration */
    registration: "{doctor} · Reg. No. {number}, {council}",
  },
  announcement: {
    label: "Clinic announcement",
    until: "Until {date}",
  },
  notFound: {
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    eyebrow: "Error 404",
    heading: "Page not found",
    text: "Sorry, we could not find that page. It may have moved, or the address may be mistyped. These links will take you where you need to go.",
    book: "Book Appointment",
    pages: "Pages on this site",
  },
  sitemap: {
    eyebrow: "Sitemap",
    title: "All pages",
    lead: "Every page of this website in one place.",
    pages: "Pages",
    services: "Services",
  },
};
