/**
 * Test helpers for anything behind the admin sign-in: an admin account and a live session
 * created directly in the test database, and requests to route handlers that carry them.
 *
 *   const cookie = await adminCookie();
 *   const res = await GET(adminRequest("/api/admin/audit", { cookie, method: "GET" }), undefined);
 */
import { setAdminPassword } from "@/lib/server/auth/admins";
import { createSession, SESSION_COOKIE } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";

export const TEST_ADMIN = { username: "test-admin", password: "test-password-123456" } as const;

/** Creates (or resets) an admin account; hashing takes ~20 ms, so reuse one per file. */
export async function createTestAdmin(username: string = TEST_ADMIN.username, password: string = TEST_ADMIN.password) {
  const { admin } = await setAdminPassword(username, password);
  return { ...admin, password };
}

/** A Cookie header value for a fresh session of `username` (created when missing). */
export async function adminCookie(username: string = TEST_ADMIN.username): Promise<string> {
  const existing = await db().admin.findUnique({ where: { username }, select: { id: true } });
  const id = existing?.id ?? (await createTestAdmin(username)).id;
  return `${SESSION_COOKIE}=${await createSession(id)}`;
}

/** The session token inside a Cookie or Set-Cookie value. */
export function tokenOf(cookie: string | null): string | null {
  const match = cookie?.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`));
  return match ? match[1] : null;
}

type RequestOptions = {
  method?: string;
  /** sent as JSON when not a string */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
};

/** A request as a same-origin browser page would send it (Host localhost, JSON body). */
export function adminRequest(path: string, { method = "GET", body, cookie, headers = {} }: RequestOptions = {}): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: {
      host: "localhost",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Reads a handler's answer: status, headers and JSON body. */
export async function answer(res: Response) {
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  return { status: res.status, headers: res.headers, body };
}
