"use client";

/**
 * Tonight's visit (FEATURES.md §10), keyboard first: Tab runs BP systolic → diastolic → pulse
 * → SpO₂ → weight → height → temperature → blood sugar → complaints → findings → diagnosis →
 * advice; BMI follows weight and height as they are typed. Saved as the doctor types
 * (./use-visit-autosave.ts); Finish visit saves what is left and makes it read-only. Without
 * `onFinish` (the assistant's, issue 40) it is the vitals alone: the notes are the doctor's.
 */
import { useId } from "react";
import type { FieldPath } from "react-hook-form";
import type { VisitRecord } from "@/lib/shared/api/consult";
import { bmiOf, VITAL_RANGES, type VisitTextField, type VitalName } from "@/lib/shared/validation/consult";
import { formatSlot, timeIst } from "@/lib/shared/clinic-time";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { CARD } from "../ui/panel";
import { useVisitAutosave, type SaveState, type VisitFormValues } from "./use-visit-autosave";

const TEXTS: { name: VisitTextField; label: string; rows: number; hint?: string }[] = [
  { name: "complaints", label: "Complaints", rows: 3 },
  { name: "findings", label: "Findings", rows: 3, hint: "Examination, ECG, echo" },
  { name: "diagnosis", label: "Diagnosis", rows: 2 },
  { name: "advice", label: "Advice", rows: 3 },
];

/** The vitals after BP, in the order Tab takes them. */
const OTHER_VITALS: VitalName[] = ["pulse", "spo2", "weightKg", "heightCm", "temperatureC", "bloodSugar"];

export function SaveStatus({
  state,
  testId = "visit-save-status",
  idle = "Saves as you type",
}: {
  state: SaveState;
  testId?: string;
  idle?: string;
}) {
  const text =
    state.kind === "saving" || state.kind === "pending"
      ? "Saving…"
      : state.kind === "saved"
        ? `Saved ${formatSlot(timeIst(state.at))}`
        : state.kind === "failed"
          ? state.message
          : idle;
  return (
    <p
      role="status"
      data-testid={testId}
      data-state={state.kind}
      className={`text-sm ${state.kind === "failed" ? "font-medium text-heart-700" : "text-slate-600"}`}
    >
      {text}
    </p>
  );
}

export function VisitForm({
  visit,
  onFinish,
  finishing,
}: {
  visit: VisitRecord;
  /** saves what is left, then finishes; absent: the vitals alone, no notes, no Finish */
  onFinish?: (save: () => Promise<void>) => void;
  finishing?: boolean;
}) {
  const { form, values, state, save } = useVisitAutosave(visit);
  const { errors } = form.formState;
  const id = useId();
  const errorOf = (path: string) => {
    const [group, name] = path.split(".");
    const found = name
      ? (errors.vitals as Record<string, { message?: string }> | undefined)?.[name]
      : (errors as Record<string, { message?: string }>)[group];
    return found?.message;
  };
  const bmi = bmiOf(Number(values.vitals.weightKg) || null, Number(values.vitals.heightCm) || null);

  const vitalInput = (name: VitalName, label: string, className = "") => {
    const path = `vitals.${name}` as FieldPath<VisitFormValues>;
    const error = errorOf(path);
    const range = VITAL_RANGES[name];
    return (
      <div className={className}>
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-700">
          {label} <span className="font-normal text-slate-500">{range.unit}</span>
        </label>
        <input
          id={`${id}-${name}`}
          {...form.register(path)}
          inputMode={range.integer ? "numeric" : "decimal"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`${inputClass(!!error)} mt-1 tabular-nums`}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-heart-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={`${CARD} p-4 sm:p-5`} data-testid="visit-form">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {onFinish ? "Tonight's visit" : "Tonight's vitals"}
        </h2>
        <SaveStatus state={state} />
      </div>
      <form
        className="mt-3 space-y-4"
        noValidate
        // Enter in a field never finishes the visit: only the button does
        onSubmit={(e) => e.preventDefault()}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Vitals</legend>
          <div className="mt-2 grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
            {vitalInput("systolic", "BP systolic")}
            {vitalInput("diastolic", "BP diastolic")}
            {OTHER_VITALS.map((name) => vitalInput(name, VITAL_RANGES[name].label))}
          </div>
          <p className="mt-2 text-sm text-slate-600" data-testid="visit-bmi">
            BMI <span className="font-semibold tabular-nums text-slate-900">{bmi ?? "—"}</span>
            {bmi !== null && <span className="text-slate-500"> kg/m²</span>}
          </p>
        </fieldset>
        {onFinish &&
          TEXTS.map(({ name, label, rows, hint }) => {
            const error = errorOf(name);
            return (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-700">
                  {label} {hint && <span className="font-normal text-slate-500">({hint})</span>}
                </label>
                <textarea
                  id={`${id}-${name}`}
                  {...form.register(name)}
                  rows={rows}
                  aria-invalid={error ? true : undefined}
                  className={`${inputClass(!!error)} mt-1`}
                />
                {error && <p className="mt-1 text-sm text-heart-700">{error}</p>}
              </div>
            );
          })}
        {onFinish && (
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
            <Button type="button" variant="primary" pending={finishing} onClick={() => onFinish(save)}>
              {finishing ? "Finishing…" : "Finish visit"}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
