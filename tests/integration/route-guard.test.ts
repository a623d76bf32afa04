/**
 * The guard, for every route that exists now or is added later: walks every
 * app/api/**\/route.ts, and each exported method that is not on the public list must
 * answer 401 {success:false, message} without a cookie, with a forged one, and with the
 * `x-middleware-subrequest` header that once let requests skip Next's middleware.
 * Also: cross-site requests answer 403 (state-changing ones by their Origin too).
 */
import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";
import { adminCookie, createTestAdmin, TEST_ADMIN } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";
import { apiCalls, callWithDummies, PUBLIC_CALLS, type Handler } from "../fixtures/routes";

/** Every method a guard must cover: all but the public ones. */
const calls = apiCalls().filter((c) => !PUBLIC_CALLS.has(c.name));

beforeAll(async () => {
  await createTestAdmin();
});

describe("route walk: every non-public API method requires a session", () => {
  it("finds the route files (so an empty walk cannot pass)", () => {
    const names = calls.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(["POST /api/admin/logout", "GET /api/admin/session", "GET /api/admin/audit"]),
    );
  });

  const forged = `${SESSION_COOKIE}=${randomBytes(32).toString("base64url")}`;
  const cases: [string, Record<string, string>][] = [
    ["no cookie", {}],
    ["a forged cookie", { cookie: forged }],
    ["a malformed cookie", { cookie: `${SESSION_COOKIE}=admin; isAdmin=true` }],
    [
      "x-middleware-subrequest",
      { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    ],
    [
      "x-middleware-subrequest and a forged cookie",
      { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", cookie: forged },
    ],
  ];

  describe.each(calls.map((c) => [c.name, c] as const))("%s", (_name, call) => {
    it.each(cases)("answers 401 with %s", async (_label, headers) => {
      const res = await answer(await callWithDummies(call, { headers }));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: "unauthorized", message: expect.any(String) });
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  });
});

describe("cross-site requests", () => {
  const { POST: login } = require("@/app/api/admin/login/route") as { POST: Handler };
  const { POST: logout } = require("@/app/api/admin/logout/route") as { POST: Handler };
  const { GET: session } = require("@/app/api/admin/session/route") as { GET: Handler };

  const signIn = (headers: Record<string, string>) =>
    login(adminRequest("/api/admin/login", { method: "POST", body: TEST_ADMIN, headers }), undefined).then(answer);

  beforeEach(async () => {
    await db().loginFailure.deleteMany();
  });

  it("login refuses another site's Origin and Sec-Fetch-Site: cross-site with 403", async () => {
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "http://localhost.evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "http://localhost", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const res = await signIn(headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, code: "forbidden", message: expect.any(String) });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("login accepts its own origin, a proxy's forwarded host and SITE_URL", async () => {
    expect((await signIn({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await signIn({ origin: "https://clinic.example", "x-forwarded-host": "clinic.example" })).status).toBe(200);
    expect((await signIn({ origin: "http://localhost:3000", host: "127.0.0.1:3000" })).status).toBe(200); // SITE_URL
    expect((await signIn({})).status).toBe(200); // no Origin: not a browser form post
  });

  it("an admin write from another site is refused with 403 and changes nothing", async () => {
    const cookie = await adminCookie();
    const res = await answer(
      await logout(
        adminRequest("/api/admin/logout", { method: "POST", cookie, headers: { origin: "https://evil.example" } }),
        undefined,
      ),
    );
    expect(res.status).toBe(403);
    expect((await session(adminRequest("/api/admin/session", { cookie }), undefined)).status).toBe(200);
    const crossSite = await logout(
      adminRequest("/api/admin/logout", { method: "POST", cookie, headers: { "sec-fetch-site": "cross-site" } }),
      undefined,
    );
    expect(crossSite.status).toBe(403);
    expect((await session(adminRequest("/api/admin/session", { cookie }), undefined)).status).toBe(200);
  });

  it("every admin GET from another site (a link followed with the Lax cookie) is 403 too (issue 41 G7)", async () => {
    const cookie = await adminCookie();
    const reads = calls.filter((c) => c.method === "GET");
    expect(reads.length).toBeGreaterThan(20);
    for (const c of reads) {
      const res = await answer(await callWithDummies(c, { cookie, headers: { "sec-fetch-site": "cross-site" } }));
      expect([c.name, res.status]).toEqual([c.name, 403]);
    }
    // the same read from the clinic's own pages answers
    const own = await session(
      adminRequest("/api/admin/session", { cookie, headers: { "sec-fetch-site": "same-origin" } }),
      undefined,
    );
    expect(own.status).toBe(200);
  });
});
