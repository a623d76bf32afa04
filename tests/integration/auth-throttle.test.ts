/**
 * Sign-in throttling through the real login handler and database: 429 with Retry-After,
 * growing delays, recovery once the delay has passed, per-address limits, concurrency,
 * and persistence across a new database client (a restart or another process).
 */
import { POST as login } from "@/app/api/admin/login/route";
import { setNow } from "@/lib/shared/clock";
import { db, disconnect } from "@/lib/server/db";
import { accountKey } from "@/lib/server/auth/throttle";
import { createTestAdmin, TEST_ADMIN } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";

const T0 = new Date("2026-11-24T04:00:00Z");
let clock = T0.getTime();
const advance = (seconds: number) => setNow(new Date((clock += seconds * 1000)));

const attempt = async (
  password: string,
  { username = TEST_ADMIN.username, ip = "198.51.100.1" }: { username?: string; ip?: string } = {},
) =>
  answer(
    await login(
      adminRequest("/api/admin/login", {
        method: "POST",
        body: { username, password },
        headers: { "x-forwarded-for": ip },
      }),
      undefined,
    ),
  );

beforeAll(async () => {
  await createTestAdmin();
});

beforeEach(async () => {
  await db().loginFailure.deleteMany();
  clock = T0.getTime();
  setNow(T0);
});

afterAll(() => setNow(null));

describe("sign-in throttling", () => {
  it("after 5 failures answers 429 with Retry-After, even for the right password", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt("wrong-password-x")).status).toBe(401);
    const blocked = await attempt("wrong-password-x");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("1");
    expect(blocked.body).toEqual({
      success: false,
      code: "too_many_requests",
      message: expect.stringMatching(/too many/i),
    });
    const rightButEarly = await attempt(TEST_ADMIN.password);
    expect(rightButEarly.status).toBe(429);
    expect(rightButEarly.headers.get("set-cookie")).toBeNull();
  });

  it("grows the delay with each further failure", async () => {
    const retryAfter: number[] = [];
    while (retryAfter.length < 6) {
      const res = await attempt("wrong-password-x");
      if (res.status === 429) {
        const wait = Number(res.headers.get("retry-after"));
        retryAfter.push(wait);
        advance(wait);
      } else {
        expect(res.status).toBe(401);
      }
    }
    expect(retryAfter).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it("lets the right password in once the delay has passed, and starts the account afresh", async () => {
    let failures = 0;
    while (failures < 8) {
      const res = await attempt("wrong-password-x");
      if (res.status === 429) advance(Number(res.headers.get("retry-after")));
      else failures++;
    }
    const blocked = await attempt(TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    advance(Number(blocked.headers.get("retry-after")));
    const ok = await attempt(TEST_ADMIN.password);
    expect(ok.status).toBe(200);
    expect(await db().loginFailure.count({ where: { key: accountKey(TEST_ADMIN.username) } })).toBe(0);
    // the next typo costs nothing again
    expect((await attempt("wrong-password-x")).status).toBe(401);
    expect((await attempt(TEST_ADMIN.password)).status).toBe(200);
  });

  it("forgets failures after an hour", async () => {
    for (let i = 0; i < 6; i++) await attempt("wrong-password-x");
    expect((await attempt(TEST_ADMIN.password)).status).toBe(429);
    advance(3600);
    expect((await attempt(TEST_ADMIN.password)).status).toBe(200);
  });

  it("throttles an address trying many accounts after 10 failures", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt("some-password-x", { username: `guess-${i}`, ip: "203.0.113.50" })).status).toBe(401);
    }
    expect((await attempt("some-password-x", { username: "guess-10", ip: "203.0.113.50" })).status).toBe(429);
    // another address is not affected
    expect((await attempt("some-password-x", { username: "guess-10", ip: "203.0.113.51" })).status).toBe(401);
  });

  it("counts unknown accounts like known ones (no hint that an account exists)", async () => {
    for (let i = 0; i < 5; i++) await attempt("x-password-x", { username: "ghost", ip: `192.0.2.${i}` });
    expect((await attempt("x-password-x", { username: "ghost", ip: "192.0.2.99" })).status).toBe(429);
  });

  it("holds under concurrent attempts: of 20 simultaneous wrong guesses at most 5 are checked", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt("wrong-password-x", { ip: `198.51.100.${100 + i}` })),
    );
    const statuses = results.map((r) => r.status);
    // 5 pass the throttle. One beyond the verification cap is refused 503 unchecked and its
    // reservation released, so a later attempt may take its place: still at most 5 checked.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12);
    expect(await db().loginFailure.count({ where: { key: accountKey(TEST_ADMIN.username) } })).toBeLessThanOrEqual(5);
  });

  it("never allows more than 100 failures an hour per account", async () => {
    // 100 failures already recorded in the last hour, the newest 20 minutes ago
    await db().loginFailure.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({
        key: accountKey(TEST_ADMIN.username),
        at: new Date(T0.getTime() - 59 * 60_000 + i * 1000),
      })),
    });
    const res = await attempt(TEST_ADMIN.password);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBe(60); // until the oldest is an hour old
  });

  it("is kept in the database: a new client (a restart, another process) still refuses", async () => {
    for (let i = 0; i < 6; i++) await attempt("wrong-password-x");
    await disconnect();
    expect((await attempt(TEST_ADMIN.password)).status).toBe(429);
  });
});
