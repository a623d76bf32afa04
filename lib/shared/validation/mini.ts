/**
 * What the schemas here share beyond zod/mini's own API. They are in zod/mini, not classic zod,
 * because the browser forms use them: the mini API lets the bundler keep only what is used.
 */
import * as z from "zod/mini";

/** Classic zod's `z.preprocess`: `fn` applied to the input, then `schema`. */
export const preprocess = <S extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema);

/** `schema`, a JSON null read as the field left out. */
export const nullAsAbsent = <S extends z.ZodMiniType>(schema: S) =>
  preprocess((v) => (v === null ? undefined : v), schema);

/** Schemas built once per owner (a speaker: ./say.ts) and key (a horizon, a rule) and kept. */
export function builtOnce<O extends object, T>() {
  const byOwner = new WeakMap<O, Map<string, T>>();
  return (owner: O, key: string, build: () => T): T => {
    let kept = byOwner.get(owner);
    if (!kept) byOwner.set(owner, (kept = new Map()));
    let schema = kept.get(key);
    if (!schema) kept.set(key, (schema = build()));
    return schema;
  };
}

/**
 * What a form sends for a schema: the schema's fields (required or optional as its input has
 * them), each as the text typed. `z.input` alone says `unknown` for a preprocessed field;
 * this keeps the names tied to the schema and the values to what the form holds.
 */
export type FormInput<S extends z.ZodMiniType> = { [K in keyof z.input<S>]: string };
