import { adminRoute, otherMethods } from "@/lib/server/api";
import { passwordChangeRequired, signedInAdmin, twoFactorSetupRequired } from "@/lib/server/auth/roles";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { ok } from "@/lib/server/http";
import type { SessionAnswer } from "@/lib/shared/api/session";
import { EVERYONE } from "@/lib/shared/roles";

/**
 * Who is signed in (401 when nobody is), with their role, until when, and desk mode's end.
 * `?desk=1` (the Tonight screen's check) asks as the desk: desk mode keeps the session past
 * its idle limit. Answered before two-factor is set up: the screens read it to know.
 */
export const GET = adminRoute(
  {
    roles: EVERYONE,
    twoFactorSetup: true,
    passwordChange: true,
    desk: { when: (req) => new URL(req.url).searchParams.get("desk") === "1", answer: DESK_ANSWERS.session },
  },
  async ({ admin }) =>
    ok({
      username: admin.username,
      expiresAt: admin.expiresAt.toISOString(),
      deskUntil: admin.deskUntil?.toISOString() ?? null,
      admin: signedInAdmin(admin),
      twoFactorSetupRequired: twoFactorSetupRequired(admin),
      passwordChangeRequired: passwordChangeRequired(admin),
    } satisfies SessionAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
