/**
 * The 22 services a patient can book (SPEC §5). One list: the booking form and its
 * server-side schema, the footer (first 8) and the admin forms all read it. The values are
 * the English names, stored and sent as they are; a Tamil page shows each by its Tamil name
 * (SERVICE_NAMES, which also titles the Services page's bookable cards in services-catalog.ts,
 * but for the four that word their title otherwise).
 */
import type { Locale, Text } from "../i18n/locales";

export const BOOKABLE_SERVICES = [
  "Angiography",
  "Angioplasty",
  "Stent Placement",
  "Valvuloplasty",
  "TAVR",
  "Mitral Valve Repair/Replacement",
  "Fractional Flow Reserve (FFR)",
  "Chronic Total Occlusion (CTO)",
  "Atherectomy",
  "Pericardiocentesis",
  "Cardiac Catheterization",
  "Endovenous Thermal Ablation",
  "ECG",
  "Heart Checkup",
  "Stress Test",
  "Echocardiography",
  "Preventive Cardiology",
  "Cardiac Consultation",
  "Percutaneous Device Closures",
  "Pacemaker Implantation",
  "Cardiac Resynchronising Therapy (CRT)",
  "AICD Implantation",
] as const;

export type BookableService = (typeof BOOKABLE_SERVICES)[number];

export const FOOTER_SERVICES = BOOKABLE_SERVICES.slice(0, 8);

/** Each bookable service's Tamil name: the Tamil words, with the English term in brackets. */
const TAMIL_NAMES: Readonly<Record<BookableService, string>> = {
  Angiography: "ஆஞ்சியோகிராம் (Angiography)",
  Angioplasty: "ஆஞ்சியோபிளாஸ்டி (Angioplasty)",
  "Stent Placement": "ஸ்டென்ட் பொருத்துதல் (Stent Placement)",
  Valvuloplasty: "வால்வுலோபிளாஸ்டி (Valvuloplasty)",
  TAVR: "குழாய் வழி அயோர்டிக் வால்வு மாற்றம் (TAVR)",
  "Mitral Valve Repair/Replacement": "மைட்ரல் வால்வு சீரமைப்பு/மாற்றம் (Mitral Valve Repair/Replacement)",
  "Fractional Flow Reserve (FFR)": "இரத்த ஓட்ட அழுத்த அளவீடு (FFR)",
  "Chronic Total Occlusion (CTO)": "நீண்டகால முழு அடைப்பு சிகிச்சை (CTO)",
  Atherectomy: "அதெரெக்டமி (Atherectomy)",
  Pericardiocentesis: "பெரிகார்டியோசென்டெசிஸ் (Pericardiocentesis)",
  "Cardiac Catheterization": "இதய கதீட்டர் பரிசோதனை (Cardiac Catheterization)",
  "Endovenous Thermal Ablation": "நரம்பு வெப்ப சிகிச்சை (Endovenous Thermal Ablation)",
  ECG: "இ.சி.ஜி (ECG)",
  "Heart Checkup": "முழு இதயப் பரிசோதனை (Heart Checkup)",
  "Stress Test": "டிரெட்மில் பரிசோதனை (Stress Test)",
  Echocardiography: "எக்கோ கார்டியோகிராபி (Echocardiography)",
  "Preventive Cardiology": "தடுப்பு இதயவியல் (Preventive Cardiology)",
  "Cardiac Consultation": "இதய ஆலோசனை (Cardiac Consultation)",
  "Percutaneous Device Closures": "குழாய் வழி இதயத் துளை அடைப்பு (Percutaneous Device Closures)",
  "Pacemaker Implantation": "பேஸ்மேக்கர் பொருத்துதல் (Pacemaker Implantation)",
  "Cardiac Resynchronising Therapy (CRT)": "இதய ஒத்திசைவு சிகிச்சை (CRT)",
  "AICD Implantation": "டிஃபிப்ரிலேட்டர் பொருத்துதல் (AICD Implantation)",
};

/** Each bookable service as a patient reads it: the English name (the value itself), and the Tamil one. */
export const SERVICE_NAMES = Object.fromEntries(
  BOOKABLE_SERVICES.map((service) => [service, { en: service, ta: TAMIL_NAMES[service] }]),
) as Readonly<Record<BookableService, Text>>;

/** A service as a patient reads it in a language; a name that is not a bookable service reads as it is. */
export function serviceName(service: string, locale: Locale): string {
  return (SERVICE_NAMES as Partial<Record<string, Text>>)[service]?.[locale] ?? service;
}
