"use client";

/**
 * What the desk asks every patient it registers (issue 26): the language their messages are
 * written in, and whether they agree to WhatsApp messages. Two groups of radio buttons, nothing
 * chosen at first — the receptionist must ask and tick the answer (the forms' schemas require
 * both) — used by Add New Patient and Add walk-in. Recorded on the patient with the admin's
 * name and the time; without a Yes nothing is sent by WhatsApp.
 */
import { useId } from "react";
import { FieldError, RequiredMark } from "@/components/ui/field";
import { LOCALES } from "@/lib/i18n/locales";
import { PATIENT_LANGUAGES } from "@/lib/shared/validation/patients";
import type { FieldBinding } from "../ui/use-admin-form";

export type DeskConsentField = "language" | "whatsapp" | "sms";
/**
 * The answers as the form holds them: "" until the desk ticks one. SMS starts at Yes: SMS about
 * the patient's own appointments needs no consent, only a way to say no (FEATURES.md §15).
 */
export const EMPTY_DESK_CONSENT: Record<DeskConsentField, string> = { language: "", whatsapp: "", sms: "yes" };

/** The patient's own word for their language, beside the desk's: the patient may read the screen. */
const OWN_NAME: Record<string, string> = { en: "English", ta: "தமிழ்" };

/** A consent's two answers, as the form's schema takes them. */
const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

/** The three questions, in the order the desk asks them. */
const QUESTIONS: readonly {
  name: DeskConsentField;
  legend: string;
  hint: string;
  options: readonly { value: string; label: string }[];
}[] = [
  {
    name: "language",
    legend: "Patient reads",
    hint: "Ask which they read: their messages are written in it.",
    options: LOCALES.map((l) => ({
      value: l,
      label: OWN_NAME[l] === PATIENT_LANGUAGES[l] ? OWN_NAME[l] : `${OWN_NAME[l]} (${PATIENT_LANGUAGES[l]})`,
    })),
  },
  {
    name: "whatsapp",
    legend: "WhatsApp consent",
    hint: "Ask whether they agree to confirmations, reminders and notices by WhatsApp. Without a Yes, none are sent.",
    options: yesNo("Yes, agrees to WhatsApp", "No WhatsApp"),
  },
  {
    name: "sms",
    legend: "Messages by SMS",
    hint: "For patients without WhatsApp: confirmations and reminders by SMS unless they say no.",
    options: yesNo("Yes, SMS", "No SMS"),
  },
];

function Choices({
  legend,
  hint,
  binding,
  options,
  disabled,
}: {
  legend: string;
  hint: string;
  binding: FieldBinding;
  options: readonly { value: string; label: React.ReactNode }[];
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={binding.error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={binding.error ? true : undefined}
      data-testid={`desk-${binding.name}`}
    >
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {legend}
        <RequiredMark required />
      </legend>
      <p id={hintId} className="mb-2 text-xs text-slate-500">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm ring-1 ${
              binding.value === o.value
                ? "bg-brand-50 font-medium text-brand-900 ring-brand-600"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
            }`}
          >
            <input
              type="radio"
              name={binding.name}
              value={o.value}
              checked={binding.value === o.value}
              onChange={() => binding.onValueChange(o.value)}
              className="size-4 accent-brand-700"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={binding.error} />
    </fieldset>
  );
}

/** The two questions; `field` binds each to the form's state, as PatientDetailsFields does. */
export function DeskConsentFields({
  field,
  disabled,
  className = "",
}: {
  field: (name: DeskConsentField) => FieldBinding;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={`grid gap-4 ${className}`}>
      {QUESTIONS.map(({ name, legend, hint, options }) => (
        <Choices key={name} legend={legend} hint={hint} binding={field(name)} disabled={disabled} options={options} />
      ))}
    </div>
  );
}
