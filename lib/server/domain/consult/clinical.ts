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
import { jsonList } from "../records";
import { db, type Tx } from "../../db";
import { notFound } from "../../http";
import { authorNames } from "../authors";

/** One of the summary's lists as stored (a JSON array of text); anything else reads as empty. */
export const summaryList = (json: string): string[] =>
  jsonList<unknown>(json).filter((x): x is string => typeof x === "string");

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

/** A risk's place, highest first (RISKS' order); one not set comes after every set one. */
const riskRank = (risk: string | null) => {
  const at = RISKS.indexOf(risk as Risk);
  return at < 0 ? RISKS.length : at;
};

/** The items of two lists, each once (the same words in another case or spacing count once), the first list's first. */
function union(first: string, second: string): string {
  const seen = new Set<string>();
  const items = [...summaryList(first), ...summaryList(second)].filter((item) => {
    const key = item.trim().replace(/\s+/g, " ").toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return JSON.stringify(items);
}

/**
 * Two records of one person merged (patient-merge.ts): the kept record's summary takes the
 * other's allergies, problems and current medicines it lacks, and the higher risk of the two
 * (a risk the doctor set over none); without a summary of its own it takes a copy of the other's.
 * The merged record keeps its own row (hidden with it, for an undo; deleted with it).
 */
export async function mergeClinicalSummaries(tx: Tx, keepId: number, mergeId: number): Promise<void> {
  const [keep, merge] = await Promise.all([
    tx.clinicalSummary.findUnique({ where: { patientId: keepId } }),
    tx.clinicalSummary.findUnique({ where: { patientId: mergeId } }),
  ]);
  if (!merge) return;
  if (!keep) {
    const { allergies, problems, currentMedicines, risk, updatedBy } = merge;
    await tx.clinicalSummary.create({
      data: { patientId: keepId, allergies, problems, currentMedicines, risk, updatedBy },
    });
    return;
  }
  await tx.clinicalSummary.update({
    where: { patientId: keepId },
    data: {
      allergies: union(keep.allergies, merge.allergies),
      problems: union(keep.problems, merge.problems),
      currentMedicines: union(keep.currentMedicines, merge.currentMedicines),
      risk: riskRank(merge.risk) < riskRank(keep.risk) ? merge.risk : keep.risk,
    },
  });
}
