/**
 * Deleting a patient: the erasure of the DPDP Act (FEATURES.md §7, docs/decisions/018). The
 * record, its appointments, notes, reports, visits (with their addenda), lab results, clinical
 * summary, prescriptions (every version), contact history and outbox rows go in one short
 * transaction that logs the erasure in the rights log; stored files are removed after commit.
 */
import "server-only";
import type { DeletedPatient } from "../../shared/api/patients";
import { onPatientDeleted } from "../outbox/notify";
import { forgetInDayCloses } from "./billing/day-close";
import { afterErasure, transaction, type Tx } from "../db";
import { notFound } from "../http";
import { removeStored } from "../storage";
import { ERASED, identifierPattern, mentions } from "./erasure";
import { forgetPatient, recordFulfilled } from "./rights-requests";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";

/** The tables an erasure deletes from or rewrites (PostgreSQL vacuums them after it). */
const ERASED_TABLES = [
  "Patient",
  "Appointment",
  "Contact",
  "Note",
  "Report",
  "Visit",
  "VisitAddendum",
  "LabResult",
  "ClinicalSummary",
  "Prescription",
  "Bill",
  "DayClose",
  "Message",
  "RightsRequest",
  "PatientMerge",
];

/**
 * The hidden records merged into a patient (issue 41 G2), and those merged into them, with
 * their identifiers: erased with the patient, as their rows already were (they moved).
 */
async function mergedRecords(tx: Tx, id: number) {
  const found: { id: number; name: string; phoneKey: string; email: string | null }[] = [];
  for (let frontier = [id]; frontier.length; ) {
    const next = await tx.patient.findMany({
      where: { mergedIntoId: { in: frontier } },
      select: { id: true, name: true, phoneKey: true, email: true },
    });
    found.push(...next);
    frontier = next.map((p) => p.id);
  }
  return found;
}

/**
 * Outbox rows that outlived their appointment (the desk deleted it; the outbox is this
 * installation's log and keeps them) and still carry the patient's phone or e-mail, as the
 * address or in the content (the clinic's alert names the patient's phone): deleted with the
 * patient. Rows of living appointments belong to those appointments' patients and stay.
 */
async function forgetOrphanedMessages(tx: Tx, patient: { phoneKey: string; email: string | null }): Promise<void> {
  const pattern = identifierPattern({ phoneKey: patient.phoneKey, email: patient.email });
  if (!pattern) return;
  const referenced = (
    await tx.message.findMany({
      where: { appointmentId: { not: null } },
      distinct: ["appointmentId"],
      select: { appointmentId: true },
    })
  ).map((m) => m.appointmentId!);
  const living = new Set(
    (await tx.appointment.findMany({ where: { id: { in: referenced } }, select: { id: true } })).map((a) => a.id),
  );
  const orphaned = referenced.filter((appointmentId) => !living.has(appointmentId));
  const candidates = await tx.message.findMany({
    where: { OR: [{ appointmentId: null }, { appointmentId: { in: orphaned } }] },
    select: { id: true, to: true, payload: true, lastError: true },
  });
  const ids = candidates
    .filter((m) => [m.to, m.payload, m.lastError ?? ""].some((text) => mentions(text, pattern)))
    .map((m) => m.id);
  if (ids.length) await tx.message.deleteMany({ where: { id: { in: ids } } });
}

/**
 * Deletes a patient with their appointments (freeing the slots), notes, reports, visits
 * and their addenda, lab results, clinical summary, prescriptions and contact history in one
 * transaction, then — after it has committed — their uploaded
 * files. A file that cannot be removed is logged; its row is already gone, so nothing
 * points at a missing file.
 *
 * It is the erasure of the DPDP Act (FEATURES.md §7): in the same transaction the rights log
 * records it as a fulfilled `erasure` request by `actor`, keeping the patient's id but not
 * their name, phone or e-mail (forgetPatient), so the log proves it was done without saying of
 * whom; the outbox loses their appointments' messages and any other row addressed to them or
 * naming their phone or e-mail (a deleted appointment's). After it commits the database's
 * free space is cleared (afterErasure; docs/decisions/018).
 */
export async function deletePatient(id: number, actor: string): Promise<DeletedPatient> {
  const gone = await transaction(async (tx) => {
    const patient = await tx.patient.findUnique({
      where: { id },
      select: { id: true, name: true, phoneKey: true, email: true },
    });
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    const hidden = await mergedRecords(tx, id);
    for (const p of [patient, ...hidden]) await forgetPatient(tx, p);
    await recordFulfilled(tx, { patientId: id, kind: "erasure", actor });
    const reports = await tx.report.findMany({ where: { patientId: id }, select: { storedName: true } });
    const appointmentIds = (await tx.appointment.findMany({ where: { patientId: id }, select: { id: true } })).map(
      (a) => a.id,
    );
    const appointments = appointmentIds.length;
    await onPatientDeleted(tx, appointmentIds);
    for (const p of [patient, ...hidden]) await forgetOrphanedMessages(tx, p);
    const notes = await tx.note.count({ where: { patientId: id } });
    const contacts = await tx.contact.count({ where: { patientId: id } });
    const visits = await tx.visit.count({ where: { patientId: id } });
    const labs = await tx.labResult.count({ where: { patientId: id } });
    const clinicalSummaries = await tx.clinicalSummary.count({ where: { patientId: id } });
    const prescriptions = await tx.prescription.count({ where: { patientId: id } });
    const { count: billsKept } = await tx.bill.updateMany({
      where: { patientId: id },
      data: { patientId: null, patientName: ERASED, appointmentId: null },
    });
    // the closed days' stored figures name them too
    await forgetInDayCloses(tx, id);
    // the waiting list (FEATURES.md §14): entries by their phone too, linked or not (their offers cascade)
    const phoneKeys = [patient, ...hidden].map((p) => p.phoneKey).filter(Boolean);
    await tx.waitlistEntry.deleteMany({ where: { OR: [{ patientId: id }, { phoneKey: { in: phoneKeys } }] } });
    // the relations cascade (a visit's addenda and prescriptions with it; the templates,
    // medicines and running numbers are the clinic's and name nobody)
    await tx.patient.delete({ where: { id } });
    // and the records merged into it, kept hidden for an undo, with what their merges recorded
    const all = [id, ...hidden.map((p) => p.id)];
    await tx.patient.deleteMany({ where: { id: { in: all } } });
    await tx.patientMerge.deleteMany({ where: { OR: [{ keepId: { in: all } }, { mergedId: { in: all } }] } });
    return {
      patient,
      storedNames: reports.map((r) => r.storedName),
      billsKept,
      counts: { appointments, notes, contacts, visits, labs, clinicalSummaries, prescriptions },
    };
  });
  await afterErasure(ERASED_TABLES);
  const files = await removeStored(gone.storedNames);
  return {
    patientId: gone.patient.id,
    name: gone.patient.name,
    removed: { ...gone.counts, reports: gone.storedNames.length, files: files.removed },
    billsKept: gone.billsKept,
    filesNotRemoved: files.failed.length,
  };
}
