/**
 * The consulting room (FEATURES.md §10): the inputs of the visit, lab and clinical-summary
 * calls, shared by the doctor's screen (components/admin/consult) and the server
 * (lib/server/domain/consult). The vitals' ranges and the labs' codes and units are the
 * feature's; the target bands the flowsheet draws live in ../consult-targets.ts.
 */
import * as z from "zod/mini";
import { isRealDate, todayIst } from "../clinic-time";
import { now } from "../clock";
import { preprocess } from "./mini";
import { idParams, positiveId } from "./params";
import { multiLineText, singleLineText } from "./text";
import { reviewInSchema } from "./recalls";

export const CONSULT_MESSAGES = {
  /** the assistant's limits (issue 40, decision 036) */
  notTonight:
    "An assistant records vitals and labs only for tonight's patients (checked in or with an appointment today).",
  vitalsOnly: "An assistant records vitals only: the notes are the doctor's.",
  visitNotFound: "Visit not found.",
  badVisitId: "Please give a valid visit id.",
  appointmentNotFound: "Appointment not found.",
  appointmentOtherPatient: "That appointment is another patient's.",
  finished: "This visit is finished and cannot be changed. Add an addendum instead.",
  notFinished: "An addendum is for a finished visit: change the visit itself while it is open.",
  alreadyFinished: "This visit is already finished.",
  nothingToChange: "Please give at least one of vitals, complaints, findings, diagnosis or advice.",
  addendumEmpty: "Please write the addendum.",
  addendumAdded: "Addendum added.",
  finishedOk: "Visit finished.",
  labsSaved: "Lab results saved.",
  labsEmpty: "Please enter at least one result.",
  labUnknown: "Unknown lab test.",
  labDuplicate: "Each test once per entry.",
  clinicalSaved: "Clinical summary saved.",
  dateRequired: "Please choose the date of the results.",
  dateInvalid: "Please choose a valid date.",
  dateFuture: "The date cannot be in the future.",
  diastolicAboveSystolic: "Diastolic must be below systolic.",
  tooLong: (max: number) => `At most ${max.toLocaleString("en-IN")} characters.`,
} as const;

// ——— Vitals ———

type Range = { min: number; max: number; integer: boolean; label: string; unit: string };

/** The vitals a visit records, with their ranges (out of range → 400 naming the field). */
export const VITAL_RANGES = {
  systolic: { min: 50, max: 300, integer: true, label: "BP systolic", unit: "mmHg" },
  diastolic: { min: 30, max: 200, integer: true, label: "BP diastolic", unit: "mmHg" },
  pulse: { min: 20, max: 250, integer: true, label: "Pulse", unit: "/min" },
  spo2: { min: 50, max: 100, integer: true, label: "SpO₂", unit: "%" },
  weightKg: { min: 1, max: 300, integer: false, label: "Weight", unit: "kg" },
  heightCm: { min: 30, max: 250, integer: false, label: "Height", unit: "cm" },
  temperatureC: { min: 30, max: 45, integer: false, label: "Temperature", unit: "°C" },
  bloodSugar: { min: 20, max: 800, integer: false, label: "Blood sugar", unit: "mg/dL" },
} as const satisfies Record<string, Range>;

export type VitalName = keyof typeof VITAL_RANGES;
export const VITAL_NAMES = Object.keys(VITAL_RANGES) as VitalName[];

/** "Pulse must be between 20 and 250 /min." */
export const rangeMessage = ({ label, min, max, unit }: Range) =>
  `${label} must be between ${min} and ${max} ${unit}.`.replace(" /min", "/min");

const notANumber = (label: string) => `${label} must be a number.`;

/** A number typed or sent: "" and null clear it (null), text that is no number is refused. */
const measured = (range: Range) =>
  preprocess(
    (v) => {
      if (v === null || v === undefined) return v;
      if (typeof v === "string") {
        const text = v.trim().replace(",", ".");
        if (text === "") return null;
        return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : v;
      }
      return v;
    },
    z.optional(
      z.nullable(
        z.number({ error: notANumber(range.label) }).check(
          z.refine((n) => Number.isFinite(n) && n >= range.min && n <= range.max, rangeMessage(range)),
          z.refine((n) => !range.integer || Number.isInteger(n), `${range.label} must be a whole number.`),
        ),
      ),
    ),
  );

