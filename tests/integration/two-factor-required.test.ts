/**
 * REQUIRE_TWO_FACTOR (FEATURES.md §9; on by default in production): a signed-in account without
 * two-factor may only set it up — every other admin call is 403 {twoFactorSetupRequired:true};
 * the session check, setting up and signing out still answer. Once on, everything its role allows.
 */
import "../fixtures/require-two-factor";
import { generate } from "otplib";
import { GET as session } from "@/app/api/admin/session/route";
import { POST as setupRoute } from "@/app/api/admin/two-factor/setup/route";
import { POST as enableRoute } from "@/app/api/admin/two-factor/enable/route";
import { rolesOf } from "@/lib/server/api";
import { adminCookie, createTestAdmin } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";
import { apiCalls, callWithDummies } from "../fixtures/routes";

/** What an account without two-factor may still call. */
const SETTING_UP = new Set([
  "GET /api/admin/session",
  "POST /api/admin/two-factor/setup",
  "POST /api/admin/two-factor/enable",
  "POST /api/admin/logout",
  // one's own password may be changed first (a temporary one must be: FEATURES.md §9)
  "POST /api/admin/account/password",
]);
const guarded = apiCalls().filter((c) => rolesOf(c.handler) && !SETTING_UP.has(c.name));
let cookie: string;

beforeAll(async () => {
  await createTestAdmin();
  cookie = await adminCookie();
});

describe("an owner without two-factor, with REQUIRE_TWO_FACTOR on", () => {
  it("walks the admin routes (so an empty walk cannot pass)", () => {
    expect(guarded.length).toBeGreaterThan(40);
  });

  it("the session says two-factor must be set up", async () => {
    const { status, body } = await answer(await session(adminRequest("/api/admin/session", { cookie }), undefined));
    expect(status).toBe(200);
    expect(body).toMatchObject({ twoFactorSetupRequired: true, admin: { role: "owner", twoFactor: false } });
  });

  it.each(guarded.map((c) => [c.name, c] as const))("%s → 403 twoFactorSetupRequired", async (_name, c) => {
    const { status, body } = await answer(await callWithDummies(c, { cookie }));
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, twoFactorSetupRequired: true, code: "two_factor_setup_required" });
  });

  it("after setting it up, the same calls answer", async () => {
    const setup = await answer(
      await setupRoute(adminRequest("/api/admin/two-factor/setup", { method: "POST", cookie }), undefined),
    );
    const code = await generate({ secret: setup.body.secret as string });
    const enabled = await answer(
      await enableRoute(
        adminRequest("/api/admin/two-factor/enable", { method: "POST", cookie, body: { code } }),
        undefined,
      ),
    );
    expect(enabled.status).toBe(200);
    const stats = guarded.find((c) => c.name === "GET /api/admin/stats")!;
    expect((await callWithDummies(stats, { cookie })).status).toBe(200);
    const { body } = await answer(await session(adminRequest("/api/admin/session", { cookie }), undefined));
    expect(body).toMatchObject({ twoFactorSetupRequired: false, admin: { twoFactor: true } });
  });
});
