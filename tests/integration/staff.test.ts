/**
 * Staff accounts (FEATURES.md §9) through the real handlers: the owner lists, adds, changes and
 * deactivates accounts and resets their two-factor; the last active owner is kept; a
 * deactivated account is signed out at once and cannot sign in; every change is audited.
 */
import { POST as login } from "@/app/api/admin/login/route";
import { GET as session } from "@/app/api/admin/session/route";
import { GET as listRoute, POST as addRoute } from "@/app/api/admin/staff/route";
import { PATCH as patchRoute } from "@/app/api/admin/staff/[id]/route";
import { POST as resetRoute } from "@/app/api/admin/staff/[id]/reset-two-factor/route";
import { db } from "@/lib/server/db";
import { adminCookie, createTestAdmin, TEST_ADMIN } from "../fixtures/admin";
import { addressSequence, adminRequest, answer } from "../fixtures/http";

const freshIp = addressSequence("10.7");
let owner: string;

const list = (cookie = owner) => listRoute(adminRequest("/api/admin/staff", { cookie }), undefined).then(answer);
const add = (body: unknown, cookie = owner) =>
  addRoute(adminRequest("/api/admin/staff", { method: "POST", body, cookie }), undefined).then(answer);
const patch = (id: number, body: unknown, cookie = owner) =>
  patchRoute(adminRequest(`/api/admin/staff/${id}`, { method: "PATCH", body, cookie }), {
    params: Promise.resolve({ id: String(id) }),
  }).then(answer);
const reset = (id: number, cookie = owner) =>
  resetRoute(adminRequest(`/api/admin/staff/${id}/reset-two-factor`, { method: "POST", cookie }), {
    params: Promise.resolve({ id: String(id) }),
  }).then(answer);
const signIn = (body: unknown) =>
  login(
    adminRequest("/api/admin/login", { method: "POST", body, headers: { "x-forwarded-for": freshIp() } }),
    undefined,
  ).then(answer);
const whoAmI = (cookie: string) => session(adminRequest("/api/admin/session", { cookie }), undefined).then(answer);

const DESK = { username: "priya.desk", displayName: "Priya (desk)", role: "desk", password: "evening-desk-password" };

beforeAll(async () => {
  await createTestAdmin();
  owner = await adminCookie();
});

beforeEach(async () => {
  await db().admin.deleteMany({ where: { username: { not: TEST_ADMIN.username } } });
  await db().admin.update({ where: { username: TEST_ADMIN.username }, data: { role: "owner", active: true } });
});

