/**
 * Prescriptions (FEATURES.md §11): a visit's draft, written and rewritten whole; finalised,
 * it is numbered (RX-<year>-<000001>, a running number per year raised in the same
 * transaction) and never changes again — a correction is a new draft version of the same
 * visit naming the one it replaces. The follow-up the doctor asks for is booked at
 * finalising through the normal booking rules, or the answer says why it could not be.
 * Clinical data: nothing of what it says is logged or audited.
 */
import "server-only";
import type { Prescription, Visit } from "../../../generated/sqlite/client";
import { bookingRules } from "../../../content/clinic";
import type { FollowUpOutcome, PrescriptionRecord } from "../../../shared/api/prescriptions";
import { now } from "../../../shared/clock";
import { isSunday, todayIst } from "../../../shared/clinic-time";
import { CONSULT_MESSAGES } from "../../../shared/validation/consult";
import { lastBookableDate } from "../../../shared/validation/booking";
import { bookForPatientSchema } from "../../../shared/validation/patients";
import { PRESCRIPTION_MESSAGES, type PrescriptionInput } from "../../../shared/validation/prescriptions";
import { jsonList } from "../records";
import { db, transaction, type Tx } from "../../db";
import { badRequest, conflict, HttpError, notFound, parse } from "../../http";
import { authorNames } from "../authors";
import { bookForPatient } from "../booking";
import { recordFollowUp } from "../recalls";
import { signatoryOfAccount } from "../signatory";
import { frozenPrescription } from "./document";
import { prescriptionWarnings } from "./warnings";

async function allergiesOf(patientId: number): Promise<string[]> {
  const row = await db().clinicalSummary.findUnique({ where: { patientId }, select: { allergies: true } });
  return row ? jsonList<string>(row.allergies) : [];
}

