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
export const SAMPLE_CONTENT: boolean = true;

export const SAMPLE_NOTICE = {
  testimonials:
    "Sample content: these testimonials are illustrative placeholders until the clinic publishes its own patient feedback.",
  papers:
    "Sample content: the publications listed here are illustrative placeholders until the clinic supplies its own list.",
} as const;
