/**
 * Lab results (FEATURES.md §10): the fixed codes, each stored in its fixed unit and at its
 * precision (one decimal for HbA1c, two for creatinine, whole lipids…), entered by
 * hand or read from one of the patient's reports; and the flowsheet, every series oldest
 * first — the vitals of the patient's visits beside the labs.
 */
import "server-only";
import type { LabResult } from "../../../generated/sqlite/client";
import { labFlag } from "../../../content/lab-ranges";
import { VITAL_SERIES, type Flowsheet, type FlowPoint, type LabEntry } from "../../../shared/api/consult";
import { seriesLabel } from "../../../shared/consult-targets";
import { bmiOf, LAB_CODES, LAB_TESTS, type LabCode, type LabsInput } from "../../../shared/validation/consult";
import { PATIENT_MESSAGES } from "../../../shared/validation/patients";
import { now } from "../../../shared/clock";
import { db, transaction } from "../../db";
import { badRequest, notFound } from "../../http";
import { authorNames } from "../authors";
import { LIVE } from "../live-patients";

export async function toLabEntries(rows: LabResult[]): Promise<LabEntry[]> {
  const nameOf = await authorNames(rows.map((r) => r.authorId));
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    code: r.code as LabCode,
    value: r.value,
    unit: r.unit,
    author: nameOf(r.authorId),
    reportId: r.reportId,
  }));
}

/** Stores one date's results, all or none; the report named must be this patient's. */
export async function addLabs(patientId: number, input: LabsInput, authorId: number): Promise<LabResult[]> {
  return transaction(async (tx) => {
    const patient = await tx.patient.findFirst({ where: { id: patientId, ...LIVE }, select: { id: true } });
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    if (input.reportId) {
      const report = await tx.report.findUnique({ where: { id: input.reportId }, select: { patientId: true } });
      if (report?.patientId !== patientId) throw badRequest("That report is not this patient's.");
    }
    const at = now();
    const rows: LabResult[] = [];
    for (const { code, value } of input.results) {
      const lab = LAB_TESTS[code as LabCode];
      rows.push(
        await tx.labResult.create({
          data: {
            patientId,
            date: input.date,
            code,
            // at the unit's precision: 7.199999999999999 is 7.2
            value: Number(value.toFixed(lab.decimals)),
            unit: lab.unit,
            reportId: input.reportId ?? null,
            authorId,
            createdAt: at,
          },
        }),
      );
    }
    return rows;
  });
}

type VitalRow = {
  date: string;
  systolic: number | null;
  diastolic: number | null;
  pulse: number | null;
  spo2: number | null;
  weightKg: number | null;
  heightCm: number | null;
};

/**
 * Every series, oldest first (a code with nothing recorded is an empty list). `visits` and
 * `labs` may be given when already read (the chart), in any order.
 */
export async function flowsheet(
  patientId: number,
  read?: { visits: VitalRow[]; labs: Pick<LabResult, "date" | "code" | "value" | "unit" | "id" | "reportId">[] },
): Promise<Flowsheet> {
  const visits =
    read?.visits ??
    (await db().visit.findMany({
      where: { patientId },
      select: { date: true, systolic: true, diastolic: true, pulse: true, spo2: true, weightKg: true, heightCm: true },
    }));
  const labs = read?.labs ?? (await db().labResult.findMany({ where: { patientId } }));
  const series: Flowsheet = Object.fromEntries([...VITAL_SERIES, ...LAB_CODES].map((code) => [code, []]));
  const byDate = [...visits].sort((a, b) => a.date.localeCompare(b.date));
  const point = (code: (typeof VITAL_SERIES)[number], date: string, value: number | null) => {
    if (value !== null) series[code]!.push({ date, value, unit: seriesLabel(code).unit });
  };
  for (const v of byDate) {
    point("systolic", v.date, v.systolic);
    point("diastolic", v.date, v.diastolic);
    point("pulse", v.date, v.pulse);
    point("spo2", v.date, v.spo2);
    point("weight", v.date, v.weightKg);
    point("bmi", v.date, bmiOf(v.weightKg, v.heightCm));
  }
  const labsInOrder = [...labs].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  for (const l of labsInOrder) {
    const list = series[l.code as LabCode];
    // its report, and its flag against the reference range, worked out now (FEATURES.md §14)
    if (list)
      list.push({
        date: l.date,
        value: l.value,
        unit: l.unit,
        reportId: l.reportId,
        flag: labFlag(l.code, l.value),
      } satisfies FlowPoint);
  }
  return series;
}
