/**
 * The lockout an attacker could cause, and the ways back (docs/security.md "Sign-in
 * throttling"): device cookies, `npm run admin:unlock`; the cap on concurrent argon2
 * verifications; audit entries for throttled attempts that never keep a mistyped password;
 * a bounded audit log under a flood of failures. Through the real login handler and database.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { POST as login } from "@/app/api/admin/login/route";
import { TRUSTED_DEVICE_SLOTS, VERIFICATION_SLOTS } from "@/lib/server/auth/sessions";
import { COALESCE_ROWS_PER_MINUTE } from "@/lib/server/audit";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { createTestAdmin, TEST_ADMIN } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";

const T0 = new Date("2026-11-24T04:00:00Z");
const OTHER_ADMIN = { username: "other-admin", password: "other-password-123456" } as const;
const ROOT = path.join(__dirname, "..", "..");

type Attempt = { username?: string; password: string; ip: string; device?: string | null };

const attempt = async ({ username = TEST_ADMIN.username, password, ip, device }: Attempt) => {
  const res = await answer(
    await login(
      adminRequest("/api/admin/login", {
        method: "POST",
        body: { username, password },
        headers: { "x-forwarded-for": ip, ...(device ? { cookie: device } : {}) },
      }),
      undefined,
    ),
  );
  const cookies = res.headers.getSetCookie();
  /** the device cookie as a Cookie header value (name=value), when one was set */
  const deviceCookie = cookies.map((c) => c.split(";")[0]).find((c) => c.startsWith("clinic_device=")) ?? null;
  return { ...res, deviceCookie };
};

/** A device cookie from a successful sign-in of `who`. */
async function signedInDevice(
  who: { username: string; password: string } = TEST_ADMIN,
  ip = "192.0.2.200",
): Promise<string> {
  const res = await attempt({ ...who, ip });
  expect(res.status).toBe(200);
  return res.deviceCookie!;
}

/** Someone at one address guesses until the account must wait. */
async function lockOutFrom(ip: string, username: string = TEST_ADMIN.username) {
  for (let i = 0; i < 5; i++)
    expect((await attempt({ username, password: `guess-${i}-password`, ip })).status).toBe(401);
  expect((await attempt({ username, password: "one-more-guess-pw", ip })).status).toBe(429);
}

function unlock(...args: string[]) {
  return spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "scripts", "admin-unlock.ts"), ...args],
    {
      cwd: ROOT,
      env: process.env,
      encoding: "utf8",
    },
  );
}

beforeAll(async () => {
  await createTestAdmin();
  await createTestAdmin(OTHER_ADMIN.username, OTHER_ADMIN.password);
});

beforeEach(async () => {
  await db().loginFailure.deleteMany();
  await db().auditLog.deleteMany();
  setNow(T0);
});

afterAll(() => setNow(null));

