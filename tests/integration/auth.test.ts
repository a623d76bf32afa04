/**
 * Sign-in, sessions and sign-out against the real handlers and database:
 * login answers, cookie flags, revocation, idle and absolute timeouts, audit entries.
 */
import { createHash } from "node:crypto";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as logout } from "@/app/api/admin/logout/route";
import { GET as session } from "@/app/api/admin/session/route";
import { GET as auditLog } from "@/app/api/admin/audit/route";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { adminCookie, createTestAdmin, TEST_ADMIN, tokenOf } from "../fixtures/admin";
import { addressSequence, adminRequest, answer } from "../fixtures/http";

const T0 = new Date("2026-11-24T04:00:00Z");
const minutes = (n: number) => n * 60_000;
const freshIp = addressSequence("10.1");

const signIn = async (body: unknown, headers: Record<string, string> = {}) =>
  answer(
    await login(
      adminRequest("/api/admin/login", { method: "POST", body, headers: { "x-forwarded-for": freshIp(), ...headers } }),
      undefined,
    ),
  );
const whoAmI = async (cookie?: string) =>
  answer(await session(adminRequest("/api/admin/session", { cookie }), undefined));
const cookieFrom = (setCookie: string | null) => `clinic_session=${tokenOf(setCookie)}`;

beforeAll(async () => {
  await createTestAdmin();
});

beforeEach(async () => {
  setNow(null);
  await db().loginFailure.deleteMany();
});

afterAll(() => setNow(null));

describe("POST /api/admin/login", () => {
  it("signs in with the right password: 200 {success, message} and a session cookie", async () => {
    const res = await signIn(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), username: TEST_ADMIN.username });
    expect(res.body).not.toHaveProperty("passwordHash");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const token = tokenOf(res.headers.get("set-cookie"));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
  });

  it("sets the cookie HttpOnly, SameSite=Lax, Path=/, limited to the absolute lifetime, not Secure over plain http", async () => {
    const res = await signIn(TEST_ADMIN);
    const [session, device] = res.headers.getSetCookie();
    const parts = session.split("; ");
    expect(parts[0]).toMatch(/^clinic_session=/);
    expect(parts).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=43200"]));
    expect(parts).not.toContain("Secure");
    // the device cookie (tests/integration/auth-device.test.ts): long-lived, HttpOnly, Strict
    expect(device.split("; ")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^clinic_device=/),
        "HttpOnly",
        "SameSite=Strict",
        "Path=/",
        "Max-Age=15552000",
      ]),
    );
  });

  it("sets the cookie Secure with the __Host- prefix in production", () => {
    const saved = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = "production";
    try {
      jest.isolateModules(() => {
        const auth = require("@/lib/server/auth/sessions") as typeof import("@/lib/server/auth/sessions");
        expect(auth.sessionCookie("x".repeat(43)).split("; ")).toEqual(
          expect.arrayContaining([`__Host-clinic_session=${"x".repeat(43)}`, "Secure", "Path=/"]),
        );
        expect(auth.clearedSessionCookie().split("; ")).toEqual(
          expect.arrayContaining(["__Host-clinic_session=", "Secure", "Max-Age=0"]),
        );
      });
    } finally {
      (process.env as Record<string, string>).NODE_ENV = saved!;
    }
  });

  it("over https (SITE_URL), the login handler sets __Host- cookies: Secure, Path=/, no Domain; only those names are read", async () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = "https://clinic.example";
    try {
      await jest.isolateModulesAsync(async () => {
        const route = require("@/app/api/admin/login/route") as typeof import("@/app/api/admin/login/route");
        const sessionRoute = require("@/app/api/admin/session/route") as typeof import("@/app/api/admin/session/route");
        const res = await route.POST(
          adminRequest("/api/admin/login", {
            method: "POST",
            body: TEST_ADMIN,
            headers: { "x-forwarded-for": freshIp() },
          }),
          undefined,
        );
        expect(res.status).toBe(200);
        const cookies = res.headers.getSetCookie();
        expect(cookies).toHaveLength(2);
        for (const [cookie, name] of [
          [cookies[0], "__Host-clinic_session"],
          [cookies[1], "__Host-clinic_device"],
        ]) {
          const parts = cookie.split("; ");
          expect(parts[0].startsWith(`${name}=`)).toBe(true);
          expect(parts).toEqual(expect.arrayContaining(["Secure", "Path=/", "HttpOnly"]));
          expect(parts.some((p) => /^domain=/i.test(p))).toBe(false);
        }
        const token = cookies[0].split("; ")[0].slice("__Host-clinic_session=".length);
        const ask = async (cookie: string) =>
          (await sessionRoute.GET(adminRequest("/api/admin/session", { cookie }), undefined)).status;
        expect(await ask(`__Host-clinic_session=${token}`)).toBe(200);
        // the unprefixed name could be planted by a sibling subdomain or over http: ignored
        expect(await ask(`clinic_session=${token}`)).toBe(401);
      });
    } finally {
      process.env.SITE_URL = saved;
    }
  });

  it("stores only the SHA-256 of the token, and issues a new token at every sign-in", async () => {
    const a = tokenOf((await signIn(TEST_ADMIN)).headers.get("set-cookie"))!;
    const b = tokenOf((await signIn(TEST_ADMIN)).headers.get("set-cookie"))!;
    expect(a).not.toBe(b);
    const stored = await db().session.findMany({ select: { tokenHash: true } });
    const hashes = stored.map((s) => s.tokenHash);
    expect(hashes).toContain(createHash("sha256").update(a).digest("hex"));
    expect(hashes).not.toContain(a);
  });

  it("replaces the session the browser already had", async () => {
    const first = cookieFrom((await signIn(TEST_ADMIN)).headers.get("set-cookie"));
    const second = await signIn(TEST_ADMIN, { cookie: first });
    expect(second.status).toBe(200);
    expect((await whoAmI(first)).status).toBe(401);
    expect((await whoAmI(cookieFrom(second.headers.get("set-cookie")))).status).toBe(200);
  });

  it("answers a wrong password and an unknown account alike: 401 'Invalid credentials', no cookie", async () => {
    const wrong = await signIn({ username: TEST_ADMIN.username, password: "not-the-password" });
    const unknown = await signIn({ username: "nobody-here", password: "whatever-it-is" });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: "unauthorized", message: "Invalid credentials" });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("takes about as long for an unknown account as for a wrong password (both verify a hash)", async () => {
    const samples: Record<string, number[]> = { wrong: [], unknown: [] };
    for (let i = 0; i < 7; i++) {
      for (const [kind, username] of [
        ["wrong", TEST_ADMIN.username],
        ["unknown", "nobody-here"],
      ] as const) {
        await db().loginFailure.deleteMany();
        // CPU time of this process (argon2's threads included), not wall time: what it measures
        // is the work each path does, which other processes on a busy machine do not change
        const start = process.cpuUsage();
        await signIn({ username, password: "not-the-password" });
        const used = process.cpuUsage(start);
        samples[kind].push((used.user + used.system) / 1e3);
      }
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[3];
    const wrong = median(samples.wrong);
    const unknown = median(samples.unknown);
    expect(wrong).toBeGreaterThan(5); // a real argon2 verification ran
    expect(unknown).toBeGreaterThan(5);
    // loose bounds: what matters is that both paths do the same work
    expect(unknown / wrong).toBeGreaterThan(0.33);
    expect(unknown / wrong).toBeLessThan(3);
  });

  it("requires both fields: 400 with a message per field", async () => {
    const res = await signIn({ username: "  ", password: "" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: "Please enter your username and password.",
      errors: { username: "Username is required", password: "Password is required" },
    });
    expect((await signIn({ username: "someone" })).status).toBe(400);
    expect((await signIn({ password: "something-long" })).status).toBe(400);
  });

  it("answers malformed bodies with 400, never 500", async () => {
    expect((await signIn("{not json")).status).toBe(400);
    const res = await login(
      adminRequest("/api/admin/login", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await signIn({ username: ["a"], password: 5 })).status).toBe(400);
  });
});

