/**
 * Reports from patients (FEATURES.md §14, decision 042 point 3).
 *
 * - The manage page's upload: a PDF, JPEG or PNG of at most 10 MB, its content checked as the
 *   desk's uploads are (lib/server/uploads.ts streams it, lib/server/upload-content.ts reads its
 *   magic bytes), stored as the desk's are (./reports.ts saveReport) marked `fromPatient`, at
 *   most five per appointment — counted inside the row's transaction under a lock on the
 *   appointment, so two uploads at once cannot make six — and only while the appointment is
 *   still to come (pending, its date today or later in Chennai).
 * - The Reports inbox: every report not filed (the desk's uploads too), newest first, with the
 *   values already entered from it that lie outside their reference range; filing it (its
 *   values entered) takes it out. Filing a filed report again is the same 200 and changes
 *   nothing (the first filing's time and name stay).
 */
import "server-only";
import { labFlag } from "../../content/lab-ranges";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import type { InboxReport, SentReport } from "../../shared/api/patient-reports";
import { isLabCode } from "../../shared/validation/consult";
import {
  MAX_PATIENT_REPORTS,
  PATIENT_REPORT_EXTENSIONS,
  PATIENT_REPORT_MESSAGES,
} from "../../shared/validation/patient-reports";
import { reportExtension, type ReportExtension } from "../../shared/validation/reports";
import { db, lockForTransaction } from "../db";
import { badRequest, conflict, notFound } from "../http";
import { contentMatches } from "../upload-content";
import type { ParsedUpload } from "../uploads";
import type { Appointment } from "./appointments";
import { LIVE } from "./live-patients";
import { saveReport, type Report } from "./reports";

/** Whether the appointment still takes reports: pending, and its evening today or later (Chennai). */
export const takesReports = (a: Pick<Appointment, "status" | "preferredDate">, at: Date = now()) =>
  a.status === "" && a.preferredDate >= todayIst(at);

const badFile = () =>
  badRequest(
    PATIENT_REPORT_MESSAGES.badFile,
    { file: PATIENT_REPORT_MESSAGES.badFile },
    { code: "report_file_invalid" },
  );
const tooMany = () =>
  conflict(PATIENT_REPORT_MESSAGES.tooMany, {}, { code: "too_many_reports", values: { max: MAX_PATIENT_REPORTS } });

const toSent = (r: Pick<Report, "id" | "originalName" | "createdAt">): SentReport => ({
  id: r.id,
  fileName: r.originalName,
  uploadedAt: r.createdAt.toISOString(),
});

/** What the link has sent, oldest first. */
export async function sentByLink(appointmentId: number): Promise<SentReport[]> {
  const rows = await db().report.findMany({
    where: { appointmentId, fromPatient: true },
    orderBy: { id: "asc" },
    select: { id: true, originalName: true, createdAt: true },
  });
  return rows.map(toSent);
}

/** The manage page's list: what was sent, how many more may go, and whether the appointment takes them. */
export async function linkReports(a: Appointment, at: Date = now()) {
  const reports = await sentByLink(a.id);
  return { reports, left: Math.max(0, MAX_PATIENT_REPORTS - reports.length), open: takesReports(a, at) };
}

/**
 * A file the patient sends by their appointment's link: checked, stored, its row written —
 * or refused (409 closed or full, 400 not a PDF/JPEG/PNG or not what its name says) with
 * nothing kept. The caller discards the temporary file.
 */
export async function receivePatientReport(a: Appointment, upload: ParsedUpload): Promise<Report> {
  if (!takesReports(a)) throw conflict(PATIENT_REPORT_MESSAGES.closed, {}, { code: "reports_closed" });
  const file = upload.file;
  if (!file) throw badRequest(PATIENT_REPORT_MESSAGES.noFile, { file: PATIENT_REPORT_MESSAGES.noFile });
  const ext = reportExtension(file.originalName);
  if (!ext || !(PATIENT_REPORT_EXTENSIONS as readonly ReportExtension[]).includes(ext)) throw badFile();
  if (!(await contentMatches(file.tempPath, ext))) throw badFile();
  // full already: refused before the file is stored (the transaction counts again)
  const sent = await db().report.count({ where: { appointmentId: a.id, fromPatient: true } });
  if (sent >= MAX_PATIENT_REPORTS) throw tooMany();
  return saveReport(
    {
      patientIdentifier: String(a.patientId),
      reportName: PATIENT_REPORT_MESSAGES.reportName(file.originalName).slice(0, 200),
      reportType: "Other",
      uploadDate: todayIst(now()),
      description: PATIENT_REPORT_MESSAGES.description,
    },
    file,
    ext,
    {
      data: { fromPatient: true, appointmentId: a.id },
      check: async (tx) => {
        await lockForTransaction(tx, `patient-reports:${a.id}`);
        const count = await tx.report.count({ where: { appointmentId: a.id, fromPatient: true } });
        if (count >= MAX_PATIENT_REPORTS) throw tooMany();
      },
    },
  );
}

/** Every report not filed, newest first, with the out-of-range values entered from each. */
export async function reportsInbox(): Promise<InboxReport[]> {
  const rows = await db().report.findMany({
    where: { filedAt: null, patient: LIVE },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { patient: { select: { name: true } } },
  });
  const labs = rows.length
    ? await db().labResult.findMany({
        where: { reportId: { in: rows.map((r) => r.id) } },
        orderBy: { id: "asc" },
        select: { reportId: true, code: true, value: true, unit: true },
      })
    : [];
  return rows.map((r) => ({
    id: r.id,
    patientId: r.patientId,
    name: r.patient.name,
    fileName: r.originalName,
    uploadedAt: r.createdAt.toISOString(),
    fromPatient: r.fromPatient,
    mimeType: r.mimeType,
    flags: labs
      .filter((l) => l.reportId === r.id)
      .flatMap((l) => {
        const flag = labFlag(l.code, l.value);
        return flag && isLabCode(l.code) ? [{ code: l.code, value: l.value, unit: l.unit, flag }] : [];
      }),
  }));
}

/**
 * Files a report: out of the inbox, with when and by whom. Again → the same 200, the first
 * filing kept (`changed` false: nothing to audit).
 */
export async function fileReport(
  id: number,
  actor: string,
  at: Date = now(),
): Promise<{ report: Report; changed: boolean }> {
  const { count } = await db().report.updateMany({
    where: { id, filedAt: null, patient: LIVE },
    data: { filedAt: at, filedBy: actor },
  });
  const report = await db().report.findFirst({ where: { id, patient: LIVE } });
  if (!report) throw notFound(PATIENT_REPORT_MESSAGES.notFound);
  return { report, changed: count > 0 };
}
