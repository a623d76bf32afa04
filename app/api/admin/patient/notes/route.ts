import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { clientIp, ok, parse, readJson } from "@/lib/server/http";
import { addNote, toNoteRecord } from "@/lib/server/domain/notes";
import { NOTE_MESSAGES, noteSchema } from "@/lib/shared/validation/notes";

/** Adds a medical note: `{ patientIdentifier, note, consultationDate }` (SPEC §7). The text is never audited. */
export const POST = adminRoute(async (req, _ctx, admin) => {
  const input = parse(noteSchema, await readJson(req, 64 * 1024));
  const note = await addNote(input);
  await audit({ actor: admin.username, action: "note.create", target: note.timestamp, ip: clientIp(req), detail: `patient ${note.patientId}` });
  return ok({ message: NOTE_MESSAGES.saved, note: toNoteRecord(note) }, 201);
});
