/**
 * Desk mode on a controlled clock (FEATURES.md §5, docs/security.md "Desk mode"): a sign-in
 * with `desk: true` on a clinic evening keeps the Tonight screen's own calls signed in past
 * the idle limit until 9:45 PM; every other admin call still ends at the idle limit (401,
 * the cookie kept for the desk), and the absolute limit still holds. Signs in through the real
 * login handler. Tonight is Tuesday 24 November 2026. On this file's own database (SQLite, or
 * PostgreSQL with TEST_DB=postgresql).
 *
 * SESSION_IDLE_MINUTES is its default (60). SESSION_ABSOLUTE_HOURS is 6 here, so that a desk
 * sign-in early enough reaches it before desk mode ends (with the default 12 none can).
 * Desk scope past the idle limit: desk-mode-scope.test.ts.
 */
import { GET as recentGET } from "@/app/api/admin/appointments/recent/route";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { LOGIN_MESSAGES } from "@/lib/shared/validation/auth";
import { TEST_ADMIN } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { tonightAt, TONIGHT, TOMORROW } from "../fixtures/queue";
import { background, DESK_END, expectDeskOnly401, expectSignedOut, setUpDeskModeSuite } from "../fixtures/desk-mode";

const { desk, queue, clock, signIn, get, patients, whoAmI, sessionRows } = setUpDeskModeSuite();

it("runs with the idle limit at its default and the absolute limit at 6 hours", () => {
  expect([config().SESSION_IDLE_MINUTES, config().SESSION_ABSOLUTE_HOURS]).toEqual([60, 6]);
});

/** Who the answer says signed in (FEATURES.md §9): the test admin, an owner. */
const SIGNED_IN_OWNER = {
  admin: { username: TEST_ADMIN.username, displayName: TEST_ADMIN.username, role: "owner", twoFactor: false },
  twoFactorSetupRequired: false,
  passwordChangeRequired: false,
};

describe("POST /api/admin/login with desk", () => {
  it("desk: true at 5:30 PM: desk mode until 9:45 PM tonight, stored with the session, the sign-in audited as such", async () => {
    clock("17:30");
    const res = await signIn({ desk: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Signed in successfully.",
      username: TEST_ADMIN.username,
      deskUntil: DESK_END,
      ...SIGNED_IN_OWNER,
    });
    const stored = await db().session.findMany();
    expect(stored.map((s) => s.deskUntil?.toISOString())).toEqual([DESK_END]);
    const entry = await db().auditLog.findFirstOrThrow({ where: { action: "login.success" } });
    expect(entry.detail).toContain(`desk mode until ${DESK_END}`);
  });

  it.each([
    ["3:00 PM (three hours before the first slot)", "15:00"],
    ["9:44 PM", "21:44"],
  ])("desk: true at %s is granted until 9:45 PM", async (_, time) => {
    clock(time);
    expect((await signIn({ desk: true })).body).toMatchObject({ deskUntil: DESK_END });
  });

  it.each([
    ["10:00 AM (too early)", "10:00"],
    ["2:59 PM", "14:59"],
    ["9:45 PM (closing)", "21:45"],
    ["10:30 PM (too late)", "22:30"],
  ])("desk: true at %s: signed in as usual, deskUntil null, and told why", async (_, time) => {
    clock(time);
    const res = await signIn({ desk: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: LOGIN_MESSAGES.deskUnavailable,
      username: TEST_ADMIN.username,
      deskUntil: null,
      ...SIGNED_IN_OWNER,
    });
    expect((await db().session.findFirstOrThrow()).deskUntil).toBeNull();
  });

  it("desk: true on a Sunday evening (the clinic is closed): signed in as usual, deskUntil null", async () => {
    clock("18:00", "2026-11-29");
    const res = await signIn({ desk: true });
    expect(res.body).toMatchObject({ message: LOGIN_MESSAGES.deskUnavailable, deskUntil: null });
    expect((await db().session.findFirstOrThrow()).deskUntil).toBeNull();
  });

  it("desk: false or left out: signed in as usual, nothing said of desk mode", async () => {
    clock("18:00");
    for (const body of [{ desk: false }, {}]) {
      expect((await signIn(body)).body).toEqual({
        success: true,
        message: "Signed in successfully.",
        username: TEST_ADMIN.username,
        deskUntil: null,
        ...SIGNED_IN_OWNER,
      });
    }
  });

  it.each([["yes"], ["true"], [1], [null]])("desk: %j (not a boolean): 400, no session", async (value) => {
    clock("18:00");
    const res = await signIn({ desk: value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { desk: "desk must be true or false." } });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await db().session.count()).toBe(0);
  });
});

