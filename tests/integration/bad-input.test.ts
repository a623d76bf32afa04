/**
 * Bad input to every call answers 4xx, never 5xx: walks every app/api/**\/route.ts (as
 * route-guard.test.ts does, so a route added later is swept too) and, signed in as an
 * admin, sends each exported method malformed JSON, wrong content types, wrong-typed,
 * empty and huge bodies, odd query strings, far-future and impossible dates, multi-file
 * uploads and hostile [param] values. A refusal is JSON {success: false, message}; a
 * success is JSON {success: true} or a download. Nothing may be thrown outside a request.
 *
 * Params are passed as the raw, undecoded strings: Next decodes them before the handler in
 * the real server (and proxy.ts refuses malformed escapes), but a handler must not rely on it.
 */
import { setNow } from "@/lib/shared/clock";
import { disconnect } from "@/lib/server/db";
import { bookingLimiter, manageLimiter } from "@/lib/server/rate-limit";
import { adminCookie } from "../fixtures/admin";
import { validBooking } from "../fixtures/booking";
import { TUESDAY_NOON_IST } from "../fixtures/dates";
import { BOUNDARY, multipart, pdfBytes, pdfOfSize, type Part } from "../fixtures/files";
import { resetData, seedPatient, validPatient } from "../fixtures/patients";
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

