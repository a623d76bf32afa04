/**
 * What the consulting room's calls answer (FEATURES.md §10), shared by the server and the
 * doctor's screen.
 */
import type { LabFlag } from "../../content/lab-ranges";
import type { LabCode, Risk, VitalName } from "../validation/consult";
import type { ReportRecord } from "./patients";
import type { PrescriptionRecord } from "./prescriptions";
import type { ReviewUnit } from "../validation/recalls";

export type Vitals = Record<VitalName, number | null> & { bmi: number | null };

export type VisitStatus = "open" | "finished";

export type Addendum = { id: number; text: string; author: string; at: string };

export type VisitRecord = {
  id: number;
  patientId: number;
  appointmentId: number | null;
  /** the consultation's clinic date, YYYY-MM-DD */
  date: string;
  status: VisitStatus;
  author: string;
  vitals: Vitals;
  complaints: string;
  findings: string;
  diagnosis: string;
  advice: string;
  /** "review in N weeks|months" (FEATURES.md §14): the follow-up the visit asks for */
  reviewIn: { value: number; unit: ReviewUnit } | null;
  /** the visit's prescription (FEATURES.md §11): the draft, or the last finalised version */
  prescription: PrescriptionRecord | null;
  addenda: Addendum[];
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

export type VisitAnswer = { success: true; visit: VisitRecord; message?: string };
export type VisitsAnswer = { success: true; visits: VisitRecord[] };

/** The flowsheet's series: the vitals recorded at visits and the labs. */
export const VITAL_SERIES = ["systolic", "diastolic", "pulse", "spo2", "weight", "bmi"] as const;
export type VitalSeries = (typeof VITAL_SERIES)[number];
export type SeriesCode = VitalSeries | LabCode;

/**
 * One value of a series. A lab's point also names the report it was read from (null: entered
 * by hand) and its flag against the code's reference range (lib/content/lab-ranges.ts, worked
 * out on read; null: in range) — FEATURES.md §14.
 */
export type FlowPoint = { date: string; value: number; unit: string; reportId?: number | null; flag?: LabFlag | null };
export type Flowsheet = Partial<Record<SeriesCode, FlowPoint[]>>;
export type FlowsheetAnswer = { success: true; series: Flowsheet };

export type LabEntry = {
  id: number;
  date: string;
  code: LabCode;
  value: number;
  unit: string;
  author: string;
  reportId: number | null;
};
export type LabsAnswer = { success: true; message: string; labs: LabEntry[] };

export type ClinicalSummary = {
  allergies: string[];
  problems: string[];
  currentMedicines: string[];
  risk: Risk;
  /** the risk as the doctor set it (null: not set, DEFAULT_RISK applies) */
  riskSet: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
};
export type ClinicalAnswer = { success: true; message: string; clinical: ClinicalSummary };

/** The chart in one call: who the patient is, the summary, every visit, the flowsheet, the labs and reports. */
export type Chart = {
  patient: {
    id: number;
    name: string;
    age: number | null;
    sex: string | null;
    phone: string;
    email: string | null;
    language: string;
  };
  clinical: ClinicalSummary;
  /** the medicines of the last finalised prescription, shown when the summary lists none */
  lastPrescribed: { number: string; medicines: string[] } | null;
  visits: VisitRecord[];
  series: Flowsheet;
  labs: LabEntry[];
  reports: ReportRecord[];
};
export type ChartAnswer = { success: true; chart: Chart };
