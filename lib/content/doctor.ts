/**
 * The doctor's profile (About page, home hero), in English and Tamil side by side. The name
 * itself comes from configuration (CLINIC_DOCTOR_NAME via clinic()); everything here is
 * SAMPLE content — see sample.ts.
 */
import type { Text } from "../i18n/locales";
import type { Feature } from "./icons";

export const DOCTOR_TITLE: Text = { en: "INTERVENTIONAL CARDIOLOGIST", ta: "இதய சிகிச்சை நிபுணர்" };

/** The two degrees shown under the name in the home hero. */
export const HERO_QUALIFICATIONS: readonly Text[] = [
  { en: "MD General Medicine", ta: "எம்.டி. (பொது மருத்துவம்)" },
  { en: "DM Cardiology", ta: "டி.எம். (இதயவியல்)" },
];

export const YEARS_OF_EXPERIENCE = "15+";

export const DOCTOR_PROFILE: readonly Text[] = [
  {
    en: "An interventional cardiologist with more than fifteen years of experience in diagnosing and treating heart disease, from the first consultation to complex catheter-based procedures.",
    ta: "இதய நோய்களைக் கண்டறிந்து சிகிச்சை அளிப்பதில் பதினைந்து ஆண்டுகளுக்கும் மேலான அனுபவம் கொண்ட இதய சிகிச்சை நிபுணர் (Interventional Cardiologist) — முதல் ஆலோசனை முதல் சிக்கலான கதீட்டர் (Catheter) வழி சிகிச்சைகள் வரை.",
  },
  {
    en: "Trained in general medicine and cardiology at leading teaching hospitals in Tamil Nadu, with further fellowship training in complex coronary and structural heart interventions, the doctor has performed thousands of angiograms, angioplasties and valve procedures.",
    ta: "தமிழ்நாட்டின் முன்னணி மருத்துவக் கல்லூரி மருத்துவமனைகளில் பொது மருத்துவமும் இதயவியலும் பயின்று, சிக்கலான கரோனரி (Coronary) மற்றும் கட்டமைப்பு இதய (Structural Heart) சிகிச்சைகளில் சிறப்புப் பயிற்சியும் (Fellowship) பெற்ற மருத்துவர், ஆயிரக்கணக்கான ஆஞ்சியோகிராம், ஆஞ்சியோபிளாஸ்டி, வால்வு சிகிச்சைகளைச் செய்துள்ளார்.",
  },
  {
    en: "Consultations at the clinic are unhurried: every patient leaves knowing what their tests show, what the options are and what happens next — in English, Tamil or Hindi.",
    ta: "கிளினிக்கில் ஆலோசனைகள் அவசரமின்றி நடைபெறும்: பரிசோதனை முடிவுகள் என்ன சொல்கின்றன, என்னென்ன வழிகள் உள்ளன, அடுத்து என்ன நடக்கும் என்பதை ஒவ்வொரு நோயாளியும் தெளிவாகத் தெரிந்துகொண்டே செல்வார் — தமிழ், ஆங்கிலம் அல்லது இந்தியில்.",
  },
];

export type Credential = { title: Text; detail: Text };