type Send = {
  query?: string;
  params?: Record<string, string>;
  /** a function for a body that can be sent only once (a stream) */
  body?: BodyInit | Buffer | (() => BodyInit);
  type?: string | null;
  headers?: Record<string, string>;
};

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
  let body: { success?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${res.status} with non-JSON: ${text.slice(0, 80)}`;
  }
  if (!type.includes("application/json")) return `answered ${res.status} as ${type}`;
  if (res.status >= 400) {
    return body.success === false && typeof body.message === "string" && body.message.trim()
      ? null
      : `answered ${res.status} without {success:false, message}: ${text.slice(0, 120)}`;
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

const json = (value: unknown): Send => ({ body: JSON.stringify(value) });
const FIELDS = [
  "username",
  "password",
  "patientName",
  "patientEmail",
  "patientPhone",
  "patientAge",
  "patientSex",
  "patientAddress",
  "patientOccupation",
  "serviceRequired",
  "preferredDate",
  "preferredTime",
  "additionalInfo",
  "website",
  "name",
  "email",
  "phone",
  "age",
  "sex",
  "address",
  "occupation",
  "patientIdentifier",
  "note",
  "consultationDate",
  "id",
  "timestamp",
  "status",
  "reportName",
  "reportType",
  "uploadDate",
  "description",
  "page",
  "pageSize",
  "date",
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

const BODIES: [string, Send][] = [
  ["malformed JSON", { body: '{"patientName": ' }],
  ["JSON with a trailing comma", { body: '{"a": 1,}' }],
  ["a JSON array", { body: "[1, 2, 3]" }],
  ["JSON null", { body: "null" }],
  ["a JSON string", { body: '"hello"' }],
  ["a JSON number out of range", { body: "1e309" }],
  ["an empty object", json({})],
  ["every field an object", json(every({ $gt: "" }))],
  ["every field an array", json(every([1, 2]))],
  ["every field a huge number", json(every(1e308))],
  ["every field negative", json(every(-1))],
  ["every field true", json(every(true))],
  ["every field null", json(every(null))],
  ["every field 500 characters", json(every("x".repeat(500)))],
  ["every field holding a NUL", json(every("a\u0000b"))],
  ["every field a lone surrogate", { body: `{${FIELDS.map((f) => `"${f}": "\\ud800"`).join(", ")}}` }],
  ["every field an email with a NUL", json(every("asha\u0000@example.com"))],
  ["prototype keys", { body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}' }],
  ["deeply nested JSON", { body: `{"a": ${deep(5000)}}` }],
  ["a byte-order mark before the JSON", { body: "\uFEFF{}" }],
  ["bytes that are not UTF-8", { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }],
  ["an empty body", { body: "" }],
  ["no body", {}],
  ["JSON sent as text/plain", { ...json(validBooking()), type: "text/plain" }],
  ["a form post", { body: "patientName=Asha&preferredDate=2026-11-25", type: "application/x-www-form-urlencoded" }],
  ["no content type", { ...json({}), type: null }],
  [
    "a multipart form",
    { body: multipart([{ name: "a", value: "b" }]), type: `multipart/form-data; boundary=${BOUNDARY}` },
  ],
  ["multipart without a boundary", { body: "--x\r\n", type: "multipart/form-data" }],
  ["a huge JSON body (2 MB)", json({ x: "a".repeat(2 * 1024 * 1024) })],
  [
    "a huge body that declares a small length",
    { body: JSON.stringify({ x: "a".repeat(200 * 1024) }), headers: { "content-length": "10" } },
  ],
  ["a huge body of no declared length", { body: endless }],
];

/** A body that never ends (it would be 64 MB), streamed. */
function endless(): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 64 * 1024 * 1024) return controller.close();
      controller.enqueue(Buffer.alloc(64 * 1024, sent === 0 ? 0x5b : 0x31));
      sent += 64 * 1024;
    },
  });
}

const QUERIES: [string, Send][] = [
  "?page=-1",
  "?page=abc",
  "?page=0",
  "?page=1.5",
  "?page=1e309",
  "?page=99999999999999999999",
  "?page=%",
  "?pageSize=-1",
  "?pageSize=1000000",
  "?page=1&pageSize=abc",
  "?date=9999-12-31",
  "?date=2026-02-30",
  "?date=0000-00-00",
  "?date=abc",
  "?date=",
  "?date=2026-11-25&date=nonsense",
  "?date=9999-12-31&page=1&pageSize=50",
  "?date=2026-02-30&export=csv",
  "?export=pdf",
  "?search=%25",
  `?search=${"x".repeat(5000)}`,
  "?search=%00",
  "?search=%ED%A0%80",
  "?date=%00",
  "?page=%00",
  `?${"a=1&".repeat(2000)}`,
].map((query) => [query, { query, ...(query ? json({}) : {}) }]);

/** The [param] values the brief names, and a few more; as raw, undecoded strings. */
const PARAM_VALUES = [
  "%",
  "%E0%A4%A",
  "..%2F..",
  "x".repeat(5000),
  "-1",
  "1e309",
  "",
  " ",
  "0",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "1 OR 1=1",
  "NaN",
  "Infinity",
  "1.5",
];

const ODD_DATES = [
  "9999-12-31",
  "2026-02-30",
  "0000-00-00",
  "2026-13-01",
  "+275760-09-13",
  "2026-11-25T18:00:00Z",
  "25/11/2026",
  "9".repeat(400),
  20261125,
];

/** Otherwise valid bodies with each date field set to an odd value (far-future, impossible, wrong format). */
function oddDates(c: Call): [string, Send][] {
  const SLOT = { preferredDate: "2026-11-25", preferredTime: "18:30" };
  const valid: Record<string, [Record<string, unknown>, string[]]> = {
    "/api/appointments/book": [validBooking(), ["preferredDate"]],
    "/api/admin/patient/add": [
      validPatient({ serviceRequired: "ECG", preferredDate: "2026-11-25", preferredTime: "18:30" }),
      ["preferredDate"],
    ],
    "/api/admin/patient/notes": [
      { patientIdentifier: String(patientId), note: "BP 130/85", consultationDate: "2026-11-20" },
      ["consultationDate"],
    ],
    "/api/appointments/status": [{ timestamp: "2026-11-20T10:00:00.000Z", status: "Done" }, ["timestamp"]],
    "/api/appointments/reschedule": [{ id: 424242, ...SLOT }, ["preferredDate"]],
    "/api/appointments/manage/[token]/reschedule": [SLOT, ["preferredDate"]],
    "/api/admin/patient/[key]/appointments": [{ serviceRequired: "ECG", ...SLOT }, ["preferredDate"]],
  };
  const entry = valid[c.url];
  if (!entry) return [];
  const [body, fields] = entry;
  return fields.flatMap((field) =>
    ODD_DATES.map((date): [string, Send] => [`${field} ${JSON.stringify(date)}`, json({ ...body, [field]: date })]),
  );
}

/** Multipart bodies for the upload call: several files, odd dates, many fields, broken framing. */
function uploads(): [string, Send][] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const fields = (overrides: Record<string, string> = {}): Part[] =>
    Object.entries({
      patientIdentifier: String(patientId),
      reportName: "Lipid profile",
      reportType: "Lab Report",
      uploadDate: "2026-11-20",
      description: "",
      ...overrides,
    }).map(([name, value]) => ({ name, value }));
  const file = (fileName = "a.pdf", data = pdfBytes()): Part => ({ name: "reportFile", fileName, data });
  const send = (parts: Part[]): Send => ({ body: multipart(parts), type });
  return [
    ["two files", send([...fields(), file(), file("b.pdf")])],
    ["ten files", send([...fields(), ...Array.from({ length: 10 }, (_, i) => file(`r${i}.pdf`))])],
    [
      "two large files",
      send([...fields(), file("a.pdf", pdfOfSize(4 * 1024 * 1024)), file("b.pdf", pdfOfSize(4 * 1024 * 1024))]),
    ],
    ["a file over 10 MB", send([...fields(), file("big.pdf", pdfOfSize(10 * 1024 * 1024 + 1))])],
    [
      "50 fields",
      send([...fields(), ...Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, value: "x" })), file()]),
    ],
    ["a file name with a line break", send([...fields(), file("a\r\nb.pdf")])],
    ["a file name of 5000 characters", send([...fields(), file(`${"x".repeat(5000)}.pdf`)])],
    ["a file name that is a path", send([...fields(), file("../../../etc/passwd.pdf")])],
    ["no file", send(fields())],
    ["only a file", send([file()])],
    ["a wrong boundary", { body: multipart([...fields(), file()], "other"), type }],
    ["a body cut short", { body: multipart([...fields(), file()]).subarray(0, 100), type }],
    ...ODD_DATES.map((date): [string, Send] => [
      `uploadDate ${JSON.stringify(date)}`,
      send([...fields({ uploadDate: String(date) }), file()]),
    ]),
    ["a patient identifier of 5000 characters", send([...fields({ patientIdentifier: "9".repeat(5000) }), file()])],
    ["a patient identifier with a NUL", send([...fields({ patientIdentifier: "1\u0000" }), file()])],
  ];
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

    const dates = oddDates(c);
    if (dates.length) {
      it("far-future, impossible and malformed dates are refused with 4xx", async () => {
        expect(await sweep(c, dates, (status) => status >= 400)).toEqual([]);
      });
    }

    if (c.url === "/api/admin/patient/reports/upload") {
      it("several files, odd dates, too many fields, broken framing", async () => {
        expect(await sweep(c, uploads())).toEqual([]);
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