describe("GET /api/admin/session and POST /api/admin/logout", () => {
  it("says who is signed in", async () => {
    const res = await whoAmI(await adminCookie());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, username: TEST_ADMIN.username });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 without a session", async () => {
    const res = await whoAmI();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: "unauthorized", message: expect.any(String) });
  });

  it("logout deletes the session server-side: the old cookie is dead at once", async () => {
    const cookie = await adminCookie();
    const out = await answer(await logout(adminRequest("/api/admin/logout", { method: "POST", cookie }), undefined));
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect(out.headers.get("set-cookie")).toMatch(/clinic_session=;.*Max-Age=0/);
    const hash = createHash("sha256").update(tokenOf(cookie)!).digest("hex");
    expect(await db().session.count({ where: { tokenHash: hash } })).toBe(0);
    const after = await whoAmI(cookie);
    expect(after.status).toBe(401);
    expect(after.headers.get("set-cookie")).toMatch(/Max-Age=0/); // the stale cookie is cleared
    expect(
      (await answer(await logout(adminRequest("/api/admin/logout", { method: "POST", cookie }), undefined))).status,
    ).toBe(401);
  });
});

describe("session timeouts (SESSION_IDLE_MINUTES=60, SESSION_ABSOLUTE_HOURS=12)", () => {
  it("ends a session after 60 idle minutes, and each request slides the idle limit", async () => {
    setNow(T0);
    const cookie = await adminCookie();
    setNow(new Date(T0.getTime() + minutes(59)));
    expect((await whoAmI(cookie)).status).toBe(200);
    setNow(new Date(T0.getTime() + minutes(59 + 59)));
    expect((await whoAmI(cookie)).status).toBe(200); // the request at 59 min moved the limit
    setNow(new Date(T0.getTime() + minutes(59 + 59 + 60)));
    expect((await whoAmI(cookie)).status).toBe(401);
    expect(
      await db().session.count({ where: { tokenHash: createHash("sha256").update(tokenOf(cookie)!).digest("hex") } }),
    ).toBe(0);
  });

  it("ends a session 12 hours after sign-in however active it is", async () => {
    setNow(T0);
    const cookie = await adminCookie();
    for (let m = 30; m < 12 * 60; m += 30) {
      setNow(new Date(T0.getTime() + minutes(m)));
      expect((await whoAmI(cookie)).status).toBe(200);
    }
    setNow(new Date(T0.getTime() + minutes(12 * 60)));
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it("writes lastSeenAt at most once a minute", async () => {
    setNow(T0);
    const cookie = await adminCookie();
    const hash = createHash("sha256").update(tokenOf(cookie)!).digest("hex");
    const seen = async () => (await db().session.findUnique({ where: { tokenHash: hash } }))!.lastSeenAt.getTime();
    setNow(new Date(T0.getTime() + 30_000));
    await whoAmI(cookie);
    expect(await seen()).toBe(T0.getTime());
    setNow(new Date(T0.getTime() + 61_000));
    await whoAmI(cookie);
    expect(await seen()).toBe(T0.getTime() + 61_000);
  });

  it("background calls (auto-refresh, session checks) prove the session without keeping it alive", async () => {
    setNow(T0);
    const cookie = await adminCookie();
    const background = async () =>
      (await session(adminRequest("/api/admin/session", { cookie, headers: { "x-admin-background": "1" } }), undefined))
        .status;
    for (const m of [20, 40, 59]) {
      setNow(new Date(T0.getTime() + minutes(m)));
      expect(await background()).toBe(200);
    }
    setNow(new Date(T0.getTime() + minutes(60)));
    expect(await background()).toBe(401);
  });

  it("answers with when the session ends", async () => {
    setNow(T0);
    const cookie = await adminCookie();
    const res = await whoAmI(cookie);
    expect(res.body.expiresAt).toBe(new Date(T0.getTime() + minutes(60)).toISOString());
  });
});

describe("audit log", () => {
  it("records sign-in success and failure and sign-out in UTC, with who, what and the IP, never the password", async () => {
    await db().auditLog.deleteMany();
    setNow(T0);
    await signIn(
      { username: TEST_ADMIN.username, password: "wrong-password-typed" },
      { "x-forwarded-for": "203.0.113.7" },
    );
    await signIn({ username: "intruder", password: "guessing-password" }, { "x-forwarded-for": "203.0.113.8" });
    const ok = await signIn(TEST_ADMIN, { "x-forwarded-for": "203.0.113.7" });
    const cookie = cookieFrom(ok.headers.get("set-cookie"));
    await logout(
      adminRequest("/api/admin/logout", { method: "POST", cookie, headers: { "x-forwarded-for": "203.0.113.7" } }),
      undefined,
    );

    const rows = await db().auditLog.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.action, r.actor, r.target, r.ip, r.detail])).toEqual([
      ["login.failure", null, TEST_ADMIN.username, "203.0.113.7", "wrong password"],
      // not an account: the name typed is not kept (it may be a password typed in the wrong field)
      ["login.failure", null, "(unknown)", "203.0.113.8", "unknown account"],
      ["login.success", TEST_ADMIN.username, null, "203.0.113.7", null],
      ["logout", TEST_ADMIN.username, null, "203.0.113.7", null],
    ]);
    expect(rows.every((r) => r.at.getTime() === T0.getTime())).toBe(true);
    const everything = JSON.stringify(rows);
    for (const secret of ["wrong-password-typed", "guessing-password", TEST_ADMIN.password, tokenOf(cookie)!]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("GET /api/admin/audit pages the log newest first, admin only", async () => {
    await db().auditLog.deleteMany();
    for (let i = 0; i < 5; i++) {
      await db().auditLog.create({ data: { at: new Date(T0.getTime() + i * 1000), actor: "a", action: `test.${i}` } });
    }
    const cookie = await adminCookie();
    const read = async (query: string, c: string | null = cookie) =>
      answer(await auditLog(adminRequest(`/api/admin/audit${query}`, { cookie: c ?? undefined }), undefined));

    const first = await read("?page=1&pageSize=2");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, page: 1, pageSize: 2, total: 5, totalPages: 3 });
    expect((first.body.entries as { action: string }[]).map((e) => e.action)).toEqual(["test.4", "test.3"]);
    expect((first.body.entries as { at: string }[])[0].at).toBe(new Date(T0.getTime() + 4000).toISOString());
    const last = await read("?page=3&pageSize=2");
    expect((last.body.entries as { action: string }[]).map((e) => e.action)).toEqual(["test.0"]);
    expect((await read("")).body).toMatchObject({ page: 1, pageSize: 50 });
    expect((await read("?pageSize=1000")).status).toBe(400);
    expect((await read("?page=abc")).status).toBe(400);
    expect((await read("", null)).status).toBe(401);
  });
});
