/**
 * What the letters-and-certificates calls answer (FEATURES.md §14), and the content a letter
 * freezes when it is signed (§13): shared by the server and the consulting room's Letters
 * dialog. Types only (docs/decisions/023-wire-types.md).
 */
import type { DocumentKind } from "../validation/documents";
import type { PrescriptionItem } from "./prescriptions";

/** One lab's latest value as the letter prints it (the unit fixed per code, §10). */
export type LetterLab = { code: string; label: string; value: number; unit: string; date: string };

/** Each kind's own fields, as signed. */
export type LetterFields =
  | { kind: "referral"; to: string; reason: string }
  | { kind: "medical-leave"; from: string; to: string; days: number }
  | { kind: "fitness"; purpose: string }
  | { kind: "visit-summary"; complaints: string; findings: string; advice: string };

/**
 * Everything a letter prints, frozen at signing (no words of a language: the PDF's labels
 * are): the clinic and the signing doctor (the name in both languages), the patient, the day,
 * the number, the kind's fields and what the records said then. `diagnosis` is null when the
 * letter does not carry it (a medical leave that keeps it private).
 */
export type LetterContent = {
  number: string;
  /** the day it was signed, YYYY-MM-DD (IST) */
  date: string;
  /** the visit's date, YYYY-MM-DD */
  visitDate: string;
  clinic: { name: string; address: string; phone: string; email: string };
  doctor: { name: { en: string; ta: string }; qualifications: string; registrationNumber: string; council: string };
  patient: { id: number; name: string; age: number | null; sex: string | null };
  fields: LetterFields;
  diagnosis: string | null;
  /** the patient's last finalised prescription's medicines, and its number */
  medicines: PrescriptionItem[];
  medicinesFrom: string | null;
  labs: LetterLab[];
  ef: { value: number; date: string } | null;
};

export type DocumentRecord = {
  id: number;
  visitId: number;
  patientId: number;
  kind: DocumentKind;
  number: string;
  /** SHA-256 (hex) of the frozen content */
  documentHash: string;
  author: string;
  createdAt: string;
};

/** POST /api/admin/visits/{id}/documents → 201 */
export type DocumentCreatedAnswer = {
  success: true;
  document: { id: number; number: string; kind: DocumentKind };
  message: string;
};
/** GET /api/admin/visits/{id}/documents */
export type DocumentsAnswer = { success: true; documents: DocumentRecord[] };
