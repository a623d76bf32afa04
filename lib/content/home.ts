/**
 * Home page content (SPEC §2 Home), in English and Tamil side by side. Statistics are SAMPLE
 * content — see sample.ts.
 */
import type { Text } from "../i18n/locales";
import type { Feature, IconName } from "./icons";

export const HERO = {
  lead: {
    en: "Expert heart care in Chennai — from a first consultation to advanced angioplasty and valve procedures, with unhurried evening appointments.",
    ta: "சென்னையில் நிபுணத்துவம் வாய்ந்த இதய சிகிச்சை — முதல் ஆலோசனை முதல் நவீன ஆஞ்சியோபிளாஸ்டி (Angioplasty), இதய வால்வு சிகிச்சைகள் வரை; நிதானமான மாலை நேர முன்பதிவுகளுடன்.",
  },
  bookLabel: { en: "Book Appointment", ta: "முன்பதிவு செய்யுங்கள்" },
  whatsappLabel: { en: "WhatsApp Connect", ta: "WhatsApp தொடர்பு" },
} as const satisfies Record<string, Text>;

export const WELCOME = {
  heading: {
    en: "Welcome to a clinic that puts your heart first",
    ta: "உங்கள் இதயத்துக்கு முதலிடம் தரும் கிளினிக்கிற்கு வருக",
  },
  paragraphs: [
    {
      en: "Heart disease is the leading cause of death in India, yet most of it can be prevented, detected early and treated well. Our clinic brings specialist interventional cardiology close to home, with evening consultations that fit around work and family.",
      ta: "இந்தியாவில் உயிரிழப்புகளுக்கு முதன்மைக் காரணம் இதய நோய்தான்; ஆனால் பெரும்பாலான இதய நோய்களைத் தடுக்கவும், ஆரம்பத்திலேயே கண்டறியவும், நன்கு குணப்படுத்தவும் முடியும். சிறப்பு மருத்துவரின் குழாய் வழி இதய சிகிச்சையை (Interventional Cardiology) உங்கள் வீட்டருகே கொண்டுவருகிறது எங்கள் கிளினிக் — வேலைக்கும் குடும்பத்துக்கும் இடையூறு இல்லாத மாலை நேர ஆலோசனைகளுடன்.",
    },
    {
      en: "Whether you need a routine check-up, a second opinion on a stent, or a complex procedure, you will be seen by the same experienced cardiologist who will explain your options clearly and stay with you through recovery.",
      ta: "வழக்கமான பரிசோதனையோ, ஸ்டென்ட் (Stent) குறித்த இரண்டாவது கருத்தோ, சிக்கலான சிகிச்சையோ — எதுவாக இருந்தாலும், அனுபவம் வாய்ந்த அதே இதயநோய் நிபுணரே உங்களைப் பார்ப்பார்; உங்களுக்கு உள்ள வழிகளைத் தெளிவாக விளக்கி, நீங்கள் முழுமையாகக் குணமடையும் வரை உங்களுடன் இருப்பார்.",
    },
  ],
  /** The four points beside the welcome text. */
  points: [
    { en: "Evening consultations, Monday to Saturday", ta: "திங்கள் முதல் சனி வரை மாலை நேர ஆலோசனை" },
    {
      en: "Wrist-access angiography and angioplasty",
      ta: "மணிக்கட்டு வழியாக ஆஞ்சியோகிராம் (Angiogram), ஆஞ்சியோபிளாஸ்டி (Angioplasty)",
    },
    { en: "Consultations in English, Tamil and Hindi", ta: "தமிழ், ஆங்கிலம், இந்தி மொழிகளில் ஆலோசனை" },
    { en: "24/7 emergency line for our patients", ta: "எங்கள் நோயாளிகளுக்கு 24/7 அவசர உதவி எண்" },
  ],
  linkLabel: { en: "Meet the Doctor", ta: "மருத்துவரைப் பற்றி அறியுங்கள்" },
} as const satisfies Record<string, Text | readonly Text[]>;

