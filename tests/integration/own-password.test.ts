/**
 * Own passwords (FEATURES.md §9, issue 41 G12): a password the owner sets for a new account is
 * temporary — its sign-in says `passwordChangeRequired`, and every call but changing it, the
 * session and sign-out is 403 `password_change_required` — and everyone changes their own with
 * `POST /api/admin/account/password` (the current one checked like a sign-in, 12+ characters,
 * not the old one), which ends the account's other sessions and is audited.
 */
import { POST as login } from "@/app/api/admin/login/route";
import { POST as addStaffRoute } from "@/app/api/admin/staff/route";
import { POST as changeRoute } from "@/app/api/admin/account/password/route";
import { GET as sessionRoute } from "@/app/api/admin/session/route";
import { rolesOf } from "@/lib/server/api";
import { db } from "@/lib/server/db";
import { adminCookie, createTestAdmin, tokenOf } from "../fixtures/admin";
import { addressSequence, adminRequest, answer } from "../fixtures/http";
import { apiCalls, callWithDummies } from "../fixtures/routes";
import { SESSION_COOKIE } from "@/lib/server/auth/sessions";

const ip = addressSequence("10.41");
const TEMPORARY = "the-owners-choice-2026";
const OWN = "only-priya-knows-this-1";

const signIn = (username: string, password: string) =>
  login(
    adminRequest("/api/admin/login", {
      method: "POST",
      body: { username, password },
      headers: { "x-forwarded-for": ip() },
    }),
    undefined,
  ).then(answer);
const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) =>
  `${SESSION_COOKIE}=${tokenOf(res.headers.getSetCookie()[0])}`;
const change = (cookie: string, body: unknown) =>
  changeRoute(adminRequest("/api/admin/account/password", { method: "POST", cookie, body }), undefined).then(answer);
const session = (cookie: string) =>
  sessionRoute(adminRequest("/api/admin/session", { cookie }), undefined).then(answer);

/** What an account with a temporary password may still call. */
const ANSWERED = new Set(["GET /api/admin/session", "POST /api/admin/account/password", "POST /api/admin/logout"]);

let owner: string;

beforeAll(async () => {
  await createTestAdmin();
  owner = await adminCookie();
  const added = await answer(
    await addStaffRoute(
      adminRequest("/api/admin/staff", {
        method: "POST",
        cookie: owner,
        body: { username: "priya", displayName: "Priya", role: "desk", password: TEMPORARY },
      }),
      undefined,
    ),
  );
  expect(added.status).toBe(201);
});

beforeEach(() => db().loginFailure.deleteMany());

describe("a password the owner set is temporary", () => {
  it("its sign-in and session say it must be changed", async () => {
    const signedIn = await signIn("priya", TEMPORARY);
    expect(signedIn).toMatchObject({ status: 200, body: { passwordChangeRequired: true } });
    expect((await session(cookieOf(signedIn))).body).toMatchObject({ passwordChangeRequired: true });
  });

  it("every call but changing it, the session and sign-out is 403 password_change_required", async () => {
    const cookie = cookieOf(await signIn("priya", TEMPORARY));
    const guarded = apiCalls().filter((c) => rolesOf(c.handler)?.includes("desk") && !ANSWERED.has(c.name));
    expect(guarded.length).toBeGreaterThan(20);
    for (const c of guarded) {
      const { status, body } = await answer(await callWithDummies(c, { cookie }));
      expect([c.name, status, body.code]).toEqual([c.name, 403, "password_change_required"]);
    }
  });
});

describe("changing one's own password", () => {
  it("refuses a wrong current password, a short one and the same one, each 400 beside its field", async () => {
    const cookie = cookieOf(await signIn("priya", TEMPORARY));
    const wrong = await change(cookie, { currentPassword: "not-it-at-all", newPassword: OWN });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: "wrong_password", errors: { currentPassword: expect.any(String) } },
    });
    const short = await change(cookie, { currentPassword: TEMPORARY, newPassword: "short" });
    expect(short).toMatchObject({ status: 400, body: { errors: { newPassword: expect.any(String) } } });
    const same = await change(cookie, { currentPassword: TEMPORARY, newPassword: TEMPORARY });
    expect(same).toMatchObject({
      status: 400,
      body: { errors: { newPassword: "Choose a password other than your current one." } },
    });
    expect((await db().admin.findUniqueOrThrow({ where: { username: "priya" } })).passwordChangeRequired).toBe(true);
  });

  it("a right change: the rest answers, the other sessions end, the old password no longer signs in, audited", async () => {
    const other = cookieOf(await signIn("priya", TEMPORARY));
    const cookie = cookieOf(await signIn("priya", TEMPORARY));
    const done = await change(cookie, { currentPassword: TEMPORARY, newPassword: OWN });
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect((await session(cookie)).body).toMatchObject({ passwordChangeRequired: false });
    expect((await session(other)).status).toBe(401);
    expect((await signIn("priya", TEMPORARY)).status).toBe(401);
    expect((await signIn("priya", OWN)).body).toMatchObject({ passwordChangeRequired: false });
    const entry = await db().auditLog.findFirst({ where: { action: "account.password" } });
    expect(entry).toMatchObject({ actor: "priya", target: "priya" });
    expect(JSON.stringify(entry)).not.toContain(OWN);
  });

  it("wrong current passwords count like failed sign-ins: 429 past the account's limit", async () => {
    const cookie = await adminCookie();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await change(cookie, { currentPassword: "guess-number-" + i, newPassword: OWN })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});
