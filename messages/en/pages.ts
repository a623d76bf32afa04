/**
 * English words of the `pages` namespace (docs/decisions/012-tamil.md): the headings and
 * labels of Home, About, Services and Testimonials and their cards. The clinic's content itself
 * (doctor, services, papers, testimonials) is bilingual data in lib/content. ta/pages.ts has
 * the same keys in Tamil.
 */
export const pages = {
  home: {
    qualifications: "Qualifications",
    years: "{years} years",
    yearsIn: "in interventional cardiology",
    welcomeEyebrow: "Welcome",
    servicesEyebrow: "Our Services",
    servicesTitle: "Specialised care for every heart",
    servicesLead: "From diagnosis to minimally invasive treatment, under one experienced cardiologist.",
    allServices: "View All Services",
    statsLabel: "The clinic in numbers",
    quotesEyebrow: "Patient Stories",
    quotesTitle: "What our patients say",
    allTestimonials: "Read all testimonials",
  },
  about: {
    eyebrow: "About the Doctor",
    profileEyebrow: "Profile",
    profileTitle: "Experience you can trust",
    credentials: "Qualifications & Credentials",
    expertiseEyebrow: "Expertise",
    expertiseTitle: "Areas of specialization",
    expertiseLead: "The full range of modern interventional and clinical cardiology.",
    milestonesEyebrow: "Milestones",
    milestonesTitle: "Achievements",
    researchEyebrow: "Research",
    researchTitle: "Publications",
    researchLead: "Clinical research from everyday practice, shared with the wider cardiology community.",
    newTab: " (opens in a new tab)",
    tags: "Tags",
    missionEyebrow: "Why we do it",
    philosophyEyebrow: "Our Philosophy",
    philosophyTitle: "How we care for you",
  },
  services: {
    eyebrow: "Our Services",
    title: "Comprehensive heart care",
    lead: "Tests, treatments and procedures for every stage of heart disease — each explained before it is done, with the typical time it takes.",
    book: "Book Appointment",
    catalogTitle: "Services and typical durations",
    catalogLead:
      "Durations are typical times for the test or procedure itself; your doctor will tell you how long to plan for.",
    whyEyebrow: "Why choose us",
    whyTitle: "Care you can rely on",
    typicalDuration: "Typical duration: ",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "Stories from our patients",
    lead: "Every heart has a story. Here are a few from patients and families we have cared for.",
    listHeading: "Patient testimonials",
    statsLabel: "Why patients trust us",
    rating: "Rated {rating} out of 5",
  },
};
