/** Site navigation and the list of every public page (header, footer, /sitemap, sitemap.xml), in both languages. */
import type { Locale, Text } from "../i18n/locales";

export type NavItem = { path: string; label: Text };

/** A link as a page shows it: its label in the page's language. */
export type NavLink = { path: string; label: string };

/** The links of a list in one language (what the header, a client component, is given). */
export const navLinks = (items: readonly NavItem[], locale: Locale): NavLink[] =>
  items.map((item) => ({ path: item.path, label: item.label[locale] }));

/** The six routes of the header navigation (SPEC §2). */
export const MAIN_NAV: readonly NavItem[] = [
  { path: "/", label: { en: "Home", ta: "முகப்பு" } },
  { path: "/about", label: { en: "About", ta: "மருத்துவர் பற்றி" } },
  { path: "/services", label: { en: "Services", ta: "சேவைகள்" } },
  { path: "/patient-info", label: { en: "Patient Info", ta: "நோயாளர் தகவல்" } },
  { path: "/testimonials", label: { en: "Testimonials", ta: "கருத்துகள்" } },
  { path: "/contact", label: { en: "Contact", ta: "தொடர்புக்கு" } },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { path: "/privacy", label: { en: "Privacy Policy", ta: "தனியுரிமைக் கொள்கை" } },
  { path: "/terms", label: { en: "Terms of Service", ta: "சேவை விதிமுறைகள்" } },
  { path: "/sitemap", label: { en: "Sitemap", ta: "தள வரைபடம்" } },
];

const NAV = [...MAIN_NAV, ...LEGAL_NAV];
const label = (path: string): Text => NAV.find((n) => n.path === path)!.label;

