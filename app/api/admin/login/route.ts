import { checkOrigin, readSessionToken, sessionCookie, signIn } from "@/lib/auth";
import { clientIp, ok, parse, readJson, route } from "@/lib/http";
import { LOGIN_MESSAGES, loginSchema } from "@/lib/validation/auth";

/** Public: signs an admin in and sets the session cookie (401 / 429 otherwise). */
export const POST = route(async (req) => {
  checkOrigin(req);
  const input = parse(loginSchema, await readJson(req), LOGIN_MESSAGES.required);
  const { token, admin } = await signIn({ ...input, ip: clientIp(req), previousToken: readSessionToken(req) });
  return ok({ message: "Signed in successfully.", username: admin.username }, 200, { "Set-Cookie": sessionCookie(token) });
});
