/**
 * The merge of two records of one person (issue 29) and its undo (issue 41 G2).
 *
 * Merge: everything of the merged record — appointments (and with them their messages),
 * notes, reports, visits (their addenda and appointment links with them), lab results,
 * prescriptions, bills, contacts, rights requests — moves to the kept one in one transaction;
 * the clinical summaries are combined (consult/clinical.ts); the kept record fills what it
 * lacks from the other, and takes the more recent WhatsApp choice (./patient-merge-fields.ts,
 * from the patient-field registry). The merged record is kept,
 * hidden (`mergedIntoId`: out of every list, search and match) for UNDO_DAYS, then deleted by
 * the daily purge. A `PatientMerge` row says exactly which rows moved and what the kept record
 * was before. Audited (`patient.merge`, target the kept record, detail the merged id and
 * counts), shown on the kept record's profile, and the merged record's access log follows
 * (patient-access.ts reads both).
 *
 * Undo, within UNDO_DAYS: the rows that moved go back (rows made after the merge stay with the
 * kept record, as they were made for it); each field of the kept record the merge filled goes
 * back to what it was only if it still holds what the merge put there (a change since is the
 * desk's and wins); likewise its clinical summary, only if nobody edited it since the merge.
 */
import "server-only";
import type { Patient } from "../../generated/sqlite/client";
import type { MergeCounts, PatientMerge, PatientMergePreviewAnswer } from "../../shared/api/patients";
import { now } from "../../shared/clock";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import { db, transaction, type Tx } from "../db";
import { badRequest, conflict, notFound } from "../http";
import { mergeClinicalSummaries } from "./consult/clinical";
import { areDuplicates } from "./patient-duplicates";
import { LIVE } from "./live-patients";
import { filledFrom } from "./patient-merge-fields";

/** How long a merge can be undone; the merged record is deleted for good after it. */
export const UNDO_DAYS = 30;
const UNDO_MS = UNDO_DAYS * 24 * 3600_000;

/** The tables whose rows move with a merge (a model's delegate name each). */
const MOVED = [
  "appointment",
  "note",
  "report",
  "visit",
  "labResult",
  // a prescription names its patient as well as its visit
  "prescription",
  // bills keep the name they were made out to (their receipts said it)
  "bill",
  "contact",
  "rightsRequest",
  // a follow-up names its patient as well as its visit (FEATURES.md §14)
  "recall",
  // a letter names its patient as well as its visit (FEATURES.md §14)
  "clinicalDocument",
  // a waiting-list entry linked to them (FEATURES.md §14)
  "waitlistEntry",
] as const;
type MovedTable = (typeof MOVED)[number];
type MovedIds = Record<MovedTable, number[]>;

/** The kept record's fields a merge changed: before and after, and its clinical summary before (null: none). */
type KeptBefore = {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  summary: { allergies: string; problems: string; currentMedicines: string; risk: string | null } | null;
  /** the summary's updatedAt right after the merge: an undo restores it only if still so */
  summaryAt: string | null;
};

/** The merged record's e-mail key is freed for the kept record: kept here to give back. */
type Moved = MovedIds & { emailKey: string | null };

const moveCounts = (ids: MovedIds): MergeCounts => ({
  appointments: ids.appointment.length,
  notes: ids.note.length,
  reports: ids.report.length,
  visits: ids.visit.length,
  labs: ids.labResult.length,
  prescriptions: ids.prescription.length,
  bills: ids.bill.length,
});

/** A live patient, or 404 (a hidden merged record is not found). */
async function livePatient(reader: Tx, id: number) {
  const patient = await reader.patient.findFirst({ where: { id, ...LIVE } });
  if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
  return patient;
}

/**
 * What merging `mergeId` into `keepId` would move (the confirmation lists it): counted as the
 * merge counts them. 400 for one record twice, 404 for either unknown.
 */
export async function mergePreview(keepId: number, mergeId: number): Promise<PatientMergePreviewAnswer> {
  if (keepId === mergeId) throw badRequest(PATIENT_MESSAGES.mergeSame);
  const where = { patientId: mergeId };
  const [keep, merge, appointments, notes, reports, visits, labs, prescriptions, bills] = await Promise.all([
    db().patient.findFirst({ where: { id: keepId, ...LIVE }, select: { id: true, name: true } }),
    db().patient.findFirst({ where: { id: mergeId, ...LIVE }, select: { id: true, name: true } }),
    db().appointment.count({ where }),
    db().note.count({ where }),
    db().report.count({ where }),
    db().visit.count({ where }),
    db().labResult.count({ where }),
    db().prescription.count({ where }),
    db().bill.count({ where }),
  ]);
  if (!keep || !merge) throw notFound(PATIENT_MESSAGES.notFound);
  return {
    keep: { patientId: keep.id, name: keep.name },
    merge: { patientId: merge.id, name: merge.name },
    moves: { appointments, notes, reports, visits, labs, prescriptions, bills },
  };
}

