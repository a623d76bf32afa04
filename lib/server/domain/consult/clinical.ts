/**
 * The clinical summary at the top of every chart (FEATURES.md §10): allergies, problems,
 * current medicines and the cardiovascular risk the LDL target follows. One row per patient,
 * made on the first change; a patient without one has empty lists and the default risk.
 */
import "server-only";
import type { ClinicalSummary as StoredSummary } from "../../../generated/sqlite/client";
import type { ClinicalSummary } from "../../../shared/api/consult";
import { DEFAULT_RISK, RISKS, type ClinicalSummaryInput, type Risk } from "../../../shared/validation/consult";
import { PATIENT_MESSAGES } from "../../../shared/validation/patients";
import { db } from "../../db";
import { notFound } from "../../http";
import { authorNames } from "../authors";

/** One of the summary's lists as stored (a JSON array of text); anything else reads as empty. */
export const summaryList = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
};

export async function toClinicalSummary(row: StoredSummary | null): Promise<ClinicalSummary> {
  const risk = RISKS.find((r) => r === row?.risk);
  const updatedBy = row?.updatedBy != null ? (await authorNames([row.updatedBy]))(row.updatedBy) : null;
  return {
    allergies: row ? summaryList(row.allergies) : [],
    problems: row ? summaryList(row.problems) : [],
    currentMedicines: row ? summaryList(row.currentMedicines) : [],
    risk: risk ?? DEFAULT_RISK,
    riskSet: risk !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy,
  };
}

export async function clinicalSummary(patientId: number): Promise<ClinicalSummary> {
  return toClinicalSummary(await db().clinicalSummary.findUnique({ where: { patientId } }));
}

/** Sets the summary: allergies and problems always; current medicines and risk when given. */
export async function setClinicalSummary(
  patientId: number,
  input: ClinicalSummaryInput,
  adminId: number,
): Promise<ClinicalSummary> {
  const data = {
    allergies: JSON.stringify(input.allergies),
    problems: JSON.stringify(input.problems),
    ...(input.currentMedicines && { currentMedicines: JSON.stringify(input.currentMedicines) }),
    ...(input.risk && { risk: input.risk as Risk }),
    updatedBy: adminId,
  };
  try {
    const row = await db().clinicalSummary.upsert({
      where: { patientId },
      create: { patientId, ...data },
      update: data,
    });
    return toClinicalSummary(row);
  } catch (error) {
    if ((error as { code?: string } | null)?.code === "P2003") throw notFound(PATIENT_MESSAGES.notFound);
    throw error;
  }
}
