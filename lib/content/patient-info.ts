/** Patient Info page content (SPEC §2 Patient Info), in English and Tamil side by side. */
import type { Text } from "../i18n/locales";
import type { IconName } from "./icons";

export type ChecklistItem = { icon: IconName; label: Text; note?: Text };

export const WHAT_TO_BRING: readonly ChecklistItem[] = [
  {
    icon: "id-card",
    label: { en: "Photo ID", ta: "புகைப்பட அடையாள அட்டை" },
    note: {
      en: "Aadhaar, PAN card, passport or driving licence",
      ta: "ஆதார் அட்டை, பான் (PAN) அட்டை, பாஸ்போர்ட் அல்லது ஓட்டுநர் உரிமம்",
    },
  },
  {
    icon: "file",
    label: { en: "Previous medical records", ta: "முந்தைய மருத்துவ ஆவணங்கள்" },
    note: {
      en: "ECGs, echo and angiogram reports, discharge summaries and CDs",
      ta: "இ.சி.ஜி (ECG), எக்கோ (Echo), ஆஞ்சியோகிராம் (Angiogram) அறிக்கைகள், டிஸ்சார்ஜ் சம்மரி (Discharge summary), சி.டி.க்கள் (CD)",
    },
  },
  {
    icon: "pill",
    label: { en: "List of current medications", ta: "தற்போது சாப்பிடும் மருந்துகளின் பட்டியல்" },
    note: {
      en: "Or bring the strips and bottles with you",
      ta: "அல்லது மாத்திரை அட்டைகளையும் மருந்து பாட்டில்களையும் உடன் கொண்டு வாருங்கள்",
    },
  },
  {
    icon: "card",
    label: { en: "Insurance card (optional)", ta: "காப்பீட்டு அட்டை (கட்டாயமில்லை)" },
    note: {
      en: "With your policy number, if you plan to claim",
      ta: "காப்பீட்டுத் தொகையைக் கோர விரும்பினால், உங்கள் பாலிசி எண்ணுடன் (Policy number)",
    },
  },
];

/** Minutes before the appointment to arrive for paperwork. */
export const ARRIVE_EARLY_MINUTES = 15;

export const ARRIVAL_NOTE: Text = {
  en: `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early for paperwork, so your consultation can start on time.`,
  ta: `பதிவு நடைமுறைகளை முடிக்க, தயவுசெய்து ${ARRIVE_EARLY_MINUTES} நிமிடங்கள் முன்னதாக வாருங்கள்; அப்போதுதான் உங்கள் ஆலோசனை சரியான நேரத்தில் தொடங்கும்.`,
};

export type PaymentMethod = { icon: IconName; label: Text; note: Text };

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    icon: "cash",
    label: { en: "Cash", ta: "ரொக்கம்" },
    note: { en: "Indian rupees, at the reception desk", ta: "இந்திய ரூபாயில், வரவேற்பு மேசையில்" },
  },
  {
    icon: "card",
    label: { en: "Credit/Debit Cards", ta: "கிரெடிட்/டெபிட் கார்டுகள்" },
    note: { en: "All major cards and UPI", ta: "அனைத்து முக்கிய கார்டுகளும் UPI-யும்" },
  },
  {
    icon: "shield",
    label: { en: "Insurance", ta: "காப்பீடு" },
    note: {
      en: "Cashless or reimbursement, subject to your insurer's approval",
      ta: "பணமில்லா சிகிச்சை (Cashless) அல்லது பின்னர் திரும்பப் பெறுதல் (Reimbursement) — உங்கள் காப்பீட்டு நிறுவனத்தின் ஒப்புதலுக்கு உட்பட்டது",
    },
  },
];

export const DURING_YOUR_VISIT: readonly Text[] = [
  {
    en: "Your blood pressure, pulse, weight and an ECG are usually recorded before you see the doctor.",
    ta: "மருத்துவரைப் பார்ப்பதற்கு முன், பொதுவாக உங்கள் இரத்த அழுத்தம் (BP), நாடித்துடிப்பு, எடை ஆகியவை அளக்கப்பட்டு, இ.சி.ஜி (ECG) எடுக்கப்படும்.",
  },
  {
    en: "The doctor reviews your symptoms, history and previous reports, and examines you.",
    ta: "மருத்துவர் உங்கள் அறிகுறிகள், முந்தைய உடல்நல வரலாறு, பழைய அறிக்கைகள் ஆகியவற்றைப் பார்த்து, உங்களைப் பரிசோதிப்பார்.",
  },
  {
    en: "Any further tests are explained, with what they involve and what they cost, before they are done.",
    ta: "மேலும் பரிசோதனைகள் தேவைப்பட்டால், அவை எப்படிச் செய்யப்படும், எவ்வளவு செலவாகும் என்பது செய்வதற்கு முன்பே உங்களுக்கு விளக்கப்படும்.",
  },
  {
    en: "You leave with a written plan: medicines, tests, lifestyle advice and when to come back.",
    ta: "மருந்துகள், பரிசோதனைகள், வாழ்க்கைமுறை ஆலோசனைகள், மீண்டும் எப்போது வர வேண்டும் என்பவை அடங்கிய எழுதப்பட்ட சிகிச்சைத் திட்டத்துடன் நீங்கள் வீடு திரும்புவீர்கள்.",
  },
];

export const EMERGENCY_INFO: Readonly<Record<"heading" | "text" | "warning" | "callAmbulance", Text>> = {
  /** the ambulance number as a button to tap (issue 29) */
  callAmbulance: { en: "Call 108 (ambulance)", ta: "108 அழைக்கவும் (ஆம்புலன்ஸ்)" },
  heading: { en: "24/7 Emergency Contact", ta: "24/7 அவசரத் தொடர்பு" },
  text: {
    en: "If you are a patient of the clinic and have urgent symptoms, call our emergency line at any time of day or night.",
    ta: "நீங்கள் எங்கள் கிளினிக்கின் நோயாளியாக இருந்து, அவசரமான அறிகுறிகள் தென்பட்டால், இரவு பகல் எந்த நேரத்திலும் எங்கள் அவசர உதவி எண்ணை அழைக்கவும்.",
  },
  warning: {
    en: "For severe chest pain, sudden breathlessness, fainting or signs of a stroke, call 108 for an ambulance immediately and go to the nearest emergency department.",
    ta: "கடுமையான நெஞ்சு வலி, திடீர் மூச்சுத் திணறல், மயக்கம் அல்லது பக்கவாதத்தின் (Stroke) அறிகுறிகள் இருந்தால், உடனே 108 என்ற எண்ணை அழைத்து ஆம்புலன்ஸை வரவழையுங்கள்; அருகிலுள்ள அவசர சிகிச்சைப் பிரிவுக்குச் செல்லுங்கள்.",
  },
};
