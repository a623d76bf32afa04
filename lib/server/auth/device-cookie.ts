/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that has signed in to an account before holds a cookie naming that account, signed with
 * a server secret. Sign-ins from it are throttled per device, not by the failures of
 * strangers (lib/server/auth/throttle.ts), so someone guessing at the account cannot lock its owner out.
 *
 * Value: `<username, base64url>.<device id: 16 random bytes, base64url>.<HMAC-SHA256, base64url>`
 * over `v1|<username>|<device id>`, keyed with the `device-cookie` server secret (lib/server/auth/secrets.ts).
 * Stateless: rotating the secret invalidates every device cookie.
 */
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { serverSecret } from "./secrets";
import { DEVICE_COOKIE, cookieName, readCookie, serializeCookie } from "../../shared/session-cookie";
import { normalizeUsername } from "../../shared/validation/auth";

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

async function sign(username: string, deviceId: string): Promise<Buffer> {
  return createHmac("sha256", await serverSecret("device-cookie"))
    .update(`v1|${username}|${deviceId}`)
    .digest();
}

/** Set-Cookie for a new device cookie of `username` (an existing account, just signed in). */
export async function issueDeviceCookie(username: string, secure: boolean): Promise<string> {
  const name = normalizeUsername(username);
  const deviceId = randomBytes(16).toString("base64url");
  const value = [
    Buffer.from(name).toString("base64url"),
    deviceId,
    (await sign(name, deviceId)).toString("base64url"),
  ].join(".");
  // Strict: only ever needed by the login form's same-origin POST.
  return serializeCookie(DEVICE_COOKIE, value, {
    maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS,
    secure,
    sameSite: "Strict",
  });
}

/** The device cookie's raw value in a request, under the name in use. */
export function readDeviceCookie(req: Request, secure: boolean): string | null {
  return readCookie(req.headers.get("cookie"), cookieName(DEVICE_COOKIE, secure));
}

/**
 * The device id when `value` is a genuine device cookie for `username`; null for anything
 * else (absent, malformed, forged, another account's).
 */
export async function trustedDeviceId(value: string | null | undefined, username: string): Promise<string | null> {
  if (!value || value.length > 200) return null;
  const [encodedName, deviceId, signature, ...rest] = value.split(".");
  if (rest.length || !deviceId || !signature || !DEVICE_ID.test(deviceId) || !SIGNATURE.test(signature)) return null;
  const name = Buffer.from(encodedName, "base64url").toString("utf8");
  if (name !== normalizeUsername(username)) return null;
  const expected = await sign(name, deviceId);
  return timingSafeEqual(expected, Buffer.from(signature, "base64url")) ? deviceId : null;
}
