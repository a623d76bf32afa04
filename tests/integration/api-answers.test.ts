/**
 * Every /api answer is JSON `{success:false, message}` when it refuses (issue 26, 9d): a method a
 * route does not answer is a 405 naming the ones it does (`Allow`), and an address no route has
 * is a 404 — not Next's empty 405 nor the site's HTML 404 page. Walks every app/api/**\/route.ts
 * (a route added later too): each must export every method, its own and otherMethods()'s.
 * tests/e2e/api-answers.spec.ts asks the same of a real `next start`.
 */
import path from "node:path";
import { API_MESSAGES, isRefusal, ROUTE_METHODS } from "@/lib/server/api";
import { apiRoutes, NOT_FOUND_ROUTE } from "../fixtures/routes";

const API_DIR = path.join(process.cwd(), "app", "api");
const load = (file: string) => require(path.join(API_DIR, file)) as Record<string, unknown>;
type Handler = (req: Request, ctx: unknown) => Promise<Response>;
const routes = apiRoutes();

/** Allow as Next's own OPTIONS writes it: the methods, OPTIONS, and HEAD with GET, sorted. */
const allowOf = (methods: string[]) =>
  [...new Set([...methods, "OPTIONS", ...(methods.includes("GET") ? ["HEAD"] : [])])].sort().join(", ");

it("finds the route files, each declaring its methods", () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((r) => !r.methods.length).map((r) => r.file)).toEqual([]);
});

describe.each(routes.map((r) => [r.url, r] as const))("%s", (_url, r) => {
  const mod = load(r.file);

  it("exports every method: its own as declared, the others as otherMethods()'s", () => {
    const own = ROUTE_METHODS.filter((m) => typeof mod[m] === "function" && !isRefusal(mod[m]));
    expect(own).toEqual(ROUTE_METHODS.filter((m) => r.methods.includes(m)));
    expect(ROUTE_METHODS.filter((m) => typeof mod[m] !== "function")).toEqual([]);
  });

  it.each(ROUTE_METHODS.filter((m) => !r.methods.includes(m)))("%s: JSON 405 with Allow", async (method) => {
    const res = await (mod[method] as Handler)(new Request(`http://localhost${r.url}`, { method }), undefined);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allowOf(r.methods));
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      success: false,
      code: "method_not_allowed",
      message: API_MESSAGES.methodNotAllowed,
    });
  });
});

it("an address no route has answers JSON 404 to every method", async () => {
  const mod = load(NOT_FOUND_ROUTE);
  for (const method of [...ROUTE_METHODS, "OPTIONS"]) {
    const res = await (mod[method] as Handler)(new Request("http://localhost/api/nothing/here", { method }), undefined);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, code: "not_found", message: API_MESSAGES.notFound });
  }
});
