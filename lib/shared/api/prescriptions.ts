/**
 * What the prescription calls answer (FEATURES.md §11), shared by the server and the doctor's
 * screen.
 */
import type { PrescriptionItemInput } from "../validation/prescriptions";

export type PrescriptionItem = PrescriptionItemInput;

export type PrescriptionWarning = {
  kind: "allergy" | "same-class" | "interaction";
  message: string;
  /** the lines (0-based, in the prescription's order) the warning is about, shown beside each */
  items: number[];
};

export type PrescriptionRecord = {
  id: number;
  visitId: number;
  patientId: number;
  status: "draft" | "final";
  /** the clinic's number, given at finalising ("RX-2026-000123"); null for a draft */
  number: string | null;
  version: number;
  /** the finalised prescription this version corrects */
  replacesId: number | null;
  items: PrescriptionItem[];
  investigations: string[];
  advice: string[];
  followUp: { date: string; time: string | null } | null;
  /** why the follow-up was not booked at finalising (the clinic reminds the patient); null: booked, or none asked */
  followUpReason: string | null;
  /** SHA-256 (hex) of the content frozen at finalising (FEATURES.md §13); null for a draft */
  documentHash: string | null;
  author: string;
  warnings: PrescriptionWarning[];
  finalisedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A medicine on the list; `brand` when it was found by a brand name typed ("Ecosprin" → aspirin). */
export type DrugRecord = { id: string; name: string; form: string; strength: string; brand?: string };

export type TemplateRecord = {
  id: number;
  name: string;
  items: PrescriptionItem[];
  investigations: string[];
  advice: string[];
};

/** Everything printed on a prescription, in the order the page shows it. */
export type PrescriptionDocument = {
  lang: "en" | "ta";
  size: "a4" | "a5";
  draft: boolean;
  clinic: { name: string; address: string; phone: string; email: string };
  doctor: { name: string; qualifications: string; registrationNumber: string; council: string };
  patient: { name: string; age: number | null; sex: string | null; id: number };
  /** the consultation's date, YYYY-MM-DD */
  date: string;
  number: string | null;
  version: number;
  replacesNumber: string | null;
  allergies: string[];
  diagnosis: string;
  items: PrescriptionItem[];
  investigations: string[];
  advice: string[];
  /**
   * `review`, when set, is what prints instead of the date: the follow-up was not booked and
   * the clinic reminds the patient ("Review in 3 months — the clinic will remind you").
   */
  followUp: { date: string; time: string | null; review?: string | null } | null;
};

export type FollowUpOutcome = {
  booked: { appointmentId: number; date: string; time: string } | null;
  reason: string | null;
};

export type PrescriptionAnswer = { prescription: PrescriptionRecord };
export type PrescriptionSavedAnswer = { message: string; prescription: PrescriptionRecord };
/** A finalised prescription, and what became of its follow-up (null: none asked for). */
export type PrescriptionFinalisedAnswer = PrescriptionSavedAnswer & { followUp: FollowUpOutcome | null };
export type TemplatesAnswer = { templates: TemplateRecord[] };
export type TemplateSavedAnswer = { message: string; template: TemplateRecord };
export type DrugsAnswer = { drugs: DrugRecord[] };
export type DrugAddedAnswer = { message: string; drug: DrugRecord };
