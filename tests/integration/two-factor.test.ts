/**
 * Two-factor sign-in (FEATURES.md §9) through the real handlers, with codes computed as an
 * authenticator app computes them (otplib's generate, RFC 6238): set up, enable with a code,
 * sign in without one (401 twoFactorRequired, no session), with one (200), the same code again
 * (401 two_factor_code_used), a recovery code (once), wrong codes counted in the sign-in throttle, disabling.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { generate } from "otplib";
import { POST as login } from "@/app/api/admin/login/route";
import { POST as setupRoute } from "@/app/api/admin/two-factor/setup/route";
import { POST as enableRoute } from "@/app/api/admin/two-factor/enable/route";
import { POST as disableRoute } from "@/app/api/admin/two-factor/disable/route";
import { GET as sessionRoute } from "@/app/api/admin/session/route";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { adminCookie, createTestAdmin, TEST_ADMIN } from "../fixtures/admin";
import { addressSequence, adminRequest, answer } from "../fixtures/http";

const T0 = new Date("2026-11-24T04:00:00Z");
const seconds = (n: number) => new Date(T0.getTime() + n * 1000);
const freshIp = addressSequence("10.8");

const post = (route: typeof setupRoute, path: string, cookie: string, body: unknown = {}) =>
  route(adminRequest(path, { method: "POST", cookie, body }), undefined).then(answer);
const signIn = (body: Record<string, unknown>, ip = freshIp()) =>
  login(adminRequest("/api/admin/login", { method: "POST", body, headers: { "x-forwarded-for": ip } }), undefined).then(
    answer,
  );
/** The code an authenticator app shows at `at` for this secret. */
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

let cookie: string;

/** Sets two-factor up for the test admin at T0; returns the secret and the recovery codes. */
async function turnOn(): Promise<{ secret: string; recoveryCodes: string[] }> {
  setNow(T0);
  const setup = await post(setupRoute, "/api/admin/two-factor/setup", cookie);
  const secret = setup.body.secret as string;
  const enabled = await post(enableRoute, "/api/admin/two-factor/enable", cookie, { code: await codeAt(secret, T0) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

beforeAll(async () => {
  await createTestAdmin();
});

beforeEach(async () => {
  setNow(null);
  await db().loginFailure.deleteMany();
  const admin = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
  await db().recoveryCode.deleteMany();
  await db().admin.update({
    where: { id: admin.id },
    data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  cookie = await adminCookie();
});

afterAll(() => setNow(null));

describe("setting two-factor up", () => {
  it("setup answers a base32 secret and its otpauth:// URI, not yet active", async () => {
    const { status, body } = await post(setupRoute, "/api/admin/two-factor/setup", cookie);
    expect(status).toBe(200);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl as string);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toBe(body.secret);
    expect(decodeURIComponent(url.pathname)).toContain(TEST_ADMIN.username);
    // not yet on: the password alone still signs in
    expect((await signIn(TEST_ADMIN)).status).toBe(200);
  });

  it("enable with a wrong code is 400 and leaves it off; with the app's code it is on with 10 recovery codes, stored hashed", async () => {
    setNow(T0);
    const { body } = await post(setupRoute, "/api/admin/two-factor/setup", cookie);
    const wrong = await post(enableRoute, "/api/admin/two-factor/enable", cookie, { code: "000000" });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, code: "two_factor_invalid" } });
    const right = await post(enableRoute, "/api/admin/two-factor/enable", cookie, {
      code: await codeAt(body.secret as string, T0),
    });
    expect(right.status).toBe(200);
    const codes = right.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().recoveryCode.findMany();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);
  });

  it("setup while it is on is 409 (a session left open cannot move it to another phone); the secret stays", async () => {
    const { secret } = await turnOn();
    const again = await post(setupRoute, "/api/admin/two-factor/setup", cookie);
    expect(again).toMatchObject({ status: 409, body: { success: false } });
    const row = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    expect([row.totpSecret, row.totpPendingSecret]).toEqual([secret, null]);
  });

  it("enable before setup is 409; a code that is not six digits is 400", async () => {
    expect((await post(enableRoute, "/api/admin/two-factor/enable", cookie, { code: "123456" })).status).toBe(409);
    expect((await post(enableRoute, "/api/admin/two-factor/enable", cookie, { code: "12ab56" })).status).toBe(400);
  });
});

