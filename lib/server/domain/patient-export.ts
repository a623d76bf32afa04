/**
 * A patient's data, for the patient who asks for it (FEATURES.md §7, DPDP Act s.11): one ZIP
 * with everything held about them and nothing about anyone else —
 *
 *   patient.json   their row, appointments, forms received, notes, report metadata, their
 *                  visits (vitals, what the doctor wrote, addenda), lab results and clinical
 *                  summary, their prescriptions (every version, drafts too), their bills and
 *                  payments, consent, the messages about their appointments (not what they
 *                  said) and their rights requests (patient-export/data.ts)
 *   summary.html   the same, readable on a phone, self-contained, every value escaped
 *                  (patient-export/summary.ts)
 *   reports/<id>-<name>   each report's file, under a name safe on any file system
 *   prescriptions/<number>-<lang>.pdf   each finalised prescription as the clinic prints it
 *                  (A4, in the patient's language); a draft was never given to them, so it is
 *                  in the data but not a PDF
 *   letters/<number>-<lang>.pdf   each letter and certificate as printed (FEATURES.md §14)
 *
 * Every row is read by this patient's id (or their appointments' ids); the files are read
 * from storage by the stored names their own report rows hold. The export is recorded in the
 * rights log as a fulfilled `access` request, before the archive is written, so the archive
 * shows it too.
 */
import "server-only";
import path from "node:path";
import { Readable } from "node:stream";
import JSZip from "jszip";
import type { Prescription, Report } from "../../generated/sqlite/client";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import { db, transaction } from "../db";
import { notFound } from "../http";
import { log } from "../logger";
import { openStored } from "../storage";
import { consentOf } from "./consent";
import { toClinicalSummary } from "./consult/clinical";
import { toLabEntries } from "./consult/labs";
import { toVisitRecords } from "./consult/visits";
import { prescriptionPdf } from "./prescriptions/pdf-store";
import { documentPdf } from "./documents/pdf";
import { toPrescriptionRecords } from "./prescriptions/prescriptions";
import { languageOf } from "./patients";
import { patientRightsRequests, recordFulfilled } from "./rights-requests";
import { patientAccessLog } from "./patient-access";
import { exportJson, type Clinical } from "./patient-export/data";
import { summaryHtml } from "./patient-export/summary";

export type PatientExport = {
  fileName: string;
  stream: Readable;
  /** report files in the archive, and reports whose file was missing from storage */
  files: number;
  missingFiles: number;
  /** finalised prescriptions' PDFs in the archive, and those that could not be made */
  pdfs: number;
  missingPdfs: number;
};

/** A finalised prescription's PDF inside the archive: `prescriptions/RX-2026-000123-ta.pdf`. */
export const prescriptionEntryName = (number: string, lang: string) => `prescriptions/${number}-${lang}.pdf`;

/**
 * A report's file name inside the archive: `reports/<reportId>-<name>`, the name being the
 * one it was uploaded with, reduced to letters (any script), digits, dot, dash and
 * underscore — no path, no leading dot — and ending in the stored file's own extension.
 */
export function reportEntryName(report: Pick<Report, "id" | "originalName" | "storedName">): string {
  const ext = path.extname(report.storedName).toLowerCase();
  const given = path.basename(report.originalName.replace(/\\/g, "/")).normalize("NFC");
  const stem = given.toLowerCase().endsWith(ext) ? given.slice(0, given.length - ext.length) : given;
  const safe =
    stem
      .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, "_")
      .replace(/\.{2,}/g, ".")
      .replace(/^[._-]+|[._-]+$/g, "")
      .slice(0, 80) || "report";
  return `reports/${report.id}-${safe}${ext}`;
}

