/**
 * Adult reference ranges of the lab codes (FEATURES.md §10 and §14, decision 042 point 3), in
 * the units §10 fixes (lib/shared/validation/consult.ts LAB_TESTS). A value below `min` is
 * flagged `low`, above `max` `high` (both bounds are inside the range); an open end flags
 * nothing on that side. The flag is worked out whenever a value is read, never stored: a
 * corrected range here corrects every past flag.
 *
 * One range per code for every adult (the widest of the sexes' where they differ), as the
 * reports Indian laboratories print them. Sources:
 * - Lipids: NCEP ATP III (NIH publication 02-5215, 2002), table II.2-1 — LDL optimal < 100,
 *   HDL low < 40, triglycerides normal < 150, total cholesterol desirable < 200 mg/dL.
 * - HbA1c < 5.7 % and fasting plasma glucose 70–99 mg/dL: ADA Standards of Care in
 *   Diabetes 2024, section 2 (normal below the prediabetes thresholds).
 * - Creatinine 0.6–1.3 mg/dL, potassium 3.5–5.0 and sodium 135–145 mmol/L, INR 0.8–1.2 (no
 *   anticoagulant): Harrison's Principles of Internal Medicine, 21st ed., appendix
 *   "Laboratory values of clinical importance".
 * - eGFR ≥ 60 mL/min/1.73m²: KDIGO 2024 CKD guideline (below 60 is G3a or worse).
 * - Haemoglobin 12.0–17.5 g/dL: WHO 2024 haemoglobin thresholds for anaemia (12 non-pregnant
 *   women, 13 men) and Harrison's upper limit for men.
 * - TSH 0.4–4.5 mIU/L: American Thyroid Association, hypothyroidism guidelines (2014).
 * - NT-proBNP < 125 pg/mL: 2021 ESC heart failure guidelines (non-acute rule-out threshold).
 * - Ejection fraction ≥ 50 %: 2021 ESC heart failure guidelines (HFmrEF 41–49, HFrEF ≤ 40).
 */
import type { LabCode } from "../shared/validation/consult";

export type LabRange = { min?: number; max?: number };
export type LabFlag = "high" | "low";

export const LAB_RANGES: Record<LabCode, LabRange> = {
  ldl: { max: 99 },
  hdl: { min: 40 },
  triglycerides: { max: 149 },
  "total-cholesterol": { max: 199 },
  hba1c: { max: 5.6 },
  "fasting-glucose": { min: 70, max: 99 },
  creatinine: { min: 0.6, max: 1.3 },
  egfr: { min: 60 },
  potassium: { min: 3.5, max: 5 },
  sodium: { min: 135, max: 145 },
  hemoglobin: { min: 12, max: 17.5 },
  inr: { min: 0.8, max: 1.2 },
  tsh: { min: 0.4, max: 4.5 },
  "nt-probnp": { max: 124 },
  ef: { min: 50 },
};

/** A value's flag against its code's range: `high`, `low`, or null (in range, or a code without one). */
export function labFlag(code: string, value: number): LabFlag | null {
  const range = (LAB_RANGES as Partial<Record<string, LabRange>>)[code];
  if (!range) return null;
  if (range.min !== undefined && value < range.min) return "low";
  if (range.max !== undefined && value > range.max) return "high";
  return null;
}

/** The range as a report prints it: "70–99", "≤ 99", "≥ 40". */
export function labRangeLabel(code: LabCode): string {
  const { min, max } = LAB_RANGES[code];
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  return max !== undefined ? `≤ ${max}` : `≥ ${min}`;
}
