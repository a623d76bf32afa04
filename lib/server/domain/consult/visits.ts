/**
 * Visits (FEATURES.md §10): one consultation each, usually of an appointment — never two for
 * one appointment, however many times its chart is opened at once (the unique key decides;
 * the loser reads the winner's). Open while the doctor writes; finished, read-only: what the
 * doctor adds later is an addendum with its own author and time. Clinical data: its words are
 * never logged or audited (the audit names the visit and the fields that changed).
 */
import "server-only";
import type { Visit, VisitAddendum } from "../../../generated/sqlite/client";
import { todayIst } from "../../../shared/clinic-time";
import { now } from "../../../shared/clock";
import type { Addendum, VisitRecord } from "../../../shared/api/consult";
import {
  bmiOf,
  CONSULT_MESSAGES,
  VITAL_NAMES,
  type VisitCreate,
  type VisitUpdate,
} from "../../../shared/validation/consult";
import type { ReviewIn } from "../../../shared/validation/recalls";
import { PATIENT_MESSAGES } from "../../../shared/validation/patients";
import { db, transaction, type Tx } from "../../db";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../http";
import { authorNames } from "../authors";
import { latestByVisit } from "../prescriptions/prescriptions";
import { LIVE } from "../live-patients";
import { forgetReview, recordFollowUp, reviewDue, reviewReason } from "../recalls";

type StoredVisit = Visit & { addenda: VisitAddendum[] };

const WITH_ADDENDA = { addenda: { orderBy: { id: "asc" } } } as const;

/** Visits as answered, each author looked up once. */
export async function toVisitRecords(visits: StoredVisit[]): Promise<VisitRecord[]> {
  const nameOf = await authorNames(visits.flatMap((v) => [v.authorId, ...v.addenda.map((a) => a.authorId)]));
  const prescriptions = await latestByVisit(visits.map((v) => v.id));
  return visits.map((v) => ({
    id: v.id,
    patientId: v.patientId,
    appointmentId: v.appointmentId,
    date: v.date,
    status: v.status === "finished" ? "finished" : "open",
    author: nameOf(v.authorId),
    vitals: {
      systolic: v.systolic,
      diastolic: v.diastolic,
      pulse: v.pulse,
      spo2: v.spo2,
      weightKg: v.weightKg,
      heightCm: v.heightCm,
      temperatureC: v.temperatureC,
      bloodSugar: v.bloodSugar,
      bmi: bmiOf(v.weightKg, v.heightCm),
    },
    complaints: v.complaints,
    findings: v.findings,
    diagnosis: v.diagnosis,
    advice: v.advice,
    reviewIn:
      v.reviewInValue && (v.reviewInUnit === "weeks" || v.reviewInUnit === "months")
        ? { value: v.reviewInValue, unit: v.reviewInUnit }
        : null,
    prescription: prescriptions.get(v.id) ?? null,
    addenda: v.addenda.map(
      (a): Addendum => ({ id: a.id, text: a.text, author: nameOf(a.authorId), at: a.createdAt.toISOString() }),
    ),
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    finishedAt: v.finishedAt?.toISOString() ?? null,
  }));
}

export const toVisitRecord = async (visit: StoredVisit) => (await toVisitRecords([visit]))[0];

/**
 * Opens a visit for the patient — of `appointmentId` when given: that appointment's visit if
 * it has one (`created: false`). An appointment of a later day has no consultation yet (409).
 * The height of the last visit that has one comes with it.
 */
export async function openVisit(
  { patientId, appointmentId }: VisitCreate,
  authorId: number,
): Promise<{ visit: StoredVisit; created: boolean }> {
  const patient = await db().patient.findFirst({ where: { id: patientId, ...LIVE }, select: { id: true } });
  if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
  const today = todayIst(now());
  let date = today;
  if (appointmentId) {
    const existing = await db().visit.findUnique({ where: { appointmentId }, include: WITH_ADDENDA });
    if (existing) return checkedOwner(existing, patientId);
    const appointment = await db().appointment.findUnique({
      where: { id: appointmentId },
      select: { patientId: true, preferredDate: true },
    });
    if (!appointment) throw notFound(CONSULT_MESSAGES.appointmentNotFound);
    if (appointment.patientId !== patientId) throw badRequest(CONSULT_MESSAGES.appointmentOtherPatient);
    if (appointment.preferredDate > today)
      throw conflict(
        `This appointment is on ${appointment.preferredDate}: its visit opens on the day.`,
        {},
        { code: "appointment_future", values: { date: appointment.preferredDate } },
      );
    date = appointment.preferredDate;
  }
  // an adult's height is carried forward from the last visit that has one, so BMI shows tonight
  const last = await db().visit.findFirst({
    where: { patientId, heightCm: { not: null } },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    select: { heightCm: true },
  });
  try {
    const visit = await db().visit.create({
      data: { patientId, appointmentId: appointmentId ?? null, date, authorId, heightCm: last?.heightCm ?? null },
      include: WITH_ADDENDA,
    });
    return { visit, created: true };
  } catch (error) {
    // another open of the same appointment won: answer its visit
    if (appointmentId && isUniqueViolation(error)) {
      const winner = await db().visit.findUnique({ where: { appointmentId }, include: WITH_ADDENDA });
      if (winner) return checkedOwner(winner, patientId);
    }
    if ((error as { code?: string } | null)?.code === "P2003") throw notFound(PATIENT_MESSAGES.notFound);
    throw error;
  }
}

