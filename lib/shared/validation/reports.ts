/**
 * Report uploads (SPEC §3 Report, §5, §8, §9): the limits, the accepted files, the eight
 * types and the form fields. Shared by the Upload Report form (it checks before sending)
 * and the upload call (the authority, lib/server/uploads.ts and lib/server/domain/reports.ts).
 */
import * as z from "zod/mini";
import { preprocess } from "./mini";
import { patientIdentifierField, pastDateField } from "./notes";
import { keyParam, toRecordKey } from "./params";
import { multiLineText, requiredLine } from "./text";

/** The largest report file accepted: 10 MB (SPEC §9), enforced while the upload streams. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const REPORT_TYPES = [
  "Lab Report",
  "Imaging",
  "ECG",
  "Echo",
  "Stress Test",
  "Prescription",
  "Discharge Summary",
  "Other",
] as const;

/** Accepted extensions and the content type a download is served with. */
export const REPORT_FILE_TYPES = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type ReportExtension = keyof typeof REPORT_FILE_TYPES;
export const REPORT_EXTENSIONS = Object.keys(REPORT_FILE_TYPES) as ReportExtension[];
/** For <input type="file" accept>. */
export const REPORT_ACCEPT = REPORT_EXTENSIONS.map((e) => `.${e}`).join(",");

/** The accepted extension of a file name (lower-cased, no dot), or null. */
export function reportExtension(fileName: string | null | undefined): ReportExtension | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName?.trim() ?? "");
  const ext = match?.[1].toLowerCase();
  return ext && ext in REPORT_FILE_TYPES ? (ext as ReportExtension) : null;
}

export const MAX_REPORT_NAME_LENGTH = 200;
export const MAX_REPORT_DESCRIPTION_LENGTH = 2000;

export const REPORT_MESSAGES = {
  required: "Please fill all required fields and select a file",
  uploaded: "Report uploaded successfully!",
  uploadFailed: "Failed to upload report",
  uploadNetwork: "Error uploading report. Please try again.",
  downloadFailed: "Failed to download report",
  downloadNetwork: "Error downloading report. Please try again.",
  deleteConfirm: "Are you sure you want to delete this report?",
  deleted: "Report deleted successfully.",
  deleteFailed: "Failed to delete report",
  deleteNetwork: "Error deleting report. Please try again.",
  tooLarge: "The file is too large. The largest accepted size is 10 MB.",
  badExtension: "Please choose a PDF, JPG, PNG, DOC or DOCX file.",
  badContent: (ext: string) => `The file's content does not match its .${ext} extension.`,
  badForm: "Please send the report as a multipart form (multipart/form-data).",
  unreadable: "The upload could not be read. Please try again.",
  notFound: "Report not found.",
  fileMissing: "The report's file could not be found.",
  badType: "Please choose a report type from the list.",
  badKey: "Please give a valid report id or timestamp.",
} as const;

/** "1.23 MB" (SPEC §3: bytes shown in MB with 2 decimals). */
export const formatFileSize = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
const requiredText = (max: number, label: string) =>
  requiredLine(REPORT_MESSAGES.required, max, `${label} must be at most ${max} characters.`);

/** The text fields of the upload (the file itself is checked by lib/server/uploads). */
export const reportFieldsSchema = z.object({
  patientIdentifier: patientIdentifierField("Please say which patient the report is for (patient ID, email or phone)."),
  reportName: requiredText(MAX_REPORT_NAME_LENGTH, "Report name"),
  reportType: preprocess(
    blankToUndefined,
    z.enum(REPORT_TYPES, {
      error: (issue) => (issue.input === undefined ? REPORT_MESSAGES.required : REPORT_MESSAGES.badType),
    }),
  ),
  uploadDate: pastDateField({
    required: REPORT_MESSAGES.required,
    invalid: "Please choose a valid report date.",
    future: "The report date cannot be in the future.",
  }),
  description: z.pipe(
    preprocess(
      blankToUndefined,
      z.optional(
        multiLineText({ error: "Description must be text." }).check(
          z.trim(),
          z.maxLength(
            MAX_REPORT_DESCRIPTION_LENGTH,
            `Description must be at most ${MAX_REPORT_DESCRIPTION_LENGTH} characters.`,
          ),
        ),
      ),
    ),
    z.transform((v) => v || null),
  ),
});
export type ReportFields = z.output<typeof reportFieldsSchema>;

/** A report id (digits) or timestamp (an ISO instant), as a URL gives it; otherwise null. */
export const toReportKey = toRecordKey;

/** DELETE /api/admin/patient/reports/{key} and the download: a report id or timestamp. */
export const reportKeyParams = z.object({ key: keyParam(toReportKey, REPORT_MESSAGES.badKey) });
