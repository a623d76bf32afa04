/**
 * What a prescription prints (FEATURES.md §11, §13). At finalising, the whole printed content
 * is built once from the records and stored, frozen, in `Prescription.document` (JSON, without
 * the words of a language: the PDF's labels are) with its SHA-256 in `documentHash`; every
 * later PDF of it — the staff print, the message attachment, the manage link, the patient's
 * export — is drawn from that stored content, whatever happens to the chart, the patient or
 * the configuration afterwards. A draft is drawn live from the records (watermarked DRAFT), and
 * so is a prescription finalised before documents were frozen (document null): there is no
 * other content of it to draw (docs/decisions/028-frozen-documents.md).
 */
import "server-only";
import crypto from "node:crypto";
import type { Prescription } from "../../../generated/sqlite/client";
import type { PrescriptionDocument, PrescriptionItem } from "../../../shared/api/prescriptions";
import { dayCount } from "../../../shared/clinic-time";
import { letterhead } from "../../pdf/letterhead";
import { db, type Tx } from "../../db";
import { jsonList } from "../records";
import { signatoryOfAccount, type Signatory } from "../signatory";

/** The stored content: everything printed, the doctor's name in both languages. */
type FrozenPrescription = Omit<PrescriptionDocument, "lang" | "size" | "draft" | "doctor" | "followUp"> & {
  doctor: Signatory;
  /** `booked`: an appointment was made at finalising; otherwise the clinic reminds the patient */
  followUp: { date: string; time: string | null; booked: boolean } | null;
};

type Reader = Pick<Tx, "visit" | "patient" | "clinicalSummary" | "prescription">;

/** What the records say now about the prescription's patient, visit and the version it replaces. */
async function liveContent(p: Prescription, tx: Reader) {
  const [visit, patient, summary, replaced] = await Promise.all([
    tx.visit.findUniqueOrThrow({ where: { id: p.visitId }, select: { date: true, diagnosis: true } }),
    tx.patient.findUniqueOrThrow({
      where: { id: p.patientId },
      select: { id: true, name: true, age: true, sex: true },
    }),
    tx.clinicalSummary.findUnique({ where: { patientId: p.patientId }, select: { allergies: true } }),
    p.replacesId ? tx.prescription.findUnique({ where: { id: p.replacesId }, select: { number: true } }) : null,
  ]);
  return {
    patient,
    date: visit.date,
    number: p.number,
    version: p.version,
    replacesNumber: replaced?.number ?? null,
    allergies: summary ? jsonList<string>(summary.allergies) : [],
    diagnosis: visit.diagnosis,
    items: jsonList<PrescriptionItem>(p.items),
    investigations: jsonList<string>(p.investigations),
    advice: jsonList<string>(p.advice),
  };
}

/**
 * The content to freeze for prescription `p` (already numbered) signed by `doctor`, and its
 * hash: built inside the finalising transaction, from what the records say at that moment.
 */
export async function frozenPrescription(
  p: Prescription,
  doctor: Signatory,
  tx: Reader,
): Promise<{ document: string; documentHash: string }> {
  const { clinic } = letterhead("en");
  const frozen: FrozenPrescription = {
    clinic,
    doctor,
    ...(await liveContent(p, tx)),
    followUp: p.followUpDate
      ? { date: p.followUpDate, time: p.followUpTime, booked: p.followUpAppointmentId !== null }
      : null,
  };
  const document = JSON.stringify(frozen);
  return { document, documentHash: documentHash(document) };
}

/** SHA-256 (hex) of exactly the stored string. */
export const documentHash = (document: string) => crypto.createHash("sha256").update(document, "utf8").digest("hex");

const REMIND = {
  en: (n: number, unit: "day" | "week" | "month") =>
    `Review in ${n} ${unit}${n === 1 ? "" : "s"} — the clinic will remind you`,
  ta: (n: number, unit: "day" | "week" | "month") =>
    `${n} ${{ day: n === 1 ? "நாளில்" : "நாட்களில்", week: n === 1 ? "வாரத்தில்" : "வாரங்களில்", month: n === 1 ? "மாதத்தில்" : "மாதங்களில்" }[unit]} மீண்டும் பரிசோதனை — மருத்துவமனை உங்களுக்கு நினைவூட்டும்`,
};

/**
 * An unbooked follow-up as printed: "Review in 3 months — the clinic will remind you", counted
 * from the visit's date (days under two weeks, weeks under eight, then months).
 */
export function reviewLine(visitDate: string, followUpDate: string, lang: "en" | "ta"): string {
  const days = Math.max(1, dayCount(visitDate, followUpDate));
  if (days < 14) return REMIND[lang](days, "day");
  if (days < 56) return REMIND[lang](Math.round(days / 7), "week");
  return REMIND[lang](Math.max(2, Math.round(days / 30.44)), "month");
}

/** The stored content drawn in `lang` and `size`. */
function drawFrozen(
  frozen: FrozenPrescription,
  { lang, size }: Pick<PrescriptionDocument, "lang" | "size">,
): PrescriptionDocument {
  const { doctor, followUp, ...rest } = frozen;
  return {
    lang,
    size,
    draft: false,
    ...rest,
    doctor: { ...doctor, name: doctor.name[lang] },
    followUp: followUp
      ? {
          date: followUp.date,
          time: followUp.booked ? followUp.time : null,
          review: followUp.booked ? null : reviewLine(frozen.date, followUp.date, lang),
        }
      : null,
  };
}

export async function prescriptionDocument(
  p: Prescription,
  options: Pick<PrescriptionDocument, "lang" | "size">,
): Promise<PrescriptionDocument> {
  if (p.document) return drawFrozen(JSON.parse(p.document) as FrozenPrescription, options);
  // a draft (signed by its author, as it will be), or a prescription finalised before
  // documents were frozen (the configured doctor, as it always printed): the records now
  const head = letterhead(options.lang);
  const author = p.status !== "final" && p.authorId !== null ? await signatoryOfAccount(p.authorId) : null;
  return {
    ...options,
    draft: p.status !== "final",
    ...head,
    doctor: author ? { ...author, name: author.name[options.lang] } : head.doctor,
    ...(await liveContent(p, db())),
    followUp: p.followUpDate ? { date: p.followUpDate, time: p.followUpTime } : null,
  };
}

/** The PDF's file name: the number (or "draft"), the patient id, the language. */
export const prescriptionFileName = (p: Prescription, lang: string) =>
  `prescription-${p.number ?? `draft-${p.id}`}-${lang}.pdf`;
