/**
 * Record keys as a URL's dynamic segment gives them (`/api/…/[key]`), as zod schemas for
 * the route wrappers' `params` option (lib/server/api.ts): a value that is no key is a 400
 * with the given message, under the segment's name.
 */
import * as z from "zod/mini";
import { preprocess } from "./mini";

/** A segment read by `read` (which answers null for anything that is not a key). */
export const keyParam = <T>(read: (value: string) => T | null, message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((value: string, ctx) => {
      const key = read(value);
      if (key === null) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return key;
    }),
  );

/** A record's id (digits) or timestamp (an ISO instant), as a URL gives it; otherwise null. */
export function toRecordKey(value: string): { id: number } | { timestamp: string } | null {
  const text = value.trim();
  if (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647) return { id: Number(text) };
  if (text.length <= 40 && /^\d{4}-\d{2}-\d{2}T[0-9:.]+Z$/.test(text)) return { timestamp: text };
  return null;
}

/** `{id}` of a URL whose segment is a record's id (`/api/…/{id}`): a timestamp or anything else is refused. */
export const idParams = (message: string) =>
  z.object({
    id: keyParam((value) => {
      const key = toRecordKey(value);
      return key && "id" in key ? key.id : null;
    }, message),
  });

/** A record's id as a JSON number: positive, whole and within a 32-bit integer; every refusal says `message`. */
export const wholeId = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.positive(message), z.lte(2_147_483_647, message));

/** A record's id in a JSON body: a positive whole number (digits as text are read as one). */
export const positiveId = (message: string) =>
  preprocess((v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v), wholeId(message));