/** Moves the rows with these ids (per table) from one patient to another; answers the ids that moved. */
async function moveRows(tx: Tx, ids: Partial<MovedIds> | null, from: number, to: number): Promise<MovedIds> {
  const moved = {} as MovedIds;
  for (const table of MOVED) {
    // by id when known (an undo: only what the merge moved), else everything of `from`
    const where = ids ? { id: { in: ids[table] ?? [] }, patientId: from } : { patientId: from };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one call over nine delegates of one shape
    const delegate = tx[table] as any;
    const rows: { id: number }[] = await delegate.findMany({ where, select: { id: true } });
    moved[table] = rows.map((r) => r.id);
    if (rows.length) await delegate.updateMany({ where: { id: { in: moved[table] } }, data: { patientId: to } });
  }
  return moved;
}

/**
 * Merges `mergeId` into `keepId` (see the module comment) by `by`. 400 for one record twice,
 * 404 for either unknown or hidden, 409 `not_duplicates` for records that do not match unless
 * the owner gives a reason. Answers the kept record as it is now, what moved and the merge's id.
 */
export async function mergePatients(
  keepId: number,
  mergeId: number,
  override: { reason?: string; byOwner: boolean } = { byOwner: false },
  by = "unknown",
): Promise<{ patient: Patient; moved: MergeCounts; mergeRowId: number }> {
  if (keepId === mergeId) throw badRequest(PATIENT_MESSAGES.mergeSame);
  return transaction(async (tx) => {
    const [keep, merge] = await Promise.all([livePatient(tx, keepId), livePatient(tx, mergeId)]);
    // only records that match as the desk's dialogs match them, unless the owner says why (issue 41 G2)
    if (!areDuplicates(keep, merge) && !(override.byOwner && override.reason))
      throw conflict(PATIENT_MESSAGES.notDuplicates, {}, { code: "not_duplicates" });
    const ids = await moveRows(tx, null, mergeId, keepId);
    const summaryBefore = await tx.clinicalSummary.findUnique({ where: { patientId: keepId } });
    await mergeClinicalSummaries(tx, keepId, mergeId);
    const summaryAfter = await tx.clinicalSummary.findUnique({ where: { patientId: keepId } });
    const at = now();
    // hidden, and its e-mail key (unique) freed: the kept record or a new patient may take it
    await tx.patient.update({ where: { id: mergeId }, data: { mergedIntoId: keepId, mergedAt: at, emailKey: null } });
    const data = filledFrom(keep, merge);
    const patient = await tx.patient.update({ where: { id: keepId }, data });
    const keptBefore: KeptBefore = {
      before: Object.fromEntries(Object.keys(data).map((key) => [key, keep[key as keyof Patient]])),
      after: data,
      summary: summaryBefore && {
        allergies: summaryBefore.allergies,
        problems: summaryBefore.problems,
        currentMedicines: summaryBefore.currentMedicines,
        risk: summaryBefore.risk,
      },
      summaryAt: summaryAfter?.updatedAt.toISOString() ?? null,
    };
    const row = await tx.patientMerge.create({
      data: {
        keepId,
        mergedId: mergeId,
        at,
        by,
        moved: JSON.stringify({ ...ids, emailKey: merge.emailKey } satisfies Moved),
        keptBefore: JSON.stringify(keptBefore),
      },
    });
    return { patient, moved: moveCounts(ids), mergeRowId: row.id };
  });
}

/** A stored value as JSON compares it (a Date as its ISO string). */
const asJson = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : value);

/**
 * Undoes merge `id` by `by` (see the module comment): 404 unknown, 409 `merge_undone` when
 * already undone, 409 `merge_undo_expired` after UNDO_DAYS. Answers the two records and what went back.
 */
