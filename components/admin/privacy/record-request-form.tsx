"use client";

/**
 * Record a request: a rights request taken at the desk, by phone or by letter — its kind,
 * who asked, a note, the day it was received (today unless told; never ahead) and, when it is
 * about one patient, that patient, found by a name, ID, email or phone. Checked with the
 * shared rightsRequestCreateSchema (through useAdminForm) before POST /api/admin/rights-requests;
 * a refused field (400) shows at its field.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, InputField, inputClass, SelectField } from "@/components/ui/field";
import { todayIst } from "@/lib/shared/clinic-time";
import {
  MAX_REQUESTER_LENGTH,
  MAX_RIGHTS_DETAIL_LENGTH,
  RIGHTS_KIND_LABELS,
  RIGHTS_KINDS,
  rightsRequestCreateSchema,
} from "@/lib/shared/validation/privacy";
import { plural } from "../ui/list-toolbar";
import { Message } from "../ui/alert";
import { Panel } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { PATIENT_MATCHES, usePatientMatches, useRecordRequest } from "./queries";
import { useAdminNotice } from "../query/provider";

type Chosen = { id: number; name: string };
/** What is typed; `patientId` holds the chosen patient (sent as its id), named as the schema's field for its message. */
type Values = { patientId: Chosen | null; kind: string; requester: string; receivedAt: string; detail: string };

/** The pause after typing before the patients are searched. */
const SEARCH_PAUSE_MS = 400;

const today = () => todayIst(new Date());
const empty = (): Values => ({ patientId: null, kind: "", requester: "", receivedAt: today(), detail: "" });

/** What is sent: the patient's id when one is chosen, the note when one is written. */
const toInput = ({ patientId, detail, ...rest }: Values) => ({
  ...(patientId ? { patientId: patientId.id } : {}),
  ...rest,
  ...(detail.trim() ? { detail } : {}),
});

export function RecordRequestPanel() {
  return (
    <Panel
      title="Record a request"
      description="A request made at the desk, by phone or by letter. It shows as open until it is marked done."
      testId="record-request"
    >
      <RecordRequestForm />
    </Panel>
  );
}

function RecordRequestForm() {
  const id = useId();
  const { form, setForm, field, values, set, error, submit, fail, problem } = useAdminForm({
    schema: rightsRequestCreateSchema,
    defaultValues: empty(),
    toInput,
  });
  const record = useRecordRequest();
  const showNotice = useAdminNotice();
  const busy = record.isPending;

  const send = submit((input) =>
    record.mutate(input, {
      onSuccess: ({ message }) => {
        showNotice(message, "success");
        form.reset(empty());
      },
      onError: (caught) => fail(caught),
    }),
  );

  return (
    <form
      ref={setForm}
      onSubmit={(event) => (busy ? event.preventDefault() : void send(event))}
      noValidate
      className="mt-4 space-y-4"
      aria-label="Record a request"
    >
      <fieldset disabled={busy} className="space-y-4">
        <legend className="sr-only">The request</legend>
        <PatientPicker chosen={values.patientId} error={error("patientId")} onChoose={(p) => set("patientId", p)} />

        <SelectField
          label="Kind"
          required
          placeholder="Select…"
          controlClassName="max-sm:min-h-11"
          options={RIGHTS_KINDS.map((k) => [k, RIGHTS_KIND_LABELS[k]] as const)}
          {...field("kind")}
        />

        <InputField
          label="Who asked"
          required
          hint="The patient, or who asked for them (for example “Their son, Ravi”)."
          type="text"
          maxLength={MAX_REQUESTER_LENGTH}
          autoComplete="off"
          controlClassName="max-sm:min-h-11"
          {...field("requester")}
        />

        <InputField
          label="Date received"
          required
          type="date"
          max={today()}
          controlClassName="max-sm:min-h-11 sm:max-w-48"
          {...field("receivedAt")}
        />

        <Field
          label="Note"
          name="detail"
          error={error("detail")}
          hint={`What they asked for, and how they will get it. ${values.detail.length}/${MAX_RIGHTS_DETAIL_LENGTH}`}
          id={`${id}-detail`}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.detail}
              maxLength={MAX_RIGHTS_DETAIL_LENGTH}
              onChange={(e) => field("detail").onValueChange(e.target.value)}
              className={`${inputClass(!!error("detail"))} resize-y`}
            />
          )}
        </Field>
      </fieldset>

      {problem && <Message tone="error">{problem}</Message>}
      <Button type="submit" variant="primary" size="dialog" pending={busy} className="w-full max-sm:min-h-11">
        {busy ? "Recording…" : "Record request"}
      </Button>
    </form>
  );
}

