/**
 * Reports from patients (FEATURES.md §14, decision 042 point 3): what the manage page may send
 * (PDF, JPEG, PNG; 10 MB each — the desk's limit, MAX_UPLOAD_BYTES; five per appointment) and
 * the ids the Reports inbox's calls take. Shared by the manage page's upload, the inbox screen
 * and the server.
 */
import { createTranslator } from "next-intl";
import { manage } from "../../../messages/en/manage";
import { idParams } from "./params";
import { MAX_UPLOAD_BYTES, type ReportExtension } from "./reports";

export { MAX_UPLOAD_BYTES };

/** The most files one appointment's link may send. */
export const MAX_PATIENT_REPORTS = 5;

/** What a patient may send: the desk's accepted files without the Word documents. */
export const PATIENT_REPORT_EXTENSIONS = ["pdf", "jpg", "jpeg", "png"] as const satisfies readonly ReportExtension[];
/** For <input type="file" accept>: the extensions and their content types (a phone's camera offers photos). */
export const PATIENT_REPORT_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** The multipart field the file comes in. */
export const PATIENT_REPORT_FIELD = "file";

/** The manage words in English, as the upload call answers them (the page says the code in its language). */
const t = createTranslator({ locale: "en", messages: { manage }, namespace: "manage.reports" });

export const PATIENT_REPORT_MESSAGES = {
  sent: (name: string) => t("sent", { name }),
  tooMany: t("errors.tooMany", { max: MAX_PATIENT_REPORTS }),
  badFile: t("errors.badFile"),
  tooLarge: t("errors.tooLarge"),
  closed: t("errors.closed"),
  noFile: t("errors.noFile"),
  /** the inbox's */
  idInvalid: "Please give a valid report id.",
  notFound: "Report not found.",
  filed: "Report filed.",
  alreadyFiled: "This report was already filed.",
  /** what the report is called when the patient sends it (the desk's list shows it) */
  reportName: (fileName: string) => `From the patient: ${fileName}`,
  description: "Sent by the patient from the appointment page before the visit.",
} as const;

/** /api/admin/reports/{id}/…: a report id. */
export const inboxReportParams = idParams(PATIENT_REPORT_MESSAGES.idInvalid);
