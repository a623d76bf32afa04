"use client";

/**
 * Tonight's prescription (FEATURES.md §11), typed rather than clicked: a line is the generic
 * name (searched as typed, ./drug-input.tsx), strength, dose pattern (1-0-1, ½ allowed), timing
 * and days (empty: continue); Enter on a line starts the next. A template or the patient's
 * last prescription fills it; investigations and advice are one per line; a follow-up date
 * and time book the appointment at finalising. Save shows the warnings (never blocking);
 * Finalise numbers it; then it is printed (A5/A4, English or Tamil) or sent.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useFieldArray, useForm, useWatch, type FieldErrors } from "react-hook-form";
import type { VisitRecord } from "@/lib/shared/api/consult";
import type { PrescriptionRecord } from "@/lib/shared/api/prescriptions";
import { formatLongDate, formatSlot, SLOT_TIMES } from "@/lib/shared/clinic-time";
import {
  doseLine,
  prescriptionSchema,
  TIMING_WORDS,
  TIMINGS,
  type PrescriptionInput,
  type Timing,
} from "@/lib/shared/validation/prescriptions";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { CARD } from "../ui/panel";
import { DrugInput } from "./drug-input";
import { PrescriptionActions } from "./prescription-actions";
import {
  useFinalisePrescription,
  useRepeatLast,
  useSavePrescription,
  useSaveTemplate,
  useTemplates,
  type FinaliseAnswer,
} from "./queries";

type ItemForm = {
  drug: string;
  strength: string;
  form: string;
  dose: string;
  timing: Timing;
  durationDays: string;
  instructions: string;
};
type RxForm = { items: ItemForm[]; investigations: string; advice: string; followUpDate: string; followUpTime: string };

const EMPTY_ITEM: ItemForm = {
  drug: "",
  strength: "",
  form: "",
  dose: "",
  timing: "after-food",
  durationDays: "",
  instructions: "",
};

function formOf(p: Pick<PrescriptionRecord, "items" | "investigations" | "advice" | "followUp"> | null): RxForm {
  return {
    items: p?.items.length
      ? p.items.map((i) => ({
          drug: i.drug,
          strength: i.strength,
          form: i.form ?? "",
          dose: i.dose,
          timing: i.timing,
          durationDays: i.durationDays === null ? "" : String(i.durationDays),
          instructions: i.instructions ?? "",
        }))
      : [{ ...EMPTY_ITEM }],
    investigations: p?.investigations.join("\n") ?? "",
    advice: p?.advice.join("\n") ?? "",
    followUpDate: p?.followUp?.date ?? "",
    followUpTime: p?.followUp?.time ?? "",
  };
}

/** The form as the call's body (the schema then checks it, the server's rules and words). */
const toInput = (v: RxForm) => ({
  items: v.items.map((i) => ({ ...i, form: i.form || null, instructions: i.instructions || null })),
  investigations: v.investigations,
  advice: v.advice,
  followUp: v.followUpDate ? { date: v.followUpDate, time: v.followUpTime || null } : null,
});

const problemOf = (error: unknown) => (error instanceof ApiError ? error.message : "Could not reach the server.");

export function PrescriptionPanel({ visit, language }: { visit: VisitRecord; language: "en" | "ta" }) {
  const current = visit.prescription;
  const [correcting, setCorrecting] = useState(false);
  const [finalised, setFinalised] = useState<FinaliseAnswer | null>(null);
  const final = current?.status === "final" && !correcting ? current : null;
  return (
    <section className={`${CARD} p-4 sm:p-5`} aria-labelledby="rx-title" data-testid="prescription">
      <h2 id="rx-title" className="text-base font-semibold text-slate-900">
        Prescription
        {current && (
          <span className="ml-2 text-sm font-normal text-slate-600">
            {current.status === "final"
              ? `${current.number} · version ${current.version}`
              : `draft · version ${current.version}`}
          </span>
        )}
      </h2>
      {final ? (
        <FinalPrescription
          prescription={final}
          language={language}
          outcome={finalised}
          onCorrect={() => {
            setFinalised(null);
            setCorrecting(true);
          }}
        />
      ) : (
        <PrescriptionForm
          key={`${current?.id}-${current?.updatedAt}`}
          visit={visit}
          onFinalised={(answer) => {
            setFinalised(answer);
            setCorrecting(false);
          }}
        />
      )}
    </section>
  );
}

function Warnings({ prescription }: { prescription: PrescriptionRecord | null }) {
  if (!prescription?.warnings.length) return null;
  return (
    <div className="mt-3" data-testid="prescription-warnings">
      <Message tone="warning">
        <span className="font-semibold">Check before finalising (you may go ahead):</span>
        <ul className="mt-1 list-disc pl-5">
          {prescription.warnings.map((w) => (
            <li key={w.message}>{w.message}</li>
          ))}
        </ul>
      </Message>
    </div>
  );
}

