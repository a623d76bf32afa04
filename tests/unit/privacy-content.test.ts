/**
 * What the patient is told about their data (FEATURES.md §7, DPDP Act s.5–6, 8, 11–14): the
 * booking form's notice and the privacy policy say what is collected, why, for how long (the
 * configured retention), whom to contact (the configured grievance contact, else the doctor at
 * the clinic), how to withdraw, the patient's rights and what happens after a breach — in
 * English and Tamil alike.
 */
import { createTranslator } from "next-intl";
import type { PrivacyNoticeFacts } from "@/lib/content/clinic";
import { privacyPolicy } from "@/lib/content/legal";
import { MESSAGES } from "@/messages";
import { TEST_CLINIC_IDENTITY as identity } from "../fixtures/legal";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const SETTINGS = [
  "GRIEVANCE_NAME",
  "GRIEVANCE_EMAIL",
  "GRIEVANCE_PHONE",
  "RECORD_RETENTION_YEARS",
  "CLINIC_DOCTOR_NAME",
  "CLINIC_EMAIL",
  "CLINIC_PHONE",
];

type Env = Record<string, string>;

/** The notice's facts under these settings (configuration is read once per module load). */
function factsWith(env: Env): PrivacyNoticeFacts {
  for (const key of SETTINGS) delete process.env[key];
  Object.assign(process.env, env);
  let facts: PrivacyNoticeFacts | undefined;
  jest.isolateModules(() => {
    facts = (require("@/lib/content/clinic") as typeof import("@/lib/content/clinic")).privacyNoticeFacts();
  });
  return facts!;
}

describe("the configured facts of the notice", () => {
  // no Tamil form configured for a contact of one's own: the name as written in both
  it.each([
    {
      title: "fall back to the doctor at the clinic's e-mail and phone, and 3 years",
      env: {
        CLINIC_DOCTOR_NAME: "Dr. K. Iyer",
        CLINIC_EMAIL: "desk@example.com",
        CLINIC_PHONE: "+91 44 2345 6789",
      } as Env,
      years: 3,
      name: "Dr. K. Iyer",
      email: "desk@example.com",
      phone: "+91 44 2345 6789",
      phoneHref: "tel:+914423456789",
    },
    {
      title: "take the grievance contact and the retention that are configured",
      env: {
        GRIEVANCE_NAME: "Mrs. R. Devi",
        GRIEVANCE_EMAIL: "privacy@example.com",
        GRIEVANCE_PHONE: "+91 98400 22222",
        RECORD_RETENTION_YEARS: "5",
      } as Env,
      years: 5,
      name: "Mrs. R. Devi",
      email: "privacy@example.com",
      phone: "+91 98400 22222",
      phoneHref: "tel:+919840022222",
    },
  ])("$title", ({ env, years, name, email, phone, phoneHref }) => {
    expect(factsWith(env)).toEqual({
      retentionYears: years,
      contact: { name, names: { en: name, ta: name }, email, phone, phoneHref },
    });
  });
});

describe("the booking form's notice", () => {
  const facts = { years: 4, name: "Mrs. R. Devi", phone: "+91 98400 22222", email: "privacy@example.com" };
  const tags = { call: (c: string) => c, mail: (c: string) => c, link: (c: string) => c };
  const read = (locale: "en" | "ta") => {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "booking.consent" });
    const keys = Object.keys(MESSAGES.en.booking.consent) as (keyof typeof MESSAGES.en.booking.consent)[];
    return Object.fromEntries(keys.map((k) => [k, t.markup(k, { ...facts, ...tags })]));
  };

  it("says in plain words what, why, how long, whom to ask and how to withdraw", () => {
    const en = read("en");
    expect(en.agree).toBe(
      "I have read this notice and agree to the clinic using my details for my appointment and care.",
    );
    expect(en.whatsapp).toBe("Send me appointment messages on WhatsApp");
    expect(en.collect).toMatch(
      /name, phone number, age and sex, and the reason for your visit.*e-mail, address and occupation/,
    );
    expect(en.why).toMatch(/arrange your appointment.*care.*remind you/);
    expect(en.summary).toContain("kept for 4 years after your last visit, as Indian regulations require");
    expect(en.keep).toContain("4 years after your last visit");
    expect(en.contact).toBe("Contact Mrs. R. Devi: call +91 98400 22222 or write to privacy@example.com.");
    expect(en.withdraw).toMatch(
      /withdraw your consent at any time: tell the clinic by phone, by e-mail or at the desk/,
    );
  });

  it("says the same facts in Tamil", () => {
    const ta = read("ta");
    for (const key of ["summary", "keep"]) expect(ta[key]).toContain("4 ஆண்டுகள்");
    for (const fact of [facts.name, facts.phone, facts.email]) expect(ta.contact).toContain(fact);
    expect(ta.agree).toMatch(/ஒப்புக்கொள்கிறேன்/);
    expect(ta.whatsapp).toContain("WhatsApp");
  });
});

describe("the privacy policy", () => {
  const contact = {
    name: "Mrs. R. Devi",
    names: { en: "Mrs. R. Devi", ta: "Mrs. R. Devi" },
    email: "privacy@example.com",
    phone: "+91 98400 22222",
  };
  const doc = privacyPolicy(identity, { retentionYears: 4, contact });
  const section = (heading: string) => {
    const s = doc.sections.find((x) => x.heading.en === heading);
    if (!s) throw new Error(`no section "${heading}"`);
    return [...(s.paragraphs ?? []), ...(s.items ?? [])].map((t) => t.en).join(" ");
  };

  it("has its sections in order, consent, retention, rights and breaches among them", () => {
    expect(doc.sections.map((s) => s.heading.en)).toEqual([
      "Information we collect",
      "How we use your information",
      "Your consent",
      "Sharing",
      "Storage and security",
      "How long we keep your information",
      "Your rights",
      "If your data is breached",
      "Messaging and phone calls",
      "Contact",
    ]);
  });

  it("states consent and its withdrawal, the retention and the DPDP rights", () => {
    expect(section("Your consent")).toMatch(/agree to it before the booking is sent/);
    expect(section("Your consent")).toMatch(/withdraw your consent at any time.*by phone, by e-mail or at the desk/);
    expect(section("How long we keep your information")).toMatch(
      /kept for 4 years after your last visit.*not deleted automatically.*reviews/,
    );
    const rights = section("Your rights");
    expect(rights).toContain("Digital Personal Data Protection Act, 2023");
    for (const right of [
      /summary of the personal data/,
      /correct, complete or update/,
      /delete/,
      /Nominate/,
      /Data Protection Board of India/,
    ]) {
      expect(rights).toMatch(right);
    }
  });

  it("tells affected patients and the Board of a breach, and names the grievance contact", () => {
    expect(section("If your data is breached")).toMatch(
      /tell the patients affected and the Data Protection Board of India/,
    );
    const reach = section("Contact");
    for (const fact of [contact.name, contact.email, contact.phone]) expect(reach).toContain(fact);
    expect(reach).toContain(identity.address);
  });
});
