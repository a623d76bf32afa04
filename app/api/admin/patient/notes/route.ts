import { adminRoute, otherMethods } from "@/lib/server/api";
import { addNote, toNoteRecord } from "@/lib/server/domain/notes";
import { ok, parse, readJson } from "@/lib/server/http";
import type { NoteAnswer } from "@/lib/shared/api/patients";
import { NOTE_MESSAGES, noteSchema } from "@/lib/shared/validation/notes";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * Adds a medical note: `{ patientIdentifier, note, consultationDate }` (SPEC §7), its author
 * the signed-in doctor or owner. The text is never audited.
 */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, admin, audit }) => {
  const note = await addNote(parse(noteSchema, await readJson(req, 64 * 1024)), admin.id);
  await audit({ action: "note.create", target: note.timestamp, detail: `patient ${note.patientId}` });
  return ok({ message: NOTE_MESSAGES.saved, note: toNoteRecord(note, admin.displayName) } satisfies NoteAnswer, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
