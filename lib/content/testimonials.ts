/**
 * Patient testimonials (Testimonials page, three quotes on Home), in English and Tamil side by
 * side. SAMPLE content — see sample.ts; names are initialled (and stay as written) and the
 * stories illustrative.
 *
 * The medical council's rules (IMC Regulations 2002, ch. 6–7): a patient's words may be
 * published only with the patient's consent, so each testimonial carries either the consent
 * the clinic has on file (`consent: { recordedOn, how }`) or `sample: true`. The pages show
 * only what `publishedTestimonials` lets through.
 */
import type { Text } from "../i18n/locales";
import { STAT_LABELS } from "./home";
import { SAMPLE_CONTENT } from "./sample";

/** Why a testimonial may be shown: the patient's recorded consent, or an illustrative sample. */
export type TestimonialPermission =
  | {
      /** when and how the patient agreed to publication, e.g. { recordedOn: "2026-11-24", how: "signed form" } */
      consent: { recordedOn: string; how: string };
      sample?: never;
    }
  | { sample: true; consent?: never };

export type Testimonial = {
  name: string;
  /** Whole stars, 0–5 */
  rating: number;
  text: Text;
  service: Text;
  /** A short line for the home page */
  highlight: Text;
} & TestimonialPermission;

/** Marked as an illustrative sample (the card says so). */
export const isSample = (t: Testimonial): boolean => t.sample === true;

/**
 * The testimonials a page may show: those with a recorded consent, and the samples while the
 * site still shows sample content (SAMPLE_CONTENT; each marked as one). Anything else — a
 * patient's words without consent on file — is left out.
 */
export function publishedTestimonials(
  list: readonly Testimonial[],
  showSamples: boolean = SAMPLE_CONTENT,
): Testimonial[] {
  return list.filter((t) =>
    t.consent
      ? /^\d{4}-\d{2}-\d{2}$/.test(t.consent.recordedOn) && t.consent.how.trim() !== ""
      : isSample(t) && showSamples,
  );
}

