"use client";

/**
 * Medical Notes in the Patient Profile (SPEC §2, §4, §5, §8): the list, newest first, and
 * the Add Note form — consultation date (today in the clinic by default) and the note.
 * 'Please enter a note' before sending; after saving, the form closes and resets, the new
 * note goes to the top (the profile is read again), and 'Note saved successfully!' shows
 * for 2 seconds. Each note can be edited or deleted (note-item.tsx); "Note updated." and
 * "Note deleted." show the same way.
 */
import { useEffect, useRef, useState } from "react";
import type { NoteRecord } from "@/lib/shared/api/patients";
import { todayIst } from "@/lib/shared/clinic-time";
import { NOTE_MESSAGES, NOTE_SAVED_MS, noteSchema } from "@/lib/shared/validation/notes";
import { Message } from "../ui/alert";
import { FormActions } from "../ui/form-actions";
import { useAdminForm } from "../ui/use-admin-form";
import { NoteFields, type NoteValues } from "./note-fields";
import { NoteItem } from "./note-item";
import { useAddNote } from "./queries";
import { ProfileListHead, useFlash } from "./profile-list-head";

/** An empty Add Note: today in the clinic, no text. */
const blankNote = (): NoteValues => ({ consultationDate: todayIst(new Date()), note: "" });

export function NotesPanel({ patientId, notes }: { patientId: number; notes: NoteRecord[] }) {
  const [open, setOpen] = useState(false);
  const addNote = useAddNote(patientId);
  const busy = addNote.isPending;
  const { form, setForm, field, submit, fail, problem, setProblem, hasErrors } = useAdminForm({
    schema: noteSchema,
    defaultValues: blankNote(),
    toInput: (values) => ({ patientIdentifier: String(patientId), ...values }),
    networkMessage: NOTE_MESSAGES.network,
  });
  // the last save's message ('Note saved successfully!', 'Note updated.', 'Note deleted.')
  const [flash, showFlash] = useFlash(NOTE_SAVED_MS);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  /** after a note's save or delete; a deleted note's buttons are gone, so focus goes to Add Note */
  function noteDone(text: string, removed = false) {
    showFlash(text);
    if (removed) addButtonRef.current?.focus();
  }

  // Opening the form puts the cursor in the note (closing it hands focus back to Add Note).
  useEffect(() => {
    if (open) textRef.current?.focus();
  }, [open]);

  function close() {
    form.reset(blankNote());
    setProblem(null);
    setOpen(false);
  }

  const save = () =>
    // as typed, with the patient it is for: the server checks with the same schema
    addNote.mutate(
      { patientIdentifier: String(patientId), ...form.getValues() },
      {
        onSuccess: () => {
          close();
          showFlash(NOTE_MESSAGES.saved);
        },
        onError: (caught) => fail(caught),
      },
    );

  return (
    <div>
      <ProfileListHead
        count={notes.length}
        one="note"
        many="notes"
        addLabel="Add Note"
        open={open}
        onOpen={() => setOpen(true)}
        addRef={addButtonRef}
        flash={flash}
        expands
      />

      {open && (
        <form
          ref={setForm}
          onSubmit={(event) => (busy ? event.preventDefault() : void submit(save)(event))}
          noValidate
          className="mt-3 space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
          aria-label="Add Note"
        >
          <NoteFields field={field} busy={busy} textRef={textRef} rows={4} />
          {problem && !hasErrors && <Message tone="error">{problem}</Message>}
          <FormActions busy={busy} onCancel={close} submitLabel="Save Note" busyLabel="Saving..." />
        </form>
      )}

      {notes.length > 0 && (
        <ol className="mt-4 space-y-3" aria-label="Medical notes, newest first">
          {notes.map((n) => (
            <NoteItem key={n.id} note={n} patientId={patientId} onDone={noteDone} />
          ))}
        </ol>
      )}
    </div>
  );
}
