"use client";

/**
 * The admin forms' one way to hold what is typed: react-hook-form, checked on submit by the
 * shared zod schema (lib/shared/validation) through @hookform/resolvers/zod — the same rules
 * and messages the server applies — and the server's refusals (`errors: {field: message}`
 * of a 400, or a form's own mapping of a 409) shown beside the same fields.
 *
 *   const { setForm, field, submit, fail, problem } = useAdminForm({ schema: noteSchema, defaultValues: { note: "" } });
 *   <form ref={setForm} onSubmit={submit((note) => add.mutate(note, { onError: fail }))} noValidate>
 *     <InputField label="Note" {...field("note")} />
 *   </form>
 *
 * Destructure it: `setForm` goes to the form's `ref`, and React's compiler (eslint
 * react-hooks/refs) then takes everything read from the same object for a ref.
 *
 * What is kept as the forms had it: a field's message goes as soon as it is edited (no
 * re-check while typing, unless `recheck`), the first wrong field gets the cursor, and
 * `problem` carries the form-level message (the server's, or "Could not reach the server").
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useRef, useState } from "react";
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { ApiError, isSessionExpired, NETWORK_MESSAGE } from "./api";

/** What a field's control is given: its name, value and message, and what changes it. */
export type FieldBinding = { name: string; value: string; error?: string; onValueChange: (value: string) => void };

export type AdminFormOptions<V extends FieldValues, O> = {
  /** the shared schema the answer is checked with before it is sent (zod or zod/mini, as lib/shared has them) */
  schema: z.core.$ZodType<O>;
  defaultValues: V;
  /** what the schema checks when not the values as typed (e.g. only what changed) */
  toInput?: (values: V) => unknown;
  /** a failed check also puts its first message in `problem` (forms whose footer shows it) */
  summarize?: boolean;
  /** what `fail` says when the call never reached the server */
  networkMessage?: string;
  /** a wrong field, once edited, is checked again: its message stays while still wrong (Add New Patient, walk-in) */
  recheck?: boolean;
  /** the form-level problem stays while fields are edited (the login: it says why the last try failed) */
  problemStays?: boolean;
};

export type AdminForm<V extends FieldValues, O> = {
  /** react-hook-form's own handle, for what the kit does not wrap (reset, getValues…) */
  form: UseFormReturn<V, unknown, O>;
  values: V;
  /** the binding of a text or select field (InputField, SelectField, PatientDetailField…); a nested one by its path ("fees.0.amount") */
  field: (name: Path<V> & string) => FieldBinding;
  /** sets any field (a checkbox, a radio), clearing its message and the form's problem */
  set: <N extends Path<V>>(name: N, value: PathValue<V, N>) => void;
  /** a field's message; also one the schema gives a value the form does not hold (`toInput`'s) */
  error: (name: string) => string | undefined;
  hasErrors: boolean;
  problem: string | null;
  setProblem: (problem: string | null) => void;
  /** the form's onSubmit: checks with the schema, then calls `onValid` with what it parsed */
  submit: (onValid: (data: O) => void) => (event?: React.FormEvent) => Promise<void>;
  /**
   * A refused call: the server's field errors (and `fields`, a form's own reading of the
   * answer) beside their fields, its message (or `message`) as the problem; a call that
   * never reached the server says so; an expired session says nothing (the login shows).
   */
  fail: (caught: unknown, extra?: { fields?: Record<string, string>; message?: string }) => void;
  /** the form element's ref (a callback): where the first wrong field is looked for */
  setForm: (form: HTMLFormElement | null) => void;
  dirty: boolean;
};

export function useAdminForm<V extends FieldValues, O>({
  schema,
  defaultValues,
  toInput,
  summarize = false,
  networkMessage = NETWORK_MESSAGE,
  recheck = false,
  problemStays = false,
}: AdminFormOptions<V, O>): AdminForm<V, O> {
  const formNode = useRef<HTMLFormElement | null>(null);
  const formRef = useCallback((node: HTMLFormElement | null) => {
    formNode.current = node;
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const check = zodResolver(schema as unknown as z.ZodType<O, FieldValues>) as unknown as Resolver<V, unknown, O>;
  const resolver: Resolver<V, unknown, O> = (values, context, options) =>
    check((toInput ? toInput(values) : values) as V, context, options);
  const form = useForm<V, unknown, O>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors, isDirty } = form.formState;
  const error = (name: string) => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === "string" && message ? message : undefined;
  };

  /** Puts the cursor in the first of `names` in the form's order; returns that name. */
  function focusFirst(names: string[]): string | undefined {
    const controls = Array.from(formNode.current?.elements ?? []) as HTMLElement[];
    const first = controls.find((c) => names.includes(c.getAttribute("name") ?? ""));
    first?.focus();
    return first?.getAttribute("name") ?? names[0];
  }

  function set<N extends Path<V>>(name: N, value: PathValue<V, N>) {
    form.setValue(name, value, { shouldDirty: true });
    if (error(name)) form.clearErrors(name);
    if (!problemStays) setProblem(null);
  }

  return {
    form,
    values,
    field: (name) => ({
      name,
      value: String(get(values, name) ?? ""),
      error: error(name),
      onValueChange: (value) => {
        const wrong = error(name);
        set(name, value as PathValue<V, typeof name>);
        if (recheck && wrong) void form.trigger(name);
      },
    }),
    set,
    error,
    hasErrors: Object.keys(errors).length > 0,
    problem,
    setProblem,
    submit: (onValid) => (event) => {
      setProblem(null);
      return form.handleSubmit(
        (data) => onValid(data),
        (found) => {
          const first = focusFirst(errorPaths(found));
          const message = first ? (get(found, first) as { message?: unknown } | undefined)?.message : undefined;
          if (summarize && typeof message === "string") setProblem(message);
        },
      )(event);
    },
    fail: (caught, extra = {}) => {
      if (isSessionExpired(caught)) return; // the AdminGate is back at the login already
      if (!(caught instanceof ApiError)) return setProblem(networkMessage);
      const found = { ...extra.fields, ...caught.errors };
      for (const [name, message] of Object.entries(found)) form.setError(name as Path<V>, { type: "server", message });
      setProblem(extra.message ?? caught.message);
      focusFirst(Object.keys(found));
    },
    setForm: formRef,
    dirty: isDirty,
  };
}

/** The paths of the fields with a message ("reason", "fees.0.amount"), nested ones flattened. */
function errorPaths(found: object, prefix = ""): string[] {
  return Object.entries(found).flatMap(([key, value]) => {
    if (!value || typeof value !== "object") return [];
    const path = prefix + key;
    return typeof (value as { message?: unknown }).message === "string"
      ? [path]
      : errorPaths(value as object, `${path}.`);
  });
}
