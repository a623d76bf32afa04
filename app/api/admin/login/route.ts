import { otherMethods, route } from "@/lib/server/api";
import { checkOrigin } from "@/lib/server/auth/origin";
import { readSessionToken, secureCookies, sessionCookie, signIn } from "@/lib/server/auth/sessions";
import { readDeviceCookie } from "@/lib/server/auth/device-cookie";
import { passwordChangeRequired, signedInAdmin, twoFactorSetupRequired } from "@/lib/server/auth/roles";
import { clientIp, ok, parse, readJson } from "@/lib/server/http";
import type { LoginAnswer } from "@/lib/shared/api/session";
import { LOGIN_MESSAGES, loginSchema } from "@/lib/shared/validation/auth";

/**
 * Public: signs an admin in and sets the session and device cookies (401 / 429 / 503
 * otherwise). `desk: true` asks for desk mode (FEATURES.md §5): `deskUntil` answers until when.
 * An account with two-factor on also needs `code` (FEATURES.md §9): without it 401 `twoFactorRequired`.
 */
export const POST = route(async ({ req }) => {
  checkOrigin(req);
  const input = parse(loginSchema, await readJson(req), LOGIN_MESSAGES.required);
  const { token, deviceCookie, admin, deskUntil } = await signIn({
    ...input,
    code: input.code || undefined,
    ip: clientIp(req),
    previousToken: readSessionToken(req),
    deviceCookie: readDeviceCookie(req, secureCookies()),
  });
  const res = ok({
    message: input.desk && !deskUntil ? LOGIN_MESSAGES.deskUnavailable : "Signed in successfully.",
    username: admin.username,
    deskUntil: deskUntil?.toISOString() ?? null,
    admin: signedInAdmin(admin),
    twoFactorSetupRequired: twoFactorSetupRequired(admin),
    passwordChangeRequired: passwordChangeRequired(admin),
  } satisfies LoginAnswer);
  // the session cookie first: scripts that take the first Set-Cookie expect it there
  res.headers.append("Set-Cookie", sessionCookie(token));
  res.headers.append("Set-Cookie", deviceCookie);
  return res;
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