/** The vitals of a PATCH: each optional; null (or "") clears one. Diastolic below systolic when both are sent. */
export const vitalsSchema = z
  .strictObject(
    Object.fromEntries(VITAL_NAMES.map((name) => [name, measured(VITAL_RANGES[name])])) as {
      [K in VitalName]: ReturnType<typeof measured>;
    },
    {
      error:
        "Vitals must be an object of systolic, diastolic, pulse, spo2, weightKg, heightCm, temperatureC, bloodSugar.",
    },
  )
  .check(
    z.superRefine((v, ctx) => {
      if (v.systolic != null && v.diastolic != null && v.diastolic >= v.systolic)
        ctx.addIssue({ code: "custom", message: CONSULT_MESSAGES.diastolicAboveSystolic, path: ["diastolic"] });
    }),
  );

/** BMI from weight and height, to one decimal (null without both). */
export function bmiOf(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (!weightKg || !heightCm) return null;
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}

// ——— The visit's notes ———

export const VISIT_TEXT_MAX = 5000;
export const VISIT_TEXT_FIELDS = ["complaints", "findings", "diagnosis", "advice"] as const;
export type VisitTextField = (typeof VISIT_TEXT_FIELDS)[number];

const visitText = preprocess(
  (v) => (v === null ? "" : v),
  z.optional(
    multiLineText({ error: "Please write text." }).check(
      z.trim(),
      z.maxLength(VISIT_TEXT_MAX, CONSULT_MESSAGES.tooLong(VISIT_TEXT_MAX)),
    ),
  ),
);

/** PATCH /api/admin/visits/{id}: any of vitals, the four notes and reviewIn; "" or null clears. */
export const visitUpdateSchema = z
  .strictObject(
    {
      vitals: z.optional(vitalsSchema),
      complaints: visitText,
      findings: visitText,
      diagnosis: visitText,
      advice: visitText,
      // the follow-up the visit asks for (FEATURES.md §14): also on a finished visit
      reviewIn: z.optional(reviewInSchema),
    },
    { error: "Send vitals, complaints, findings, diagnosis, advice or reviewIn." },
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), CONSULT_MESSAGES.nothingToChange));
export type VisitUpdate = z.output<typeof visitUpdateSchema>;

/** POST /api/admin/visits: the patient, and the appointment it is the consultation of. */
export const visitCreateSchema = z.object({
  patientId: positiveId("Please give a valid patient ID."),
  appointmentId: z.optional(z.nullable(positiveId("Please give a valid appointment id."))),
});
export type VisitCreate = z.output<typeof visitCreateSchema>;

export const ADDENDUM_MAX = 5000;
/** POST /api/admin/visits/{id}/addenda: `{text}`. */
export const addendumSchema = z.object({
  text: preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    multiLineText({ error: CONSULT_MESSAGES.addendumEmpty }).check(
      z.trim(),
      z.minLength(1, CONSULT_MESSAGES.addendumEmpty),
      z.maxLength(ADDENDUM_MAX, CONSULT_MESSAGES.tooLong(ADDENDUM_MAX)),
    ),
  ),
});

export const visitIdParams = idParams(CONSULT_MESSAGES.badVisitId);

// ——— Labs ———

/**
 * FEATURES.md §10's lab codes, each with its fixed unit, label, the values that are possible
 * and the decimals it is stored at (§13's small rules).
 */
export const LAB_TESTS = {
  ldl: { label: "LDL cholesterol", unit: "mg/dL", min: 1, max: 1000, decimals: 0 },
  hdl: { label: "HDL cholesterol", unit: "mg/dL", min: 1, max: 300, decimals: 0 },
  triglycerides: { label: "Triglycerides", unit: "mg/dL", min: 1, max: 10000, decimals: 0 },
  "total-cholesterol": { label: "Total cholesterol", unit: "mg/dL", min: 10, max: 2000, decimals: 0 },
  hba1c: { label: "HbA1c", unit: "%", min: 2, max: 25, decimals: 1 },
  "fasting-glucose": { label: "Fasting glucose", unit: "mg/dL", min: 10, max: 1500, decimals: 0 },
  creatinine: { label: "Creatinine", unit: "mg/dL", min: 0.05, max: 30, decimals: 2 },
  egfr: { label: "eGFR", unit: "mL/min/1.73m²", min: 1, max: 200, decimals: 0 },
  potassium: { label: "Potassium", unit: "mmol/L", min: 1, max: 12, decimals: 1 },
  sodium: { label: "Sodium", unit: "mmol/L", min: 80, max: 200, decimals: 0 },
  hemoglobin: { label: "Haemoglobin", unit: "g/dL", min: 1, max: 25, decimals: 1 },
  inr: { label: "INR", unit: "", min: 0.5, max: 15, decimals: 1 },
  tsh: { label: "TSH", unit: "mIU/L", min: 0.001, max: 500, decimals: 1 },
  "nt-probnp": { label: "NT-proBNP", unit: "pg/mL", min: 1, max: 100000, decimals: 0 },
  ef: { label: "Ejection fraction (echo)", unit: "%", min: 5, max: 90, decimals: 0 },
} as const;