/** Eight credentials (SPEC §2 About). Institutions keep their own names. */
export const CREDENTIALS: readonly Credential[] = [
  {
    title: { en: "MBBS", ta: "எம்.பி.பி.எஸ். (MBBS)" },
    detail: { en: "Madras Medical College, Chennai", ta: "Madras Medical College, சென்னை" },
  },
  {
    title: { en: "MD (General Medicine)", ta: "எம்.டி. (பொது மருத்துவம்)" },
    detail: { en: "Stanley Medical College, Chennai", ta: "Stanley Medical College, சென்னை" },
  },
  {
    title: { en: "DM (Cardiology)", ta: "டி.எம். (இதயவியல்)" },
    detail: { en: "Madras Medical College, Chennai", ta: "Madras Medical College, சென்னை" },
  },
  {
    title: {
      en: "Fellowship in Interventional Cardiology",
      ta: "குழாய் வழி இதய சிகிச்சையில் சிறப்புப் பயிற்சி (Fellowship)",
    },
    detail: {
      en: "Complex coronary and structural heart interventions",
      ta: "சிக்கலான கரோனரி (Coronary), கட்டமைப்பு இதய (Structural Heart) சிகிச்சைகள்",
    },
  },
  {
    title: { en: "FSCAI", ta: "FSCAI" },
    detail: {
      en: "Fellow, Society for Cardiovascular Angiography & Interventions",
      ta: "ஃபெலோ, இதய ஆஞ்சியோகிராபி மற்றும் இடையீட்டுச் சிகிச்சைச் சங்கம் (Society for Cardiovascular Angiography & Interventions)",
    },
  },
  {
    title: { en: "FESC", ta: "FESC" },
    detail: {
      en: "Fellow, European Society of Cardiology",
      ta: "ஃபெலோ, ஐரோப்பிய இதயவியல் சங்கம் (European Society of Cardiology)",
    },
  },
  {
    title: {
      en: "Life Member, Cardiological Society of India",
      ta: "ஆயுள் உறுப்பினர், இந்திய இதயவியல் சங்கம் (Cardiological Society of India)",
    },
    detail: { en: "CSI, Tamil Nadu chapter", ta: "CSI, தமிழ்நாடு கிளை" },
  },
  {
    title: { en: "Registered Medical Practitioner", ta: "பதிவுபெற்ற மருத்துவர்" },
    detail: { en: "Tamil Nadu Medical Council", ta: "தமிழ்நாடு மருத்துவக் கவுன்சில் (Tamil Nadu Medical Council)" },
  },
];

