/**
 * Bad input to every call answers 4xx, never 5xx: walks every app/api/**\/route.ts (as
 * route-guard.test.ts does, so a route added later is swept too) and, signed in as an
 * admin, sends each exported method malformed JSON, wrong content types, wrong-typed,
 * empty and huge bodies, odd query strings, far-future and impossible dates, multi-file
 * uploads and hostile [param] values. A refusal is JSON {success: false, message, code}, its
 * code one of lib/shared/error-codes.ts (docs/decisions/020-error-codes.md); a
 * success is JSON {success: true} or a download. Nothing may be thrown outside a request.
 *
 * Params are passed as the raw, undecoded strings: Next decodes them before the handler in
 * the real server (and proxy.ts refuses malformed escapes), but a handler must not rely on it.
 */
import { setNow } from "@/lib/shared/clock";
import { disconnect } from "@/lib/server/db";
import { isErrorCode } from "@/lib/shared/error-codes";
import { bookingLimiter, manageLimiter } from "@/lib/server/rate-limit";
import { adminCookie } from "../fixtures/admin";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { BODIES, json, oddDates, PARAM_VALUES, QUERIES, uploads, type Send } from "../fixtures/malformed";
import { resetData, seedPatient } from "../fixtures/patients";
import { apiCalls, type ApiCall } from "../fixtures/routes";
import { failOnStrayErrors } from "../fixtures/stray-errors";

type Call = ApiCall;

const calls = apiCalls();
const hasBody = (method: string) => method !== "GET" && method !== "HEAD";

let patientId = 0;
beforeAll(async () => {
  setNow(TUESDAY_NOON_IST);
  await resetData();
  patientId = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111", email: "asha@example.com" })).id;
});
afterAll(async () => {
  setNow(null);
  await disconnect();
});

// A throw outside any request (an upload once did this) would stop a real server.
failOnStrayErrors({ settleMs: 20 });

/** Calls the handler as a signed-in admin (a fresh session: a logout in the sweep ends only its own). */
async function call(
  c: Call,
  { query = "", params, body: given, type = "application/json", headers = {} }: Send,
): Promise<Response> {
  const body = (typeof given === "function" ? given() : given) as BodyInit | undefined;
  bookingLimiter.reset();
  manageLimiter.reset(); // so the manage calls answer the input, not the limiter's 429
  // By default a well-formed key that names nothing, so that no DELETE in the sweep removes what a later case uses.
  const values = params ?? Object.fromEntries(c.params.map((p) => [p, "424242"]));
  const urlPath = c.url.replace(/\[(\w+)\]/g, (_m, p: string) => encodeURIComponent(values[p]));
  const streamed = typeof body === "object" && body instanceof ReadableStream;
  const req = new Request(`http://localhost${urlPath}${query}`, {
    method: c.method,
    headers: { host: "localhost", cookie: await adminCookie(), ...(type ? { "content-type": type } : {}), ...headers },
    ...(hasBody(c.method) && body !== undefined ? { body } : {}),
    ...(streamed ? { duplex: "half" } : {}),
  } as RequestInit);
  return c.handler(req, { params: Promise.resolve(values) });
}

/** What is wrong with an answer, or null: a 5xx, a refusal without a JSON message, a success that is neither JSON nor a download. */
async function problem(c: Call, res: Response): Promise<string | null> {
  const type = res.headers.get("content-type") ?? "";
  if (res.status >= 500) return `answered ${res.status}: ${await res.text()}`;
  if (c.method === "HEAD")
    return res.status >= 400 && !type.includes("application/json") ? `answered ${res.status} without JSON` : null;
  if ((res.headers.get("content-disposition") ?? "").startsWith("attachment") && res.status < 300) {
    await res.arrayBuffer();
    return null;
  }
  const text = await res.text();
  let body: { success?: unknown; message?: unknown; code?: unknown; fieldCodes?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${res.status} with non-JSON: ${text.slice(0, 80)}`;
  }
  if (!type.includes("application/json")) return `answered ${res.status} as ${type}`;
  if (res.status >= 400) {
    if (!(body.success === false && typeof body.message === "string" && body.message.trim()))
      return `answered ${res.status} without {success:false, message}: ${text.slice(0, 120)}`;
    if (!isErrorCode(body.code)) return `answered ${res.status} without a listed code: ${text.slice(0, 120)}`;
    const fieldCodes = Object.values((body.fieldCodes ?? {}) as Record<string, { code?: unknown }>);
    if (!fieldCodes.every((p) => isErrorCode(p.code))) return `a field code is not listed: ${text.slice(0, 160)}`;
    return null;
  }
  return body.success === true ? null : `answered ${res.status} without success:true: ${text.slice(0, 120)}`;
}

/** Sends every case; answers the list of bad answers (empty when all are fine). */
async function sweep(c: Call, cases: [string, Send][], expectStatus?: (status: number) => boolean): Promise<string[]> {
  const bad: string[] = [];
  for (const [label, send] of cases) {
    let res: Response;
    try {
      res = await call(c, send);
    } catch (error) {
      bad.push(`${label}: threw ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const status = res.status;
    const wrong = await problem(c, res);
    if (wrong) bad.push(`${label}: ${wrong}`);
    else if (expectStatus && !expectStatus(status)) bad.push(`${label}: answered ${status}`);
  }
  return bad;
}

describe("bad input to every API call answers 4xx, never 5xx", () => {
  it("finds the route files (so an empty walk cannot pass)", () => {
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "POST /api/admin/patient/reports/upload",
        "GET /api/admin/patient/[key]",
        "POST /api/appointments/book",
        "GET /api/appointments/data",
      ]),
    );
  });

  describe.each(calls.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    if (hasBody(c.method)) {
      it("malformed, wrong-typed, empty and huge bodies", async () => {
        expect(await sweep(c, BODIES)).toEqual([]);
      });
    }

    it("odd query strings", async () => {
      expect(await sweep(c, QUERIES)).toEqual([]);
    });

    const dates = oddDates(c.url, patientId);
    if (dates.length) {
      it("far-future, impossible and malformed dates are refused with 4xx", async () => {
        expect(await sweep(c, dates, (status) => status >= 400)).toEqual([]);
      });
    }

    if (c.url === "/api/admin/patient/reports/upload") {
      it("several files, odd dates, too many fields, broken framing", async () => {
        expect(await sweep(c, uploads(patientId))).toEqual([]);
      });
    }

    if (c.params.length) {
      it("hostile [param] values are refused with 4xx", async () => {
        const cases = PARAM_VALUES.map((value): [string, Send] => [
          `${c.params.join(",")}=${JSON.stringify(value.length > 40 ? `${value.slice(0, 10)}…(${value.length})` : value)}`,
          { params: Object.fromEntries(c.params.map((p) => [p, value])), ...(hasBody(c.method) ? json({}) : {}) },
        ]);
        expect(await sweep(c, cases, (status) => status >= 400)).toEqual([]);
      });

      if (c.params.includes("key")) {
        it("the malformed [key] values are a 400", async () => {
          const cases = ["%", "%E0%A4%A", "..%2F..", "x".repeat(5000), "-1", "1e309"].map((value): [string, Send] => [
            `key=${value.slice(0, 12)}`,
            { params: { key: value }, ...(hasBody(c.method) ? json({}) : {}) },
          ]);
          expect(await sweep(c, cases, (status) => status === 400)).toEqual([]);
        });
      }
    }
  });
});