/** Prescriptions as answered: authors named, warnings worked out against the patient's allergies now. */
export async function toPrescriptionRecords(rows: Prescription[]): Promise<PrescriptionRecord[]> {
  const nameOf = await authorNames(rows.map((r) => r.authorId));
  const allergies = new Map<number, string[]>();
  for (const id of new Set(rows.map((r) => r.patientId))) allergies.set(id, await allergiesOf(id));
  return rows.map((r) => {
    const items = jsonList<PrescriptionRecord["items"][number]>(r.items);
    return {
      id: r.id,
      visitId: r.visitId,
      patientId: r.patientId,
      status: r.status === "final" ? "final" : "draft",
      number: r.number,
      version: r.version,
      replacesId: r.replacesId,
      items,
      investigations: jsonList<string>(r.investigations),
      advice: jsonList<string>(r.advice),
      followUp: r.followUpDate ? { date: r.followUpDate, time: r.followUpTime } : null,
      followUpReason: r.followUpReason,
      documentHash: r.documentHash,
      author: nameOf(r.authorId),
      warnings: prescriptionWarnings(items, allergies.get(r.patientId) ?? []),
      finalisedAt: r.finalisedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export const toPrescriptionRecord = async (row: Prescription) => (await toPrescriptionRecords([row]))[0];

/** A visit's latest prescription (the draft, or the last finalised version), or null. */
export async function latestPrescription(
  visitId: number,
  tx: Tx = db() as unknown as Tx,
): Promise<Prescription | null> {
  return tx.prescription.findFirst({ where: { visitId }, orderBy: { version: "desc" } });
}

async function visitOrThrow(tx: Tx, visitId: number): Promise<Visit> {
  const visit = await tx.visit.findUnique({ where: { id: visitId } });
  if (!visit) throw notFound(CONSULT_MESSAGES.visitNotFound);
  return visit;
}

const contentOf = (
  input: Pick<PrescriptionInput, "items" | "investigations" | "advice"> & Partial<PrescriptionInput>,
) => ({
  items: JSON.stringify(input.items),
  investigations: JSON.stringify(input.investigations ?? []),
  advice: JSON.stringify(input.advice ?? []),
  followUpDate: input.followUp?.date ?? null,
  followUpTime: input.followUp?.time ?? null,
});

/**
 * Writes the visit's draft whole: the open draft is replaced; after a finalised version, a
 * new draft version is started that names it.
 */
export async function saveDraft(visitId: number, input: PrescriptionInput, authorId: number): Promise<Prescription> {
  refuseFollowUpDay(input.followUp?.date);
  return transaction(async (tx) => {
    const visit = await visitOrThrow(tx, visitId);
    const latest = await latestPrescription(visitId, tx);
    const content = contentOf(input);
    if (latest?.status === "draft")
      return tx.prescription.update({ where: { id: latest.id }, data: { ...content, authorId } });
    return tx.prescription.create({
      data: {
        visitId,
        patientId: visit.patientId,
        version: (latest?.version ?? 0) + 1,
        replacesId: latest?.id ?? null,
        authorId,
        ...content,
      },
    });
  });
}

/**
 * A follow-up is a coming clinic day, as a booking's (issue 41 G15): not today or before, not a
 * Sunday. Past the booking horizon is allowed: it is not booked, and the clinic reminds the patient.
 */
function refuseFollowUpDay(date: string | undefined): void {
  if (date && (date <= todayIst(now()) || isSunday(date)))
    throw badRequest(PRESCRIPTION_MESSAGES.followUpNotClinicDay, {
      "followUp.date": PRESCRIPTION_MESSAGES.followUpNotClinicDay,
    });
}

/**
 * Finalises the visit's draft: numbered, signed by `authorId`, frozen and never changed again.
 * Refused (409, nothing booked or numbered) when there is no draft, or when the author has no
 * registration number to sign with (IMC Regulations 2002 1.4.2). The follow-up (with a time,
 * within the horizon) is booked first through the booking rules — what stops it (Sunday, a
 * closure, a taken time) is answered, not thrown — so that the one finalising transaction
 * numbers the prescription and freezes its whole printed content, the follow-up's outcome
 * included (FEATURES.md §13).
 */
export async function finaliseDraft(
  visitId: number,
  authorId: number,
): Promise<{ prescription: Prescription; followUp: FollowUpOutcome | null }> {
  const at = now();
  await visitOrThrow(db() as unknown as Tx, visitId);
  const pending = await latestPrescription(visitId);
  if (!pending) throw conflict(PRESCRIPTION_MESSAGES.noDraft);
  if (pending.status === "final")
    throw conflict(PRESCRIPTION_MESSAGES.alreadyFinal, {}, { code: "prescription_final" });
  const doctor = await signatoryOfAccount(authorId);
  if (!doctor?.registrationNumber.trim())
    throw conflict(PRESCRIPTION_MESSAGES.registrationRequired, {}, { code: "registration_required" });
  const followUp = await bookFollowUp(pending, at);
  const prescription = await transaction(async (tx) => {
    const draft = await latestPrescription(visitId, tx);
    if (!draft) throw conflict(PRESCRIPTION_MESSAGES.noDraft);
    if (draft.status === "final")
      throw conflict(PRESCRIPTION_MESSAGES.alreadyFinal, {}, { code: "prescription_final" });
    const year = todayIst(at).slice(0, 4);
    const counter = await tx.counter.upsert({
      where: { name: `prescription-${year}` },
      create: { name: `prescription-${year}`, value: 1 },
      update: { value: { increment: 1 } },
    });
    const number = `RX-${year}-${String(counter.value).padStart(6, "0")}`;
    const appointmentId = followUp?.booked?.appointmentId ?? null;
    const { count } = await tx.prescription.updateMany({
      where: { id: draft.id, status: "draft" },
      data: {
        status: "final",
        number,
        finalisedAt: at,
        authorId,
        followUpAppointmentId: appointmentId,
        followUpReason: followUp?.reason ?? null,
      },
    });
    if (count === 0) throw conflict(PRESCRIPTION_MESSAGES.alreadyFinal, {}, { code: "prescription_final" });
    if (appointmentId !== null)
      await tx.appointment.update({
        where: { id: appointmentId },
        data: { additionalInfo: `Follow-up (prescription ${number})` },
      });
    const numbered = await tx.prescription.findUniqueOrThrow({ where: { id: draft.id } });
    // the follow-up joins the desk's list, booked or not: a booking that stands closes it (§14)
    if (numbered.followUpDate)
      await recordFollowUp(tx, {
        patientId: numbered.patientId,
        visitId,
        dueDate: numbered.followUpDate,
        source: "prescription",
        reason: `Follow-up of ${number}`,
      });
    return tx.prescription.update({
      where: { id: draft.id },
      data: await frozenPrescription(numbered, doctor, tx),
    });
  });
  return { prescription, followUp };
}

async function bookFollowUp(p: Prescription, at: Date): Promise<FollowUpOutcome | null> {
  if (!p.followUpDate) return null;
  const rules = bookingRules();
  // said plainly: the clinic's follow-ups due list reminds the patient nearer the time (§14)
  if (p.followUpDate > lastBookableDate(at, rules))
    return { booked: null, reason: PRESCRIPTION_MESSAGES.followUpPastHorizon(rules.horizonDays) };
  if (!p.followUpTime) return { booked: null, reason: PRESCRIPTION_MESSAGES.followUpNoTime };
  try {
    const input = parse(bookForPatientSchema(rules), {
      serviceRequired: "Cardiac Consultation",
      preferredDate: p.followUpDate,
      preferredTime: p.followUpTime,
      additionalInfo: "Follow-up",
    });
    const { appointment } = await bookForPatient(p.patientId, input);
    return {
      booked: { appointmentId: appointment.id, date: appointment.preferredDate, time: appointment.preferredTime },
      reason: null,
    };
  } catch (error) {
    if (error instanceof HttpError) return { booked: null, reason: error.message };
    throw error;
  }
}

/** The patient's last finalised prescription, as a new draft of this visit. */
export async function repeatLast(visitId: number, authorId: number): Promise<Prescription> {
  const visit = await db().visit.findUnique({ where: { id: visitId } });
  if (!visit) throw notFound(CONSULT_MESSAGES.visitNotFound);
  const last = await db().prescription.findFirst({
    where: { patientId: visit.patientId, status: "final" },
    orderBy: [{ finalisedAt: "desc" }, { id: "desc" }],
  });
  if (!last) throw conflict(PRESCRIPTION_MESSAGES.noLast);
  return saveDraft(
    visitId,
    {
      items: jsonList(last.items),
      investigations: jsonList(last.investigations),
      advice: jsonList(last.advice),
      followUp: null,
    },
    authorId,
  );
}

export async function getPrescription(id: number): Promise<Prescription> {
  const row = await db().prescription.findUnique({ where: { id } });
  if (!row) throw notFound(PRESCRIPTION_MESSAGES.notFound);
  return row;
}

/**
 * What the patient's manage link offers (FEATURES.md §11): the latest finalised version of the
 * prescription written at this appointment's visit, or null — a draft is never the patient's.
 */
export async function finalPrescriptionOf(appointmentId: number): Promise<Prescription | null> {
  return db().prescription.findFirst({
    where: { status: "final", visit: { appointmentId } },
    orderBy: { version: "desc" },
  });
}

/** Each visit's latest prescription, for the visits answered. */
export async function latestByVisit(visitIds: number[]): Promise<Map<number, PrescriptionRecord>> {
  if (visitIds.length === 0) return new Map();
  const rows = await db().prescription.findMany({ where: { visitId: { in: visitIds } }, orderBy: { version: "asc" } });
  const latest = new Map<number, Prescription>();
  for (const r of rows) latest.set(r.visitId, r);
  const records = await toPrescriptionRecords([...latest.values()]);
  return new Map(records.map((r) => [r.visitId, r]));
}