describe("device cookies: failures from elsewhere do not lock the owner out", () => {
  it("after failures from one address, the right password from a fresh client is 429, but 200 with the device cookie of an earlier sign-in", async () => {
    const device = await signedInDevice();
    await lockOutFrom("203.0.113.66");

    const fresh = await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.201" });
    expect(fresh.status).toBe(429);
    expect(fresh.headers.get("set-cookie")).toBeNull();

    const trusted = await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.201", device });
    expect(trusted.status).toBe(200);
    expect(trusted.headers.getSetCookie()[0]).toMatch(/^clinic_session=/);
    expect(trusted.deviceCookie).toMatch(/^clinic_device=/); // renewed
    expect(trusted.deviceCookie).not.toBe(device);

    // the owner's sign-in does not reopen the account to the stranger
    expect((await attempt({ password: "another-guess-pw", ip: "203.0.113.66" })).status).toBe(429);
    expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.202" })).status).toBe(429);
  });

  it("a forged, altered or other account's device cookie does not help", async () => {
    const mine = await signedInDevice();
    const theirs = await signedInDevice(OTHER_ADMIN);
    await lockOutFrom("203.0.113.67");

    const [name, value] = mine.split("=");
    const [user, id, signature] = value.split(".");
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    const forgeries = [
      `${name}=${user}.${id}.${flipped}`, // altered signature
      `${name}=${user}.${"A".repeat(22)}.${signature}`, // another device id
      `${name}=${Buffer.from(TEST_ADMIN.username).toString("base64url")}.${theirs.split(".")[1]}.${theirs.split(".")[2]}`, // renamed
      theirs, // genuine, for the other account
      `${name}=${user}.${id}`,
      `${name}=garbage`,
    ];
    for (const device of forgeries) {
      expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.203", device })).status).toBe(429);
    }
    // the other account's cookie still works for the other account
    expect((await attempt({ ...OTHER_ADMIN, ip: "192.0.2.203", device: theirs })).status).toBe(200);
  });

  it("a device has its own count: a stolen device cannot guess without limit, and other devices stay unaffected", async () => {
    const stolen = await signedInDevice();
    const other = await signedInDevice();
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ password: `thief-guess-${i}-pw`, ip: "203.0.113.68", device: stolen })).status).toBe(401);
    }
    const blocked = await attempt({ password: TEST_ADMIN.password, ip: "203.0.113.69", device: stolen });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("1");
    // the thief's guesses did not count against the account or the owner's other browser
    expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.204", device: other })).status).toBe(200);
    expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.205" })).status).toBe(200);
  });
});

describe("npm run admin:unlock", () => {
  it("clears the account's failures (run as a child process) and is audited", async () => {
    await lockOutFrom("203.0.113.70");
    expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.206" })).status).toBe(429);

    const run = unlock(TEST_ADMIN.username.toUpperCase());
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Unlocked "test-admin": 5 failure record\(s\) cleared/);

    expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.206" })).status).toBe(200);
    const entry = await db().auditLog.findFirst({ where: { action: "admin.unlock" } });
    expect(entry).toMatchObject({ actor: "cli", target: TEST_ADMIN.username, detail: "5 failure record(s) cleared" });
  });

  it("refuses an unknown account and bad arguments", () => {
    const unknown = unlock("no-such-admin");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/No admin account named "no-such-admin"/);
    expect(unlock("--all").status).toBe(1);
    // several accounts and no name given (ADMIN_USERNAME unset in tests)
    const env = { ...process.env };
    delete env.ADMIN_USERNAME;
    const ambiguous = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      [path.join(ROOT, "scripts", "admin-unlock.ts")],
      {
        cwd: ROOT,
        env,
        encoding: "utf8",
      },
    );
    expect(ambiguous.status).toBe(1);
    expect(ambiguous.stderr).toMatch(/several admin accounts/);
  });
});

