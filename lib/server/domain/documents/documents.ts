/**
 * Letters and certificates (FEATURES.md §14, decision 042 point 4): records like
 * prescriptions. There is no draft: the doctor fills the dialog and signs, and in one
 * transaction the letter is numbered (LTR-<year>-<000001>, a running number per year in
 * Counter, as prescriptions' RX- numbers), its whole printed content frozen with its SHA-256,
 * and it never changes again. Clinical data: nothing of what it says is logged.
 */
import "server-only";
import type { ClinicalDocument } from "../../../generated/sqlite/client";
import type { DocumentRecord } from "../../../shared/api/documents";
import { now } from "../../../shared/clock";
import { todayIst } from "../../../shared/clinic-time";
import { CONSULT_MESSAGES } from "../../../shared/validation/consult";
import { DOCUMENT_MESSAGES, type DocumentInput, type DocumentKind } from "../../../shared/validation/documents";
import { PRESCRIPTION_MESSAGES } from "../../../shared/validation/prescriptions";
import { db, transaction } from "../../db";
import { conflict, notFound } from "../../http";
import { authorNames } from "../authors";
import { documentHash } from "../prescriptions/document";
import { signatoryOfAccount } from "../signatory";
import { letterContent } from "./content";

/** Letters as answered: authors named, never their content. */
export async function toDocumentRecords(rows: ClinicalDocument[]): Promise<DocumentRecord[]> {
  const nameOf = await authorNames(rows.map((r) => r.authorId));
  return rows.map((r) => ({
    id: r.id,
    visitId: r.visitId,
    patientId: r.patientId,
    kind: r.kind as DocumentKind,
    number: r.number,
    documentHash: r.documentHash,
    author: nameOf(r.authorId),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Signs a letter of visit `visitId` by account `authorId`: 404 for an unknown visit, 409
 * `registration_required` (nothing numbered) when the account has no registration number to
 * sign with (IMC Regulations 2002 1.4.2).
 */
export async function createDocument(
  visitId: number,
  input: DocumentInput,
  authorId: number,
): Promise<ClinicalDocument> {
  const at = now();
  const visit = await db().visit.findUnique({ where: { id: visitId }, select: { patientId: true } });
  if (!visit) throw notFound(CONSULT_MESSAGES.visitNotFound);
  const doctor = await signatoryOfAccount(authorId);
  if (!doctor?.registrationNumber.trim())
    throw conflict(PRESCRIPTION_MESSAGES.registrationRequired, {}, { code: "registration_required" });
  return transaction(async (tx) => {
    const date = todayIst(at);
    const year = date.slice(0, 4);
    const counter = await tx.counter.upsert({
      where: { name: `letter-${year}` },
      create: { name: `letter-${year}`, value: 1 },
      update: { value: { increment: 1 } },
    });
    const number = `LTR-${year}-${String(counter.value).padStart(6, "0")}`;
    const content = JSON.stringify(await letterContent(tx, { visitId, number, date, doctor, input }));
    return tx.clinicalDocument.create({
      data: {
        visitId,
        patientId: visit.patientId,
        kind: input.kind,
        number,
        content,
        documentHash: documentHash(content),
        authorId,
        createdAt: at,
      },
    });
  });
}

/** A visit's letters, oldest first; 404 for an unknown visit. */
export async function visitDocuments(visitId: number): Promise<ClinicalDocument[]> {
  const visit = await db().visit.findUnique({ where: { id: visitId }, select: { id: true } });
  if (!visit) throw notFound(CONSULT_MESSAGES.visitNotFound);
  return db().clinicalDocument.findMany({ where: { visitId }, orderBy: { id: "asc" } });
}

export async function getDocument(id: number): Promise<ClinicalDocument> {
  const row = await db().clinicalDocument.findUnique({ where: { id } });
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

/** The letters of this appointment's visit (the patient's manage link, §14). */
export async function documentsOfAppointment(appointmentId: number): Promise<ClinicalDocument[]> {
  return db().clinicalDocument.findMany({ where: { visit: { appointmentId } }, orderBy: { id: "asc" } });
}