/** A stored file read only when the zip writer reaches it (a patient's reports are not all opened at once). */
function lazyStored(storedName: string): Readable {
  let source: Readable | null = null;
  return new Readable({
    read() {
      if (source) return void source.resume();
      openStored(storedName).then(
        (file) => {
          if (!file) return this.destroy(new Error("report file missing"));
          source = file.stream;
          source.on("data", (chunk) => {
            if (!this.push(chunk)) source!.pause();
          });
          source.on("end", () => this.push(null));
          source.on("error", (error) => this.destroy(error));
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}

/** Whether a stored file is there now (opened and closed again). */
async function isStored(storedName: string): Promise<boolean> {
  const file = await openStored(storedName);
  file?.stream.destroy();
  return !!file;
}

/**
 * The patient's export as a ZIP stream, recorded in the rights log as a fulfilled access
 * request by `actor`; 404 for an unknown patient. A report whose file is missing from storage
 * is listed without it (and logged).
 */
export async function exportPatient(patientId: number, actor: string): Promise<PatientExport> {
  const p = await db().patient.findUnique({
    where: { id: patientId },
    include: {
      appointments: { orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }, { id: "desc" }] },
      contacts: { orderBy: { id: "asc" } },
      notes: { orderBy: [{ consultationDate: "desc" }, { id: "desc" }] },
      reports: { orderBy: { id: "asc" } },
      // newest first, as the chart shows them
      visits: { orderBy: [{ date: "desc" }, { id: "desc" }], include: { addenda: { orderBy: { id: "asc" } } } },
      labs: { orderBy: [{ date: "desc" }, { id: "desc" }] },
      clinical: true,
      // the newest visit's first, its latest version first
      prescriptions: { orderBy: [{ visitId: "desc" }, { version: "desc" }] },
      bills: { orderBy: { id: "desc" }, include: { payments: true, refunds: true } },
      recalls: { orderBy: { dueDate: "desc" } },
      documents: { orderBy: { id: "desc" } },
      // the waiting list (FEATURES.md §14): the entries linked to them, with their offers
      waitlist: { orderBy: { id: "asc" }, include: { offers: { orderBy: { id: "asc" } } } },
    },
  });
  if (!p) throw notFound(PATIENT_MESSAGES.notFound);
  const appointmentIds = p.appointments.map((a) => a.id);
  const messages = appointmentIds.length
    ? await db().message.findMany({
        where: { appointmentId: { in: appointmentIds } },
        orderBy: [{ sendAt: "asc" }, { id: "asc" }],
      })
    : [];
  const files = new Map<number, string | null>();
  for (const r of p.reports) {
    const there = await isStored(r.storedName);
    if (!there) log.error("report file missing from an export", { reportId: r.id, storedName: r.storedName });
    files.set(r.id, there ? reportEntryName(r) : null);
  }

  const pdfs = await prescriptionPdfs(p.prescriptions, languageOf(p));
  const clinical: Clinical = {
    visits: await toVisitRecords(p.visits),
    labs: await toLabEntries(p.labs),
    clinical: await toClinicalSummary(p.clinical),
    prescriptions: await toPrescriptionRecords(p.prescriptions),
    pdfs: new Map([...pdfs].map(([id, pdf]) => [id, pdf?.entry ?? null])),
  };

  await transaction((tx) => recordFulfilled(tx, { patientId, kind: "access", actor }));
  const at = now();
  const data = exportJson(
    p,
    files,
    clinical,
    consentOf(p, p.appointments),
    messages,
    await patientRightsRequests(patientId),
    await patientAccessLog(patientId),
    at,
  );

  const zip = new JSZip();
  const date = { date: at };
  zip.file("patient.json", JSON.stringify(data, null, 2), { ...date, compression: "DEFLATE" });
  zip.file("summary.html", summaryHtml(data, p, files), { ...date, compression: "DEFLATE" });
  for (const r of p.reports) {
    const entry = files.get(r.id);
    // Reports (PDF, JPEG, PNG, DOCX) are compressed already: stored as they are.
    if (entry) zip.file(entry, lazyStored(r.storedName), { ...date, binary: true, compression: "STORE" });
  }
  // Chromium's PDFs compress their own streams: stored as they are, like the reports
  for (const pdf of pdfs.values())
    if (pdf) zip.file(pdf.entry, pdf.bytes, { ...date, binary: true, compression: "STORE" });
  // each letter and certificate as the clinic prints it (FEATURES.md §14)
  for (const d of p.documents) {
    const lang = languageOf(p);
    zip.file(`letters/${d.number}-${lang}.pdf`, await documentPdf(d, { lang, size: "a4" }), {
      ...date,
      binary: true,
      compression: "STORE",
    });
  }
  const stream = zip.generateNodeStream({ type: "nodebuffer", streamFiles: true }) as unknown as Readable;
  const stored = [...files.values()].filter(Boolean).length;
  return {
    fileName: `patient-${patientId}-${todayIst(at)}.zip`,
    stream,
    files: stored,
    missingFiles: p.reports.length - stored,
    pdfs: [...pdfs.values()].filter(Boolean).length,
    missingPdfs: [...pdfs.values()].filter((pdf) => !pdf).length,
  };
}

/**
 * Each finalised prescription as the clinic prints it (A4, in the patient's language), by
 * id, one after another (the renderer prints one at a time anyway). One that cannot be made
 * (Chromium missing, say) is logged and left out: the export still holds what it says.
 */
async function prescriptionPdfs(
  rows: Prescription[],
  lang: "en" | "ta",
): Promise<Map<number, { entry: string; bytes: Buffer } | null>> {
  const pdfs = new Map<number, { entry: string; bytes: Buffer } | null>();
  for (const rx of rows) {
    if (rx.status !== "final" || !rx.number) continue;
    try {
      const bytes = await prescriptionPdf(rx, { lang, size: "a4" });
      pdfs.set(rx.id, { entry: prescriptionEntryName(rx.number, lang), bytes });
    } catch (error) {
      log.error("prescription PDF not made for an export", {
        prescriptionId: rx.id,
        error: error instanceof Error ? error.message : String(error),
      });
      pdfs.set(rx.id, null);
    }
  }
  return pdfs;
}

/** The patient an export would be of: 404 when there is none (the export's HEAD). */
export async function requireExportable(patientId: number): Promise<string> {
  const p = await db().patient.findUnique({ where: { id: patientId }, select: { id: true } });
  if (!p) throw notFound(PATIENT_MESSAGES.notFound);
  return `patient-${patientId}-${todayIst(now())}.zip`;
}