export async function undoMerge(
  id: number,
  by: string,
): Promise<{ keepId: number; mergedId: number; movedBack: MergeCounts }> {
  return transaction(async (tx) => {
    const row = await tx.patientMerge.findUnique({ where: { id } });
    if (!row) throw notFound(PATIENT_MESSAGES.mergeNotFound);
    if (row.undoneAt) throw conflict(PATIENT_MESSAGES.mergeAlreadyUndone, {}, { code: "merge_undone" });
    const merged = await tx.patient.findUnique({ where: { id: row.mergedId } });
    if (now().getTime() - row.at.getTime() > UNDO_MS || !merged)
      throw conflict(PATIENT_MESSAGES.mergeUndoExpired, {}, { code: "merge_undo_expired" });
    // the claim: of two undos at once, one changes the row and the other finds it done
    const claimed = await tx.patientMerge.updateMany({
      where: { id, undoneAt: null },
      data: { undoneAt: now(), undoneBy: by },
    });
    if (!claimed.count) throw conflict(PATIENT_MESSAGES.mergeAlreadyUndone, {}, { code: "merge_undone" });
    const moved = JSON.parse(row.moved) as Moved;
    const kept = JSON.parse(row.keptBefore) as KeptBefore;
    const ids = await moveRows(tx, moved, row.keepId, row.mergedId);
    const keep = await tx.patient.findUnique({ where: { id: row.keepId } });
    if (keep) {
      const restore = Object.fromEntries(
        Object.entries(kept.before).filter(([key]) => asJson(keep[key as keyof Patient]) === asJson(kept.after[key])),
      );
      for (const key of ["whatsappConsentAt", "smsConsentAt"] as const)
        if (typeof restore[key] === "string") restore[key] = new Date(restore[key]);
      if (Object.keys(restore).length) await tx.patient.update({ where: { id: row.keepId }, data: restore });
      await restoreSummary(tx, row.keepId, kept);
    }
    // the e-mail key back, unless another record took it since
    const emailKey =
      moved.emailKey && !(await tx.patient.findUnique({ where: { emailKey: moved.emailKey }, select: { id: true } }))
        ? moved.emailKey
        : null;
    await tx.patient.update({ where: { id: row.mergedId }, data: { mergedIntoId: null, mergedAt: null, emailKey } });
    return { keepId: row.keepId, mergedId: row.mergedId, movedBack: moveCounts(ids) };
  });
}

/** The kept record's clinical summary as before the merge, if nobody changed it since. */
async function restoreSummary(tx: Tx, keepId: number, kept: KeptBefore) {
  const current = await tx.clinicalSummary.findUnique({ where: { patientId: keepId } });
  if (!current || current.updatedAt.toISOString() !== kept.summaryAt) return;
  if (kept.summary) await tx.clinicalSummary.update({ where: { patientId: keepId }, data: kept.summary });
  else await tx.clinicalSummary.delete({ where: { patientId: keepId } });
}

/**
 * Deletes for good the records merged more than UNDO_DAYS ago (their merge can no longer be
 * undone; only their own clinical summary goes with them — everything else moved). Daily.
 */
export async function purgeExpiredMerges(at: Date = now()): Promise<number> {
  const { count } = await db().patient.deleteMany({
    where: { mergedIntoId: { not: null }, mergedAt: { lt: new Date(at.getTime() - UNDO_MS) } },
  });
  return count;
}

/**
 * The merge audit line's detail: "patient 12: 3 appointments, 1 note, 0 reports, 2 visits,
 * 4 lab results, 3 prescriptions, 1 bill" (the record's id first: mergedIds reads it).
 */
export const mergeDetail = (mergeId: number, moved: MergeCounts) =>
  `patient ${mergeId}: ${count(moved.appointments, "appointment")}, ${count(moved.notes, "note")}, ` +
  `${count(moved.reports, "report")}, ${count(moved.visits, "visit")}, ${count(moved.labs, "lab result")}, ` +
  `${count(moved.prescriptions, "prescription")}, ${count(moved.bills, "bill")}`;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The records merged into a patient, oldest first, from the audit log (FEATURES: shown on the
 * profile); the latest merge of each record still undoable carries its undo.
 */
export async function mergesInto(patientId: number): Promise<PatientMerge[]> {
  const [rows, open] = await Promise.all([
    db().auditLog.findMany({
      where: { action: "patient.merge", target: String(patientId) },
      orderBy: { id: "asc" },
      select: { at: true, actor: true, detail: true },
    }),
    db().patientMerge.findMany({
      where: { keepId: patientId, undoneAt: null, at: { gte: new Date(now().getTime() - UNDO_MS) } },
      select: { id: true, mergedId: true, at: true },
    }),
  ]);
  const merges = rows.map((r) => ({
    at: r.at.toISOString(),
    by: r.actor ?? "unknown",
    detail: r.detail ?? "",
    undo: null as PatientMerge["undo"],
  }));
  for (const m of open) {
    const line = merges.findLast((r) => mergedIdOf(r.detail) === m.mergedId);
    if (line) line.undo = { mergeId: m.id, until: new Date(m.at.getTime() + UNDO_MS).toISOString() };
  }
  return merges;
}

const mergedIdOf = (detail: string) => Number(/^patient (\d+)/.exec(detail)?.[1]);

/** The ids of the records merged into a patient (their access log is the patient's now). */
export async function mergedIds(patientId: number): Promise<number[]> {
  return (await mergesInto(patientId)).map((m) => mergedIdOf(m.detail)).filter((id) => Number.isInteger(id));
}
