import { adminRoute, otherMethods } from "@/lib/server/api";
import { clearedSessionCookie, signOut } from "@/lib/server/auth/sessions";
import { ok } from "@/lib/server/http";
import { EVERYONE } from "@/lib/shared/roles";

/** Ends the current session server-side; the cookie is dead at once. */
export const POST = adminRoute({ roles: EVERYONE, twoFactorSetup: true, passwordChange: true }, async ({ admin }) => {
  await signOut(admin);
  return ok({ message: "Signed out." }, 200, { "Set-Cookie": clearedSessionCookie() });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
