import { otherMethods, route } from "@/lib/server/api";
import { checkOrigin } from "@/lib/server/auth/origin";
import { signInPatient, signOutPatient } from "@/lib/server/domain/my/session";
import { ok, parse, readJson } from "@/lib/server/http";
import { phoneCodeLimiter } from "@/lib/server/rate-limit";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { MY_MESSAGES } from "@/lib/shared/validation/my";
import { patientSignInSchema } from "@/lib/shared/validation/phone-codes";

/**
 * My appointments' sign-in (FEATURES.md §15): `{phone, code}` → 200 and a 30-minute session
 * cookie; a wrong, used-up or expired code → 401 (five wrong end the code). DELETE signs out.
 */
export const POST = route({ limiter: phoneCodeLimiter }, async ({ req }) => {
  checkOrigin(req);
  const setCookie = await signInPatient(parse(patientSignInSchema, await readJson(req)));
  return ok({ message: MY_MESSAGES.signedIn } satisfies MessageAnswer, 200, { "Set-Cookie": setCookie });
});

export const DELETE = route(async ({ req }) => {
  checkOrigin(req);
  return ok({ message: MY_MESSAGES.signedOut } satisfies MessageAnswer, 200, {
    "Set-Cookie": await signOutPatient(req),
  });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH } = otherMethods("POST", "DELETE");
