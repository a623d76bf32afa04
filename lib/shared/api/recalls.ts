/** The follow-ups calls' answers (FEATURES.md §14): what the server sends and the Follow-ups screen reads. */
import type { RecallClosing, RecallStatus } from "../validation/recalls";

export type RecallRecord = {
  id: number;
  patientId: number;
  name: string;
  phone: string;
  /** the clinic date the doctor wants to see them by, YYYY-MM-DD */
  dueDate: string;
  /** why, in words the desk may read ("Review in 3 months"): nothing clinical */
  reason: string;
  /** the patient's latest visit, YYYY-MM-DD */
  lastVisit: string | null;
  /** the visit's diagnosis: the doctor's and the owner's to read; null for the desk */
  diagnosis: string | null;
  /** when the last reminder was sent, ISO instant */
  lastContacted: string | null;
  status: RecallStatus;
  /** how it was closed: by hand, or `booked` when a later booking closed it; null while open */
  closedAs: RecallClosing | "booked" | null;
  note: string | null;
};

export type RecallsAnswer = { success: true; recalls: RecallRecord[] };
export type RecallAnswer = { success: true; recall: RecallRecord; message?: string };
