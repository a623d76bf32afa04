/**
 * The SMS templates the clinic registers on DLT (FEATURES.md §15; TRAI's TCCCPR 2018: every
 * commercial SMS in India is a template registered under the sender's header, category
 * Service-Implicit for messages about the patient's own appointment). Each text is exactly what
 * is registered, `{#var#}` where a value goes, and the value names in order. What is sent is the
 * template with its values filled and nothing else: the date, time, clinic, a link or a code —
 * never a service, a note or a drug.
 *
 * The README's "SMS templates (DLT)" table is generated from this file
 * (`npx tsx scripts/sms-templates-readme.ts`), and tests/unit/sms-templates.test.ts checks it.
 * Sources: TRAI, "The Telecom Commercial Communications Customer Preference Regulations, 2018"
 * (templates, headers, categories); the operators' DLT portals (the `{#var#}` placeholder).
 */
import type { Locale } from "../../i18n/locales";
import type { SmsKind } from "../../shared/validation/messages";

/** A value a template takes; render.ts fills them from the row's facts when the message goes. */
export type SmsVar = "clinic" | "date" | "time" | "link" | "bookUrl" | "phone" | "minutes" | "code" | "myUrl" | "month";

export type SmsTemplate = { vars: readonly SmsVar[]; text: Record<Locale, string> };

/** The placeholder DLT portals use for a variable part. */
const SMS_VAR = "{#var#}";

export const SMS_TEMPLATES: Record<SmsKind, SmsTemplate> = {
  confirmation: {
    vars: ["clinic", "date", "time", "link"],
    text: {
      en: "{#var#}: your appointment is booked for {#var#} at {#var#}. To see, move or cancel it: {#var#}",
      ta: "{#var#}: உங்கள் முன்பதிவு {#var#} அன்று {#var#}க்கு உறுதியானது. பார்க்க, மாற்ற, ரத்து செய்ய: {#var#}",
    },
  },
  reminder: {
    vars: ["clinic", "date", "time", "link"],
    text: {
      en: "{#var#}: a reminder of your appointment on {#var#} at {#var#}. To move or cancel it: {#var#}",
      ta: "{#var#}: {#var#} அன்று {#var#}க்கு உங்கள் முன்பதிவு உள்ளது. மாற்ற, ரத்து செய்ய: {#var#}",
    },
  },
  rescheduled: {
    vars: ["clinic", "date", "time", "link"],
    text: {
      en: "{#var#}: your appointment has been moved to {#var#} at {#var#}. To see, move or cancel it: {#var#}",
      ta: "{#var#}: உங்கள் முன்பதிவு {#var#} அன்று {#var#}க்கு மாற்றப்பட்டது. பார்க்க, மாற்ற, ரத்து செய்ய: {#var#}",
    },
  },
  cancelled: {
    vars: ["clinic", "date", "time", "bookUrl", "phone"],
    text: {
      en: "{#var#}: your appointment on {#var#} at {#var#} has been cancelled. To book again: {#var#} or call {#var#}",
      ta: "{#var#}: {#var#} அன்று {#var#}க்கு இருந்த முன்பதிவு ரத்தானது. மீண்டும் முன்பதிவு: {#var#} அல்லது அழைக்க {#var#}",
    },
  },
  closure: {
    vars: ["clinic", "date", "time", "link"],
    text: {
      en: "{#var#}: the clinic is closed on {#var#}, the day of your appointment at {#var#}. Please choose another time: {#var#}",
      ta: "{#var#}: {#var#} அன்று கிளினிக் மூடப்பட்டிருக்கும் (உங்கள் நேரம் {#var#}). வேறு நேரம் தேர்வு செய்ய: {#var#}",
    },
  },
  "running-late": {
    vars: ["clinic", "minutes", "time"],
    text: {
      en: "{#var#}: the doctor is running about {#var#} minutes late. Your appointment at {#var#} will start later. Sorry for the wait.",
      ta: "{#var#}: மருத்துவர் சுமார் {#var#} நிமிடம் தாமதம். உங்கள் {#var#} முன்பதிவு சற்றுத் தாமதமாகும். வருந்துகிறோம்.",
    },
  },
  prescription: {
    vars: ["clinic", "date", "myUrl"],
    text: {
      en: "{#var#}: your prescription from your visit on {#var#} is ready. See it at {#var#}",
      ta: "{#var#}: {#var#} அன்று நீங்கள் வந்தபோது எழுதிய மருந்துச் சீட்டு தயார். இங்கே பார்க்க: {#var#}",
    },
  },
  recall: {
    vars: ["clinic", "month", "bookUrl", "phone"],
    text: {
      en: "{#var#}: the doctor would like to see you again in {#var#}. To book: {#var#} or call {#var#}",
      ta: "{#var#}: மருத்துவர் உங்களை {#var#} மீண்டும் பார்க்க விரும்புகிறார். முன்பதிவு: {#var#} அல்லது அழைக்க {#var#}",
    },
  },
  "waitlist-offer": {
    vars: ["clinic", "date", "time", "link"],
    text: {
      en: "{#var#}: a time is free on {#var#} at {#var#}. To take it: {#var#}",
      ta: "{#var#}: {#var#} அன்று {#var#}க்கு ஒரு நேரம் காலியாக உள்ளது. பெற்றுக்கொள்ள: {#var#}",
    },
  },
  "phone-code": {
    vars: ["code", "clinic"],
    text: {
      en: "{#var#} is your {#var#} code. It is valid for 10 minutes. Do not share it with anyone.",
      ta: "{#var#} உங்கள் {#var#} குறியீடு. 10 நிமிடம் செல்லும். யாருடனும் பகிர வேண்டாம்.",
    },
  },
  document: {
    vars: ["clinic", "myUrl"],
    text: {
      en: "{#var#}: a document from your visit is ready. See it at {#var#}",
      ta: "{#var#}: உங்கள் வருகையின் ஆவணம் தயார். இங்கே பார்க்க: {#var#}",
    },
  },
};

