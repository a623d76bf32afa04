/**
 * What the medical council's rules ask of the public site (IMC Regulations 2002, ch. 6–7;
 * FEATURES.md §7): a testimonial is shown only with the patient's consent on file, or as a
 * marked sample; the structured data carries no ratings or reviews; the doctor's registration
 * comes from configuration and is written in both languages.
 */
import fs from "node:fs";
import path from "node:path";
import type { ClinicIdentity } from "@/lib/content/clinic";
import { SAMPLE_CONTENT } from "@/lib/content/sample";
import { clinicJsonLd } from "@/lib/content/seo";
import {
  HOME_QUOTES,
  isSample,
  publishedTestimonials,
  TESTIMONIALS,
  type Testimonial,
} from "@/lib/content/testimonials";
import { MESSAGES } from "@/messages";

const words = { en: "Words", ta: "சொற்கள்" };
const base = { name: "A. Patient", rating: 5, text: words, service: words, highlight: words };
const withConsent: Testimonial = {
  ...base,
  name: "Consented",
  consent: { recordedOn: "2026-11-20", how: "signed form" },
};
const sample: Testimonial = { ...base, name: "Sample", sample: true };
/** A patient's words with nothing on file: the type refuses it, so it is forced in as data could be. */
const unrecorded = { ...base, name: "No consent" } as unknown as Testimonial;

describe("testimonials", () => {
  it("each carries a recorded consent (date and how) or is marked a sample", () => {
    for (const t of TESTIMONIALS) {
      const recorded = t.consent && /^\d{4}-\d{2}-\d{2}$/.test(t.consent.recordedOn) && t.consent.how.trim() !== "";
      expect([t.name, Boolean(recorded) || isSample(t)]).toEqual([t.name, true]);
    }
  });

  it("a testimonial without consent on file is not shown", () => {
    expect(publishedTestimonials([unrecorded])).toEqual([]);
    expect(publishedTestimonials([withConsent, unrecorded, sample], true).map((t) => t.name)).toEqual([
      "Consented",
      "Sample",
    ]);
    // a consent without its date or its manner is no record
    const undated = { ...withConsent, consent: { recordedOn: "last week", how: "signed form" } };
    const unsaid = { ...withConsent, consent: { recordedOn: "2026-11-20", how: " " } };
    expect(publishedTestimonials([undated, unsaid])).toEqual([]);
  });

  it("shows samples only while the site shows sample content", () => {
    expect(publishedTestimonials([withConsent, sample], false).map((t) => t.name)).toEqual(["Consented"]);
    expect(publishedTestimonials(TESTIMONIALS)).toHaveLength(SAMPLE_CONTENT ? TESTIMONIALS.length : 0);
    expect(publishedTestimonials(HOME_QUOTES)).toHaveLength(SAMPLE_CONTENT ? 3 : 0);
  });
});

/** Every key and every `@type` in a JSON value. */
function keysAndTypes(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysAndTypes);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [k, ...(k === "@type" ? [String(v)] : []), ...keysAndTypes(v)]);
  }
  return [];
}

const RATING = /rating|review/i;

describe("structured data", () => {
  it("carries no rating or review: no AggregateRating, Review, aggregateRating, reviewRating", () => {
    const found = keysAndTypes(clinicJsonLd());
    expect(found).toEqual(expect.arrayContaining(["MedicalClinic", "IndividualPhysician", "address"]));
    expect(found.filter((k) => RATING.test(k))).toEqual([]);
  });

  it("is built nowhere else with a rating: no source file names a schema.org rating or review", () => {
    const ROOT = path.resolve(__dirname, "../..");
    const walk = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.join(dir, entry.name);
        if (entry.isDirectory()) return walk(rel);
        return /\.tsx?$/.test(entry.name) ? [rel] : [];
      });
    const files = ["app", "components", "lib"].flatMap(walk);
    expect(files.length).toBeGreaterThan(100);
    const schemaRating = /AggregateRating|aggregateRating|reviewRating|ratingValue|"@type":\s*"Review"|ratingCount/;
    expect(files.filter((f) => schemaRating.test(fs.readFileSync(path.join(ROOT, f), "utf8")))).toEqual([]);
  });
});

describe("the doctor's registration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** The clinic's identity under these settings (configuration is read once per module load). */
  const clinicWith = (env: Record<string, string>): ClinicIdentity => {
    Object.assign(process.env, env);
    let identity: ClinicIdentity | undefined;
    jest.isolateModules(() => {
      identity = (require("@/lib/content/clinic") as typeof import("@/lib/content/clinic")).clinic();
    });
    return identity!;
  };

  it("comes from configuration: a sample number by default, the configured one when set", () => {
    for (const key of ["CLINIC_DOCTOR_REGISTRATION", "CLINIC_DOCTOR_COUNCIL"]) delete process.env[key];
    expect(clinicWith({}).registration).toEqual({ number: "TN-00000 (sample)", council: "Tamil Nadu Medical Council" });
    expect(
      clinicWith({ CLINIC_DOCTOR_REGISTRATION: "TNMC 123456", CLINIC_DOCTOR_COUNCIL: "Tamil Nadu Medical Council" })
        .registration,
    ).toEqual({ number: "TNMC 123456", council: "Tamil Nadu Medical Council" });
  });

  it("is written in both languages with the doctor, the number and the council", () => {
    for (const locale of ["en", "ta"] as const) {
      const line = MESSAGES[locale].site.footer.registration;
      for (const placeholder of ["{doctor}", "{number}", "{council}"]) expect(line).toContain(placeholder);
    }
    expect(MESSAGES.en.site.footer.registration).toBe("{doctor} · Reg. No. {number}, {council}");
  });
});
