/**
 * Prescriptions (FEATURES.md §11): the inputs of the prescription, drug and template calls,
 * shared by the doctor's screen and the server. A dose is the Indian pattern morning–noon–night
 * ("1-0-1", "0-0-½") or morning–afternoon–evening–night ("1-1-1-1"), and the shorthand doctors
 * write (OD, BD, TDS, QID, HS, SOS, "101") is stored as the pattern it means; a duration is
 * 1–365 days or null for "continue".
 */
import * as z from "zod/mini";
import { isRealDate, isSlotTime } from "../clinic-time";
import { preprocess } from "./mini";
import { idParams } from "./params";
import { singleLineText } from "./text";

export const TIMINGS = ["before-food", "after-food", "with-food", "bedtime", "empty-stomach", "as-needed"] as const;
export type Timing = (typeof TIMINGS)[number];

/** How each timing is written on the prescription, in each language. */
export const TIMING_WORDS: Record<Timing, { en: string; ta: string }> = {
  "before-food": { en: "before food", ta: "சாப்பிடும் முன்" },
  "after-food": { en: "after food", ta: "சாப்பிட்ட பின்" },
  "with-food": { en: "with food", ta: "சாப்பாட்டுடன்" },
  bedtime: { en: "at bedtime", ta: "தூங்கும் முன்" },
  "empty-stomach": { en: "on an empty stomach", ta: "வெறும் வயிற்றில்" },
  "as-needed": { en: "when needed", ta: "தேவைப்படும்போது" },
};

/** One part of a dose: a whole number of units (0–9), a half, or a number and a half. */
const DOSE_PART = "(?:[0-9]|[0-9]?½|[0-9]?1/2)";
export const DOSE_PATTERN = new RegExp(`^${DOSE_PART}-${DOSE_PART}-${DOSE_PART}(?:-${DOSE_PART})?$`);

/** The pattern an as-needed medicine is stored with: no fixed times, printed "when needed". */
export const AS_NEEDED_DOSE = "0-0-0";

/** The Latin shorthand on Indian prescriptions and the pattern each means. */
const DOSE_SHORTHAND: Record<string, string> = {
  od: "1-0-0",
  bd: "1-0-1",
  bid: "1-0-1",
  tds: "1-1-1",
  tid: "1-1-1",
  qid: "1-1-1-1",
  qds: "1-1-1-1",
  hs: "0-0-1",
  sos: AS_NEEDED_DOSE,
  prn: AS_NEEDED_DOSE,
};
const AS_NEEDED_WORDS = new Set(["sos", "prn"]);

/**
 * A dose as typed, as the pattern it means: "BD" → "1-0-1", "101" → "1-0-1", "1 - 0 - 1" →
 * "1-0-1"; anything else comes back tidied (the pattern check then says what is wrong).
 */
export function normaliseDose(typed: string): string {
  const tidy = typed.replace(/\s+/g, "").replace(/[–—]/g, "-").replace(/\./g, "");
  const word = DOSE_SHORTHAND[tidy.toLowerCase()];
  if (word) return word;
  // "101", "1½0", "1111": one character a time of day
  if (/^[0-9½]{3,4}$/.test(tidy)) return [...tidy].join("-");
  return tidy;
}

/** SOS and PRN mean as needed: the timing goes with the dose. */
const isAsNeededWord = (typed: unknown) =>
  typeof typed === "string" && AS_NEEDED_WORDS.has(typed.replace(/[\s.]+/g, "").toLowerCase());