/**
 * The request's patient, optional: a search by name, ID, email or phone (after a pause, or
 * at once with Enter), the first matches to choose from, and the one chosen with Change.
 */
function PatientPicker({
  chosen,
  error,
  onChoose,
}: {
  chosen: Chosen | null;
  error?: string;
  onChoose: (patient: Chosen | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const matches = usePatientMatches(term);
  const focusNext = useRef<"input" | "change" | null>(null);

  useEffect(() => {
    const next = text.trim();
    if (next === term) return;
    const timer = window.setTimeout(() => setTerm(next), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, term]);

  // after choosing (or changing) the control that replaces the pressed one takes the focus
  useEffect(() => {
    if (focusNext.current === "change") changeRef.current?.focus();
    if (focusNext.current === "input") inputRef.current?.focus();
    focusNext.current = null;
  }, [chosen]);

  if (chosen) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-700">Patient</p>
        <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3.5 py-2.5 ring-1 ring-brand-100">
          <p className="min-w-0 text-sm">
            <span className="block break-words font-semibold text-brand-900">{chosen.name}</span>
            <span className="block text-brand-900/80">Patient ID {chosen.id}</span>
          </p>
          <Button
            ref={changeRef}
            name="patientId"
            variant="neutral"
            size="toolbar"
            className="shrink-0 max-sm:min-h-11"
            aria-label={`Change the patient (${chosen.name})`}
            onClick={() => {
              onChoose(null);
              focusNext.current = "input";
            }}
          >
            Change
          </Button>
        </div>
        {error && <p className="mt-1.5 text-sm text-heart-700">{error}</p>}
      </div>
    );
  }

  const rows = term && matches.data ? matches.data.patients : null;
  return (
    <div>
      <Field
        label="Patient"
        id={id}
        error={error}
        hint="Optional. Search by name, ID, email or phone; leave empty when the request is not about one patient."
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            name="patientId"
            type="search"
            value={text}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                setTerm(text.trim());
              }
            }}
            className={`${inputClass(!!error)} max-sm:min-h-11`}
          />
        )}
      </Field>
      <div aria-live="polite" className="empty:hidden mt-2 text-xs text-slate-600">
        {term && matches.isError && "The patients could not be searched."}
        {rows &&
          (rows.length === 0
            ? "No patient matches."
            : matches.data!.total > rows.length
              ? `The first ${PATIENT_MATCHES} of ${plural(matches.data!.total, "patient", "patients")}: type more to narrow them.`
              : `${plural(rows.length, "patient", "patients")} found.`)}
      </div>
      {rows && rows.length > 0 && (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label="Matching patients"
        >
          {rows.map((p) => (
            <li key={p.patient_id}>
              <button
                type="button"
                onClick={() => {
                  onChoose({ id: p.patient_id, name: p.name });
                  setText("");
                  setTerm("");
                  focusNext.current = "change";
                }}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="min-w-0">
                  <span className="block break-words font-medium text-slate-900">{p.name}</span>
                  <span className="block text-xs text-slate-600">
                    ID {p.patient_id} · {p.phone}
                  </span>
                </span>
                <span className="shrink-0 text-xs font-medium text-brand-700">Choose</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
