/**
 * The admin cookies' names and wire format. Free of server imports, so proxy.ts can use it
 * too; lib/server/auth/sessions.ts owns what the session cookie means, lib/server/auth/device-cookie.ts the device cookie.
 *
 * Over HTTPS (and in production) the names carry the `__Host-` prefix (ASVS 5.0 3.3.3): the
 * browser then accepts the cookie only with Secure, Path=/ and no Domain, so neither a
 * sibling subdomain nor a plain-http page can plant or overwrite it. Browsers refuse
 * Secure cookies from plain-http sites other than localhost, so development over
 * http://localhost uses the plain names (lib/server/auth/sessions.ts secureCookies decides).
 */
export const SESSION_COOKIE = "clinic_session";
export const DEVICE_COOKIE = "clinic_device";
export const HOST_PREFIX = "__Host-";

/** The cookie's name as sent: `__Host-<base>` when Secure, else `<base>`. */
export const cookieName = (base: string, secure: boolean) => (secure ? `${HOST_PREFIX}${base}` : base);

/** Both names a session cookie can have (proxy.ts does not know which one is in use). */
export const SESSION_COOKIE_NAMES = [cookieName(SESSION_COOKIE, true), cookieName(SESSION_COOKIE, false)] as const;

/**
 * Sent by the admin UI's background calls (auto-refresh, session checks): they prove the
 * session but do not count as activity, so the idle timeout still ends an unattended session.
 */
export const BACKGROUND_HEADER = "x-admin-background";

/** A session token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The raw value of the named cookie in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Set-Cookie for an admin cookie: HttpOnly, Path=/, never Domain; Secure and `__Host-` together. */
export function serializeCookie(
  base: string,
  value: string,
  { maxAgeSeconds, secure, sameSite = "Lax" }: { maxAgeSeconds: number; secure: boolean; sameSite?: "Lax" | "Strict" },
): string {
  return [
    `${cookieName(base, secure)}=${value}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${sameSite}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(maxAgeSeconds <= 0 ? ["Expires=Thu, 01 Jan 1970 00:00:00 GMT"] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function serializeSessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, value, { maxAgeSeconds, secure });
}
