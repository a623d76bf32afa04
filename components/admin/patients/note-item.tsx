"use client";

/**
 * One medical note in the Patient Profile: its consultation date and text, with Edit (the
 * note and its date in place, noteUpdateSchema's messages, only what changed is sent:
 * PATCH /api/admin/patient/notes/{id}) and Delete (after the browser's confirmation:
 * DELETE). Both are audited on the server, without the note's text. Cancel with changes
 * not saved asks first.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { NoteRecord } from "@/lib/shared/api/patients";
import { NOTE_MESSAGES, noteUpdateSchema } from "@/lib/shared/validation/notes";
import { ApiError } from "../ui/api";
import { shortDate } from "../appointments/appointment-format";
import { Message } from "../ui/alert";
import { FormActions } from "../ui/form-actions";
import { useConfirm, useConfirmDiscard } from "../ui/confirm-dialog";
import { useAdminForm } from "../ui/use-admin-form";
import { NoteFields, type NoteValues } from "./note-fields";
import { useDeleteNote, useUpdateNote, type NoteChanges } from "./queries";

export function NoteItem({
  note,
  patientId,
  onDone,
}: {
  note: NoteRecord;
  patientId: number;
  /** after a save or delete, with the message to show ("Note updated.", "Note deleted.") */
  onDone: (message: string, removed?: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteNote(patientId);
  const [ask, asking] = useConfirm();
  const when = shortDate(note.consultation_date);

  // closing the editor hands focus back to Edit
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) editRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function askDelete() {
    if (remove.isPending) return;
    ask({
      title: "Delete note",
      question: NOTE_MESSAGES.deleteConfirm,
      confirmLabel: "Delete",
      onConfirm: () => {
        setProblem(null);
        remove.mutate(note.id, {
          onSuccess: () => onDone(NOTE_MESSAGES.deleted, true),
          onError: (caught) => setProblem(caught instanceof ApiError ? caught.message : NOTE_MESSAGES.network),
        });
      },
    });
  }

  if (editing) {
    return (
      <li className="rounded-xl border border-brand-200 bg-white p-4 ring-2 ring-brand-100" data-note-id={note.id}>
        <NoteEditor
          note={note}
          patientId={patientId}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            onDone(message);
          }}
        />
      </li>
    );
  }

  return (
    <li
      className={`rounded-xl border border-slate-200 bg-white p-4 ${remove.isPending ? "opacity-60" : ""}`}
      data-note-id={note.id}
      aria-busy={remove.isPending || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-xs font-semibold text-slate-600">
          Consultation <time dateTime={note.consultation_date}>{when}</time>
          <span className="font-normal text-slate-500"> · by {note.author}</span>
        </p>
        <div className="-my-1 -mr-2 ml-auto flex gap-1">
          <Button
            ref={editRef}
            variant="ghost"
            size="toolbar"
            onClick={() => setEditing(true)}
            disabled={remove.isPending}
            aria-label={`Edit note of ${when}`}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="toolbar"
            onClick={askDelete}
            pending={remove.isPending}
            aria-label={`Delete note of ${when}`}
            className="text-heart-700 hover:bg-heart-50"
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </div>
      <p className="mt-1.5 whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800">{note.note}</p>
      {problem && (
        <div className="mt-2">
          <Message tone="error">{problem}</Message>
        </div>
      )}
      {asking}
    </li>
  );
}

/** What differs from the note as saved (its text compared spaces aside): all that is sent. */
function changesOf(note: NoteRecord, values: NoteValues): NoteChanges {
  return {
    ...(values.note.trim() !== note.note.trim() ? { note: values.note } : {}),
    ...(values.consultationDate !== note.consultation_date ? { consultationDate: values.consultationDate } : {}),
  };
}

function NoteEditor({
  note,
  patientId,
  onCancel,
  onSaved,
}: {
  note: NoteRecord;
  patientId: number;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const { setForm, field, values, submit, fail, problem, hasErrors } = useAdminForm({
    schema: noteUpdateSchema,
    defaultValues: { consultationDate: note.consultation_date, note: note.note },
    toInput: (typed) => changesOf(note, typed),
    networkMessage: NOTE_MESSAGES.network,
  });
  const update = useUpdateNote(patientId);
  const busy = update.isPending;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const changes = changesOf(note, values);
  const changed = Object.keys(changes).length > 0;
  const [cancel, asking] = useConfirmDiscard(changed, onCancel);

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  const save = () =>
    update.mutate(
      { id: note.id, changes },
      { onSuccess: (body) => onSaved(body.message || NOTE_MESSAGES.updated), onError: (caught) => fail(caught) },
    );

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!changed) return onCancel(); // nothing to send
    void submit(save)(event);
  }

  return (
    <form ref={setForm} onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Edit note">
      <NoteFields field={field} busy={busy} textRef={textRef} rows={5} />
      {problem && !hasErrors && <Message tone="error">{problem}</Message>}
      <FormActions busy={busy} onCancel={cancel} submitLabel="Save changes" busyLabel="Saving..." />
      {asking}
    </form>
  );
}
