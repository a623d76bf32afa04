/**
 * Every /api answer is JSON against the real `next start` (issue 26, 9d): a method a route
 * does not answer is a JSON 405 with `Allow` (Next's own 405 has an empty body), and an address
 * no route has is a JSON 404, not the site's HTML 404 page. Walks every app/api/**\/route.ts
 * through tests/fixtures/routes.ts, so a route added later is asked too.
 */
import { type APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { apiRoutes } from "../fixtures/routes";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const routes = apiRoutes();

/** Allow as Next's own OPTIONS writes it: the methods, OPTIONS, and HEAD with GET, sorted. */
const allowOf = (methods: string[]) =>
  [...new Set([...methods, "OPTIONS", ...(methods.includes("GET") ? ["HEAD"] : [])])].sort().join(", ");

/** What is wrong with a refusal, or null: its status, its type, or a body that is not {success:false, message}. */
async function notJson(res: APIResponse, status: number): Promise<string | null> {
  const text = await res.text();
  if (res.status() !== status) return `answered ${res.status()}: ${text.slice(0, 80)}`;
  if (!(res.headers()["content-type"] ?? "").includes("application/json"))
    return `answered ${res.headers()["content-type"]}`;
  try {
    const body = JSON.parse(text);
    return body.success === false && typeof body.message === "string" && body.message ? null : `answered ${text}`;
  } catch {
    return `answered non-JSON: ${text.slice(0, 80)}`;
  }
}

test.describe("every /api answer is JSON", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough: it tests a server, not screens");
  });

  test("a method a route does not answer: JSON 405 naming the ones it does", async ({ request }) => {
    expect(routes.length).toBeGreaterThan(40);
    const bad: string[] = [];
    let asked = 0;
    for (const route of routes) {
      const url = route.url.replace(/\[\w+\]/g, "424242");
      for (const method of METHODS.filter((m) => !route.methods.includes(m))) {
        const res = await request.fetch(url, { method, headers: { "x-forwarded-for": "100.64.40.1" } });
        asked++;
        const wrong = await notJson(res, 405);
        if (wrong) bad.push(`${method} ${route.url}: ${wrong}`);
        else if (res.headers()["allow"] !== allowOf(route.methods))
          bad.push(`${method} ${route.url}: Allow ${res.headers()["allow"]}`);
      }
    }
    expect(bad).toEqual([]);
    expect(asked).toBeGreaterThan(150);
  });

  test("an address under /api that no route has: JSON 404, whatever the method", async ({ request }) => {
    const bad: string[] = [];
    for (const path of [
      "/api",
      "/api/",
      "/api/nothing",
      "/api/admin/nothing/here",
      "/api/appointments/book/extra",
      "/api/admin/patient/1/2/3",
    ]) {
      for (const method of [...METHODS, "OPTIONS"]) {
        const wrong = await notJson(await request.fetch(path, { method }), 404);
        if (wrong) bad.push(`${method} ${path}: ${wrong}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