export const PRESCRIPTION_MESSAGES = {
  drugRequired: "Please write the medicine's generic name.",
  strengthRequired: "Please write the strength (e.g. 40 mg).",
  doseInvalid: "Write the dose as morning-noon-night (1-0-1, 0-0-½, 1-1-1-1) or as OD, BD, TDS, QID, HS or SOS.",
  timingInvalid: `Timing must be one of ${TIMINGS.join(", ")}.`,
  durationInvalid: "Days must be a whole number from 1 to 365, or empty for 'continue'.",
  itemsRequired: "Please add at least one medicine.",
  tooManyItems: "At most 20 medicines on one prescription.",
  followUpDateInvalid: "Please choose a valid follow-up date.",
  followUpTimeInvalid: "Please choose one of the clinic's times for the follow-up.",
  followUpNotClinicDay: "The follow-up must be a coming clinic day (Monday to Saturday, after today).",
  notFound: "Prescription not found.",
  noDraft: "This visit has no prescription yet.",
  alreadyFinal: "This prescription is finalised and cannot change. Write a new version instead.",
  draftForDesk: "A draft prescription is for the doctor only.",
  registrationRequired:
    "Your registration number is not on your account. Ask the owner to add it on the Staff screen before finalising.",
  followUpPastHorizon: (days: number) =>
    `The date is past the booking horizon (${days} days): the clinic will remind the patient.`,
  followUpNoTime: "No time was chosen: the clinic will remind the patient, or book it from the patient's profile.",
  saved: "Prescription saved.",
  finalised: "Prescription finalised.",
  noLast: "This patient has no finalised prescription to repeat.",
  templateSaved: "Template saved.",
  templateNameRequired: "Please name the template.",
  drugAdded: "Medicine added to the list.",
  drugExists: "That medicine and strength are already on the list.",
  noConsent: "The patient has not agreed to WhatsApp messages. Send it by e-mail or print it.",
  noEmail: "The patient has no e-mail address.",
  noPhone: "The patient has no phone number WhatsApp can reach.",
  queued: "Prescription queued: it goes out in a moment, and the Messages screen shows when it has been sent.",
  notFinal: "Only a finalised prescription is sent. Finalise it first.",
  emailOff: "E-mail is not set up on this server (SMTP_URL): print the prescription or send it on WhatsApp.",
  whatsappOff:
    "WhatsApp is not set up on this server (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID): print the prescription or send it by e-mail.",
} as const;

const text = (max: number, required?: string) =>
  preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    singleLineText({ error: required ?? "Please write text." }).check(
      z.trim(),
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, `At most ${max} characters.`),
    ),
  );

const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      preprocess(
        (v) => (typeof v === "string" && v.trim() === "" ? null : v),
        z.nullable(singleLineText().check(z.trim(), z.maxLength(max, `At most ${max} characters.`))),
      ),
    ),
  );

const itemFields = z.object({
  drug: text(120, PRESCRIPTION_MESSAGES.drugRequired),
  strength: text(60, PRESCRIPTION_MESSAGES.strengthRequired),
  form: optionalText(40),
  dose: preprocess(
    (v) => (typeof v === "string" ? normaliseDose(v) : v),
    z
      .string({ error: PRESCRIPTION_MESSAGES.doseInvalid })
      .check(z.regex(DOSE_PATTERN, PRESCRIPTION_MESSAGES.doseInvalid)),
  ),
  timing: z.enum(TIMINGS, { error: PRESCRIPTION_MESSAGES.timingInvalid }),
  durationDays: preprocess(
    (v) =>
      v === "" || v === undefined || v === "continue" ? null : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v,
    z.nullable(
      z
        .number({ error: PRESCRIPTION_MESSAGES.durationInvalid })
        .check(
          z.int(PRESCRIPTION_MESSAGES.durationInvalid),
          z.gte(1, PRESCRIPTION_MESSAGES.durationInvalid),
          z.lte(365, PRESCRIPTION_MESSAGES.durationInvalid),
        ),
    ),
  ),
  instructions: optionalText(200),
});

/** A line of the prescription; "SOS"/"PRN" as the dose also makes its timing "as needed". */
export const prescriptionItemSchema = preprocess(
  (v) =>
    v && typeof v === "object" && isAsNeededWord((v as { dose?: unknown }).dose) ? { ...v, timing: "as-needed" } : v,
  itemFields,
);
export type PrescriptionItemInput = z.output<typeof prescriptionItemSchema>;

/** A short list (investigations, advice): one item per line when sent as text. */
const shortList = (what: string) =>
  z.optional(
    preprocess(
      (v) => (v === null || v === undefined ? [] : typeof v === "string" ? v.split("\n") : v),
      z
        .array(singleLineText({ error: `Each of the ${what} must be text.` }).check(z.trim()), {
          error: `Please send the ${what} as a list.`,
        })
        .check(
          z.overwrite((items) => items.filter((i) => i !== "")),
          z.maxLength(20, `At most 20 ${what}.`),
          z.refine(
            (items) => items.every((i) => i.length <= 200),
            `Each of the ${what} can be at most 200 characters.`,
          ),
        ),
    ),
  );

export const followUpSchema = z.object({
  date: z
    .string({ error: PRESCRIPTION_MESSAGES.followUpDateInvalid })
    .check(z.refine(isRealDate, PRESCRIPTION_MESSAGES.followUpDateInvalid)),
  time: z.optional(
    z.nullable(
      z
        .string({ error: PRESCRIPTION_MESSAGES.followUpTimeInvalid })
        .check(z.refine(isSlotTime, PRESCRIPTION_MESSAGES.followUpTimeInvalid)),
    ),
  ),
});

