/**
 * THE one place that marks sample content.
 *
 * Until the clinic supplies its own material, these are illustrative placeholders written
 * for a typical interventional cardiology practice in Chennai:
 *   - the doctor's name (the CLINIC_DOCTOR_NAME default in lib/server/config.ts),
 *   - credentials, specializations, achievements and biography (lib/content/doctor.ts),
 *   - research papers (lib/content/papers.ts),
 *   - testimonials and home-page quotes (lib/content/testimonials.ts),
 *   - the headline statistics (lib/content/home.ts).
 *
 * Replace those files' data (no component changes needed), then set SAMPLE_CONTENT to
 * false: the small "sample" notices on the pages that show illustrative material
 * (testimonials, quotes, research papers) disappear.
 */
import type { Text } from "../i18n/locales";

export const SAMPLE_CONTENT: boolean = true;

/** The sample doctor, in both scripts (CLINIC_DOCTOR_NAME's default; its Tamil form for Tamil pages). */
export const SAMPLE_DOCTOR = { en: "Dr. Arjun Raghavan", ta: "டாக்டர் அர்ஜுன் ராகவன்" } as const;

export const SAMPLE_NOTICE = {
  /** on each sample testimonial's card: published words need the patient's consent (lib/content/testimonials.ts) */
  testimonialBadge: { en: "Sample", ta: "மாதிரி" },
  testimonials: {
    en: "Sample content: these testimonials are illustrative placeholders until the clinic publishes its own patient feedback.",
    ta: "மாதிரி உள்ளடக்கம்: கிளினிக் தன் நோயாளிகளின் உண்மையான கருத்துகளை வெளியிடும் வரை, இங்குள்ள கருத்துகள் எடுத்துக்காட்டுக்காக மட்டுமே.",
  },
  papers: {
    en: "Sample content: the publications listed here are illustrative placeholders until the clinic supplies its own list.",
    ta: "மாதிரி உள்ளடக்கம்: கிளினிக் தன் வெளியீடுகளின் பட்டியலை வழங்கும் வரை, இங்குள்ள வெளியீடுகள் எடுத்துக்காட்டுக்காக மட்டுமே.",
  },
} as const satisfies Record<string, Text>;
