/**
 * The patient merge takes its fields from the patient-field registry (issue 42 item 7): a field
 * the kept record lacks is filled from the merged record, a required one stays the kept
 * record's, and every column of Patient is either a registry field the merge handles or one
 * named here with the reason the merge leaves it — so a new field cannot be dropped on merge.
 */
import { Prisma, type Patient } from "@/lib/generated/sqlite/client";
import { filledFrom, MERGE_FILLED } from "@/lib/server/domain/patient-merge-fields";
import { PATIENT_FIELD_SPECS, PATIENT_FIELDS } from "@/lib/shared/validation/patient-fields";

const required = (key: keyof typeof PATIENT_FIELD_SPECS) => PATIENT_FIELD_SPECS[key].kind === "text";

/** A record with every registry field empty but the required ones (the kept one). */
function record(over: Partial<Patient>): Patient {
  const base: Record<string, unknown> = {
    id: 1,
    nameKey: "kamala",
    phoneKey: "9840012345",
    emailKey: null,
    language: "en",
    whatsappConsent: null,
    whatsappConsentAt: null,
    whatsappConsentBy: null,
    whatsappConsentActor: null,
    mergedIntoId: null,
    mergedAt: null,
    createdAt: new Date("2026-12-01T00:00:00Z"),
    updatedAt: new Date("2026-12-01T00:00:00Z"),
  };
  for (const key of PATIENT_FIELDS) base[key] = required(key) ? `kept ${key}` : null;
  return { ...base, ...over } as Patient;
}

/** A value for each registry field, as the merged record holds it. */
const valueOf = (key: (typeof PATIENT_FIELDS)[number]) =>
  PATIENT_FIELD_SPECS[key].kind === "number" ? 61 : key === "email" ? "kamala@example.com" : `merged ${key}`;

describe("the patient merge and the field registry", () => {
  const full = Object.fromEntries(PATIENT_FIELDS.map((key) => [key, valueOf(key)]));
  const keep = record({});
  const merge = record({ id: 2, ...full, emailKey: "kamala@example.com" });
  const data = filledFrom(keep, merge);

  it.each(PATIENT_FIELDS.map((key) => [key]))("%s: filled from the merged record, or the kept one's stays", (key) => {
    if (required(key)) expect(data).not.toHaveProperty(key);
    else expect(data[key]).toBe(merge[key]);
  });

  it("fills no field the kept record already has", () => {
    const both = record({ ...full, emailKey: "kept@example.com", email: "kept@example.com" });
    expect(filledFrom(both, merge)).toEqual({});
  });

  it("takes the e-mail with its key, never without it", () => {
    expect(data).toMatchObject({ email: "kamala@example.com", emailKey: "kamala@example.com" });
    expect(filledFrom(record({ emailKey: "other@example.com" }), merge)).not.toHaveProperty("email");
  });

  it("handles every column of Patient, or says why not", () => {
    // not the person's details: identity and bookkeeping, keys derived from a required field,
    // the merge's own marks, and what the merge decides by its own rule (the newer WhatsApp choice)
    const left = {
      id: "the record's own",
      nameKey: "derived from the kept name",
      phoneKey: "derived from the kept phone",
      language: "the kept record's: the language it last booked in",
      whatsappConsent: "the newer choice (its own rule)",
      whatsappConsentAt: "with the choice",
      whatsappConsentBy: "with the choice",
      whatsappConsentActor: "with the choice",
      smsConsent: "the newer SMS choice (the same rule)",
      smsConsentAt: "with the choice",
      smsConsentBy: "with the choice",
      smsConsentActor: "with the choice",
      mergedIntoId: "the merge's own mark",
      mergedAt: "the merge's own mark",
      createdAt: "bookkeeping",
      updatedAt: "bookkeeping",
    };
    const handled = new Set<string>([...PATIENT_FIELDS, ...MERGE_FILLED, ...Object.keys(left)]);
    expect(Object.keys(Prisma.PatientScalarFieldEnum).filter((column) => !handled.has(column))).toEqual([]);
  });
});