/** Six testimonials (SPEC §2 Testimonials). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Ramesh K., Mylapore",
    rating: 5,
    sample: true,
    service: { en: "Angioplasty", ta: "ஆஞ்சியோபிளாஸ்டி (Angioplasty)" },
    highlight: {
      en: "I was home in two days and back at work in a week.",
      ta: "இரண்டே நாளில் வீடு திரும்பினேன்; ஒரு வாரத்தில் மீண்டும் வேலைக்குச் சென்றேன்.",
    },
    text: {
      en: "I came in with chest pain on climbing stairs. The angiogram showed a major blockage and the doctor explained everything with the pictures in front of us before recommending angioplasty. It was done through my wrist, I was home in two days and back at work in a week.",
      ta: "படி ஏறும்போது நெஞ்சுவலி வந்ததால் இங்கு வந்தேன். ஆஞ்சியோகிராமில் பெரிய அடைப்பு தெரிந்தது; ஆஞ்சியோபிளாஸ்டி செய்யலாம் என்று சொல்வதற்கு முன், படங்களை எங்கள் முன் வைத்து மருத்துவர் எல்லாவற்றையும் விளக்கினார். மணிக்கட்டு வழியாகவே சிகிச்சை செய்தார்கள்; இரண்டே நாளில் வீடு திரும்பினேன், ஒரு வாரத்தில் மீண்டும் வேலைக்குச் சென்றேன்.",
    },
  },
  {
    name: "Lakshmi S., Adyar",
    rating: 5,
    sample: true,
    service: { en: "Valvuloplasty", ta: "பலூன் வால்வு விரிவாக்கம் (Valvuloplasty)" },
    highlight: {
      en: "He explained every step to my family in Tamil and never rushed us.",
      ta: "ஒவ்வொரு படியையும் என் குடும்பத்தினருக்குத் தமிழில் விளக்கினார்; ஒருபோதும் எங்களை அவசரப்படுத்தவில்லை.",
    },
    text: {
      en: "My mitral valve was badly narrowed from childhood rheumatic fever. The doctor explained every step to my family in Tamil and never rushed us. After the balloon procedure I can walk to the temple again without stopping to catch my breath.",
      ta: "சிறு வயதில் வந்த ருமாட்டிக் காய்ச்சலால் என் மைட்ரல் வால்வு மிகவும் சுருங்கியிருந்தது. மருத்துவர் ஒவ்வொரு படியையும் என் குடும்பத்தினருக்குத் தமிழில் விளக்கினார்; ஒருபோதும் எங்களை அவசரப்படுத்தவில்லை. பலூன் சிகிச்சைக்குப் பிறகு, மூச்சு வாங்க நின்று நின்று போகாமல், மீண்டும் கோயிலுக்கு நடந்தே செல்கிறேன்.",
    },
  },
  {
    name: "Mohammed A., Royapettah",
    rating: 5,
    sample: true,
    service: { en: "Cardiac Consultation", ta: "இதய ஆலோசனை (Cardiac Consultation)" },
    highlight: {
      en: "An honest second opinion saved me from a procedure I did not need.",
      ta: "நேர்மையான இரண்டாவது கருத்து, எனக்குத் தேவையில்லாத ஒரு சிகிச்சையிலிருந்து என்னைக் காப்பாற்றியது.",
    },
    text: {
      en: "I had been told I needed a stent. The doctor reviewed my reports, did a pressure-wire test and showed me the blockage was not limiting blood flow. An honest second opinion saved me from a procedure I did not need — I am doing well on medicines.",
      ta: "எனக்கு ஸ்டென்ட் தேவை என்று முன்பு சொல்லியிருந்தார்கள். மருத்துவர் என் அறிக்கைகளைப் பார்த்து, அழுத்தக் கம்பிப் பரிசோதனை (Pressure Wire) செய்து, அந்த அடைப்பு இரத்த ஓட்டத்தைத் தடுக்கவில்லை என்பதைக் காட்டினார். நேர்மையான இரண்டாவது கருத்து, தேவையில்லாத ஒரு சிகிச்சையிலிருந்து என்னைக் காப்பாற்றியது — இப்போது மாத்திரைகளுடன் நலமாக இருக்கிறேன்.",
    },
  },
  {
    name: "Priya V., Anna Nagar",
    rating: 5,
    sample: true,
    service: { en: "TAVR", ta: "TAVR வால்வு மாற்றம்" },
    highlight: {
      en: "My 82-year-old father got a new valve without open-heart surgery.",
      ta: "என் 82 வயது அப்பாவுக்கு, திறந்த இதய அறுவை சிகிச்சை இல்லாமலேயே புதிய வால்வு பொருத்தப்பட்டது.",
    },
    text: {
      en: "My 82-year-old father was too frail for open-heart surgery. The team planned his TAVR carefully and kept us informed at every stage. He walked on the second day and now enjoys his evening walks with his grandchildren.",
      ta: "என் 82 வயது அப்பா திறந்த இதய அறுவை சிகிச்சையைத் தாங்க முடியாத அளவுக்குப் பலவீனமாக இருந்தார். மருத்துவக் குழுவினர் அவருடைய TAVR சிகிச்சையைக் கவனமாகத் திட்டமிட்டு, ஒவ்வொரு கட்டத்திலும் எங்களுக்குத் தெரிவித்தார்கள். இரண்டாம் நாளே நடந்தார்; இப்போது பேரக்குழந்தைகளுடன் மாலை நடைப்பயிற்சியை மகிழ்ச்சியாகச் செய்கிறார்.",
    },
  },
  {
    name: "Suresh N., T. Nagar",
    rating: 5,
    sample: true,
    service: { en: "Pacemaker Implantation", ta: "பேஸ்மேக்கர் பொருத்துதல் (Pacemaker Implantation)" },
    highlight: {
      en: "The evening timings meant I never had to miss work for a check-up.",
      ta: "மாலை நேர ஆலோசனை என்பதால், பரிசோதனைக்காக ஒருநாளும் வேலைக்கு விடுப்பு எடுக்க வேண்டியதில்லை.",
    },
    text: {
      en: "I kept fainting because my heart rate dropped very low. A pacemaker was recommended and fitted the next morning. The evening clinic timings mean I never miss work for my device check-ups, and the staff always answer my calls.",
      ta: "இதயத் துடிப்பு மிகவும் குறைந்ததால் அடிக்கடி மயங்கி விழுந்தேன். பேஸ்மேக்கர் பொருத்தப் பரிந்துரைத்து, மறுநாள் காலையே பொருத்தினார்கள். கிளினிக் மாலையில் இயங்குவதால், கருவிப் பரிசோதனைகளுக்காக ஒருநாளும் வேலையைத் தவறவிடுவதில்லை; ஊழியர்களும் என் அழைப்புகளுக்கு எப்போதும் பதில் அளிக்கிறார்கள்.",
    },
  },
  {
    name: "Kavitha R., Velachery",
    rating: 5,
    sample: true,
    service: { en: "Preventive Cardiology", ta: "தடுப்பு இதயவியல் (Preventive Cardiology)" },
    highlight: {
      en: "A practical plan that brought my cholesterol and sugar under control.",
      ta: "நடைமுறைக்கு ஏற்ற ஒரு திட்டம் என் கொலஸ்ட்ராலையும் சர்க்கரையையும் கட்டுக்குள் கொண்டுவந்தது.",
    },
    text: {
      en: "With a strong family history of heart attacks I was worried. Instead of just prescribing tablets, the doctor gave me a practical diet and exercise plan and followed up every three months. My cholesterol and sugar are now under control.",
      ta: "எங்கள் குடும்பத்தில் பலருக்கு மாரடைப்பு வந்திருந்ததால் நான் கவலையில் இருந்தேன். மாத்திரைகளை மட்டும் எழுதிக் கொடுக்காமல், நடைமுறைக்கு ஏற்ற உணவு, உடற்பயிற்சித் திட்டத்தைத் தந்து, மூன்று மாதங்களுக்கு ஒருமுறை மருத்துவர் தொடர்ந்து கவனித்தார். இப்போது என் கொலஸ்ட்ராலும் சர்க்கரையும் கட்டுக்குள் உள்ளன.",
    },
  },
];

/** The three quotes on the home page. */
export const HOME_QUOTES: readonly Testimonial[] = [TESTIMONIALS[0], TESTIMONIALS[1], TESTIMONIALS[3]];

export type TrustStat = { value: string; label: Text };

/** Trust strip under the testimonials (SPEC §2 Testimonials). */
export const TRUST_STATS: readonly TrustStat[] = [
  { value: "10,000+", label: STAT_LABELS.patients },
  { value: "15+", label: STAT_LABELS.years },
  { value: "100%", label: STAT_LABELS.satisfaction },
];
