/** The reports-from-patients calls' answers (FEATURES.md §14): the manage page's upload and the doctor's Reports inbox. */
import type { LabFlag } from "../../content/lab-ranges";
import type { LabCode } from "../validation/consult";

/** A file the patient sent by their appointment's link, as the manage page lists it. */
export type SentReport = { id: number; fileName: string; uploadedAt: string };

/** GET /api/appointments/manage/{token}/reports (and the upload's answer). */
export type SentReportsAnswer = {
  success: true;
  reports: SentReport[];
  /** how many more this link may send */
  left: number;
  /** whether the appointment still takes reports (pending, not yet past) */
  open: boolean;
};
export type ReportSentAnswer = SentReportsAnswer & { message: string; report: SentReport };

/** A value filed from the report that lies outside its reference range (lib/content/lab-ranges.ts). */
export type InboxFlag = { code: LabCode; value: number; unit: string; flag: LabFlag };

/** One report not yet filed. */
export type InboxReport = {
  id: number;
  patientId: number;
  name: string;
  fileName: string;
  /** ISO instant */
  uploadedAt: string;
  fromPatient: boolean;
  /** the content type: the screen shows a PDF in a frame, an image as an image */
  mimeType: string;
  /** values already entered from it that are out of range */
  flags: InboxFlag[];
};
export type ReportsInboxAnswer = { success: true; reports: InboxReport[] };

export type ReportFiledAnswer = {
  success: true;
  message: string;
  report: { id: number; filedAt: string; filedBy: string };
};