const items = z
  .array(prescriptionItemSchema, { error: PRESCRIPTION_MESSAGES.itemsRequired })
  .check(z.minLength(1, PRESCRIPTION_MESSAGES.itemsRequired), z.maxLength(20, PRESCRIPTION_MESSAGES.tooManyItems));

/** PUT /api/admin/visits/{id}/prescription: the draft, whole. */
export const prescriptionSchema = z.object({
  items,
  investigations: shortList("investigations"),
  advice: shortList("advice"),
  followUp: z.optional(z.nullable(followUpSchema)),
});
export type PrescriptionInput = z.output<typeof prescriptionSchema>;

/** POST /api/admin/prescription-templates. */
export const templateSchema = z.object({
  name: text(80, PRESCRIPTION_MESSAGES.templateNameRequired),
  items,
  investigations: shortList("investigations"),
  advice: shortList("advice"),
});
export type TemplateInput = z.output<typeof templateSchema>;

/** POST /api/admin/drugs: a medicine the clinic adds to the list. */
export const drugSchema = z.object({
  name: text(120, PRESCRIPTION_MESSAGES.drugRequired),
  form: text(40, "Please write the form (tablet, capsule…)."),
  strength: text(60, PRESCRIPTION_MESSAGES.strengthRequired),
});
export type DrugInput = z.output<typeof drugSchema>;

export const drugSearchQuery = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(60, "Search is too long."))),
});

export const sendSchema = z.object({
  channel: z.enum(["whatsapp", "email"], { error: "Channel must be whatsapp or email." }),
});

export const pdfQuery = z.object({
  lang: z.optional(z.enum(["en", "ta"], { error: "lang must be en or ta." })),
  size: z.optional(z.enum(["a4", "a5"], { error: "size must be a4 or a5." })),
});

export const prescriptionIdParams = idParams("Please give a valid prescription id.");

/** A dose pattern as the prescription writes it: "1-0-1" → morning 1, noon 0, night 1 (four: evening too). */
export function doseParts(dose: string): string[] {
  return dose.replace(/1\/2/g, "½").split("-");
}

/** An as-needed medicine has no times of day: it prints "when needed", not "0-0-0". */
const asNeeded = (item: Pick<PrescriptionItemInput, "dose" | "timing">) =>
  item.timing === "as-needed" && doseParts(item.dose).every((p) => p === "0");

/** The times of day of a three- and a four-part pattern, in Tamil. */
const TAMIL_TIMES: Record<number, string[]> = {
  3: ["காலை", "மதியம்", "இரவு"],
  4: ["காலை", "மதியம்", "மாலை", "இரவு"],
};

/**
 * "1-0-1 · after food · 30 days" / "காலை 1 – மதியம் 0 – இரவு 1 · சாப்பிட்ட பின் · 30 நாள்";
 * four parts are morning-afternoon-evening-night; as needed: "when needed · continue".
 */
export function doseLine(
  item: Pick<PrescriptionItemInput, "dose" | "timing" | "durationDays">,
  lang: "en" | "ta",
): string {
  const parts = doseParts(item.dose);
  const timing = TIMING_WORDS[item.timing][lang];
  if (lang === "ta") {
    const days = item.durationDays === null ? "தொடர்ந்து" : `${item.durationDays} நாள்`;
    const times = TAMIL_TIMES[parts.length] ?? TAMIL_TIMES[3];
    const pattern = parts.map((p, i) => `${times[i]} ${p}`).join(" – ");
    return [asNeeded(item) ? null : pattern, timing, days].filter(Boolean).join(" · ");
  }
  const days =
    item.durationDays === null ? "continue" : `${item.durationDays} ${item.durationDays === 1 ? "day" : "days"}`;
  const pattern = parts.length === 4 ? `${parts.join("-")} (morning-afternoon-evening-night)` : parts.join("-");
  return [asNeeded(item) ? null : pattern, timing, days].filter(Boolean).join(" · ");
}

/**
 * A medicine in one line, as a backup's table and the patient's export write it:
 * "ATORVASTATIN 40 mg tablet 0-0-1 · after food · 30 days · after dinner".
 */
export function medicineLine(item: PrescriptionItemInput, lang: "en" | "ta" = "en"): string {
  const name = [item.drug.toUpperCase(), item.strength, item.form].filter(Boolean).join(" ");
  return [`${name} ${doseLine(item, lang)}`, item.instructions].filter(Boolean).join(" · ");
}
