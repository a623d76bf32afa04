/**
 * The target bands the flowsheet draws (FEATURES.md §10), and each series' label and unit.
 * BP < 130/80 mmHg (2023 ESH / 2024 ESC office targets for treated patients who tolerate it);
 * LDL by the patient's risk per the 2019 ESC/EAS dyslipidaemia guidelines (< 55 very high,
 * < 70 high, < 100 moderate, < 116 low); BMI 18.5–22.9 (the Asian cut-offs India's guidelines use).
 */
import type { SeriesCode } from "./api/consult";
import { LAB_TESTS, type Risk } from "./validation/consult";

/** A band: values from `min` to below `max` are on target (either end may be open). */
export type Band = { min?: number; max?: number; label: string };

const LDL_TARGET: Record<Risk, number> = { "very-high": 55, high: 70, moderate: 100, low: 116 };

export function targetBand(code: SeriesCode, risk: Risk): Band | null {
  switch (code) {
    case "systolic":
      return { max: 130, label: "< 130 mmHg" };
    case "diastolic":
      return { max: 80, label: "< 80 mmHg" };
    case "pulse":
      return { min: 60, max: 100, label: "60–100 /min" };
    case "spo2":
      return { min: 95, label: "≥ 95 %" };
    case "bmi":
      return { min: 18.5, max: 23, label: "18.5–22.9" };
    case "ldl":
      return { max: LDL_TARGET[risk], label: `< ${LDL_TARGET[risk]} mg/dL` };
    case "hba1c":
      return { max: 7, label: "< 7 %" };
    case "egfr":
      return { min: 60, label: "≥ 60" };
    case "creatinine":
      return { min: 0.6, max: 1.2, label: "0.6–1.2 mg/dL" };
    case "ef":
      return { min: 50, label: "≥ 50 %" };
    default:
      return null;
  }
}

/** Whether `value` lies in `band` (no band: nothing to judge). */
export const onTarget = (value: number, band: Band | null) =>
  !band || ((band.min === undefined || value >= band.min) && (band.max === undefined || value < band.max));

const VITAL_LABELS = {
  systolic: { label: "BP systolic", unit: "mmHg" },
  diastolic: { label: "BP diastolic", unit: "mmHg" },
  pulse: { label: "Pulse", unit: "/min" },
  spo2: { label: "SpO₂", unit: "%" },
  weight: { label: "Weight", unit: "kg" },
  bmi: { label: "BMI", unit: "kg/m²" },
} as const;

export function seriesLabel(code: SeriesCode): { label: string; unit: string } {
  if (code in VITAL_LABELS) return VITAL_LABELS[code as keyof typeof VITAL_LABELS];
  const lab = LAB_TESTS[code as keyof typeof LAB_TESTS];
  return { label: lab.label, unit: lab.unit };
}