function checkedOwner(visit: StoredVisit, patientId: number) {
  if (visit.patientId !== patientId) throw badRequest(CONSULT_MESSAGES.appointmentOtherPatient);
  return { visit, created: false };
}

export async function getVisit(id: number): Promise<StoredVisit> {
  const visit = await db().visit.findUnique({ where: { id }, include: WITH_ADDENDA });
  if (!visit) throw notFound(CONSULT_MESSAGES.visitNotFound);
  return visit;
}

const finishedError = () => conflict(CONSULT_MESSAGES.finished, {}, { code: "visit_finished" });

/**
 * Changes an open visit: the vitals given (null clears one; the rest stay) and the notes
 * given. Diastolic is checked against the systolic it will sit beside, sent or stored.
 */
export async function updateVisit(id: number, changes: VisitUpdate): Promise<StoredVisit> {
  return transaction(async (tx) => {
    const visit = await tx.visit.findUnique({ where: { id } });
    if (!visit) throw notFound(CONSULT_MESSAGES.visitNotFound);
    const { vitals = {}, reviewIn, ...notes } = changes;
    // "review in" is a plan, not part of the signed record: a finished visit takes it too (§14)
    const reviewOnly = Object.entries(changes).every(([k, v]) => k === "reviewIn" || v === undefined);
    if (visit.status !== "open" && !reviewOnly) throw finishedError();
    if (reviewIn !== undefined) await setReview(tx, visit, reviewIn);
    if (reviewOnly) return tx.visit.findUniqueOrThrow({ where: { id }, include: WITH_ADDENDA });
    const set = Object.fromEntries(Object.entries(vitals).filter(([, v]) => v !== undefined));
    const systolic = "systolic" in set ? set.systolic : visit.systolic;
    const diastolic = "diastolic" in set ? set.diastolic : visit.diastolic;
    if (systolic != null && diastolic != null && diastolic >= systolic) {
      const field = "diastolic" in set ? "vitals.diastolic" : "vitals.systolic";
      throw badRequest(CONSULT_MESSAGES.diastolicAboveSystolic, { [field]: CONSULT_MESSAGES.diastolicAboveSystolic });
    }
    const data = { ...set, ...Object.fromEntries(Object.entries(notes).filter(([, v]) => v !== undefined)) };
    // only while still open: a finish in between wins
    const { count } = await tx.visit.updateMany({ where: { id, status: "open" }, data });
    if (count === 0) throw finishedError();
    return tx.visit.findUniqueOrThrow({ where: { id }, include: WITH_ADDENDA });
  });
}

/** A visit's "review in" set or cleared, and the follow-up it makes (recalls.ts). */
async function setReview(
  tx: Tx,
  visit: { id: number; patientId: number; date: string },
  review: ReviewIn,
): Promise<void> {
  await tx.visit.update({
    where: { id: visit.id },
    data: { reviewInValue: review?.value ?? null, reviewInUnit: review?.unit ?? null },
  });
  if (!review) return forgetReview(tx, visit.id);
  await recordFollowUp(tx, {
    patientId: visit.patientId,
    visitId: visit.id,
    dueDate: reviewDue(visit.date, review),
    source: "review",
    reason: reviewReason(review),
  });
}

/** The fields a change touched, for the audit line (names, never values). */
export function changedFields(changes: VisitUpdate): string {
  const vitals = VITAL_NAMES.filter((n) => changes.vitals?.[n] !== undefined);
  const notes = (["complaints", "findings", "diagnosis", "advice", "reviewIn"] as const).filter(
    (n) => changes[n] !== undefined,
  );
  return [...vitals, ...notes].join(", ");
}

/** Finishes an open visit: from now on it is read-only. */
export async function finishVisit(id: number): Promise<StoredVisit> {
  const { count } = await db().visit.updateMany({
    where: { id, status: "open" },
    data: { status: "finished", finishedAt: now() },
  });
  if (count === 0) {
    await getVisit(id); // 404 when there is none
    throw conflict(CONSULT_MESSAGES.alreadyFinished, {}, { code: "visit_finished" });
  }
  return getVisit(id);
}

/** Adds words to a finished visit, with their author and time; the visit itself is kept as it was. */
export async function addAddendum(id: number, text: string, authorId: number): Promise<StoredVisit> {
  const visit = await getVisit(id);
  if (visit.status !== "finished") throw conflict(CONSULT_MESSAGES.notFinished, {}, { code: "visit_open" });
  await db().visitAddendum.create({ data: { visitId: id, text, authorId, createdAt: now() } });
  return getVisit(id);
}

/** A patient's visits, newest first. */
export async function patientVisits(patientId: number): Promise<StoredVisit[]> {
  return db().visit.findMany({
    where: { patientId },
    orderBy: [{ date: "desc" }, { id: "desc" }],
    include: WITH_ADDENDA,
  });
}
