/**
 * Record keys as a URL's dynamic segment gives them (`/api/…/[key]`), as zod schemas for
 * the route wrappers' `params` option (lib/server/api.ts): a value that is no key is a 400
 * with the given message, under the segment's name.
 */
import { z } from "zod";

/** A segment read by `read` (which answers null for anything that is not a key). */
export const keyParam = <T>(read: (value: string) => T | null, message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const key = read(value);
    if (key === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return key;
  });
