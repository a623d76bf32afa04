/**
 * The API as the admin screens see it in component tests: msw intercepts fetch (and
 * XMLHttpRequest) and each test says what the server answers, in the wire shapes the route
 * handlers send (`{ success: true, … }`, or `{ success: false, message, errors? }` with its
 * status). `answer` also records what each call sent, so a test checks the request too.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";

/**
 * What every screen may ask without a test saying so: an evening's waiting list (FEATURES.md
 * §14), which Tonight and the calendar's picked day read and show only when someone waits —
 * nobody, unless a test answers otherwise.
 */
const quiet = [
  http.get("*/api/admin/waitlist", ({ request }) =>
    HttpResponse.json({
      success: true,
      date: new URL(request.url).searchParams.get("date") ?? "",
      entries: [],
      freeTimes: [],
    }),
  ),
];

export const server = setupServer(...quiet);

export type Method = "get" | "post" | "patch" | "put" | "delete";

export type Call = { url: URL; body: unknown };

/**
 * Answers `method path` with `body` (status 200 unless given) for the rest of the test;
 * `body` may be a function of the request's JSON. Returns the calls made.
 */
export function answer(
  method: Method,
  path: string,
  body: JsonBodyType | ((sent: unknown, url: URL) => JsonBodyType),
  status = 200,
): Call[] {
  const calls: Call[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const url = new URL(request.url);
      const text = method === "get" ? "" : await request.text();
      let sent: unknown = text;
      try {
        sent = text ? JSON.parse(text) : undefined;
      } catch {
        // a multipart body: kept as text
      }
      calls.push({ url, body: sent });
      return HttpResponse.json(typeof body === "function" ? body(sent, url) : body, { status });
    }),
  );
  return calls;
}

/** A refusal as the route wrapper sends it. */
export const refusal = (message: string, errors?: Record<string, string>) => ({
  success: false,
  message,
  ...(errors ? { errors } : {}),
});