describe("signing in with two-factor on", () => {
  it("a right password without a code: 401 twoFactorRequired and no session; with the code: 200", async () => {
    const { secret } = await turnOn();
    setNow(seconds(60));
    const first = await signIn(TEST_ADMIN);
    expect(first).toMatchObject({ status: 401, body: { success: false, twoFactorRequired: true } });
    expect(first.headers.get("set-cookie") ?? "").not.toContain("clinic_session=");
    const second = await signIn({ ...TEST_ADMIN, code: await codeAt(secret, seconds(60)) });
    expect(second.status).toBe(200);
    expect(second.body.admin).toMatchObject({ twoFactor: true });
    expect(second.headers.getSetCookie()[0]).toMatch(/^clinic_session=[\w-]{43}/);
  });

  it("a code is accepted once: the same code again is refused, the next step's is accepted", async () => {
    const { secret } = await turnOn();
    setNow(seconds(90));
    const code = await codeAt(secret, seconds(90));
    expect((await signIn({ ...TEST_ADMIN, code })).status).toBe(200);
    const replay = await signIn({ ...TEST_ADMIN, code });
    // refused with its own code and words (FEATURES.md §13): the person waits for the next code
    expect(replay).toMatchObject({
      status: 401,
      body: {
        success: false,
        twoFactorRequired: true,
        code: "two_factor_code_used",
        message: "That code was just used. Wait for the next one.",
      },
    });
    // a code that is simply wrong still says so
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await signIn({ ...TEST_ADMIN, code: wrong })).toMatchObject({
      status: 401,
      body: { code: "two_factor_invalid" },
    });
    // the enabling code's step (T0) is used up too
    setNow(seconds(10));
    expect(await signIn({ ...TEST_ADMIN, code: await codeAt(secret, T0) })).toMatchObject({
      status: 401,
      body: { code: "two_factor_code_used" },
    });
    setNow(seconds(120));
    expect((await signIn({ ...TEST_ADMIN, code: await codeAt(secret, seconds(120)) })).status).toBe(200);
  });

  it("two sign-ins racing with one code: exactly one gets a session", async () => {
    const { secret } = await turnOn();
    setNow(seconds(150));
    const code = await codeAt(secret, seconds(150));
    const results = await Promise.all([signIn({ ...TEST_ADMIN, code }), signIn({ ...TEST_ADMIN, code })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("a code from five minutes ago is refused; one a step early (a phone's clock) is accepted", async () => {
    const { secret } = await turnOn();
    setNow(seconds(600));
    expect((await signIn({ ...TEST_ADMIN, code: await codeAt(secret, seconds(300)) })).status).toBe(401);
    expect((await signIn({ ...TEST_ADMIN, code: await codeAt(secret, seconds(630)) })).status).toBe(200);
  });

  it("a recovery code signs in once, typed in capitals with spaces too; audited as a recovery code", async () => {
    const { recoveryCodes } = await turnOn();
    setNow(seconds(60));
    const typed = recoveryCodes[3].toUpperCase().replace(/-/g, " ");
    expect((await signIn({ ...TEST_ADMIN, code: typed })).status).toBe(200);
    expect((await signIn({ ...TEST_ADMIN, code: recoveryCodes[3] })).status).toBe(401);
    expect(await db().recoveryCode.count({ where: { usedAt: null } })).toBe(9);
    const entry = await db().auditLog.findFirst({ where: { action: "login.success" }, orderBy: { id: "desc" } });
    expect(entry?.detail).toContain("recovery code");
  });

  it("wrong codes count in the sign-in throttle like wrong passwords: 429 after the account's limit", async () => {
    await turnOn();
    setNow(seconds(60));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn({ ...TEST_ADMIN, code: "000000" })).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    // without a code, the right password is not counted: it only asks for the code
    await db().loginFailure.deleteMany();
    for (let i = 0; i < 8; i++) expect((await signIn(TEST_ADMIN)).status).toBe(401);
    expect(await db().loginFailure.count()).toBe(0);
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a current code (400 otherwise); then the password alone signs in", async () => {
    const { secret } = await turnOn();
    setNow(seconds(60));
    const wrongPassword = await post(disableRoute, "/api/admin/two-factor/disable", cookie, {
      password: "not-the-password",
      code: await codeAt(secret, seconds(60)),
    });
    expect(wrongPassword).toMatchObject({ status: 400, body: { code: "two_factor_invalid" } });
    setNow(seconds(90));
    const done = await post(disableRoute, "/api/admin/two-factor/disable", cookie, {
      password: TEST_ADMIN.password,
      code: await codeAt(secret, seconds(90)),
    });
    expect(done.status).toBe(200);
    expect(await db().recoveryCode.count()).toBe(0);
    expect((await signIn(TEST_ADMIN)).status).toBe(200);
  });
});

describe("a session is as strong as the way it was proven (issue 41 G1)", () => {
  const sessionOf = (c: string) =>
    sessionRoute(adminRequest("/api/admin/session", { method: "GET", cookie: c }), undefined).then(answer);

  it("turning two-factor on ends the account's password-only sessions; the session that showed the code goes on", async () => {
    const passwordOnly = await adminCookie();
    expect((await sessionOf(passwordOnly)).status).toBe(200);
    const { secret } = await turnOn();
    expect((await sessionOf(passwordOnly)).status).toBe(401);
    expect((await sessionOf(cookie)).body.admin).toMatchObject({ twoFactor: true });
    // and a new sign-in needs the code
    setNow(seconds(60));
    expect((await signIn(TEST_ADMIN)).status).toBe(401);
    expect((await signIn({ ...TEST_ADMIN, code: await codeAt(secret, seconds(60)) })).status).toBe(200);
  });

  it("turning it off ends the other sessions too; the owner's reset ends them all", async () => {
    const { secret } = await turnOn();
    const other = await adminCookie();
    setNow(seconds(60));
    const done = await post(disableRoute, "/api/admin/two-factor/disable", cookie, {
      password: TEST_ADMIN.password,
      code: await codeAt(secret, seconds(60)),
    });
    expect(done.status).toBe(200);
    expect((await sessionOf(other)).status).toBe(401);
    expect((await sessionOf(cookie)).status).toBe(200);
  });
});

describe("turning two-factor off is throttled like a sign-in (issue 41 G8)", () => {
  it("wrong passwords and codes count: past the account's free failures 429 with Retry-After, and the right pair then waits too", async () => {
    const { secret } = await turnOn();
    setNow(seconds(60));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post(disableRoute, "/api/admin/two-factor/disable", cookie, {
        password: "not-the-password",
        code: "000000",
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const right = await post(disableRoute, "/api/admin/two-factor/disable", cookie, {
      password: TEST_ADMIN.password,
      code: await codeAt(secret, seconds(60)),
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } })).totpSecret).toBe(secret);
  });
});

describe("npm run admin:reset-two-factor", () => {
  it("turns it off for an owner who lost phone and codes: secret and codes gone, sessions ended, audited", async () => {
    await turnOn();
    setNow(null);
    const root = path.join(__dirname, "..", "..");
    const run = spawnSync(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "scripts", "admin-reset-two-factor.ts"), TEST_ADMIN.username],
      { cwd: root, env: process.env, encoding: "utf8" },
    );
    expect([run.status, run.stderr]).toEqual([0, ""]);
    expect(run.stdout).toContain(`Two-factor is off for "${TEST_ADMIN.username}"`);
    const row = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    expect([row.totpSecret, row.totpEnabledAt]).toEqual([null, null]);
    expect(await db().recoveryCode.count()).toBe(0);
    expect(await db().session.count({ where: { adminId: row.id } })).toBe(0);
    expect(await db().auditLog.count({ where: { action: "admin.reset_two_factor", actor: "cli" } })).toBe(1);
    expect((await signIn(TEST_ADMIN)).status).toBe(200);
  });

  it("refuses an unknown account with a sentence, exit 1", () => {
    const root = path.join(__dirname, "..", "..");
    const run = spawnSync(
      path.join(root, "node_modules", ".bin", "tsx"),
      [path.join(root, "scripts", "admin-reset-two-factor.ts"), "nobody-here"],
      { cwd: root, env: process.env, encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No admin account named "nobody-here"');
  });
});
