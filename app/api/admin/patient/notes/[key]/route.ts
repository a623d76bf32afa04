import { adminRoute, otherMethods } from "@/lib/server/api";
import { deleteNote, toNoteRecords, updateNote } from "@/lib/server/domain/notes";
import { ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import type { NoteAnswer } from "@/lib/shared/api/patients";
import { NOTE_MESSAGES, noteKeyParams, noteUpdateSchema } from "@/lib/shared/validation/notes";
import { CLINICAL } from "@/lib/shared/roles";

/** Corrects a note (by id or timestamp): `{note?, consultationDate?}`; its author stays. Audited without the text. */
export const PATCH = adminRoute({ roles: CLINICAL, params: noteKeyParams }, async ({ req, params, audit }) => {
  const changes = parse(noteUpdateSchema, await readJson(req, 64 * 1024));
  const note = await updateNote(params.key, changes);
  await audit({
    action: "note.update",
    target: note.timestamp,
    detail: `patient ${note.patientId}: ${Object.keys(changes).join(", ")}`,
  });
  const [record] = await toNoteRecords([note]);
  return ok({ message: NOTE_MESSAGES.updated, note: record } satisfies NoteAnswer);
});

/** Deletes a note (by id or timestamp). Audited without the text. */
export const DELETE = adminRoute({ roles: CLINICAL, params: noteKeyParams }, async ({ params, audit }) => {
  const note = await deleteNote(params.key);
  await audit({ action: "note.delete", target: note.timestamp, detail: `patient ${note.patientId}` });
  return ok({ message: NOTE_MESSAGES.deleted } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT } = otherMethods("PATCH", "DELETE");
