import { adminRoute, otherMethods } from "@/lib/server/api";
import { enableTwoFactor } from "@/lib/server/auth/two-factor";
import { ok, parse, readJson } from "@/lib/server/http";
import type { TwoFactorEnabledAnswer } from "@/lib/shared/api/staff";
import { EVERYONE } from "@/lib/shared/roles";
import { TWO_FACTOR_MESSAGES, twoFactorEnableSchema } from "@/lib/shared/validation/staff";

/**
 * Turns one's own two-factor on with a code from the app: the 10 recovery codes, shown once (a
 * wrong code 400). The account's other sessions end (they were proven by the password alone).
 */
export const POST = adminRoute({ roles: EVERYONE, twoFactorSetup: true }, async ({ req, admin, audit }) => {
  const { code } = parse(twoFactorEnableSchema, await readJson(req));
  const recoveryCodes = await enableTwoFactor(admin.id, code, admin.sessionId);
  await audit({ action: "two_factor.enable", target: admin.username });
  return ok({ message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes } satisfies TwoFactorEnabledAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