function PrescriptionForm({ visit, onFinalised }: { visit: VisitRecord; onFinalised: (a: FinaliseAnswer) => void }) {
  const id = useId();
  const draft = visit.prescription;
  const form = useForm<RxForm, unknown, PrescriptionInput>({
    defaultValues: formOf(draft),
    resolver: (values, context, options) =>
      zodResolver(prescriptionSchema as never)(toInput(values) as never, context, options as never) as never,
  });
  const lines = useFieldArray({ control: form.control, name: "items" });
  const typed = useWatch({ control: form.control }) as Partial<RxForm>;
  const errors = form.formState.errors as FieldErrors<RxForm>;
  const save = useSavePrescription(visit.patientId);
  const finalise = useFinalisePrescription(visit.patientId);
  const repeat = useRepeatLast(visit.patientId);
  const templates = useTemplates();
  const saveTemplate = useSaveTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const [templateName, setTemplateName] = useState<string | null>(null);
  const busy = save.isPending || finalise.isPending || repeat.isPending;

  const addLine = () => {
    lines.append({ ...EMPTY_ITEM }, { shouldFocus: false });
    // the new line's name, once it is there
    requestAnimationFrame(() => document.getElementById(`${id}-drug-${lines.fields.length}`)?.focus());
  };

  const submit = (then: "save" | "finalise") =>
    form.handleSubmit(
      // the resolver's output: the form checked and parsed by the shared schema
      (input) => {
        setProblem(null);
        save.mutate(
          { visitId: visit.id, input },
          {
            onSuccess: () => {
              if (then === "finalise")
                finalise.mutate(visit.id, { onSuccess: onFinalised, onError: (e) => setProblem(problemOf(e)) });
            },
            onError: (e) => {
              if (e instanceof ApiError)
                for (const [name, message] of Object.entries(e.errors))
                  form.setError(name as never, { type: "server", message });
              setProblem(problemOf(e));
            },
          },
        );
      },
      () => setProblem("Please correct the lines marked below."),
    )();

  const itemError = (index: number, field: keyof ItemForm) => errors.items?.[index]?.[field]?.message;

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="mt-3 space-y-4">
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-template`} className="sr-only">
          Start from a template
        </label>
        <select
          id={`${id}-template`}
          value=""
          onChange={(e) => {
            const t = templates.data?.find((x) => String(x.id) === e.target.value);
            if (!t) return;
            form.reset(
              {
                ...formOf({ ...t, followUp: null }),
                followUpDate: form.getValues("followUpDate"),
                followUpTime: form.getValues("followUpTime"),
              },
              { keepDefaultValues: true },
            );
          }}
          className={`${inputClass(false)} w-auto`}
        >
          <option value="">Start from a template…</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <Button
          variant="neutral"
          size="toolbar"
          onClick={() => repeat.mutate(visit.id, { onError: (e) => setProblem(problemOf(e)) })}
          disabled={busy}
        >
          Repeat last prescription
        </Button>
      </div>

      <p className="text-sm text-slate-600" id={`${id}-dose-hint`}>
        Dose is morning-noon-night, e.g. 1-0-1 or 0-0-½; Days empty means continue. Enter on a line starts the next.
      </p>
      <ol className="space-y-3">
        {lines.fields.map((line, index) => (
          <li
            key={line.id}
            data-testid="rx-line"
            className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
            // Enter on a line starts the next (the name's list takes its own Enter first)
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT" && !e.defaultPrevented) {
                e.preventDefault();
                addLine();
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
                  value={typed.items?.[index]?.drug ?? ""}
                  onChange={(v) => form.setValue(`items.${index}.drug`, v, { shouldDirty: true })}
                  onPick={(drug) => {
                    form.setValue(`items.${index}.drug`, drug.name, { shouldDirty: true });
                    form.setValue(`items.${index}.strength`, drug.strength, { shouldDirty: true });
                    form.setValue(`items.${index}.form`, drug.form, { shouldDirty: true });
                    // on to the dose: the strength came with the name
                    requestAnimationFrame(() => document.getElementById(`${id}-dose-${index}`)?.focus());
                  }}
                  invalid={!!itemError(index, "drug")}
                />
                {itemError(index, "drug") && <p className="mt-1 text-xs text-heart-700">{itemError(index, "drug")}</p>}
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
                    {...form.register(`items.${index}.${field}`)}
                    autoComplete="off"
                    placeholder={field === "dose" ? "1-0-1" : undefined}
                    aria-invalid={itemError(index, field) ? true : undefined}
                    className={inputClass(!!itemError(index, field))}
                  />
                  {itemError(index, field) && <p className="mt-1 text-xs text-heart-700">{itemError(index, field)}</p>}
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
                  aria-invalid={itemError(index, "durationDays") ? true : undefined}
                  className={inputClass(!!itemError(index, "durationDays"))}
                />
              </div>
            </div>
            {itemError(index, "durationDays") && (
              <p className="mt-1 text-xs text-heart-700">{itemError(index, "durationDays")}</p>
            )}
            {lines.fields.length > 1 && (
              <button
                type="button"
                onClick={() => lines.remove(index)}
                className="mt-2 text-xs font-medium text-heart-700 hover:underline"
              >
                Remove line {index + 1}
              </button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="neutral" size="toolbar" onClick={addLine}>
        Add medicine
      </Button>

      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ["investigations", "Investigations"],
            ["advice", "Advice"],
          ] as const
        ).map(([name, label]) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-slate-700">
              {label} <span className="font-normal text-slate-500">(one per line)</span>
            </label>
            <textarea id={`${id}-${name}`} {...form.register(name)} rows={3} className={`${inputClass(false)} mt-1`} />
          </div>
        ))}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Follow-up (booked when finalised)</legend>
        <div>
          <label htmlFor={`${id}-fu-date`} className="block text-xs font-medium text-slate-700">
            Date
          </label>
          <input id={`${id}-fu-date`} type="date" {...form.register("followUpDate")} className={inputClass(false)} />
        </div>
        <div>
          <label htmlFor={`${id}-fu-time`} className="block text-xs font-medium text-slate-700">
            Time
          </label>
          <select id={`${id}-fu-time`} {...form.register("followUpTime")} className={inputClass(false)}>
            <option value="">No time: book it later</option>
            {SLOT_TIMES.map((t) => (
              <option key={t} value={t}>
                {formatSlot(t)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      <Warnings prescription={draft} />
      {problem && <Message tone="error">{problem}</Message>}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        {templateName === null ? (
          <Button variant="ghost" size="toolbar" onClick={() => setTemplateName("")}>
            Save as template
          </Button>
        ) : (
          <span className="mr-auto flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-tname`} className="text-sm text-slate-700">
              Template name
            </label>
            <input
              id={`${id}-tname`}
              value={templateName}
              onChange={(e) => setTemplateName(e.target.value)}
              className={`${inputClass(false)} w-48`}
              autoFocus
            />
            <Button
              variant="neutral"
              size="toolbar"
              disabled={saveTemplate.isPending}
              onClick={() => {
                const parsed = prescriptionSchema.safeParse(toInput(form.getValues()));
                if (!parsed.success)
                  return setProblem("Please correct the lines marked below before saving them as a template.");
                saveTemplate.mutate(
                  { name: templateName, ...parsed.data },
                  { onSuccess: () => setTemplateName(null), onError: (e) => setProblem(problemOf(e)) },
                );
              }}
            >
              Save template
            </Button>
          </span>
        )}
        <Button
          variant="neutral"
          onClick={() => submit("save")}
          disabled={busy}
          busy={save.isPending && !finalise.isPending}
        >
          Save draft
        </Button>
        <Button variant="primary" onClick={() => submit("finalise")} disabled={busy} busy={finalise.isPending}>
          Finalise
        </Button>
      </div>
    </form>
  );
}

function FinalPrescription({
  prescription,
  language,
  outcome,
  onCorrect,
}: {
  prescription: PrescriptionRecord;
  language: "en" | "ta";
  outcome: FinaliseAnswer | null;
  onCorrect: () => void;
}) {
  const followUp = outcome?.followUp;
  return (
    <div className="mt-3 space-y-3">
      <ol className="space-y-1 text-sm" data-testid="rx-final-items">
        {prescription.items.map((item, i) => (
          <li key={i}>
            <span className="font-semibold uppercase">{item.drug}</span> {item.strength}
            {item.form ? ` ${item.form}` : ""} — {doseLine(item, "en")}
          </li>
        ))}
      </ol>
      {followUp && (
        <Message tone={followUp.booked ? "success" : "warning"}>
          {followUp.booked
            ? `Follow-up booked: ${formatLongDate(followUp.booked.date)} at ${formatSlot(followUp.booked.time)}.`
            : `The follow-up was not booked: ${followUp.reason}`}
        </Message>
      )}
      <Warnings prescription={prescription} />
      <PrescriptionActions id={prescription.id} language={language}>
        <Button variant="ghost" size="toolbar" onClick={onCorrect}>
          Write a correction
        </Button>
      </PrescriptionActions>
    </div>
  );
}
