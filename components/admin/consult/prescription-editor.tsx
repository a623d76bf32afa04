"use client";

/**
 * Tonight's prescription (FEATURES.md §11), typed rather than clicked: a line is the generic
 * name (searched as typed, a brand offering its generic), strength, dose (1-0-1, ½, four a day,
 * or the shorthand BD, TDS, SOS…), timing and days (empty: continue); Enter on a line starts
 * the next (./prescription-line.tsx). A template or the patient's last prescription fills it;
 * investigations and advice are one per line; a follow-up date and time book the appointment
 * at finalising. Kept as it is typed, with the warnings beside their lines
 * (./use-prescription-autosave.ts); Finalise asks once when warnings stand, then numbers it;
 * then it is printed (A5/A4, English or Tamil) or sent (./prescription-final.tsx).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { flushSync } from "react-dom";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import type { VisitRecord } from "@/lib/shared/api/consult";
import type { PrescriptionWarning } from "@/lib/shared/api/prescriptions";
import { formatSlot, SLOT_TIMES } from "@/lib/shared/clinic-time";
import { prescriptionSchema, type PrescriptionInput } from "@/lib/shared/validation/prescriptions";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { CARD } from "../ui/panel";
import { FinalPrescription, FinaliseQuestion } from "./prescription-final";
import { EMPTY_ITEM, formOf, toInput, type RxForm } from "./prescription-form-values";
import { PrescriptionLine } from "./prescription-line";
import { useFinalisePrescription, useRepeatLast, useSaveTemplate, useTemplates, type FinaliseAnswer } from "./queries";
import { usePrescriptionAutosave } from "./use-prescription-autosave";
import { SaveStatus } from "./visit-form";

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
        // kept as typed: the form stays as it is while its draft is saved; a correction starts afresh
        <PrescriptionForm
          key={`${visit.id}-${correcting}`}
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
  const kept = usePrescriptionAutosave(visit, form.control, draft?.warnings ?? []);
  const { save } = kept;
  const [asking, setAsking] = useState<PrescriptionWarning[] | null>(null);
  const finalise = useFinalisePrescription(visit.patientId);
  const repeat = useRepeatLast(visit.patientId);
  const templates = useTemplates();
  const saveTemplate = useSaveTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const [templateName, setTemplateName] = useState<string | null>(null);
  const busy = save.isPending || finalise.isPending || repeat.isPending;

  const addLine = () => {
    // drawn at once, inside the key's or click's handler, and its name focused: the keys a doctor
    // types straight after Enter land there, not in the line just left
    flushSync(() => lines.append({ ...EMPTY_ITEM }, { shouldFocus: false }));
    document.getElementById(`${id}-drug-${lines.fields.length}`)?.focus();
  };

  const finaliseNow = () => {
    kept.pause(true);
    finalise.mutate(visit.id, {
      onSuccess: onFinalised,
      onError: (e) => {
        kept.pause(false);
        setProblem(problemOf(e));
      },
    });
  };

  const submit = (then: "save" | "finalise") =>
    form.handleSubmit(
      // the resolver's output: the form checked and parsed by the shared schema
      (input) => {
        setProblem(null);
        kept.pause(true);
        save.mutate(
          { visitId: visit.id, input },
          {
            onSuccess: ({ prescription }) => {
              // every line was sent: the warnings' lines are the form's
              kept.setWarnings(prescription.warnings.map((w) => ({ ...w, lines: w.items })));
              kept.markKept();
              if (then !== "finalise") return kept.pause(false);
              // warnings standing: one question first, never a block
              if (prescription.warnings.length > 0) setAsking(prescription.warnings);
              else finaliseNow();
            },
            onError: (e) => {
              kept.pause(false);
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
          onClick={() =>
            repeat.mutate(visit.id, {
              // the last prescription's lines, in the form and kept; their warnings beside them
              onSuccess: ({ prescription }) => {
                form.reset(formOf(prescription), { keepDefaultValues: true });
                kept.setWarnings(prescription.warnings.map((w) => ({ ...w, lines: w.items })));
              },
              onError: (e) => setProblem(problemOf(e)),
            })
          }
          disabled={busy}
        >
          Repeat last prescription
        </Button>
      </div>

      <p className="text-sm text-slate-600" id={`${id}-dose-hint`}>
        Dose is morning-noon-night (1-0-1, 0-0-½, 1-1-1-1) or OD, BD, TDS, QID, HS, SOS; Days empty means continue.
        Enter on a line starts the next.
      </p>
      <ol className="space-y-3">
        {lines.fields.map((line, index) => (
          <PrescriptionLine
            key={line.id}
            id={id}
            index={index}
            form={form}
            drug={typed.items?.[index]?.drug ?? ""}
            count={lines.fields.length}
            warnings={kept.warnings}
            onNext={addLine}
            onRemove={() => lines.remove(index)}
          />
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

      {problem && <Message tone="error">{problem}</Message>}
      {asking && (
        <FinaliseQuestion
          warnings={asking}
          onFinalise={finaliseNow}
          onClose={() => {
            setAsking(null);
            kept.pause(false);
          }}
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4">
        <SaveStatus state={kept.state} testId="rx-save-status" idle="Kept as you type" />
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
