/**
 * The admin screens' one way to call the admin API. A 401 from any call means the session
 * is gone (expired, revoked, signed out elsewhere): every listener — the AdminGate — hears
 * it and the UI returns to the login with a clear message, so no screen handles it itself
 * (the query layer, components/admin/queries, skips SessionExpiredError in its one error
 * handler).
 */
import { isErrorCode, type ErrorCode } from "@/lib/shared/error-codes";
import { BACKGROUND_HEADER } from "@/lib/shared/session-cookie";

export class SessionExpiredError extends Error {
  constructor() {
    super("Your session has expired. Please sign in again.");
    this.name = "SessionExpiredError";
  }
}

/** A non-2xx answer or `success: false`; `message` is the server's when it gave one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
  /** the answer's error code (lib/shared/error-codes.ts): what a screen decides by, never the English */
  get code(): ErrorCode | undefined {
    return isErrorCode(this.body.code) ? this.body.code : undefined;
  }
  /** field → message, for 400 answers from the shared zod schemas */
  get errors(): Record<string, string> {
    return (this.body.errors as Record<string, string> | undefined) ?? {};
  }
}

function withJsonType(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init);
  headers.set("content-type", "application/json");
  return headers;
}

/** What an admin screen says when a call could not reach the server at all. */
export const NETWORK_MESSAGE = "Could not reach the server. Please try again.";

const listeners = new Set<() => void>();

/** Subscribes to "the session is gone"; returns the unsubscribe function. */
export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener the session is gone, and returns the error to throw. */
function sessionGone(): SessionExpiredError {
  for (const listener of [...listeners]) listener();
  return new SessionExpiredError();
}

export const isSessionExpired = (error: unknown): error is SessionExpiredError => error instanceof SessionExpiredError;

export type AdminRequestInit = RequestInit & {
  /**
   * A call the user did not make (auto-refresh, a timer): it does not keep the session
   * alive, so the idle timeout still signs out an unattended screen.
   */
  background?: boolean;
};

/** fetch for admin calls: same-origin cookie, never cached; throws SessionExpiredError on 401. */
export async function adminFetch(input: string, { background, ...init }: AdminRequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (background) headers.set(BACKGROUND_HEADER, "1");
  const res = await fetch(input, { credentials: "same-origin", cache: "no-store", ...init, headers });
  if (res.status === 401) throw sessionGone();
  return res;
}

/**
 * An admin call that answers JSON: sends `json` as the body when given, and returns the
 * parsed answer when it succeeded; otherwise throws ApiError with the server's message or
 * `fallback` (a network failure rejects with the fetch TypeError, as fetch does).
 */
export async function adminJson<T extends Record<string, unknown> = Record<string, unknown>>(
  input: string,
  init: AdminRequestInit & { json?: unknown } = {},
  fallback = "Something went wrong. Please try again.",
): Promise<T> {
  const { json, ...rest } = init;
  const res = await adminFetch(
    input,
    json === undefined
      ? rest
      : { ...rest, method: rest.method ?? "POST", headers: withJsonType(rest.headers), body: JSON.stringify(json) },
  );
  let body: Record<string, unknown> = {};
  try {
    body = await res.json();
  } catch {
    // not JSON: keep the fallback message
  }
  if (!res.ok || body.success !== true) {
    throw new ApiError(typeof body.message === "string" && body.message ? body.message : fallback, res.status, body);
  }
  return body as T;
}

/** The server's `message` from a failed answer, else `fallback`. */
export async function errorMessage(res: Response, fallback: string): Promise<string> {
  try {
    const body = await res.json();
    return typeof body?.message === "string" && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/**
 * POSTs a multipart form through XMLHttpRequest, reporting upload progress (0–1), which
 * fetch cannot. Answers like adminJson: the parsed body when it succeeded; SessionExpiredError
 * on 401; ApiError with the server's message or `fallback`; a TypeError when the request
 * could not be made.
 */
export function adminUpload<T extends Record<string, unknown> = Record<string, unknown>>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  fallback: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener("load", () => {
      if (xhr.status === 401) return reject(sessionGone());
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the fallback message
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.success === true) resolve(body as T);
      else
        reject(
          new ApiError(typeof body.message === "string" && body.message ? body.message : fallback, xhr.status, body),
        );
    });
    xhr.addEventListener("error", () => reject(new TypeError("Network error")));
    xhr.addEventListener("abort", () => reject(new TypeError("Upload aborted")));
    xhr.send(form);
  });
}
