/**
 * The Add Note form and POST /api/admin/patient/notes (SPEC §3 Note, §5, §8): one schema
 * for both. `patientIdentifier` is the patient's email, or phone when there is no email
 * (the spec's form); the admin UI sends the patient ID, which is never ambiguous.
 */
import * as z from "zod/mini";
import { isRealDate, todayIst } from "../clinic-time";
import { now } from "../clock";
import { preprocess } from "./mini";
import { keyParam, toRecordKey } from "./params";
import { multiLineText, singleLineText } from "./text";

export const MAX_NOTE_LENGTH = 10_000;

export const NOTE_MESSAGES = {
  empty: "Please enter a note",
  saved: "Note saved successfully!",
  failed: "Failed to add note",
  network: "Error adding note. Please try again.",
  tooLong: `A note can be at most ${MAX_NOTE_LENGTH.toLocaleString("en-IN")} characters.`,
  dateRequired: "Please choose the consultation date.",
  dateInvalid: "Please choose a valid consultation date.",
  dateFuture: "The consultation date cannot be in the future.",
  patientRequired: "Please say which patient the note is for (patient ID, email or phone).",
  notFound: "Note not found.",
  badKey: "Please give a valid note id or timestamp.",
  nothingToChange: "Please give the note's new text or consultation date.",
  updated: "Note updated.",
  deleted: "Note deleted.",
  deleteConfirm: "Delete this note? This cannot be undone.",
} as const;

/** How long "Note saved successfully!" stays (SPEC §9). */
export const NOTE_SAVED_MS = 2000;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** A patient ID, email or phone, as text. */
export const patientIdentifierField = (message: string) =>
  preprocess(
    (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
    singleLineText({ error: message }).check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(254, "Patient identifier is too long."),
    ),
  );

/** A past-or-today clinic date (`YYYY-MM-DD`), required. */
export const pastDateField = (messages: { required: string; invalid: string; future: string }) =>
  preprocess(
    blankToUndefined,
    z.string({ error: messages.required }).check(
      z.trim(),
      z.refine((d) => isRealDate(d) && d >= "1900-01-01", { error: messages.invalid, abort: true }),
      z.refine((d) => d <= todayIst(now()), messages.future),
    ),
  );

const noteText = preprocess(
  blankToUndefined,
  multiLineText({ error: NOTE_MESSAGES.empty }).check(
    z.trim(),
    z.minLength(1, NOTE_MESSAGES.empty),
    z.maxLength(MAX_NOTE_LENGTH, NOTE_MESSAGES.tooLong),
  ),
);
const consultationDate = pastDateField({
  required: NOTE_MESSAGES.dateRequired,
  invalid: NOTE_MESSAGES.dateInvalid,
  future: NOTE_MESSAGES.dateFuture,
});

export const noteSchema = z.object({
  patientIdentifier: patientIdentifierField(NOTE_MESSAGES.patientRequired),
  note: noteText,
  consultationDate,
});
export type NoteInput = z.output<typeof noteSchema>;

/** PATCH /api/admin/patient/notes/{key} and the note's Edit form: new text, date, or both. */
export const noteUpdateSchema = z
  // absent means "unchanged"; present but blank is the field's error, never a silent no-op
  .object({ note: z.optional(noteText), consultationDate: z.optional(consultationDate) })
  .check(z.refine((u) => u.note !== undefined || u.consultationDate !== undefined, NOTE_MESSAGES.nothingToChange));
export type NoteUpdate = z.output<typeof noteUpdateSchema>;

/** PATCH and DELETE /api/admin/patient/notes/{key}: a note id or timestamp. */
export const noteKeyParams = z.object({ key: keyParam(toRecordKey, NOTE_MESSAGES.badKey) });