export type LabCode = keyof typeof LAB_TESTS;
export const LAB_CODES = Object.keys(LAB_TESTS) as LabCode[];
export const isLabCode = (code: unknown): code is LabCode => typeof code === "string" && Object.hasOwn(LAB_TESTS, code);

const labValue = preprocess(
  (v) => (typeof v === "string" && /^\s*\d+([.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(",", ".")) : v),
  z
    .number({ error: "Please enter the value as a number." })
    .check(z.refine(Number.isFinite, "Please enter the value as a number.")),
);

const labResult = z
  .object({
    code: z.string({ error: CONSULT_MESSAGES.labUnknown }).check(z.refine(isLabCode, CONSULT_MESSAGES.labUnknown)),
    value: labValue,
  })
  .check(
    z.superRefine((r, ctx) => {
      if (!isLabCode(r.code)) return;
      const { label, unit, min, max } = LAB_TESTS[r.code];
      if (r.value < min || r.value > max)
        ctx.addIssue({
          code: "custom",
          message: `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}.`,
          path: ["value"],
        });
    }),
  );

export const LAB_RESULTS_MAX = LAB_CODES.length;

/** POST /api/admin/patient/{patientId}/labs: `{date, results: [{code, value}], reportId?}`. */
export const labsSchema = z.object({
  date: preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.string({ error: CONSULT_MESSAGES.dateRequired }).check(
      z.trim(),
      z.refine((d) => isRealDate(d) && d >= "1900-01-01", { error: CONSULT_MESSAGES.dateInvalid, abort: true }),
      z.refine((d) => d <= todayIst(now()), CONSULT_MESSAGES.dateFuture),
    ),
  ),
  results: z.array(labResult, { error: CONSULT_MESSAGES.labsEmpty }).check(
    z.minLength(1, CONSULT_MESSAGES.labsEmpty),
    z.maxLength(LAB_RESULTS_MAX, CONSULT_MESSAGES.labDuplicate),
    z.refine((rs) => new Set(rs.map((r) => r.code)).size === rs.length, CONSULT_MESSAGES.labDuplicate),
  ),
  /** the report the values were read from, when they were */
  reportId: z.optional(z.nullable(positiveId("Please give a valid report id."))),
});
export type LabsInput = z.output<typeof labsSchema>;

// ——— The clinical summary ———

export const RISKS = ["very-high", "high", "moderate", "low"] as const;
export type Risk = (typeof RISKS)[number];
export const RISK_LABELS: Record<Risk, string> = {
  "very-high": "Very high risk",
  high: "High risk",
  moderate: "Moderate risk",
  low: "Low risk",
};
/** Until the doctor says otherwise: the clinic's patients are mostly high-risk. */
export const DEFAULT_RISK: Risk = "high";

export const SUMMARY_ITEM_MAX = 200;
export const SUMMARY_ITEMS_MAX = 50;

const summaryList = (what: string) =>
  preprocess(
    (v) => (typeof v === "string" ? v.split("\n") : v),
    z
      .array(singleLineText({ error: `Each of the ${what} must be text.` }).check(z.trim()), {
        error: `Please send the ${what} as a list.`,
      })
      .check(
        z.overwrite((items) => [...new Set(items.filter((i) => i !== ""))]),
        z.maxLength(SUMMARY_ITEMS_MAX, `At most ${SUMMARY_ITEMS_MAX} ${what}.`),
        z.refine(
          (items) => items.every((i) => i.length <= SUMMARY_ITEM_MAX),
          `Each of the ${what} can be at most ${SUMMARY_ITEM_MAX} characters.`,
        ),
      ),
  );

/** PATCH /api/admin/patient/{patientId}/clinical: the lists at the top of every chart, and the risk the LDL target follows. */
export const clinicalSummarySchema = z.object({
  allergies: summaryList("allergies"),
  problems: summaryList("problems"),
  currentMedicines: z.optional(summaryList("current medicines")),
  risk: z.optional(z.enum(RISKS, { error: `Risk must be one of ${RISKS.join(", ")}.` })),
});
export type ClinicalSummaryInput = z.output<typeof clinicalSummarySchema>;
