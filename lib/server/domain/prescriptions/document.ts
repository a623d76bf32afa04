/**
 * What a prescription prints (FEATURES.md §11): the letterhead from configuration (the
 * doctor's registration number and council, IMC Regulations 2002 1.4.2), the patient, the
 * visit's date and diagnosis, the allergies recorded now, the medicines, investigations,
 * advice and follow-up — gathered for the PDF (./pdf.ts).
 */
import "server-only";
import type { Prescription } from "../../../generated/sqlite/client";
import type { PrescriptionDocument } from "../../../shared/api/prescriptions";
import { letterhead } from "../../pdf/letterhead";
import { db } from "../../db";
import { jsonList } from "../records";

export async function prescriptionDocument(
  p: Prescription,
  { lang, size }: Pick<PrescriptionDocument, "lang" | "size">,
): Promise<PrescriptionDocument> {
  const [visit, patient, summary, replaced] = await Promise.all([
    db().visit.findUniqueOrThrow({ where: { id: p.visitId }, select: { date: true, diagnosis: true } }),
    db().patient.findUniqueOrThrow({
      where: { id: p.patientId },
      select: { id: true, name: true, age: true, sex: true },
    }),
    db().clinicalSummary.findUnique({ where: { patientId: p.patientId }, select: { allergies: true } }),
    p.replacesId ? db().prescription.findUnique({ where: { id: p.replacesId }, select: { number: true } }) : null,
  ]);
  return {
    lang,
    size,
    draft: p.status !== "final",
    ...letterhead(lang),
    patient,
    date: visit.date,
    number: p.number,
    version: p.version,
    replacesNumber: replaced?.number ?? null,
    allergies: summary ? jsonList<string>(summary.allergies) : [],
    diagnosis: visit.diagnosis,
    items: jsonList(p.items),
    investigations: jsonList(p.investigations),
    advice: jsonList(p.advice),
    followUp: p.followUpDate ? { date: p.followUpDate, time: p.followUpTime } : null,
  };
}

/** The PDF's file name: the number (or "draft"), the patient id, the language. */
export const prescriptionFileName = (p: Prescription, lang: string) =>
  `prescription-${p.number ?? `draft-${p.id}`}-${lang}.pdf`;
