/**
 * The one list of a patient's own fields (issue 28). Each entry says how the field is checked
 * (the spec's messages, the booking form's rules), how it is named where people read it, and
 * how a missing value is shown. Everything that lists a patient's fields is derived from here:
 * the Add New Patient and Edit details schemas (./patients.ts), the list's select and answer
 * (lib/server/domain/patients.ts), the Patients Database CSV, the data export
 * (lib/server/domain/patient-export.ts), the patient merge (lib/server/domain/patient-merge-fields.ts)
 * and the admin forms' fields. A new field is a column in
 * prisma/schema.prisma (and its migration), an entry here, and its test.
 *
 * The key is the wire name and the Prisma column; the object's order is the wire and CSV order.
 */
import * as z from "zod/mini";
import { BOOKING_FIELD_RULES, SEXES } from "./booking";
import { preprocess } from "./mini";
import { PATIENT_MESSAGES } from "./patient-messages";
import { singleLineText } from "./text";

export const MIN_ADMIN_AGE = 0;
export const MAX_ADMIN_AGE = 150;

const shape = BOOKING_FIELD_RULES;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
const blankToUndefined = (v: unknown) => (blank(v) ? undefined : v);

/** A required text field: the spec's message when blank, then the booking form's own rules. */
const required = (message: string, rules: z.ZodMiniType<string, string>) =>
  z.pipe(
    preprocess(blankToUndefined, singleLineText({ error: message }).check(z.trim(), z.minLength(1, message))),
    rules,
  );

/**
 * - `label`: the field's name on the admin screens and the Patients Database CSV's header;
 *   `exportLabel` where the patient's data export words it otherwise.
 * - `kind`: how a stored value is answered — `text` always there, `optional` text answered as ""
 *   when missing, `number` answered as null when missing.
 * - `wide`: a long text — the profile gives it a whole row, after the short ones.
 * - `booked`: each appointment keeps its own copy, as given when it was booked (a column of
 *   Appointment too; Edit details updates the pending ones' copies).
 */
type FieldSpec = {
  rule: z.ZodMiniType;
  label: string;
  exportLabel?: string;
  kind: "text" | "optional" | "number";
  wide?: boolean;
  booked?: true;
};

export const PATIENT_FIELD_SPECS = {
  name: {
    rule: required(PATIENT_MESSAGES.nameRequired, shape.patientName as unknown as z.ZodMiniType<string, string>),
    label: "Name",
    kind: "text",
    booked: true,
  },
  email: { rule: shape.patientEmail, label: "Email", exportLabel: "E-mail", kind: "optional", booked: true },
  phone: {
    rule: required(PATIENT_MESSAGES.phoneRequired, shape.patientPhone as unknown as z.ZodMiniType<string, string>),
    label: "Phone",
    kind: "text",
    booked: true,
  },
  age: {
    rule: preprocess(
      (v) => (blank(v) ? undefined : typeof v === "string" ? Number(v.trim()) : v),
      z
        .number({
          error: (issue) => (issue.input === undefined ? PATIENT_MESSAGES.ageRequired : PATIENT_MESSAGES.ageInvalid),
        })
        .check(
          z.int(PATIENT_MESSAGES.ageInvalid),
          z.gte(MIN_ADMIN_AGE, PATIENT_MESSAGES.ageInvalid),
          z.lte(MAX_ADMIN_AGE, PATIENT_MESSAGES.ageInvalid),
        ),
    ),
    label: "Age",
    kind: "number",
    booked: true,
  },
  sex: {
    rule: preprocess(
      blankToUndefined,
      z.enum(SEXES, {
        error: (issue) => (issue.input === undefined ? PATIENT_MESSAGES.sexRequired : PATIENT_MESSAGES.sexInvalid),
      }),
    ),
    label: "Sex",
    kind: "optional",
    booked: true,
  },
  address: { rule: shape.patientAddress, label: "Address", kind: "optional", booked: true, wide: true },
  occupation: { rule: shape.patientOccupation, label: "Occupation", kind: "optional", booked: true, wide: true },
} as const satisfies Record<string, FieldSpec>;

type Specs = typeof PATIENT_FIELD_SPECS;
export type PatientFieldKey = keyof Specs;

/** The fields in wire order. */
export const PATIENT_FIELDS = Object.keys(PATIENT_FIELD_SPECS) as readonly PatientFieldKey[];

/** Each field's schema piece, for the create and edit schemas (and the walk-in's). */
export const PATIENT_FIELD_RULES = Object.fromEntries(
  PATIENT_FIELDS.map((key) => [key, PATIENT_FIELD_SPECS[key].rule]),
) as { [K in PatientFieldKey]: Specs[K]["rule"] };

/**
 * The fields in the order a view lists them: the ones it names first, then every other in
 * wire order — so a new field shows everywhere without each view naming it.
 */
export function patientFieldsInOrder(first: readonly PatientFieldKey[]): PatientFieldKey[] {
  return [...first, ...PATIENT_FIELDS.filter((key) => !first.includes(key))];
}

type Kind<K extends PatientFieldKey> = Specs[K]["kind"];
/** A field's value as every answer shows it: missing text as "", a missing number as null. */
export type ShownPatientDetails = { [K in PatientFieldKey]: Kind<K> extends "number" ? number | null : string };
/** A field's value as stored: text or null, a number or null (`name` and `phone` always there). */
export type StoredPatientDetails = {
  [K in PatientFieldKey]: Kind<K> extends "number" ? number | null : Kind<K> extends "text" ? string : string | null;
};

/** The stored details as every answer shows them (see ShownPatientDetails). */
export function shownDetails(p: StoredPatientDetails): ShownPatientDetails {
  return Object.fromEntries(
    PATIENT_FIELDS.map((key) => [
      key,
      p[key] ?? ((PATIENT_FIELD_SPECS[key] as FieldSpec).kind === "number" ? null : ""),
    ]),
  ) as ShownPatientDetails;
}

/** A value to store for an optional field: a blank text or a missing value as null. */
export function storedValue(key: PatientFieldKey, value: string | number | null | undefined) {
  return (PATIENT_FIELD_SPECS[key] as FieldSpec).kind === "number" ? (value ?? null) : value || null;
}

/** A select of every field (Prisma), for the queries that answer a patient's details. */
export const PATIENT_FIELD_SELECT = Object.fromEntries(PATIENT_FIELDS.map((key) => [key, true])) as {
  [K in PatientFieldKey]: true;
};

/** The given keys of an object (the fields an appointment copies, say). */
export function pickFields<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

/** The fields each appointment keeps a copy of (columns of Appointment too). */
export type BookedPatientField = {
  [K in PatientFieldKey]: Specs[K] extends { booked: true } ? K : never;
}[PatientFieldKey];
export const BOOKED_PATIENT_FIELDS = PATIENT_FIELDS.filter(
  (key) => (PATIENT_FIELD_SPECS[key] as FieldSpec).booked,
) as readonly BookedPatientField[];

/** The fields a record may lack (every one but the required text ones): a merge fills these. */
export const OPTIONAL_PATIENT_FIELDS = PATIENT_FIELDS.filter(
  (key) => (PATIENT_FIELD_SPECS[key] as FieldSpec).kind !== "text",
) as readonly PatientFieldKey[];

/** A long text field (see `wide`). */
export const isWide = (key: PatientFieldKey): boolean => !!(PATIENT_FIELD_SPECS[key] as FieldSpec).wide;

export const exportLabel = (key: PatientFieldKey): string => {
  const spec: FieldSpec = PATIENT_FIELD_SPECS[key];
  return spec.exportLabel ?? spec.label;
};