describe("concurrent argon2 verifications are capped", () => {
  it("answers 503 at once, unchecked and uncounted, when every verification slot is busy; a trusted device has a slot of its own", async () => {
    const device = await signedInDevice();
    const held = Array.from({ length: VERIFICATION_SLOTS.size }, () => VERIFICATION_SLOTS.tryAcquire());
    try {
      expect(held.every(Boolean)).toBe(true);
      // Answered while every slot is still held: a queued attempt would never come back here.
      const busy = await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.207" });
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("1");
      expect(busy.body).toEqual({ success: false, code: "unavailable", message: expect.stringMatching(/busy/i) });
      expect(await db().loginFailure.count()).toBe(0); // not counted as a failure

      expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.207", device })).status).toBe(200);
      expect(TRUSTED_DEVICE_SLOTS.inUse).toBe(0);
    } finally {
      held.forEach((release) => release?.());
    }
    expect((await attempt({ password: TEST_ADMIN.password, ip: "192.0.2.207" })).status).toBe(200);
  });

  it("never runs more verifications at once than the cap", async () => {
    let peak = 0;
    const original = VERIFICATION_SLOTS.tryAcquire.bind(VERIFICATION_SLOTS);
    const spy = jest.spyOn(VERIFICATION_SLOTS, "tryAcquire").mockImplementation(() => {
      const release = original();
      peak = Math.max(peak, VERIFICATION_SLOTS.inUse);
      return release;
    });
    try {
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          attempt({ username: `stranger-${i}`, password: "some-guess-pw", ip: `198.51.100.${i + 1}` }),
        ),
      );
      expect(results.every((r) => r.status === 401 || r.status === 503)).toBe(true);
      expect(peak).toBeLessThanOrEqual(VERIFICATION_SLOTS.size);
      expect(VERIFICATION_SLOTS.inUse).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("audit entries for failed and throttled sign-ins", () => {
  it("records throttled attempts, naming the account only when it exists; a password typed as the username is never stored", async () => {
    const typedPassword = "Correct-Horse-Battery-9";
    await lockOutFrom("203.0.113.71");
    // the owner types the password into the username field, several times, from one address
    for (let i = 0; i < 11; i++)
      await attempt({ username: typedPassword, password: "whatever-pw-x", ip: "203.0.113.72" });

    const rows = await db().auditLog.findMany({ orderBy: { id: "asc" } });
    const summary = rows.map((r) => [r.action, r.target, r.ip, r.detail, r.count]);
    expect(summary).toEqual([
      ["login.failure", TEST_ADMIN.username, "203.0.113.71", "wrong password", 5],
      ["login.throttled", TEST_ADMIN.username, "203.0.113.71", "account limit", 1],
      ["login.failure", "(unknown)", "203.0.113.72", "unknown account", 5],
      ["login.throttled", "(unknown)", "203.0.113.72", "account limit", 6],
    ]);
    expect(rows.every((r) => r.actor === null)).toBe(true);
    const everything = JSON.stringify(await db().auditLog.findMany());
    expect(everything.toLowerCase()).not.toContain(typedPassword.toLowerCase());
    expect(everything).not.toContain("whatever-pw-x");
    // nor in the throttle's counters
    const counters = JSON.stringify(await db().loginFailure.findMany());
    expect(counters.toLowerCase()).not.toContain(typedPassword.toLowerCase());
  });

  it("notes a trusted device's failures and throttling as such", async () => {
    const device = await signedInDevice(TEST_ADMIN, "192.0.2.208");
    await db().auditLog.deleteMany();
    for (let i = 0; i < 6; i++) await attempt({ password: `wrong-${i}-password`, ip: "192.0.2.208", device });
    const rows = await db().auditLog.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.action, r.detail, r.count])).toEqual([
      ["login.failure", "wrong password (trusted device)", 5],
      ["login.throttled", "device limit (trusted device)", 1],
    ]);
  });

  it("stays bounded under a flood: 500 failed attempts from hundreds of addresses make a handful of rows, every attempt counted", async () => {
    const attempts: Attempt[] = [
      // 200 strangers, each at an address of its own, guessing at names that are no account
      ...Array.from({ length: 200 }, (_, i) => ({
        username: `ghost-${i}`,
        password: "flood-guess-pw",
        ip: `10.20.${i >> 8}.${i & 255}`,
      })),
      // 300 guesses at the real account from 3 addresses: 5 checked, the rest throttled
      ...Array.from({ length: 300 }, (_, i) => ({ password: "flood-guess-pw", ip: `10.30.0.${i % 3}` })),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < attempts.length; i += VERIFICATION_SLOTS.size) {
      const batch = await Promise.all(attempts.slice(i, i + VERIFICATION_SLOTS.size).map(attempt));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(205);
    expect(statuses.filter((s) => s === 429)).toHaveLength(295);

    const rows = await db().auditLog.findMany();
    // per action and minute: COALESCE_ROWS_PER_MINUTE rows with addresses, then one per target for the rest
    expect(rows.length).toBeLessThanOrEqual(2 * (COALESCE_ROWS_PER_MINUTE + 2));
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(500);
    expect(rows.filter((r) => r.ip === "(many)").length).toBeGreaterThan(0);

    // the next minute starts new rows
    setNow(new Date(T0.getTime() + 60_000));
    await attempt({ username: "ghost-next", password: "flood-guess-pw", ip: "10.40.0.1" });
    expect(await db().auditLog.count()).toBe(rows.length + 1);
  }, 90_000); // each raised count seals its minute's entries again (issue 41 G16): ≈17 s alone, more beside other suites
});
