"use client";

import type { Ref } from "react";
import { Field, publicInputClass } from "@/components/ui/field";

/** A one-time code's field: digits, the phone's keypad, and the SMS's code offered by the phone itself. */
export function CodeField({
  id,
  label,
  value,
  error,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field look="public" id={id} name="phoneCode" label={label} error={error} required>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${publicInputClass} max-w-[12rem] text-center text-2xl tracking-[0.3em]`}
        />
      )}
    </Field>
  );
}
