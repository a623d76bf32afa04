/**
 * Saying a problem (lib/shared/error-codes.ts) in words: the API in English (its contract), a
 * public page in its own language from the same catalogues (messages/<locale>/booking.ts and
 * manage.ts, `server`). The shared schemas take a `Say`, so the booking form checks in the
 * page's language and the server in English; `sayCode` makes a schema speak codes, which is
 * how the server finds each field's code (docs/decisions/020-error-codes.md).
 */
import { createTranslator } from "next-intl";
import type { Locale } from "../../i18n/locales";
import { formatLongDate, formatSlot, isRealDate } from "../clinic-time";
import {
  errorKey,
  isErrorCode,
  isPublicError,
  type ErrorValues,
  type Problem,
  type PublicErrorCode,
} from "../error-codes";
import { booking } from "../../../messages/en/booking";
import { manage } from "../../../messages/en/manage";

export type Say = (code: PublicErrorCode, values?: ErrorValues) => string;
/** A translator over the client namespaces, as `useTranslations()` or `getTranslations({ locale })` give it. */
export type Translate = (key: string, values?: ErrorValues) => string;

/** Values as `locale` writes them: dates (`…date`, `YYYY-MM-DD`) and times (`…time`, `HH:MM`). */
function localValues(values: ErrorValues, locale: Locale): ErrorValues {
  // a closure's reason: its Tamil form on a Tamil page, when the clinic gave one
  const { reasonTa, ...rest } = values;
  const own = locale === "ta" && typeof reasonTa === "string" && reasonTa ? { ...rest, reason: reasonTa } : rest;
  return Object.fromEntries(
    Object.entries(own).map(([name, v]) => {
      if (/date$/i.test(name) && isRealDate(v)) return [name, formatLongDate(v, locale)];
      if (/time$/i.test(name) && typeof v === "string" && /^\d{2}:\d{2}$/.test(v)) return [name, formatSlot(v, locale)];
      return [name, v];
    }),
  );
}

/** Says public codes with `t`, a translator over the client namespaces in `locale`. */
export function speaker(t: Translate, locale: Locale): Say {
  return (code, values = {}) => t(errorKey(code, values), localValues(values, locale));
}

const english = createTranslator({ locale: "en", messages: { booking, manage } }) as unknown as Translate;
/** The API's words. */
export const sayEnglish: Say = speaker(english, "en");

/** A schema built with this speaks problems (as JSON), read back by problemOf. */
export const sayCode: Say = (code, values) => JSON.stringify(values ? { code, values } : { code });

/** The problem a `sayCode` schema's message holds (null for any other message). */
export function problemOf(message: string): Problem | null {
  if (!message.startsWith('{"code":')) return null;
  const parsed = JSON.parse(message) as Problem;
  return isErrorCode(parsed.code) ? parsed : null;
}

/** An error answer's body as a public page shows it: its code's words, else its message as it came. */
export function sayAnswer(say: Say, body: { message?: unknown; code?: unknown; values?: unknown } | null): string {
  if (isPublicError(body?.code)) return say(body.code, (body.values ?? undefined) as ErrorValues | undefined);
  return typeof body?.message === "string" ? body.message : "";
}

/**
 * Each field of an error answer in the page's words: by its `fieldCodes` entry, else by the
 * answer's own code (a slot taken or closed names the field with the answer's message).
 */
export function sayFields(
  say: Say,
  body: { errors?: unknown; fieldCodes?: unknown; code?: unknown; values?: unknown } | null,
): Record<string, string> {
  const errors = (body?.errors ?? {}) as Record<string, string>;
  const codes = (body?.fieldCodes ?? {}) as Record<string, Problem>;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const own = codes[field];
      if (own && isPublicError(own.code)) return [field, say(own.code, own.values)];
      return [field, isPublicError(body?.code) ? sayAnswer(say, body) : message];
    }),
  );
}

/** The messages of a `sayCode` schema's fields, said in English, and each field's problem. */
export function inEnglish(messages: Record<string, string>): {
  errors: Record<string, string>;
  fieldCodes: Record<string, Problem>;
} {
  const errors: Record<string, string> = {};
  const fieldCodes: Record<string, Problem> = {};
  for (const [field, message] of Object.entries(messages)) {
    const problem = problemOf(message);
    fieldCodes[field] = problem ?? { code: "invalid_input" };
    errors[field] = problem && isPublicError(problem.code) ? sayEnglish(problem.code, problem.values) : message;
  }
  return { errors, fieldCodes };
}