/** Three service preview cards. */
export const SERVICE_PREVIEWS: readonly Feature[] = [
  {
    icon: "scan",
    title: {
      en: "Angiography & Angioplasty",
      ta: "ஆஞ்சியோகிராம் & ஆஞ்சியோபிளாஸ்டி (Angiography & Angioplasty)",
    },
    description: {
      en: "Precise imaging of the heart arteries and balloon treatment of blockages, usually through the wrist for a faster recovery.",
      ta: "இதய இரத்தக் குழாய்களைத் துல்லியமாகப் படம் எடுத்து, அடைப்புகளை பலூன் மூலம் சரிசெய்தல் — பெரும்பாலும் மணிக்கட்டு வழியாக; அதனால் விரைவில் குணமடையலாம்.",
    },
  },
  {
    icon: "stent",
    title: { en: "Stent Placement & TAVR", ta: "ஸ்டென்ட் பொருத்துதல் & TAVR வால்வு மாற்றம் (Stent & TAVR)" },
    description: {
      en: "Modern drug-eluting stents, and transcatheter aortic valve replacement for patients who cannot undergo open surgery.",
      ta: "நவீன மருந்து பூசப்பட்ட ஸ்டென்ட்கள் (Drug-eluting Stents); திறந்த இதய அறுவை சிகிச்சை செய்ய இயலாதவர்களுக்கு, குழாய் வழியாக அயோர்டிக் வால்வு மாற்றம் (TAVR).",
    },
  },
  {
    icon: "valve",
    title: { en: "Valvular Heart Disease", ta: "இதய வால்வு நோய்கள் (Valvular Heart Disease)" },
    description: {
      en: "Balloon valvuloplasty and minimally invasive valve repair or replacement, planned with a dedicated heart team.",
      ta: "பலூன் வால்வுலோபிளாஸ்டி (Balloon Valvuloplasty), குறைந்த ஊடுருவல் முறையில் வால்வு சீரமைப்பு அல்லது மாற்றம் — இதயக் குழுவுடன் இணைந்து கவனமாகத் திட்டமிடப்படுகிறது.",
    },
  },
];

export type HomeStat = { icon: IconName; value: string; label: Text };

/** The headline numbers' labels, shared by the home page and the testimonials page. */
export const STAT_LABELS = {
  years: { en: "Years of Experience", ta: "ஆண்டு அனுபவம்" },
  patients: { en: "Patients Treated", ta: "சிகிச்சை பெற்ற நோயாளிகள்" },
  satisfaction: { en: "Patient Satisfaction", ta: "நோயாளிகளின் திருப்தி" },
  procedures: { en: "Procedures Performed", ta: "செய்யப்பட்ட சிகிச்சைகள்" },
  papers: { en: "Research Papers", ta: "ஆய்வுக் கட்டுரைகள்" },
} as const satisfies Record<string, Text>;

/** Stats strip (SPEC §9 claimed stats). */
export const HOME_STATS: readonly HomeStat[] = [
  { icon: "award", value: "15+", label: STAT_LABELS.years },
  { icon: "users", value: "10,000+", label: STAT_LABELS.patients },
  { icon: "smile", value: "100%", label: STAT_LABELS.satisfaction },
  { icon: "heart-pulse", value: "5,000+", label: STAT_LABELS.procedures },
  { icon: "book", value: "8+", label: STAT_LABELS.papers },
];

export const HOME_CTA = {
  heading: { en: "Ready to take care of your heart?", ta: "உங்கள் இதய நலனைக் காக்கத் தயாரா?" },
  text: {
    en: "Book a consultation for any time Monday to Saturday between 6 PM and 9 PM, or call us to talk to the clinic team.",
    ta: "திங்கள் முதல் சனி வரை, மாலை 6 மணி முதல் இரவு 9 மணி வரை உங்களுக்கு வசதியான நேரத்தில் ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்; அல்லது கிளினிக் குழுவினரிடம் பேச எங்களை அழையுங்கள்.",
  },
  bookLabel: { en: "Book Your Appointment", ta: "முன்பதிவு செய்யுங்கள்" },
  callLabel: { en: "Call Now", ta: "இப்போதே அழைக்கவும்" },
} as const satisfies Record<string, Text>;
