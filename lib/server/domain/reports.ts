/**
 * Patient reports (SPEC §3 Report): uploaded files with their metadata, read back with the
 * spec's capitalised field names (DESIGN §3).
 *
 * Order of work, so that no row ever points at a missing file and a failure leaves nothing
 * behind: the upload is received into a temporary file (lib/server/uploads), checked
 * (lib/server/upload-content), saved into storage under a server-generated name with its
 * SHA-256 (lib/server/storage), and only then is the row written, in one short transaction
 * with no file work inside. If the row cannot be written, the stored file is removed.
 * Deleting removes the row first, then the file.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { now } from "../../shared/clock";
import { uniqueTimestamp } from "./records";
import { db, transaction, type Tx } from "../db";
import type { Report } from "../../generated/sqlite/client";
import { badRequest, notFound, parse } from "../http";
import { log } from "../logger";
import { recordPatientView } from "./patient-access";
import { findPatientByKey } from "./patients";
import { openStored, removeStored, saveStream } from "../storage";
import { checkContent } from "../upload-content";
import type { ParsedUpload, UploadedFile } from "../uploads";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import {
  REPORT_FILE_TYPES,
  REPORT_MESSAGES,
  reportExtension,
  reportFieldsSchema,
  type ReportExtension,
  type ReportFields,
} from "../../shared/validation/reports";
import type { ReportRecord } from "../../shared/api/patients";

export type { Report };

export function toReportRecord(r: Report): ReportRecord {
  return {
    id: r.id,
    Timestamp: r.timestamp,
    ReportName: r.reportName,
    ReportType: r.reportType,
    UploadDate: r.uploadDate,
    FileSize: r.fileSize,
    Description: r.description ?? "",
    PatientID: r.patientId,
    FileName: r.originalName,
    MimeType: r.mimeType,
    CreatedAt: r.createdAt.toISOString(),
  };
}

/** Validates a received upload (fields, file, extension, content) and stores it as a report. */
export async function createReportFromUpload(upload: ParsedUpload): Promise<Report> {
  const fields = parse(reportFieldsSchema, upload.fields);
  if (!upload.file) throw badRequest(REPORT_MESSAGES.required, { reportFile: REPORT_MESSAGES.required });
  const ext = reportExtension(upload.file.originalName);
  if (!ext) throw badRequest(REPORT_MESSAGES.badExtension, { reportFile: REPORT_MESSAGES.badExtension });
  await checkContent(upload.file.tempPath, ext);
  return saveReport(fields, upload.file, ext);
}

/**
 * What a caller adds to the row (a patient's upload: `fromPatient`, its appointment), and a
 * check run inside the row's transaction before it is written (a patient's five-per-appointment
 * limit): a refusal there removes the stored file like any other failure.
 */
export type SaveReportOptions = {
  data?: { fromPatient?: boolean; appointmentId?: number | null };
  check?: (tx: Tx) => Promise<void>;
};

/** Stores a checked file for the patient the fields name, then writes its row. */
export async function saveReport(
  fields: ReportFields,
  file: UploadedFile,
  ext: ReportExtension,
  options: SaveReportOptions = {},
): Promise<Report> {
  const patient = await findPatientByKey(fields.patientIdentifier);
  const stored = await saveStream(fs.createReadStream(file.tempPath), ext);
  const at = now();
  try {
    return await transaction(async (tx) => {
      const owner = await tx.patient.findUnique({ where: { id: patient.id }, select: { id: true } });
      if (!owner) throw notFound(PATIENT_MESSAGES.notFound);
      await options.check?.(tx);
      return tx.report.create({
        data: {
          timestamp: uniqueTimestamp(at),
          patientId: patient.id,
          reportName: fields.reportName,
          reportType: fields.reportType,
          uploadDate: fields.uploadDate,
          description: fields.description,
          originalName: path.basename(file.originalName).slice(0, 255),
          storedName: stored.storedName,
          mimeType: REPORT_FILE_TYPES[ext],
          fileSize: stored.size,
          sha256: stored.sha256,
          createdAt: at,
          ...options.data,
        },
      });
    });
  } catch (error) {
    await removeStored([stored.storedName]);
    if ((error as { code?: string } | null)?.code === "P2003") throw notFound(PATIENT_MESSAGES.notFound);
    throw error;
  }
}

/** The report an id or timestamp names, or 404. */
export async function findReport(key: { id: number } | { timestamp: string }): Promise<Report> {
  const report = await db().report.findUnique({ where: key as { id: number } });
  if (!report) throw notFound(REPORT_MESSAGES.notFound);
  return report;
}

/** The download name: the report's name with the file's extension (SPEC §7: saved under the report name). */
export function downloadFileName(report: Pick<Report, "reportName" | "storedName">): string {
  const ext = path.extname(report.storedName);
  // Characters no file system accepts in a name become spaces.
  const base =
    report.reportName
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "report";
  return base.toLowerCase().endsWith(ext) ? base : `${base}${ext}`;
}

/** Opens a report's file for download; 404 when the report or its file is missing. */
export async function openReport(key: { id: number } | { timestamp: string }) {
  const report = await findReport(key);
  const file = await openStored(report.storedName);
  if (!file) {
    log.error("report file missing", { reportId: report.id, storedName: report.storedName });
    throw notFound(REPORT_MESSAGES.fileMissing);
  }
  return { report, ...file, fileName: downloadFileName(report) };
}

/**
 * A report's file opened by a member of staff, to download or to read in place: audited with
 * the action given, and put in the patient's access log.
 */
export async function readReport(
  key: { id: number } | { timestamp: string },
  by: {
    admin: { username: string; ip: string };
    audit: (entry: { action: "report.download" | "report.view"; target: string; detail: string }) => Promise<void>;
  },
  action: "report.download" | "report.view",
) {
  const opened = await openReport(key);
  const { timestamp, patientId } = opened.report;
  await by.audit({ action, target: timestamp, detail: `patient ${patientId}` });
  await recordPatientView({ actor: by.admin.username, ip: by.admin.ip, patientId, what: "report", detail: timestamp });
  return opened;
}

/** Deletes a report: the row, then (after that has committed) its file. */
export async function deleteReport(key: { id: number } | { timestamp: string }): Promise<Report> {
  const report = await findReport(key);
  try {
    await db().report.delete({ where: { id: report.id } });
  } catch (error) {
    if ((error as { code?: string } | null)?.code === "P2025") throw notFound(REPORT_MESSAGES.notFound);
    throw error;
  }
  await removeStored([report.storedName]);
  return report;
}