/** Ten specialization cards (SPEC §2 About). */
export const SPECIALIZATIONS: readonly Feature[] = [
  {
    icon: "stent",
    title: {
      en: "Coronary Angioplasty & Stenting",
      ta: "கரோனரி ஆஞ்சியோபிளாஸ்டி & ஸ்டென்ட் (Coronary Angioplasty & Stenting)",
    },
    description: {
      en: "Opening narrowed or blocked heart arteries with balloons and drug-eluting stents, mostly through the wrist.",
      ta: "சுருங்கிய அல்லது அடைபட்ட இதய இரத்தக் குழாய்களை பலூன், மருந்து பூசப்பட்ட ஸ்டென்ட் (Drug-eluting Stent) மூலம் திறத்தல் — பெரும்பாலும் மணிக்கட்டு வழியாக.",
    },
  },
  {
    icon: "target",
    title: { en: "Complex & High-Risk PCI", ta: "சிக்கலான, அதிக அபாயமுள்ள ஆஞ்சியோபிளாஸ்டி (Complex & High-Risk PCI)" },
    description: {
      en: "Chronic total occlusions, left main and bifurcation disease, calcified arteries needing atherectomy.",
      ta: "நீண்டகால முழு அடைப்புகள் (CTO), இடது பிரதான குழாய் (Left Main), கிளைப் பிரிவு (Bifurcation) அடைப்புகள், அதெரெக்டமி (Atherectomy) தேவைப்படும் கால்சியம் படிந்த குழாய்கள்.",
    },
  },
  {
    icon: "heart-pulse",
    title: {
      en: "Primary Angioplasty for Heart Attacks",
      ta: "மாரடைப்புக்கு அவசர ஆஞ்சியோபிளாஸ்டி (Primary Angioplasty)",
    },
    description: {
      en: "Emergency opening of the blocked artery during a heart attack, when every minute saves heart muscle.",
      ta: "மாரடைப்பின்போது அடைபட்ட இரத்தக் குழாயை அவசரமாகத் திறத்தல் — அந்த நேரத்தில் ஒவ்வொரு நிமிடமும் இதயத் தசையைக் காப்பாற்றும்.",
    },
  },
  {
    icon: "valve",
    title: {
      en: "Structural Heart Interventions",
      ta: "கட்டமைப்பு இதய சிகிச்சைகள் (Structural Heart Interventions)",
    },
    description: {
      en: "TAVR for aortic stenosis and catheter-based mitral valve therapies for patients at high surgical risk.",
      ta: "அறுவை சிகிச்சையில் அதிக அபாயம் உள்ளவர்களுக்கு: அயோர்டிக் வால்வு சுருக்கத்துக்கு (Aortic Stenosis) TAVR, குழாய் வழி மைட்ரல் வால்வு (Mitral Valve) சிகிச்சைகள்.",
    },
  },
  {
    icon: "activity",
    title: { en: "Valvular Heart Disease", ta: "இதய வால்வு நோய்கள் (Valvular Heart Disease)" },
    description: {
      en: "Balloon valvuloplasty for rheumatic mitral stenosis and long-term care of leaking or narrowed valves.",
      ta: "ருமாட்டிக் மைட்ரல் வால்வு சுருக்கத்துக்கு (Rheumatic Mitral Stenosis) பலூன் வால்வுலோபிளாஸ்டி; கசியும் அல்லது சுருங்கிய வால்வுகளுக்கு நீண்டகாலக் கவனிப்பு.",
    },
  },
  {
    icon: "scan",
    title: {
      en: "Intravascular Imaging & Physiology",
      ta: "இரத்தக் குழாய் உள் படமெடுப்பு & அழுத்த அளவீடு (Intravascular Imaging & Physiology)",
    },
    description: {
      en: "IVUS, OCT and FFR to see inside the artery and treat only the blockages that limit blood flow.",
      ta: "IVUS, OCT, FFR மூலம் இரத்தக் குழாயின் உள்ளே பார்த்து, இரத்த ஓட்டத்தைத் தடுக்கும் அடைப்புகளுக்கு மட்டும் சிகிச்சை.",
    },
  },
  {
    icon: "device",
    title: { en: "Cardiac Devices", ta: "இதயக் கருவிகள் (Cardiac Devices)" },
    description: {
      en: "Pacemakers, CRT and AICD implantation with device follow-up and remote monitoring.",
      ta: "பேஸ்மேக்கர் (Pacemaker), CRT, AICD கருவிகள் பொருத்துதல்; தொடர் பரிசோதனையும் தொலைநிலைக் கண்காணிப்பும்.",
    },
  },
  {
    icon: "shield",
    title: { en: "Congenital Device Closures", ta: "பிறவி இதயத் துளை அடைப்பு (Congenital Device Closures)" },
    description: {
      en: "Non-surgical closure of holes in the heart (ASD, VSD, PDA) with catheter-delivered devices.",
      ta: "இதயத்தில் உள்ள துளைகளை (ASD, VSD, PDA) அறுவை சிகிச்சை இன்றி, குழாய் வழியாகச் செலுத்தும் கருவிகள் மூலம் அடைத்தல்.",
    },
  },
  {
    icon: "vessel",
    title: {
      en: "Peripheral Vascular Interventions",
      ta: "புற இரத்தக் குழாய் சிகிச்சைகள் (Peripheral Vascular Interventions)",
    },
    description: {
      en: "Angioplasty of leg, kidney and neck arteries and thermal ablation of varicose veins.",
      ta: "கால், சிறுநீரகம், கழுத்து இரத்தக் குழாய்களுக்கு ஆஞ்சியோபிளாஸ்டி; வெரிகோஸ் நரம்புகளுக்கு (Varicose Veins) வெப்ப சிகிச்சை (Thermal Ablation).",
    },
  },
  {
    icon: "stethoscope",
    title: {
      en: "Preventive & Clinical Cardiology",
      ta: "தடுப்பு & மருத்துவ இதயவியல் (Preventive & Clinical Cardiology)",
    },
    description: {
      en: "Risk assessment and long-term management of blood pressure, cholesterol, diabetes and heart failure.",
      ta: "அபாய மதிப்பீடு; இரத்த அழுத்தம், கொலஸ்ட்ரால், சர்க்கரை நோய், இதயச் செயலிழப்பு ஆகியவற்றுக்கு நீண்டகாலக் கட்டுப்பாடு.",
    },
  },
];

