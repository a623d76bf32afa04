"use client";

/**
 * The two fields of a note — its consultation date (today or earlier) and its text — as
 * Add Note and a note's Edit form both show them.
 */
import type { RefObject } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { todayIst } from "@/lib/shared/clinic-time";
import { MAX_NOTE_LENGTH } from "@/lib/shared/validation/notes";
import type { FieldBinding } from "../ui/use-admin-form";

/** A note's fields as the forms hold them (the wire's names). */
export type NoteValues = { consultationDate: string; note: string };

export function NoteFields({
  field,
  busy,
  textRef,
  rows,
}: {
  field: (name: keyof NoteValues) => FieldBinding;
  busy: boolean;
  textRef: RefObject<HTMLTextAreaElement | null>;
  rows: number;
}) {
  const date = field("consultationDate");
  const text = field("note");
  return (
    <>
      <Field label="Consultation date" required error={date.error}>
        {(a) => (
          <input
            {...a}
            type="date"
            name={date.name}
            value={date.value}
            max={todayIst(new Date())}
            onChange={(e) => date.onValueChange(e.target.value)}
            disabled={busy}
            className={`${inputClass(!!date.error)} sm:max-w-48`}
          />
        )}
      </Field>
      <Field label="Note" required error={text.error}>
        {(a) => (
          <textarea
            {...a}
            ref={textRef}
            name={text.name}
            rows={rows}
            maxLength={MAX_NOTE_LENGTH}
            value={text.value}
            onChange={(e) => text.onValueChange(e.target.value)}
            disabled={busy}
            className={`${inputClass(!!text.error)} resize-y`}
          />
        )}
      </Field>
    </>
  );
}