/**
 * Typical values, for the segments the README states (the clinic's name as a DLT header's
 * brand is short; a manage link is the site, the path and a 32-character token).
 */
export const SMS_TYPICAL: Record<Locale, Record<SmsVar, string>> = {
  en: {
    clinic: "HeartCare Clinic",
    date: "Friday, 27 November 2026",
    time: "7:30 PM",
    link: "https://heartcareclinic.in/appointment/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
    bookUrl: "https://heartcareclinic.in/contact#book",
    phone: "+91 98400 12345",
    minutes: "30",
    code: "123456",
    myUrl: "https://heartcareclinic.in/my",
    month: "March 2027",
  },
  ta: {
    clinic: "HeartCare Clinic",
    date: "வெள்ளி, 27 நவம்பர், 2026",
    time: "இரவு 7:30 மணி",
    link: "https://heartcareclinic.in/ta/appointment/AbCdEfGhIjKlMnOpQrStUvWxYz012345",
    bookUrl: "https://heartcareclinic.in/ta/contact#book",
    phone: "+91 98400 12345",
    minutes: "30",
    code: "123456",
    myUrl: "https://heartcareclinic.in/ta/my",
    month: "மார்ச் 2027",
  },
};

/** The text sent: the template with its values filled in order, and nothing else. */
export function fillSmsTemplate(kind: SmsKind, locale: Locale, values: Partial<Record<SmsVar, string>>): string {
  const { vars, text } = SMS_TEMPLATES[kind];
  let i = 0;
  return text[locale].replaceAll(SMS_VAR, () => values[vars[i++]] ?? "");
}

const VAR_WORDS: Record<SmsVar, string> = {
  clinic: "clinic name",
  date: "date",
  time: "time",
  link: "manage link (or the clinic's phone)",
  bookUrl: "booking link",
  phone: "clinic phone",
  minutes: "minutes late",
  code: "6-digit code",
  myUrl: "“my appointments” link",
  month: "month",
};

/** The parts a template takes filled with the typical values of its language (smsSegments). */
export const typicalText = (kind: SmsKind, locale: Locale) => fillSmsTemplate(kind, locale, SMS_TYPICAL[locale]);

/**
 * The README's "SMS templates (DLT)" tables, one per language, made from this file: what
 * `npx tsx scripts/sms-templates-readme.ts` writes between the README's markers.
 */
export function smsTemplatesMarkdown(segmentsOf: (text: string) => number): string {
  const table = (locale: Locale) => [
    "| Kind | Text to register | Variables, in order | Segments (typical) |",
    "|---|---|---|---|",
    ...(Object.keys(SMS_TEMPLATES) as SmsKind[]).map((kind) => {
      const { vars, text } = SMS_TEMPLATES[kind];
      const words = vars.map((v, i) => `${i + 1}. ${VAR_WORDS[v]}`).join("; ");
      return `| \`${kind}\` | ${text[locale]} | ${words} | ${segmentsOf(typicalText(kind, locale))} |`;
    }),
  ];
  return [
    "English (GSM-7: 160 characters in one part, 153 per part when longer):",
    "",
    ...table("en"),
    "",
    "Tamil (Unicode, UCS-2: 70 characters in one part, 67 per part when longer):",
    "",
    ...table("ta"),
  ].join("\n");
}