/** Twelve achievements (SPEC §2 About). */
export const ACHIEVEMENTS: readonly Text[] = [
  {
    en: "More than 5,000 coronary and structural heart procedures performed",
    ta: "5,000-க்கும் மேற்பட்ட கரோனரி, கட்டமைப்பு இதய சிகிச்சைகளைச் செய்துள்ளார்",
  },
  {
    en: "Over 90% of angiograms and angioplasties performed through the wrist (transradial)",
    ta: "90%-க்கும் மேற்பட்ட ஆஞ்சியோகிராம், ஆஞ்சியோபிளாஸ்டி சிகிச்சைகள் மணிக்கட்டு வழியாகச் (Transradial) செய்யப்பட்டவை",
  },
  {
    en: "Helped set up a round-the-clock primary angioplasty service for heart attack patients in Chennai",
    ta: "சென்னையில் மாரடைப்பு நோயாளிகளுக்கான 24 மணி நேர அவசர ஆஞ்சியோபிளாஸ்டி சேவையை உருவாக்க உதவினார்",
  },
  {
    en: "Part of the heart team that performed early TAVR procedures in the city",
    ta: "நகரில் தொடக்ககால TAVR சிகிச்சைகளைச் செய்த இதயக் குழுவில் பங்கேற்றவர்",
  },
  {
    en: "Best Original Research award, Cardiological Society of India annual conference",
    ta: "இந்திய இதயவியல் சங்கத்தின் (Cardiological Society of India) ஆண்டு மாநாட்டில் சிறந்த அசல் ஆய்வுக்கான விருது (Best Original Research)",
  },
  {
    en: "Invited faculty at national interventional cardiology meetings and live-case workshops",
    ta: "தேசிய இதய சிகிச்சை மாநாடுகளிலும் நேரடிச் சிகிச்சைப் பயிலரங்குகளிலும் (Live-case Workshops) அழைப்பு விரிவுரையாளர்",
  },
  {
    en: "Trained more than 25 cardiology fellows in coronary intervention",
    ta: "25-க்கும் மேற்பட்ட இதயவியல் மருத்துவர்களுக்குக் கரோனரி சிகிச்சையில் பயிற்சி அளித்துள்ளார்",
  },
  {
    en: "Peer reviewer for national cardiology journals",
    ta: "தேசிய இதயவியல் ஆய்விதழ்களின் கட்டுரை மதிப்பாய்வாளர் (Peer Reviewer)",
  },
  {
    en: "Led free heart-screening camps reaching over 20,000 people across Tamil Nadu",
    ta: "தமிழ்நாடு முழுவதும் 20,000-க்கும் மேற்பட்டோரைச் சென்றடைந்த இலவச இதயப் பரிசோதனை முகாம்களை நடத்தினார்",
  },
  {
    en: "Conducts CPR and heart-attack awareness sessions for schools and workplaces",
    ta: "பள்ளிகளுக்கும் பணியிடங்களுக்கும் உயிர் காக்கும் முதலுதவி (CPR), மாரடைப்பு விழிப்புணர்வு வகுப்புகளை நடத்துகிறார்",
  },
  {
    en: "Author of patient-education booklets on heart health in Tamil and English",
    ta: "இதய நலம் குறித்து தமிழிலும் ஆங்கிலத்திலும் நோயாளிகளுக்கான விழிப்புணர்வுக் கையேடுகளை எழுதியுள்ளார்",
  },
  {
    en: "Member of a regional heart-attack (STEMI) care network improving time to treatment",
    ta: "சிகிச்சைக்கான காத்திருப்பு நேரத்தைக் குறைக்கும் மண்டல மாரடைப்பு (STEMI) சிகிச்சை வலையமைப்பின் உறுப்பினர்",
  },
];

export type Illustration = { src: string; alt: Text };

