/**
 * JSON answers and error mapping shared by every route handler (DESIGN.md §3).
 * A handler reads like a sentence: parse → call lib/server → respond; anything thrown is
 * mapped here (toResponse, which the route wrappers in lib/server/api.ts call), so bad
 * input is a 4xx with a clear message and never a stack trace.
 */
import "server-only";
import { z } from "zod";
import { STATUS_CODES, type ErrorCode, type ErrorValues } from "../shared/error-codes";
import { inEnglish } from "../shared/validation/say";
import { clientAddress } from "./client-address";
import { log } from "./logger";

/** The code of a status that has no more specific one (lib/shared/error-codes.ts). */
export const statusCode = (status: number): ErrorCode =>
  STATUS_CODES[status as keyof typeof STATUS_CODES] ?? (status >= 500 ? "server_error" : "invalid_input");

/**
 * A refusal: the status, the spec's English `message`, and the machine `code` (and `values`)
 * a client decides and translates by (docs/decisions/020-error-codes.md); `extra` joins the body.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly values?: ErrorValues;
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    problem: { code?: ErrorCode; values?: ErrorValues } = {},
  ) {
    super(message);
    this.code = problem.code ?? statusCode(status);
    this.values = problem.values;
  }
}

type Coded = { code?: ErrorCode; values?: ErrorValues };

export const badRequest = (
  message: string,
  errors?: Record<string, string>,
  problem: Coded & { fieldCodes?: Record<string, unknown> } = {},
) => {
  const { fieldCodes, ...coded } = problem;
  return new HttpError(
    400,
    message,
    { ...(errors ? { errors } : {}), ...(fieldCodes ? { fieldCodes } : {}) },
    {},
    coded,
  );
};
export const notFound = (message = "Not found", problem: Coded = {}) => new HttpError(404, message, {}, {}, problem);
export const conflict = (message: string, extra: Record<string, unknown> = {}, problem: Coded = {}) =>
  new HttpError(409, message, extra, {}, problem);
export const tooLarge = (message = "Request is too large") => new HttpError(413, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many requests. Please try again later.",
  code: ErrorCode = "too_many_requests",
) => new HttpError(429, message, {}, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) }, { code });

const NO_STORE = { "Cache-Control": "no-store" };

export function ok(body: Record<string, unknown> = {}, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json({ success: true, ...body }, { status, headers: { ...NO_STORE, ...headers } });
}

/** An error answer: `{ success: false, message, code, values?, ...extra }`. */
export function fail(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  { code = statusCode(status), values }: Coded = {},
) {
  return Response.json(
    { success: false, message, code, ...(values ? { values } : {}), ...extra },
    { status, headers: { ...NO_STORE, ...headers } },
  );
}

/** field → first message, for forms to show beside each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Validates with a shared schema, classic zod or zod/mini (the booking form's). `message` is the
 * summary the spec gives for this input; without one, the first field's own message is the summary.
 */
export function parse<S extends z.core.$ZodType>(schema: S, data: unknown, message?: string): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badRequest(message ?? Object.values(errors)[0] ?? "Invalid request", errors);
}

/**
 * As parse, for a shared schema built with `sayCode` (lib/shared/validation/say.ts): the 400
 * says each field in English and adds its code (`fieldCodes`), the first field's as the answer's.
 */
export function parseCoded<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  const { errors, fieldCodes } = inEnglish(fieldErrors(result.error));
  const first = Object.keys(errors)[0];
  throw badRequest(errors[first] ?? "Invalid request", errors, { ...fieldCodes[first], fieldCodes });
}

export const MAX_JSON_BYTES = 32 * 1024;

/** Reads a JSON body: 400 for a wrong content type or malformed JSON, 413 beyond the cap. */
export async function readJson(req: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw badRequest("Content-Type must be application/json");
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw tooLarge();
  const reader = req.body?.getReader();
  if (!reader) throw badRequest("Request body is empty");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw badRequest("Request body is not valid JSON");
  }
}

/** A JSON body that may be left out altogether (no Content-Type, no bytes): `{}` then. */
export async function readOptionalJson(req: Request): Promise<unknown> {
  if (!req.headers.get("content-type") && (req.headers.get("content-length") ?? "0") === "0") return {};
  return readJson(req);
}

/** Prisma's unique-constraint violation (P2002), whatever adapter raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

/** Turns anything a handler throws into an answer; unexpected errors are logged, never shown. */
export function toResponse(error: unknown): Response {
  if (error instanceof HttpError)
    return fail(error.status, error.message, error.extra, error.headers, { code: error.code, values: error.values });
  if (error instanceof z.ZodError) {
    const errors = fieldErrors(error);
    return fail(400, Object.values(errors)[0] ?? "Invalid request", { errors });
  }
  const code = (error as { code?: string } | null)?.code;
  if (code === "P2002") return fail(409, "This record already exists.");
  if (code === "P2025") return fail(404, "Not found");
  log.error("unhandled error in route handler", {
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return fail(500, "Something went wrong on our side. Please try again.");
}

/** The client's address (lib/server/client-address.ts: the socket's, or per TRUST_PROXY). */
export function clientIp(req: Request): string {
  return clientAddress(req.headers);
}

/**
 * Headers for a file download: an RFC 6266 attachment name (an ASCII fallback plus the
 * UTF-8 original), no sniffing, no caching.
 */
export function downloadHeaders(
  fileName: string,
  contentType: string,
  size?: number,
  /** inline: the browser shows it (a PDF opened from a link) rather than saving it */
  disposition: "attachment" | "inline" = "attachment",
): Record<string, string> {
  const ascii =
    fileName
      .replace(/[^\x20-\x7e]/g, "_")
      .replace(/["\\]/g, "_")
      .replace(/[/\r\n]/g, "_") || "download";
  return {
    "Content-Type": contentType,
    "Content-Disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    ...(size === undefined ? {} : { "Content-Length": String(size) }),
  };
}
