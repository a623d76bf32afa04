"use client";

/**
 * The two fields of a note — its consultation date (today or earlier) and its text — as
 * Add Note and a note's Edit form both show them.
 */
import type { RefObject } from "react";
import { Field, inputClass } from "@/components/ui/field";
import { todayIst } from "@/lib/shared/clinic-time";
import { MAX_NOTE_LENGTH } from "@/lib/shared/validation/notes";

export type NoteFieldErrors = { note?: string; consultationDate?: string };

export function NoteFields({
  date,
  onDate,
  text,
  onText,
  errors,
  busy,
  textRef,
  rows,
}: {
  date: string;
  onDate: (value: string) => void;
  text: string;
  onText: (value: string) => void;
  errors: NoteFieldErrors;
  busy: boolean;
  textRef: RefObject<HTMLTextAreaElement | null>;
  rows: number;
}) {
  return (
    <>
      <Field label="Consultation date" required error={errors.consultationDate}>
        {(a) => (
          <input
            {...a}
            type="date"
            name="consultationDate"
            value={date}
            max={todayIst(new Date())}
            onChange={(e) => onDate(e.target.value)}
            disabled={busy}
            className={`${inputClass(!!errors.consultationDate)} sm:max-w-48`}
          />
        )}
      </Field>
      <Field label="Note" required error={errors.note}>
        {(a) => (
          <textarea
            {...a}
            ref={textRef}
            name="note"
            rows={rows}
            maxLength={MAX_NOTE_LENGTH}
            value={text}
            onChange={(e) => onText(e.target.value)}
            disabled={busy}
            className={`${inputClass(!!errors.note)} resize-y`}
          />
        )}
      </Field>
    </>
  );
}