export const MISSION: { heading: Text; paragraphs: readonly Text[]; image: Illustration } = {
  heading: { en: "Our Mission", ta: "எங்கள் நோக்கம்" },
  paragraphs: [
    {
      en: "To give every patient who walks through our door the same standard of heart care we would want for our own families: accurate diagnosis, honest advice and treatment that is only as invasive as it needs to be.",
      ta: "எங்களிடம் வரும் ஒவ்வொரு நோயாளிக்கும், எங்கள் சொந்தக் குடும்பத்துக்கு நாங்கள் விரும்பும் அதே தரமான இதய சிகிச்சையை வழங்குவது: துல்லியமான நோயறிதல், நேர்மையான ஆலோசனை, தேவைக்கு மேல் உடலை வருத்தாத சிகிச்சை.",
    },
    {
      en: "We combine modern interventional cardiology with careful listening, clear explanations and follow-up that continues long after a procedure — because a healthy heart is built over years, not in a single visit.",
      ta: "நவீன குழாய் வழி இதய சிகிச்சையுடன், நீங்கள் சொல்வதைக் கவனமாகக் கேட்பதையும், தெளிவான விளக்கங்களையும், சிகிச்சைக்குப் பிறகும் நீண்ட காலம் தொடரும் கவனிப்பையும் இணைக்கிறோம் — ஏனெனில் ஆரோக்கியமான இதயம் ஒரே சந்திப்பில் அல்ல, பல ஆண்டுகளில் உருவாகிறது.",
    },
  ],
  image: {
    src: "/images/mission.svg",
    alt: {
      en: "Illustration of a heart with a steady heartbeat line held in caring hands",
      ta: "அன்பான கைகளில் ஏந்தப்பட்ட, சீரான இதயத் துடிப்புக் கோட்டுடன் கூடிய இதயத்தின் ஓவியம்",
    },
  },
};

/** Three philosophy principles (SPEC §2 About). */
export const PHILOSOPHY: readonly Feature[] = [
  {
    icon: "users",
    title: { en: "Patient-Centered Care", ta: "நோயாளியை மையமாகக் கொண்ட கவனிப்பு" },
    description: {
      en: "Decisions are made together. We explain every test and option in plain language and respect your values, time and budget.",
      ta: "முடிவுகளை நாம் சேர்ந்தே எடுக்கிறோம். ஒவ்வொரு பரிசோதனையையும் ஒவ்வொரு வழியையும் எளிய மொழியில் விளக்குகிறோம்; உங்கள் விருப்பங்கள், நேரம், செலவு ஆகியவற்றை மதிக்கிறோம்.",
    },
  },
  {
    icon: "shield",
    title: { en: "Preventive Approach", ta: "நோய்த் தடுப்பு அணுகுமுறை" },
    description: {
      en: "The best procedure is the one you never need. We find risk early and work on blood pressure, cholesterol, sugar and lifestyle first.",
      ta: "உங்களுக்குத் தேவையே படாத சிகிச்சைதான் சிறந்த சிகிச்சை. அபாயத்தை முன்கூட்டியே கண்டறிந்து, முதலில் இரத்த அழுத்தம், கொலஸ்ட்ரால், சர்க்கரை, வாழ்க்கை முறை ஆகியவற்றில் கவனம் செலுத்துகிறோம்.",
    },
  },
  {
    icon: "book",
    title: { en: "Evidence-Based Medicine", ta: "ஆய்வு ஆதாரங்களின் அடிப்படையிலான மருத்துவம்" },
    description: {
      en: "Recommendations follow current international guidelines and published evidence — adapted to you, never driven by anything else.",
      ta: "எங்கள் பரிந்துரைகள் தற்போதைய சர்வதேச வழிகாட்டுதல்களையும் வெளியிடப்பட்ட ஆய்வு ஆதாரங்களையும் பின்பற்றுகின்றன — உங்களுக்கு ஏற்றவாறு; வேறு எந்தக் காரணத்துக்காகவும் அல்ல.",
    },
  },
];

export const DOCTOR_PORTRAIT: Illustration = {
  src: "/images/doctor-portrait.svg",
  alt: {
    en: "Portrait illustration of the cardiologist in a white coat with a stethoscope",
    ta: "வெள்ளை மேலங்கியும் ஸ்டெதஸ்கோப்பும் அணிந்த இதயநோய் நிபுணரின் ஓவியம்",
  },
};