export type PublicPage = NavItem & {
  /** Page title (the part before "| clinic name") */
  title: Text;
  /** Meta description and the blurb on the /sitemap page */
  description: Text;
  /** sitemap.xml hints */
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: "/",
    label: label("/"),
    title: {
      en: "Interventional Cardiologist in Chennai",
      ta: "சென்னையில் இதய சிகிச்சை நிபுணர் (Interventional Cardiologist)",
    },
    description: {
      en: "Evening cardiology consultations, angiography, angioplasty, stenting, TAVR and valve care with an experienced interventional cardiologist in Chennai. Mon–Sat, 6–9 PM.",
      ta: "சென்னையில் அனுபவம் மிக்க இதய சிகிச்சை நிபுணரிடம் மாலை நேர ஆலோசனை, ஆஞ்சியோகிராம் (Angiogram), ஆஞ்சியோபிளாஸ்டி (Angioplasty), ஸ்டென்ட் (Stent), TAVR மற்றும் இதய வால்வு சிகிச்சை. திங்கள்–சனி, மாலை 6–9 மணி.",
    },
    changeFrequency: "monthly",
    priority: 1,
  },
  {
    path: "/about",
    label: label("/about"),
    title: { en: "About the Doctor", ta: "மருத்துவரைப் பற்றி" },
    description: {
      en: "Qualifications, specializations, achievements, research publications and the care philosophy of our interventional cardiologist.",
      ta: "எங்கள் இதய சிகிச்சை நிபுணரின் கல்வித் தகுதிகள், சிறப்புத் துறைகள், சாதனைகள், ஆய்வுக் கட்டுரைகள் மற்றும் சிகிச்சை அணுகுமுறை.",
    },
    changeFrequency: "monthly",
    priority: 0.8,
  },
  {
    path: "/services",
    label: label("/services"),
    title: { en: "Cardiology Services", ta: "இதய சிகிச்சை சேவைகள்" },
    description: {
      en: "28 cardiac tests, treatments and procedures — from a 15-minute ECG to angioplasty, TAVR, pacemakers and mitral valve repair — with typical durations.",
      ta: "28 இதயப் பரிசோதனைகள், சிகிச்சைகள் மற்றும் செயல்முறைகள் — 15 நிமிட இ.சி.ஜி (ECG) முதல் ஆஞ்சியோபிளாஸ்டி (Angioplasty), TAVR, பேஸ்மேக்கர் (Pacemaker), மைட்ரல் வால்வு சீரமைப்பு வரை — ஒவ்வொன்றுக்கும் ஆகும் வழக்கமான நேரத்துடன்.",
    },
    changeFrequency: "monthly",
    priority: 0.9,
  },
  {
    path: "/patient-info",
    label: label("/patient-info"),
    title: { en: "Patient Information", ta: "நோயாளர்களுக்கான தகவல்" },
    description: {
      en: "How to prepare for your cardiology appointment: what to bring, when to arrive, accepted payment methods and the 24/7 emergency line.",
      ta: "உங்கள் இதய மருத்துவ ஆலோசனைக்கு எப்படித் தயாராவது: என்ன கொண்டு வர வேண்டும், எப்போது வர வேண்டும், ஏற்கப்படும் கட்டண முறைகள், 24 மணி நேர அவசர உதவி எண்.",
    },
    changeFrequency: "monthly",
    priority: 0.7,
  },
  {
    path: "/testimonials",
    label: label("/testimonials"),
    title: { en: "Patient Testimonials", ta: "நோயாளிகளின் கருத்துகள்" },
    description: {
      en: "What patients say about their consultations, procedures and follow-up care at our heart clinic.",
      ta: "எங்கள் இதய கிளினிக்கில் பெற்ற ஆலோசனை, சிகிச்சை மற்றும் தொடர் கவனிப்பு பற்றி நோயாளிகள் சொல்வது.",
    },
    changeFrequency: "monthly",
    priority: 0.6,
  },
  {
    path: "/contact",
    label: label("/contact"),
    title: { en: "Contact & Book an Appointment", ta: "தொடர்பு கொள்ள & முன்பதிவு செய்ய" },
    description: {
      en: "Book a cardiology appointment, call, WhatsApp or e-mail the clinic, or find us on the map. Consultations Mon–Sat, 6–9 PM.",
      ta: "இதய மருத்துவ ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்; கிளினிக்கைத் தொலைபேசியில் அழையுங்கள், WhatsApp அல்லது மின்னஞ்சல் அனுப்புங்கள், வரைபடத்தில் எங்களைக் கண்டறியுங்கள். ஆலோசனை நேரம்: திங்கள்–சனி, மாலை 6–9 மணி.",
    },
    changeFrequency: "monthly",
    priority: 0.9,
  },
  {
    path: "/privacy",
    label: label("/privacy"),
    title: { en: "Privacy Policy", ta: "தனியுரிமைக் கொள்கை" },
    description: {
      en: "How the clinic collects, uses, stores and protects your personal and medical information.",
      ta: "உங்கள் தனிப்பட்ட மற்றும் மருத்துவத் தகவல்களை கிளினிக் எப்படிச் சேகரிக்கிறது, பயன்படுத்துகிறது, சேமிக்கிறது, பாதுகாக்கிறது என்பது பற்றி.",
    },
    changeFrequency: "yearly",
    priority: 0.3,
  },
  {
    path: "/terms",
    label: label("/terms"),
    title: { en: "Terms of Service", ta: "சேவை விதிமுறைகள்" },
    description: {
      en: "Appointment, cancellation, payment and emergency terms for patients of the clinic.",
      ta: "கிளினிக்கின் நோயாளிகளுக்கான முன்பதிவு, ரத்து, கட்டணம் மற்றும் அவசர சிகிச்சை விதிமுறைகள்.",
    },
    changeFrequency: "yearly",
    priority: 0.3,
  },
  {
    path: "/sitemap",
    label: label("/sitemap"),
    title: { en: "Sitemap", ta: "தள வரைபடம்" },
    description: {
      en: "Every page of the clinic's website in one list.",
      ta: "கிளினிக் இணையதளத்தின் அனைத்துப் பக்கங்களும் ஒரே பட்டியலில்.",
    },
    changeFrequency: "yearly",
    priority: 0.2,
  },
];

export function publicPage(path: string): PublicPage {
  const page = PUBLIC_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`Unknown public page ${path}`);
  return page;
}
