import { adminRoute, otherMethods } from "@/lib/server/api";
import { clearedSessionCookie, signOut } from "@/lib/server/auth/sessions";
import { ok } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { EVERYONE } from "@/lib/shared/roles";

/** Ends the current session server-side; the cookie is dead at once. */
export const POST = adminRoute({ roles: EVERYONE, twoFactorSetup: true, passwordChange: true }, async ({ admin }) => {
  await signOut(admin);
  return ok({ message: "Signed out." } satisfies MessageAnswer, 200, { "Set-Cookie": clearedSessionCookie() });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
