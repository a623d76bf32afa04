/**
 * Admin accounts: argon2id parameters, the first admin on first start, password resets
 * (library and the admin:password CLI).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { hash, parseOptions } from "@node-rs/argon2";
import { POST as login } from "@/app/api/admin/login/route";
import {
  DUMMY_HASH,
  HASH_OPTIONS,
  createAdmin,
  generatePassword,
  hashPassword,
  setAdminPassword,
  verifyCredentials,
  verifyPassword,
} from "@/lib/server/auth/admins";
import { createSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";
import { prepareDatabase } from "@/scripts/prepare";
import { adminRequest, answer } from "../fixtures/http";

const ARGON2ID = 2;

async function signIn(username: string, password: string) {
  await db().loginFailure.deleteMany();
  return answer(
    await login(adminRequest("/api/admin/login", { method: "POST", body: { username, password } }), undefined),
  );
}

beforeEach(async () => {
  await db().auditLog.deleteMany();
  await db().admin.deleteMany();
});

describe("password hashing", () => {
  it("uses argon2id with at least 19 MiB of memory and 2 passes, and a fresh salt each time", async () => {
    expect(HASH_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(HASH_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    const a = await hashPassword("correct horse battery staple");
    const b = await hashPassword("correct horse battery staple");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    const p = parseOptions(a);
    expect(p).toMatchObject({
      algorithm: ARGON2ID,
      memoryCost: HASH_OPTIONS.memoryCost,
      timeCost: HASH_OPTIONS.timeCost,
    });
    expect(await verifyPassword(a, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(a, "correct horse battery stapl")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });

  it("the dummy hash for unknown accounts costs the same as a real one", () => {
    expect(parseOptions(DUMMY_HASH)).toMatchObject({
      algorithm: ARGON2ID,
      memoryCost: HASH_OPTIONS.memoryCost,
      timeCost: HASH_OPTIONS.timeCost,
      parallelism: HASH_OPTIONS.parallelism,
    });
  });

  it("stores only the hash, and never hands it out", async () => {
    const admin = await createAdmin("Clinic.Admin", "a-long-enough-password");
    // what leaves the module: never the hash or a two-factor secret (FEATURES.md §9)
    expect(Object.keys(admin).sort()).toEqual([
      "displayName",
      "id",
      "passwordChangeRequired",
      "role",
      "twoFactor",
      "username",
    ]);
    expect(admin.username).toBe("clinic.admin"); // usernames are case-insensitive
    const row = await db().admin.findUniqueOrThrow({ where: { id: admin.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain("a-long-enough-password");
    const checked = await verifyCredentials("CLINIC.ADMIN", "a-long-enough-password");
    expect(checked).toEqual({ admin });
  });

  it("refuses passwords shorter than 12 characters", async () => {
    await expect(createAdmin("someone", "short-pass1")).rejects.toThrow(/at least 12/);
    await expect(setAdminPassword("someone", "")).rejects.toThrow(/at least 12/);
  });

  it("upgrades a hash made with weaker parameters at the next successful sign-in", async () => {
    const weak = await hash("an-old-password-here", {
      algorithm: ARGON2ID,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    const { id } = await db().admin.create({ data: { username: "legacy", passwordHash: weak } });
    expect((await verifyCredentials("legacy", "an-old-password-here")).admin).toEqual({
      id,
      username: "legacy",
      displayName: "legacy",
      role: "owner",
      twoFactor: false,
      passwordChangeRequired: false,
    });
    const upgraded = (await db().admin.findUniqueOrThrow({ where: { id } })).passwordHash;
    expect(parseOptions(upgraded)).toMatchObject({ memoryCost: 19456, timeCost: 2 });
    expect(await verifyPassword(upgraded, "an-old-password-here")).toBe(true);
  });

  it("generates strong random passwords", () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
  });
});

describe("first start (scripts/prepare.ts)", () => {
  it("creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, once", async () => {
    const lines: string[] = [];
    const result = await prepareDatabase((l) => lines.push(l), { username: "owner", password: "owner-password-1234" });
    expect(result).toEqual({ created: true, username: "owner" });
    expect(lines.join("\n")).not.toContain("owner-password-1234");
    expect((await signIn("owner", "owner-password-1234")).status).toBe(200);

    // a second start changes nothing, even with other values
    const again = await prepareDatabase((l) => lines.push(l), { username: "owner", password: "different-password-99" });
    expect(again).toEqual({ created: false });
    expect(await db().admin.count()).toBe(1);
    expect((await signIn("owner", "owner-password-1234")).status).toBe(200);
    expect(await db().auditLog.count({ where: { action: "admin.create", target: "owner" } })).toBe(1);
  });

  it("without a password, generates one and prints it once", async () => {
    const lines: string[] = [];
    const result = await prepareDatabase((l) => lines.push(l), {});
    expect(result).toMatchObject({ created: true, username: "admin", generatedPassword: expect.any(String) });
    const password = (result as { generatedPassword: string }).generatedPassword;
    expect(password).toHaveLength(24);
    expect(lines.join("\n")).toContain(password);
    expect((await signIn("admin", password)).status).toBe(200);
    const printedAgain: string[] = [];
    await prepareDatabase((l) => printedAgain.push(l), {});
    expect(printedAgain).toEqual([]);
  });
});

describe("password reset", () => {
  it("setAdminPassword replaces the password and signs the account out everywhere", async () => {
    const admin = await createAdmin("reset-me", "the-first-password");
    await createSession(admin.id);
    await createSession(admin.id);
    const result = await setAdminPassword("reset-me", "the-second-password");
    expect(result).toMatchObject({ created: false, sessionsRevoked: 2 });
    expect(await db().session.count({ where: { adminId: admin.id } })).toBe(0);
    expect((await signIn("reset-me", "the-first-password")).status).toBe(401);
    expect((await signIn("reset-me", "the-second-password")).status).toBe(200);
  });

  it("npm run admin:password reads the password from standard input, never from the command line", async () => {
    const tsx = path.join("node_modules", ".bin", "tsx");
    const run = (args: string[], input: string) =>
      spawnSync(tsx, ["scripts/admin-password.ts", ...args], { input, encoding: "utf8", env: process.env });

    const created = run(["cli-admin"], "from-standard-input-123\n");
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/Created admin account "cli-admin"/);

    const reset = run(["cli-admin"], "a-newer-password-456\n");
    expect(reset.status).toBe(0);
    expect(reset.stdout).toMatch(/Password changed for "cli-admin"/);
    expect((await signIn("cli-admin", "from-standard-input-123")).status).toBe(401);
    expect((await signIn("cli-admin", "a-newer-password-456")).status).toBe(200);
    expect(await db().auditLog.findMany({ where: { actor: "cli" }, select: { action: true, target: true } })).toEqual([
      { action: "admin.create", target: "cli-admin" },
      { action: "admin.password", target: "cli-admin" },
    ]);

    const tooShort = run(["cli-admin"], "short\n");
    expect(tooShort.status).toBe(1);
    expect(tooShort.stderr).toMatch(/at least 12 characters/);

    const onCommandLine = run(["cli-admin", "password-on-argv-123"], "");
    expect(onCommandLine.status).toBe(1);
    expect(onCommandLine.stderr).toMatch(/Usage/);
  });
});
