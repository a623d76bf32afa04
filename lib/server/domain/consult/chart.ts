/**
 * The chart (FEATURES.md §10) in one read: who the patient is, the clinical summary, every
 * visit newest first, the flowsheet, the labs and the reports to read them from — and the
 * medicines of the last finalised prescription, for a summary that lists none. Every read
 * is by the patient's id on an index, so it stays fast however many patients there are
 * (`npm run bench:admin` measures it at 100,000).
 */
import "server-only";
import type { Chart } from "../../../shared/api/consult";
import type { PrescriptionItem } from "../../../shared/api/prescriptions";
import { medicineLine } from "../../../shared/validation/prescriptions";
import { PATIENT_MESSAGES } from "../../../shared/validation/patients";
import { db } from "../../db";
import { notFound } from "../../http";
import { jsonList } from "../records";
import { toReportRecord } from "../reports";
import { toClinicalSummary } from "./clinical";
import { flowsheet, toLabEntries } from "./labs";
import { toVisitRecords } from "./visits";
import { LIVE } from "../live-patients";

export async function getChart(patientId: number): Promise<Chart> {
  const [patient, clinical, visits, labs, reports, lastFinal] = await Promise.all([
    db().patient.findFirst({
      where: { id: patientId, ...LIVE },
      select: { id: true, name: true, age: true, sex: true, phone: true, email: true, language: true },
    }),
    db().clinicalSummary.findUnique({ where: { patientId } }),
    db().visit.findMany({
      where: { patientId },
      orderBy: [{ date: "desc" }, { id: "desc" }],
      include: { addenda: { orderBy: { id: "asc" } } },
    }),
    db().labResult.findMany({ where: { patientId }, orderBy: [{ date: "desc" }, { id: "desc" }] }),
    db().report.findMany({ where: { patientId }, orderBy: { id: "desc" } }),
    db().prescription.findFirst({
      where: { patientId, status: "final" },
      orderBy: [{ finalisedAt: "desc" }, { id: "desc" }],
      select: { number: true, items: true },
    }),
  ]);
  if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
  const [summary, visitRecords, labEntries, series] = await Promise.all([
    toClinicalSummary(clinical),
    toVisitRecords(visits),
    toLabEntries(labs),
    flowsheet(patientId, { visits, labs }),
  ]);
  return {
    patient,
    clinical: summary,
    lastPrescribed: lastFinal?.number
      ? {
          number: lastFinal.number,
          medicines: jsonList<PrescriptionItem>(lastFinal.items).map((item) => medicineLine(item)),
        }
      : null,
    visits: visitRecords,
    series,
    labs: labEntries,
    reports: reports.map(toReportRecord),
  };
}
