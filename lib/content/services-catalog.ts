/**
 * The 28 service cards of the Services page (SPEC §2) and the three "why choose" features,
 * in English and Tamil side by side. Each bookable card names its entry in BOOKABLE_SERVICES
 * (services.ts), so the page, the footer and the booking form agree on names; its anchor
 * (slug) comes from the English name in both languages.
 */
import type { Locale, Text } from "../i18n/locales";
import type { Feature, IconName } from "./icons";
import { SERVICE_NAMES, type BookableService } from "./services";

export type Duration = { from: number; to: number; unit: "minutes" | "hours" };

export type ServiceCard = {
  /** Anchor on /services (footer links point at it) */
  slug: string;
  icon: IconName;
  title: Text;
  description: Text;
  duration: Duration;
  /** The matching booking-form option, when this service can be booked online */
  bookable: BookableService | null;
};

const UNITS: Record<Duration["unit"], Text> = {
  minutes: { en: "minutes", ta: "நிமிடங்கள்" },
  hours: { en: "hours", ta: "மணி நேரம்" },
};

/** "15–20 minutes", "3–5 hours"; in Tamil "15–20 நிமிடங்கள்" */
export function formatDuration(d: Duration, locale: Locale = "en"): string {
  return `${d.from}–${d.to} ${UNITS[d.unit][locale]}`;
}

export function durationInMinutes(d: Duration): { from: number; to: number } {
  const k = d.unit === "hours" ? 60 : 1;
  return { from: d.from * k, to: d.to * k };
}

export function serviceSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const min = (from: number, to: number): Duration => ({ from, to, unit: "minutes" });
const hrs = (from: number, to: number): Duration => ({ from, to, unit: "hours" });

/** A bookable card is titled with its service's name (SERVICE_NAMES) unless it gives a title of its own. */
type CardInput = Omit<ServiceCard, "slug" | "bookable" | "title"> &
  ({ title: Text; bookable?: BookableService | null } | { title?: undefined; bookable: BookableService });

function card(c: CardInput): ServiceCard {
  const bookable = c.bookable === undefined ? null : c.bookable;
  const title = c.title ?? SERVICE_NAMES[c.bookable];
  return { ...c, title, slug: serviceSlug(bookable ?? title.en), bookable };
}

