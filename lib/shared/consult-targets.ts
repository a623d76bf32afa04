/**
 * The target bands the flowsheet draws (FEATURES.md §10), and each series' label and unit.
 * BP < 130/80 mmHg (2023 ESH / 2024 ESC office targets for treated patients who tolerate it);
 * LDL by the patient's risk per the 2019 ESC/EAS dyslipidaemia guidelines (< 55 very high,
 * < 70 high, < 100 moderate, < 116 low); BMI 18.5–22.9 (the Asian cut-offs India's guidelines use).
 */
import type { SeriesCode } from "./api/consult";
import { LAB_TESTS, VITAL_RANGES, type LabCode, type Risk, type VitalName } from "./validation/consult";

/** A band: values from `min` to below `max` are on target (either end may be open). */
export type Band = { min?: number; max?: number; label: string };

const LDL_TARGET: Record<Risk, number> = { "very-high": 55, high: 70, moderate: 100, low: 116 };

/** Each series' band; LDL's follows the patient's risk. A series not here has none. */
const BANDS: Partial<Record<SeriesCode, Band | ((risk: Risk) => Band)>> = {
  systolic: { max: 130, label: "< 130 mmHg" },
  diastolic: { max: 80, label: "< 80 mmHg" },
  pulse: { min: 60, max: 100, label: "60–100 /min" },
  spo2: { min: 95, label: "≥ 95 %" },
  bmi: { min: 18.5, max: 23, label: "18.5–22.9" },
  ldl: (risk) => ({ max: LDL_TARGET[risk], label: `< ${LDL_TARGET[risk]} mg/dL` }),
  hba1c: { max: 7, label: "< 7 %" },
  egfr: { min: 60, label: "≥ 60" },
  creatinine: { min: 0.6, max: 1.2, label: "0.6–1.2 mg/dL" },
  ef: { min: 50, label: "≥ 50 %" },
};

export function targetBand(code: SeriesCode, risk: Risk): Band | null {
  const band = BANDS[code];
  if (!band) return null;
  return typeof band === "function" ? band(risk) : { ...band };
}

/** Whether `value` lies in `band` (no band: nothing to judge). */
export const onTarget = (value: number, band: Band | null) =>
  !band || ((band.min === undefined || value >= band.min) && (band.max === undefined || value < band.max));

/** A series' label and unit: a vital's as a visit records it (weight: weightKg), BMI's (worked out, never recorded), a lab's. */
export function seriesLabel(code: SeriesCode): { label: string; unit: string } {
  if (code === "bmi") return { label: "BMI", unit: "kg/m²" };
  const vital = code === "weight" ? "weightKg" : code;
  const { label, unit } = vital in VITAL_RANGES ? VITAL_RANGES[vital as VitalName] : LAB_TESTS[code as LabCode];
  return { label, unit };
}
