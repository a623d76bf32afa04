/**
 * Medical notes (SPEC §3 Note): added, corrected and deleted from the Patient Profile, read
 * back in snake_case (DESIGN §3). The note text is health information: it is never logged
 * or audited (the audit log keeps that a note changed, never what it said).
 */
import "server-only";
import { uniqueTimestamp } from "./records";
import { now } from "../../shared/clock";
import { db } from "../db";
import type { Note } from "../../generated/sqlite/client";
import { notFound } from "../http";
import { authorNames } from "./authors";
import { findPatientByKey } from "./patients";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import { NOTE_MESSAGES, type NoteInput, type NoteUpdate } from "../../shared/validation/notes";
import type { NoteRecord } from "../../shared/api/patients";

export type { Note };

/** A note as answered, its author named (lib/server/domain/authors.ts). */
export function toNoteRecord(n: Note, author: string): NoteRecord {
  return {
    id: n.id,
    timestamp: n.timestamp,
    patient_id: n.patientId,
    consultation_date: n.consultationDate,
    note: n.note,
    created_at: n.createdAt.toISOString(),
    author,
  };
}

/** Notes as answered, each author looked up once. */
export async function toNoteRecords(notes: Note[]): Promise<NoteRecord[]> {
  const nameOf = await authorNames(notes.map((n) => n.authorId));
  return notes.map((n) => toNoteRecord(n, nameOf(n.authorId)));
}

/** Adds a note to the patient `patientIdentifier` names (ID, email or phone); 404/409 as the lookup says. */
export async function addNote(input: NoteInput, authorId: number): Promise<Note> {
  const patient = await findPatientByKey(input.patientIdentifier);
  const at = now();
  try {
    return await db().note.create({
      data: {
        timestamp: uniqueTimestamp(at),
        patientId: patient.id,
        consultationDate: input.consultationDate,
        note: input.note,
        createdAt: at,
        authorId,
      },
    });
  } catch (error) {
    // The patient was deleted between the lookup and the insert (foreign key).
    if ((error as { code?: string } | null)?.code === "P2003") throw notFound(PATIENT_MESSAGES.notFound);
    throw error;
  }
}

type NoteKey = { id: number } | { timestamp: string };

/** A note that is not there (or vanished between lookup and write) is a 404. */
function missingNote(error: unknown): never {
  if ((error as { code?: string } | null)?.code === "P2025") throw notFound(NOTE_MESSAGES.notFound);
  throw error;
}

/** Corrects a note's text or consultation date; answers the note, or 404. */
export async function updateNote(key: NoteKey, changes: NoteUpdate): Promise<Note> {
  const where = "id" in key ? { id: key.id } : { timestamp: key.timestamp };
  return db().note.update({ where, data: changes }).catch(missingNote);
}

/** Deletes a note; answers the deleted note, or 404. */
export async function deleteNote(key: NoteKey): Promise<Note> {
  const where = "id" in key ? { id: key.id } : { timestamp: key.timestamp };
  return db().note.delete({ where }).catch(missingNote);
}
