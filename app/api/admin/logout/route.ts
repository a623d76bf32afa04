import { adminRoute } from "@/lib/server/api";
import { clearedSessionCookie, signOut } from "@/lib/server/auth/sessions";
import { ok } from "@/lib/server/http";

/** Ends the current session server-side; the cookie is dead at once. */
export const POST = adminRoute(async ({ admin }) => {
  await signOut(admin);
  return ok({ message: "Signed out." }, 200, { "Set-Cookie": clearedSessionCookie() });
});
