/**
 * Medical notes (SPEC §3 Note): added from the Patient Profile, read back in snake_case
 * (DESIGN §3). The note text is health information: it is never logged or audited.
 */
import "server-only";
import { uniqueTimestamp } from "./records";
import { now } from "../../shared/clock";
import { db } from "../db";
import type { Note } from "../../generated/sqlite/client";
import { notFound } from "../http";
import { findPatientByKey } from "./patients";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import type { NoteInput } from "../../shared/validation/notes";

export type { Note };

export type NoteRecord = {
  id: number;
  timestamp: string;
  patient_id: number;
  consultation_date: string;
  note: string;
  created_at: string;
};

export function toNoteRecord(n: Note): NoteRecord {
  return {
    id: n.id,
    timestamp: n.timestamp,
    patient_id: n.patientId,
    consultation_date: n.consultationDate,
    note: n.note,
    created_at: n.createdAt.toISOString(),
  };
}

/** Adds a note to the patient `patientIdentifier` names (ID, email or phone); 404/409 as the lookup says. */
export async function addNote(input: NoteInput): Promise<Note> {
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
      },
    });
  } catch (error) {
    // The patient was deleted between the lookup and the insert (foreign key).
    if ((error as { code?: string } | null)?.code === "P2003") throw notFound(PATIENT_MESSAGES.notFound);
    throw error;
  }
}
