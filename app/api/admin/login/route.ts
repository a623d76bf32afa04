import { route } from "@/lib/server/api";
import { checkOrigin, readSessionToken, secureCookies, sessionCookie, signIn } from "@/lib/server/auth/sessions";
import { readDeviceCookie } from "@/lib/server/auth/device-cookie";
import { clientIp, ok, parse, readJson } from "@/lib/server/http";
import { LOGIN_MESSAGES, loginSchema } from "@/lib/shared/validation/auth";

/** Public: signs an admin in and sets the session and device cookies (401 / 429 / 503 otherwise). */
export const POST = route(async ({ req }) => {
  checkOrigin(req);
  const input = parse(loginSchema, await readJson(req), LOGIN_MESSAGES.required);
  const { token, deviceCookie, admin } = await signIn({
    ...input,
    ip: clientIp(req),
    previousToken: readSessionToken(req),
    deviceCookie: readDeviceCookie(req, secureCookies()),
  });
  const res = ok({ message: "Signed in successfully.", username: admin.username });
  // the session cookie first: scripts that take the first Set-Cookie expect it there
  res.headers.append("Set-Cookie", sessionCookie(token));
  res.headers.append("Set-Cookie", deviceCookie);
  return res;
});
