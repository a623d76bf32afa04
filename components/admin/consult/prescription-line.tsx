"use client";

/**
 * One line of tonight's prescription (FEATURES.md §11): the generic name (a brand typed offers
 * its generic, ./drug-input.tsx), strength, dose, timing and days, and beside it the warnings
 * about this line as soon as it is kept (an allergy, a dangerous pair). The dose takes the
 * shorthand doctors write (BD, TDS, SOS, 101…) and shows the pattern it means when left.
 */
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { normaliseDose, TIMING_WORDS, TIMINGS, type PrescriptionInput } from "@/lib/shared/validation/prescriptions";
import { inputClass } from "@/components/ui/field";
import { DrugInput } from "./drug-input";
import type { ItemForm, RxForm } from "./prescription-form-values";
import type { LineWarning } from "./use-prescription-autosave";

// At once, inside the key's own handler: the line's fields are all there, and a doctor typing on
// after Enter would otherwise lose the next keys to the name until a frame had been drawn
// ("BD" became "D" on a busy machine).
const focus = (id: string) => document.getElementById(id)?.focus();

export function PrescriptionLine({
  id,
  index,
  form,
  drug,
  count,
  warnings,
  onNext,
  onRemove,
}: {
  id: string;
  index: number;
  form: UseFormReturn<RxForm, unknown, PrescriptionInput>;
  drug: string;
  count: number;
  warnings: LineWarning[];
  onNext: () => void;
  onRemove: () => void;
}) {
  const errors = form.formState.errors as FieldErrors<RxForm>;
  const itemError = (field: keyof ItemForm) => errors.items?.[index]?.[field]?.message;
  const mine = warnings.filter((w) => w.lines.includes(index));
  return (
    <li
      data-testid="rx-line"
      className={`rounded-xl p-3 ring-1 ${mine.length ? "bg-amber-50 ring-amber-300" : "bg-slate-50 ring-slate-200"}`}
      // Enter on a line starts the next (the name takes its own Enter first)
      onKeyDown={(e) => {
        if (e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT" && !e.defaultPrevented) {
          e.preventDefault();
          onNext();
        }
      }}
    >
      <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,0.8fr)]">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-drug-${index}`} className="block text-xs font-medium text-slate-700">
            {index + 1}. Generic name
          </label>
          <DrugInput
            id={`${id}-drug-${index}`}
            value={drug}
            onChange={(v) => form.setValue(`items.${index}.drug`, v, { shouldDirty: true })}
            onPick={(picked) => {
              form.setValue(`items.${index}.drug`, picked.name, { shouldDirty: true });
              form.setValue(`items.${index}.strength`, picked.strength, { shouldDirty: true });
              form.setValue(`items.${index}.form`, picked.form, { shouldDirty: true });
              // on to the dose: the strength came with the name
              focus(`${id}-dose-${index}`);
            }}
            // a name not on the list: its strength is typed next
            onEnterUnlisted={() => focus(`${id}-strength-${index}`)}
            invalid={!!itemError("drug")}
          />
          {itemError("drug") && <p className="mt-1 text-xs text-heart-700">{itemError("drug")}</p>}
        </div>
        {(
          [
            ["strength", "Strength"],
            ["dose", "Dose"],
          ] as const
        ).map(([field, label]) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}-${index}`} className="block text-xs font-medium text-slate-700">
              {label}
            </label>
            <input
              id={`${id}-${field}-${index}`}
              {...form.register(`items.${index}.${field}`, {
                // "BD" left shows as 1-0-1; SOS is as needed
                onBlur:
                  field === "dose"
                    ? (e: React.FocusEvent<HTMLInputElement>) => {
                        const typed = e.target.value;
                        const pattern = normaliseDose(typed);
                        if (pattern !== typed) form.setValue(`items.${index}.dose`, pattern, { shouldDirty: true });
                        if (/^(sos|prn)$/i.test(typed.replace(/[\s.]/g, "")))
                          form.setValue(`items.${index}.timing`, "as-needed", { shouldDirty: true });
                      }
                    : undefined,
              })}
              autoComplete="off"
              placeholder={field === "dose" ? "1-0-1, BD" : undefined}
              aria-invalid={itemError(field) ? true : undefined}
              className={inputClass(!!itemError(field))}
            />
            {itemError(field) && <p className="mt-1 text-xs text-heart-700">{itemError(field)}</p>}
          </div>
        ))}
        <div>
          <label htmlFor={`${id}-timing-${index}`} className="block text-xs font-medium text-slate-700">
            Timing
          </label>
          <select
            id={`${id}-timing-${index}`}
            {...form.register(`items.${index}.timing`)}
            className={inputClass(false)}
          >
            {TIMINGS.map((t) => (
              <option key={t} value={t}>
                {TIMING_WORDS[t].en}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-days-${index}`} className="block text-xs font-medium text-slate-700">
            Days
          </label>
          <input
            id={`${id}-days-${index}`}
            {...form.register(`items.${index}.durationDays`)}
            inputMode="numeric"
            placeholder="continue"
            autoComplete="off"
            aria-invalid={itemError("durationDays") ? true : undefined}
            className={inputClass(!!itemError("durationDays"))}
          />
        </div>
      </div>
      {itemError("durationDays") && <p className="mt-1 text-xs text-heart-700">{itemError("durationDays")}</p>}
      {mine.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-amber-900" data-testid="rx-line-warnings">
          {mine.map((w) => (
            <li key={w.message}>
              <span aria-hidden>⚠ </span>
              {w.message}
            </li>
          ))}
        </ul>
      )}
      {count > 1 && (
        <button type="button" onClick={onRemove} className="mt-2 text-xs font-medium text-heart-700 hover:underline">
          Remove line {index + 1}
        </button>
      )}
    </li>
  );
}
