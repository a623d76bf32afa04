/**
 * The admin session cookie's name and wire format. Free of server imports, so proxy.ts
 * can use it too; lib/auth.ts owns what the cookie means.
 */
export const SESSION_COOKIE = "clinic_session";

/**
 * Sent by the admin UI's background calls (auto-refresh, session checks): they prove the
 * session but do not count as activity, so the idle timeout still ends an unattended session.
 */
export const BACKGROUND_HEADER = "x-admin-background";

/** A session token: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The raw value of the session cookie in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name = SESSION_COOKIE): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function serializeSessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    ...(maxAgeSeconds <= 0 ? ["Expires=Thu, 01 Jan 1970 00:00:00 GMT"] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