export const SERVICE_CATALOG: readonly ServiceCard[] = [
  card({
    icon: "scan",
    bookable: "Angiography",
    description: {
      en: "X-ray imaging of the heart arteries with contrast dye to find narrowings or blockages, usually through the wrist.",
      ta: "இதய இரத்தக் குழாய்களில் உள்ள சுருக்கங்களையும் அடைப்புகளையும் கண்டறிய, சாயம் (Contrast) செலுத்தி எடுக்கப்படும் எக்ஸ்-ரே படம் — பெரும்பாலும் மணிக்கட்டு வழியாக.",
    },
    duration: min(30, 45),
  }),
  card({
    icon: "stent",
    bookable: "Angioplasty",
    description: {
      en: "A tiny balloon opens a narrowed heart artery and restores blood flow, relieving chest pain and protecting the heart.",
      ta: "சிறிய பலூன் மூலம் சுருங்கிய இதய இரத்தக் குழாயைத் திறந்து இரத்த ஓட்டத்தைச் சீராக்குதல் — நெஞ்சுவலி குறையும், இதயம் பாதுகாக்கப்படும்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "stent",
    bookable: "Stent Placement",
    description: {
      en: "A drug-eluting mesh tube is placed in the opened artery to keep it open for the long term.",
      ta: "திறக்கப்பட்ட இரத்தக் குழாய் நீண்ட காலம் திறந்தே இருக்க, மருந்து பூசப்பட்ட சிறு வலைக் குழாய் (Drug-eluting Stent) உள்ளே பொருத்தப்படும்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "valve",
    title: { en: "Valvuloplasty", ta: "பலூன் வால்வு விரிவாக்கம் (Valvuloplasty)" },
    bookable: "Valvuloplasty",
    description: {
      en: "Balloon widening of a narrowed heart valve, such as rheumatic mitral stenosis, without open-heart surgery.",
      ta: "ருமாட்டிக் மைட்ரல் வால்வு சுருக்கம் போன்று சுருங்கிய இதய வால்வை, திறந்த இதய அறுவை சிகிச்சை இல்லாமல் பலூன் மூலம் அகலப்படுத்துதல்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "valve",
    title: { en: "TAVR (Transcatheter Aortic Valve Replacement)", ta: "குழாய் வழி அயோர்டிக் வால்வு மாற்றம் (TAVR)" },
    bookable: "TAVR",
    description: {
      en: "A new aortic valve delivered through a leg artery for severe aortic stenosis, avoiding open-heart surgery.",
      ta: "கடுமையான அயோர்டிக் வால்வு சுருக்கத்துக்கு (Aortic Stenosis), திறந்த இதய அறுவை சிகிச்சை இல்லாமல், காலின் இரத்தக் குழாய் வழியாகப் புதிய வால்வு பொருத்துதல்.",
    },
    duration: hrs(2, 3),
  }),
  card({
    icon: "valve",
    title: {
      en: "Mitral Valve Repair/Replacement",
      ta: "மைட்ரல் வால்வு சீரமைப்பு அல்லது மாற்றம் (Mitral Valve Repair / Replacement)",
    },
    bookable: "Mitral Valve Repair/Replacement",
    description: {
      en: "Repair or replacement of a leaking or narrowed mitral valve, planned together with the heart surgery team.",
      ta: "கசியும் அல்லது சுருங்கிய மைட்ரல் வால்வைச் சீரமைத்தல் அல்லது மாற்றுதல் — இதய அறுவை சிகிச்சைக் குழுவுடன் இணைந்து திட்டமிடப்படும்.",
    },
    duration: hrs(3, 5),
  }),
  card({
    icon: "gauge",
    bookable: "Fractional Flow Reserve (FFR)",
    description: {
      en: "A pressure wire measures whether a borderline blockage really limits blood flow, so only necessary stents are placed.",
      ta: "எல்லைக்கோட்டில் உள்ள ஒரு அடைப்பு உண்மையில் இரத்த ஓட்டத்தைத் தடுக்கிறதா என்பதை அழுத்தக் கம்பி (Pressure Wire) அளக்கிறது — அதனால் தேவையான ஸ்டென்ட்கள் மட்டுமே பொருத்தப்படும்.",
    },
    duration: min(45, 60),
  }),
  card({
    icon: "target",
    bookable: "Chronic Total Occlusion (CTO)",
    description: {
      en: "Specialised techniques to reopen arteries that have been completely blocked for three months or more.",
      ta: "மூன்று மாதங்களுக்கும் மேலாக முழுமையாக அடைபட்டுள்ள இரத்தக் குழாய்களை மீண்டும் திறக்கும் சிறப்பு முறைகள்.",
    },
    duration: hrs(2, 4),
  }),
  card({
    icon: "zap",
    bookable: "Atherectomy",
    description: {
      en: "Rotational or orbital devices gently sand away hard calcium so that a stent can be placed and fully expanded.",
      ta: "சுழலும் (Rotational) அல்லது ஆர்பிட்டல் (Orbital) கருவிகள் கடினமான கால்சியம் படிவை மெதுவாகத் தேய்த்து நீக்குகின்றன; அதனால் ஸ்டென்டைப் பொருத்தி முழுமையாக விரிக்க முடியும்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "droplet",
    title: { en: "Pericardiocentesis", ta: "இதய உறை நீர் வெளியேற்றம் (Pericardiocentesis)" },
    bookable: "Pericardiocentesis",
    description: {
      en: "Ultrasound-guided drainage of fluid collected around the heart, relieving pressure and breathlessness.",
      ta: "இதயத்தைச் சுற்றிச் சேர்ந்துள்ள நீரை அல்ட்ராசவுண்ட் உதவியுடன் வெளியேற்றுதல் — இதயத்தின் மீதான அழுத்தமும் மூச்சுத் திணறலும் குறையும்.",
    },
    duration: min(30, 60),
  }),
  card({
    icon: "activity",
    bookable: "Cardiac Catheterization",
    description: {
      en: "Thin tubes measure pressures and oxygen levels inside the heart chambers to assess valves and heart function.",
      ta: "வால்வுகளையும் இதயச் செயல்பாட்டையும் மதிப்பிட, மெல்லிய குழாய்கள் மூலம் இதய அறைகளுக்குள் அழுத்தமும் ஆக்சிஜன் அளவும் அளக்கப்படும்.",
    },
    duration: min(30, 60),
  }),
  card({
    icon: "vessel",
    bookable: "Endovenous Thermal Ablation",
    description: {
      en: "Laser or radiofrequency treatment that closes varicose veins from the inside, through a needle puncture.",
      ta: "ஊசித் துளை வழியாக, லேசர் (Laser) அல்லது ரேடியோ அலை (Radiofrequency) மூலம் வெரிகோஸ் நரம்புகளை (Varicose Veins) உள்ளிருந்தே மூடும் சிகிச்சை.",
    },
    duration: min(45, 90),
  }),
  card({
    icon: "activity",
    bookable: "ECG",
    description: {
      en: "A painless recording of the heart's electrical activity to check rhythm and look for signs of strain or damage.",
      ta: "இதயத் துடிப்பின் சீர்மையைச் சரிபார்க்கவும், இதயத்தில் அழுத்தம் அல்லது பாதிப்பு உள்ளதா என்று பார்க்கவும், இதயத்தின் மின் இயக்கத்தை வலியின்றிப் பதிவு செய்தல்.",
    },
    duration: min(15, 20),
  }),
  card({
    icon: "clipboard",
    bookable: "Heart Checkup",
    description: {
      en: "A complete heart health assessment: consultation, ECG, blood pressure, and tests tailored to your risk.",
      ta: "இதய நலத்தின் முழுமையான மதிப்பீடு: ஆலோசனை, இ.சி.ஜி (ECG), இரத்த அழுத்தம், உங்கள் அபாய நிலைக்கு ஏற்ற பரிசோதனைகள்.",
    },
    duration: min(45, 60),
  }),
  card({
    icon: "heart-pulse",
    bookable: "Stress Test",
    description: {
      en: "A treadmill test that records the ECG and blood pressure during exercise to uncover hidden blockages.",
      ta: "மறைந்திருக்கும் அடைப்புகளைக் கண்டறிய, டிரெட்மில்லில் (Treadmill) நடக்கும்போது இ.சி.ஜி-யையும் இரத்த அழுத்தத்தையும் பதிவு செய்யும் பரிசோதனை.",
    },
    duration: min(45, 60),
  }),
  card({
    icon: "scan",
    bookable: "Echocardiography",
    description: {
      en: "An ultrasound scan of the heart showing its pumping strength, valves and chambers — no radiation, no needles.",
      ta: "இதயத்தின் இயக்க வலிமை, வால்வுகள், அறைகள் ஆகியவற்றைக் காட்டும் அல்ட்ராசவுண்ட் ஸ்கேன் — கதிர்வீச்சும் இல்லை, ஊசியும் இல்லை.",
    },
    duration: min(30, 45),
  }),
  card({
    icon: "shield",
    bookable: "Preventive Cardiology",
    description: {
      en: "A personal plan to lower your risk: cholesterol, blood pressure, diabetes, weight, diet, exercise and smoking.",
      ta: "உங்கள் அபாயத்தைக் குறைக்க ஒரு தனிப்பட்ட திட்டம்: கொலஸ்ட்ரால், இரத்த அழுத்தம், சர்க்கரை நோய், உடல் எடை, உணவு, உடற்பயிற்சி, புகைப்பழக்கம்.",
    },
    duration: min(30, 45),
  }),
  card({
    icon: "stethoscope",
    bookable: "Cardiac Consultation",
    description: {
      en: "An unhurried one-to-one consultation to review symptoms, reports and treatment options.",
      ta: "உங்கள் அறிகுறிகள், அறிக்கைகள், சிகிச்சை வழிகள் ஆகியவற்றை நிதானமாகப் பார்க்கும், மருத்துவருடன் நேரடித் தனி ஆலோசனை.",
    },
    duration: min(20, 30),
  }),
  card({
    icon: "shield",
    bookable: "Percutaneous Device Closures",
    description: {
      en: "Closing holes in the heart (ASD, VSD, PDA) with devices delivered by catheter instead of surgery.",
      ta: "இதயத்தில் உள்ள துளைகளை (ASD, VSD, PDA) அறுவை சிகிச்சைக்குப் பதிலாக, கதீட்டர் (Catheter) வழியாகச் செலுத்தும் கருவிகள் மூலம் அடைத்தல்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "device",
    bookable: "Pacemaker Implantation",
    description: {
      en: "A small device placed under the collarbone keeps a slow or irregular heartbeat at a safe rate.",
      ta: "காறை எலும்பின் கீழ் பொருத்தப்படும் சிறிய கருவி, மெதுவான அல்லது சீரற்ற இதயத் துடிப்பைப் பாதுகாப்பான அளவில் வைத்திருக்கும்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "device",
    bookable: "Cardiac Resynchronising Therapy (CRT)",
    description: {
      en: "A special pacemaker that coordinates both sides of a weak heart, improving heart failure symptoms.",
      ta: "பலவீனமான இதயத்தின் இரு பக்கங்களையும் ஒருங்கிணைந்து துடிக்கச் செய்யும் சிறப்பு பேஸ்மேக்கர் — இதயச் செயலிழப்பின் அறிகுறிகள் குறையும்.",
    },
    duration: hrs(2, 3),
  }),
  card({
    icon: "zap",
    bookable: "AICD Implantation",
    description: {
      en: "An implantable defibrillator that detects dangerous heart rhythms and corrects them instantly.",
      ta: "ஆபத்தான இதயத் துடிப்புகளைக் கண்டறிந்து உடனே சரிசெய்யும், உடலுக்குள் பொருத்தப்படும் டிஃபிப்ரிலேட்டர் (Defibrillator) கருவி.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "scan",
    title: { en: "Intravascular Imaging (IVUS/OCT)", ta: "இரத்தக் குழாய் உள் படமெடுப்பு (IVUS/OCT)" },
    description: {
      en: "Ultrasound or light-based imaging from inside the artery to size stents precisely and check the result.",
      ta: "ஸ்டென்ட் அளவைத் துல்லியமாகத் தீர்மானிக்கவும் சிகிச்சையின் பலனைச் சரிபார்க்கவும், இரத்தக் குழாயின் உள்ளிருந்து அல்ட்ராசவுண்ட் அல்லது ஒளி மூலம் எடுக்கப்படும் படங்கள்.",
    },
    duration: min(30, 45),
  }),
  card({
    icon: "vessel",
    title: { en: "Peripheral Angioplasty", ta: "கால் இரத்தக் குழாய் ஆஞ்சியோபிளாஸ்டி (Peripheral Angioplasty)" },
    description: {
      en: "Opening blocked arteries of the legs to relieve pain on walking and heal non-healing wounds.",
      ta: "நடக்கும்போது வரும் கால் வலியைக் குறைக்கவும், ஆறாத புண்களை ஆற்றவும், கால்களின் அடைபட்ட இரத்தக் குழாய்களைத் திறத்தல்.",
    },
    duration: hrs(1, 3),
  }),
  card({
    icon: "vessel",
    title: {
      en: "Renal & Carotid Artery Stenting",
      ta: "சிறுநீரக & கழுத்து இரத்தக் குழாய் ஸ்டென்ட் (Renal & Carotid Artery Stenting)",
    },
    description: {
      en: "Stenting narrowed kidney or neck arteries to control blood pressure or lower the risk of stroke.",
      ta: "இரத்த அழுத்தத்தைக் கட்டுப்படுத்த அல்லது பக்கவாத அபாயத்தைக் குறைக்க, சுருங்கிய சிறுநீரக அல்லது கழுத்து இரத்தக் குழாய்களில் ஸ்டென்ட் பொருத்துதல்.",
    },
    duration: hrs(1, 2),
  }),
  card({
    icon: "heart",
    title: { en: "Heart Failure Management", ta: "இதயச் செயலிழப்பு சிகிச்சை (Heart Failure Management)" },
    description: {
      en: "Medicines, device therapy and close follow-up to help a weak heart work better and keep you out of hospital.",
      ta: "பலவீனமான இதயம் நன்கு இயங்கவும், நீங்கள் மருத்துவமனையில் சேர வேண்டிய நிலை வராமல் இருக்கவும் — மருந்துகள், கருவி சிகிச்சை, நெருக்கமான தொடர் கவனிப்பு.",
    },
    duration: min(30, 45),
  }),
  card({
    icon: "gauge",
    title: { en: "Hypertension Management", ta: "உயர் இரத்த அழுத்த சிகிச்சை (Hypertension Management)" },
    description: {
      en: "Accurate diagnosis and step-by-step treatment of high blood pressure, including resistant hypertension.",
      ta: "உயர் இரத்த அழுத்தத்துக்குத் துல்லியமான நோயறிதலும் படிப்படியான சிகிச்சையும் — மருந்துகளுக்குக் கட்டுப்படாத இரத்த அழுத்தம் (Resistant Hypertension) உட்பட.",
    },
    duration: min(20, 30),
  }),
  card({
    icon: "calendar",
    title: { en: "Post-Procedure Follow-up", ta: "சிகிச்சைக்குப் பிந்தைய தொடர் பரிசோதனை (Post-Procedure Follow-up)" },
    description: {
      en: "Review after angioplasty, valve or device procedures: wound check, medicines, tests and return to activity.",
      ta: "ஆஞ்சியோபிளாஸ்டி, வால்வு அல்லது கருவி சிகிச்சைக்குப் பிறகு: காயத்தைப் பார்த்தல், மருந்துகள், பரிசோதனைகள், அன்றாட வேலைகளுக்கு மீண்டும் திரும்புவது பற்றிய ஆலோசனை.",
    },
    duration: min(20, 30),
  }),
];

/** "Why choose" features on the Services page. */
export const WHY_CHOOSE: readonly Feature[] = [
  {
    icon: "award",
    title: { en: "Experienced Specialist", ta: "அனுபவம் வாய்ந்த நிபுணர்" },
    description: {
      en: "More than 15 years in interventional cardiology and thousands of procedures, from routine to complex.",
      ta: "குழாய் வழி இதய சிகிச்சையில் 15 ஆண்டுகளுக்கும் மேலான அனுபவம்; எளியது முதல் சிக்கலானது வரை ஆயிரக்கணக்கான சிகிச்சைகள்.",
    },
  },
  {
    icon: "target",
    title: { en: "Modern, Precise Techniques", ta: "நவீன, துல்லியமான முறைகள்" },
    description: {
      en: "Wrist-access procedures, intravascular imaging and pressure wires for safer, more accurate treatment.",
      ta: "பாதுகாப்பான, துல்லியமான சிகிச்சைக்கு மணிக்கட்டு வழி சிகிச்சைகள், இரத்தக் குழாய் உள் படமெடுப்பு, அழுத்தக் கம்பிகள் (Pressure Wires).",
    },
  },
  {
    icon: "heart",
    title: { en: "Personal, Continuous Care", ta: "தனிப்பட்ட, தொடர்ச்சியான கவனிப்பு" },
    description: {
      en: "You see the same doctor at every visit, with clear explanations and follow-up after every procedure.",
      ta: "ஒவ்வொரு முறையும் அதே மருத்துவரையே சந்திப்பீர்கள்; தெளிவான விளக்கங்களும், ஒவ்வொரு சிகிச்சைக்குப் பிறகும் தொடர் கவனிப்பும் உண்டு.",
    },
  },
];