describe("a desk-mode session through the evening", () => {
  it("past the idle limit (8:30 PM, signed in at 5:30): the desk's calls go on; every other call is 401 with the cookie kept", async () => {
    const [asha, ravi, meena] = await seed(
      { name: "Asha Menon", date: TONIGHT, time: "18:00" },
      { name: "Ravi Kumar", date: TONIGHT, time: "20:15" },
      { name: "Meena Iyer", date: TONIGHT, time: "20:30" },
      { name: "Tomorrow Patient", date: TOMORROW, time: "18:00" },
    );
    clock("17:30");
    await signIn({ desk: true });
    clock("20:30");

    // not the desk's: refused, the cookie kept for the Tonight screen
    expectDeskOnly401(await patients());
    expectDeskOnly401(await desk.list(`?date=${TOMORROW}`, background));
    expectDeskOnly401(await desk.list(`?date=${TONIGHT}&search=Asha`, background));
    expectDeskOnly401(await desk.list(`?date=${TONIGHT}&export=csv`, background));
    expectDeskOnly401(await desk.list("", background));
    expectDeskOnly401(await whoAmI());
    expectDeskOnly401(await desk.stats());
    expect(await sessionRows()).toBe(1);

    // the desk's own, as the Tonight screen polls them (in the background)
    const list = await queue.list("", { background: true });
    expect(list.status).toBe(200);
    expect((list.body.queue as unknown[]).length).toBe(3);
    const today = await desk.list(`?date=${TONIGHT}`, background);
    expect(today.status).toBe(200);
    expect((today.body.appointments as unknown[]).length).toBe(3);
    expect(await whoAmI("?desk=1")).toMatchObject({
      status: 200,
      body: { success: true, username: TEST_ADMIN.username, deskUntil: DESK_END, expiresAt: DESK_END },
    });
    const since = encodeURIComponent(tonightAt("20:00").toISOString());
    expect((await get(recentGET, `/api/admin/appointments/recent?since=${since}`, background)).status).toBe(200);

    // …and still, after the refusals
    expectDeskOnly401(await patients());
    expect((await queue.list("", { background: true })).status).toBe(200);

    // the desk's actions
    expect((await queue.checkIn(asha.id)).status).toBe(200);
    expect((await queue.checkIn(ravi.id)).status).toBe(200);
    expect((await queue.walkIn({ name: "Walk In", phone: "9876543210", age: 61, sex: "Male" })).status).toBe(201);
    expect((await queue.next()).body).toMatchObject({ changed: true, current: { appointmentId: asha.id } });
    expect((await queue.noShow(meena.id)).status).toBe(200);
    expect((await db().auditLog.findMany({ where: { action: { startsWith: "queue." } } })).map((a) => a.actor)).toEqual(
      [TEST_ADMIN.username, TEST_ADMIN.username, TEST_ADMIN.username, TEST_ADMIN.username],
    );
  });

  it("within the idle limit a desk-mode session is an ordinary one: every call works", async () => {
    clock("17:30");
    await signIn({ desk: true });
    clock("18:20");
    expect((await patients()).status).toBe(200);
    expect((await desk.list(`?date=${TOMORROW}`)).status).toBe(200);
    expect((await whoAmI("", {})).body).toMatchObject({
      deskUntil: DESK_END,
      expiresAt: tonightAt("19:20").toISOString(),
    });
  });

  it("at 9:45 PM desk mode ends: the queue is 401 too, the cookie cleared and the session gone", async () => {
    clock("17:30");
    await signIn({ desk: true });
    clock("21:44");
    expect((await queue.list("", { background: true })).status).toBe(200);
    expect((await whoAmI("?desk=1")).status).toBe(200);
    clock("21:45");
    expectSignedOut(await queue.list("", { background: true }));
    expect(await sessionRows()).toBe(0);
    expect((await whoAmI("?desk=1")).status).toBe(401);
    expect((await queue.next()).status).toBe(401);
  });

  it("the absolute limit still ends a desk-mode session (signed in at 3:30 PM, 6 hours: 9:30 PM)", async () => {
    clock("15:30");
    expect((await signIn({ desk: true })).body).toMatchObject({ deskUntil: DESK_END });
    clock("21:29");
    expect((await queue.list("", { background: true })).status).toBe(200);
    expect((await whoAmI("?desk=1")).body).toMatchObject({ expiresAt: tonightAt("21:30").toISOString() });
    clock("21:30");
    expectSignedOut(await queue.list("", { background: true }));
    expect(await sessionRows()).toBe(0);
  });

  it("without desk mode the queue ends at the idle limit like any call", async () => {
    clock("17:30");
    expect((await signIn()).body).toMatchObject({ deskUntil: null });
    clock("18:29");
    expect((await queue.list("", { background: true })).status).toBe(200);
    expect((await whoAmI("?desk=1")).body).toMatchObject({
      deskUntil: null,
      expiresAt: tonightAt("18:30").toISOString(),
    });
    clock("18:30");
    expectSignedOut(await queue.list("", { background: true }));
    expect(await sessionRows()).toBe(0);
  });

  it("desk: true asked out of hours gives an ordinary session: the queue ends at the idle limit", async () => {
    clock("14:00");
    expect((await signIn({ desk: true })).body).toMatchObject({ deskUntil: null });
    clock("15:00");
    expectSignedOut(await queue.list("", { background: true }));
  });

  // a desk call past the idle limit does not slide it: one press at the unattended desk must
  // not make patients, notes, reports and exports answer again
  it("past the idle limit, a desk action does not open the rest of the admin area again", async () => {
    const [asha] = await seed({ name: "Asha Menon", date: TONIGHT, time: "20:45" });
    clock("17:30");
    await signIn({ desk: true });
    clock("20:30");
    expectDeskOnly401(await patients());
    expect((await queue.checkIn(asha.id)).status).toBe(200);
    expect((await queue.list()).status).toBe(200); // the screen loaded (not a background refresh)
    expectDeskOnly401(await patients());
    expectDeskOnly401(await desk.list(`?date=${TOMORROW}`));
  });
});

// Desk scope (docs/security.md "Desk mode"): past the idle limit the desk's calls answer
// tonight only, and only what the Tonight screen shows — name, token, time, age/sex, phone,
// service, status and the ids its actions send; never e-mail, address, occupation, the
// patient's own words or the patient id. Within the idle limit the same calls answer whole.