describe("the owner manages staff", () => {
  it("lists accounts without hashes or secrets: the upgraded admin is an owner", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.staff).toEqual([
      {
        id: expect.any(Number),
        username: TEST_ADMIN.username,
        displayName: TEST_ADMIN.username,
        role: "owner",
        twoFactor: false,
        active: true,
        lastSignInAt: null,
        printedName: "",
        qualifications: "",
        registrationNumber: "",
        council: "",
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|totp|argon/i);
  });

  it("adds a desk account: 201, it signs in with its own password and its session says desk", async () => {
    const created = await add(DESK);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      staff: { username: "priya.desk", displayName: "Priya (desk)", role: "desk", twoFactor: false, active: true },
    });
    const signedIn = await signIn({ username: DESK.username, password: DESK.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.admin).toEqual({
      username: "priya.desk",
      displayName: "Priya (desk)",
      role: "desk",
      twoFactor: false,
    });
    const cookie = signedIn.headers.getSetCookie()[0].split(";")[0];
    expect((await whoAmI(cookie)).body).toMatchObject({ admin: { role: "desk" }, twoFactorSetupRequired: false });
    const row = await db().admin.findUniqueOrThrow({ where: { username: "priya.desk" } });
    expect(row.lastSignInAt).not.toBeNull();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a username in use (409), a short password (400) and an unknown role (400); nothing is stored", async () => {
    expect((await add(DESK)).status).toBe(201);
    const taken = await add({ ...DESK, username: "PRIYA.DESK", displayName: "Other" });
    expect(taken).toMatchObject({ status: 409, body: { success: false, code: "username_taken" } });
    const weak = await add({ ...DESK, username: "short.pass", password: "elevenchars" });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/at least 12 characters/);
    expect((await add({ ...DESK, username: "nurse", role: "nurse" })).status).toBe(400);
    expect(await db().admin.count()).toBe(2);
  });

  it("adds an assistant (issue 40) and makes a desk account one; the session says assistant", async () => {
    const created = await add({ ...DESK, username: "kavya.nurse", displayName: "Kavya", role: "assistant" });
    expect(created).toMatchObject({ status: 201, body: { staff: { role: "assistant" } } });
    const signedIn = await signIn({ username: "kavya.nurse", password: DESK.password });
    const cookie = signedIn.headers.getSetCookie()[0].split(";")[0];
    expect((await whoAmI(cookie)).body).toMatchObject({ admin: { role: "assistant" } });
    const { body } = await add(DESK);
    const changed = await patch((body.staff as { id: number }).id, { role: "assistant" });
    expect(changed).toMatchObject({ status: 200, body: { staff: { role: "assistant" } } });
  });

  it("changes the role and name; the change is audited without the password", async () => {
    const { body } = await add({ ...DESK, username: "ravi.staff" });
    const id = (body.staff as { id: number }).id;
    const changed = await patch(id, { role: "doctor", displayName: "Dr. Priya" });
    expect(changed).toMatchObject({ status: 200, body: { staff: { role: "doctor", displayName: "Dr. Priya" } } });
    const entries = await db().auditLog.findMany({
      where: { target: "ravi.staff", action: { startsWith: "staff." } },
      orderBy: { id: "asc" },
    });
    expect(entries.map((e) => [e.action, e.actor, e.target])).toEqual([
      ["staff.create", TEST_ADMIN.username, "ravi.staff"],
      ["staff.update", TEST_ADMIN.username, "ravi.staff"],
    ]);
    expect(JSON.stringify(entries)).not.toContain(DESK.password);
  });

  it("sets how an account signs (FEATURES.md §13): listed, audited by name of field; two lines or too long → 400", async () => {
    const { body } = await add({ ...DESK, username: "dr.meena", role: "doctor" });
    const id = (body.staff as { id: number }).id;
    const signs = {
      printedName: "Dr. Meena Iyer",
      qualifications: "MBBS, MD",
      registrationNumber: "TN-13579",
      council: "Tamil Nadu Medical Council",
    };
    expect(await patch(id, signs)).toMatchObject({ status: 200, body: { staff: signs } });
    expect((await list()).body.staff).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: "dr.meena", ...signs })]),
    );
    const entry = await db().auditLog.findFirstOrThrow({ where: { target: "dr.meena", action: "staff.update" } });
    expect(entry.detail).toBe(
      "registrationNumber TN-13579, council Tamil Nadu Medical Council, printed name, qualifications",
    );
    const twoLines = await patch(id, { printedName: "Dr. Meena\nIyer" });
    expect(twoLines).toMatchObject({ status: 400, body: { success: false } });
    expect((await patch(id, { registrationNumber: "x".repeat(41) })).status).toBe(400);
    expect((await patch(id, { registrationNumber: 12345 })).status).toBe(400);
    expect(await patch(id, { registrationNumber: "" })).toMatchObject({
      status: 200,
      body: { staff: { registrationNumber: "" } },
    });
  });

  it("deactivating signs the account out at once and it cannot sign in again", async () => {
    const { body } = await add(DESK);
    const id = (body.staff as { id: number }).id;
    const signedIn = await signIn({ username: DESK.username, password: DESK.password });
    const cookie = signedIn.headers.getSetCookie()[0].split(";")[0];
    expect((await whoAmI(cookie)).status).toBe(200);
    expect((await patch(id, { active: false })).body).toMatchObject({ staff: { active: false } });
    expect((await whoAmI(cookie)).status).toBe(401);
    expect(await db().session.count({ where: { adminId: id } })).toBe(0);
    const again = await signIn({ username: DESK.username, password: DESK.password });
    expect(again).toMatchObject({ status: 401, body: { message: "Invalid credentials" } });
  });

  it("keeps the last active owner: demoting or deactivating them is 409, with a second owner it is allowed", async () => {
    const me = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    expect(await patch(me.id, { role: "doctor" })).toMatchObject({ status: 409, body: { code: "last_owner" } });
    expect(await patch(me.id, { active: false })).toMatchObject({ status: 409, body: { code: "last_owner" } });
    expect((await db().admin.findUniqueOrThrow({ where: { id: me.id } })).role).toBe("owner");
    const second = await add({ ...DESK, username: "second.owner", role: "owner" });
    expect(second.status).toBe(201);
    const other = (second.body.staff as { id: number }).id;
    // an inactive owner does not count
    expect((await patch(other, { active: false })).status).toBe(200);
    expect((await patch(me.id, { role: "desk" })).status).toBe(409);
    expect((await patch(other, { active: true })).status).toBe(200);
    expect((await patch(me.id, { role: "desk" })).status).toBe(200);
  });

  it("two owners demoting each other at once: one wins, one active owner stays", async () => {
    const second = await add({ ...DESK, username: "second.owner", role: "owner" });
    const other = (second.body.staff as { id: number }).id;
    const me = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    // the second owner has chosen their own password since (a temporary one answers nothing else)
    await db().admin.update({ where: { id: other }, data: { passwordChangeRequired: false } });
    const otherCookie = await adminCookie("second.owner");
    const results = await Promise.all([patch(other, { role: "desk" }), patch(me.id, { role: "desk" }, otherCookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().admin.count({ where: { role: "owner", active: true } })).toBe(1);
  });

  it("resets an account's two-factor: secret and recovery codes gone, sessions ended, audited", async () => {
    const { body } = await add(DESK);
    const id = (body.staff as { id: number }).id;
    await db().admin.update({ where: { id }, data: { totpSecret: "JBSWY3DPEHPK3PXP", totpEnabledAt: new Date() } });
    await db().recoveryCode.create({ data: { adminId: id, codeHash: "x" } });
    const cookie = await adminCookie(DESK.username);
    const done = await reset(id);
    expect(done).toMatchObject({ status: 200, body: { staff: { twoFactor: false } } });
    const row = await db().admin.findUniqueOrThrow({ where: { id } });
    expect([row.totpSecret, row.totpEnabledAt]).toEqual([null, null]);
    expect(await db().recoveryCode.count({ where: { adminId: id } })).toBe(0);
    expect((await whoAmI(cookie)).status).toBe(401);
    expect(await db().auditLog.count({ where: { action: "staff.reset_two_factor", target: DESK.username } })).toBe(1);
  });

  it("answers 404 for an unknown account and 400 for an empty change", async () => {
    expect((await patch(99_999, { role: "desk" })).status).toBe(404);
    expect((await reset(99_999)).status).toBe(404);
    const me = await db().admin.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    expect((await patch(me.id, {})).status).toBe(400);
  });
});
