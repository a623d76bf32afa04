import { adminRoute, otherMethods } from "@/lib/server/api";
import { checkPassword } from "@/lib/server/auth/admins";
import { reauthenticate } from "@/lib/server/auth/reauthenticate";
import { checkSecondFactor, clearTwoFactor } from "@/lib/server/auth/two-factor";
import { HttpError, ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { EVERYONE } from "@/lib/shared/roles";
import { TWO_FACTOR_MESSAGES, twoFactorDisableSchema } from "@/lib/shared/validation/staff";

/**
 * Turns one's own two-factor off, with the password and a current code (400 when either is
 * wrong, counted like a failed sign-in: 429 past its limits); the account's other sessions end.
 */
export const POST = adminRoute({ roles: EVERYONE }, async ({ req, admin, audit }) => {
  const { password, code } = parse(twoFactorDisableSchema, await readJson(req));
  // both are checked whatever the first says: the answer does not tell which was wrong
  await reauthenticate(
    admin,
    req,
    "turning two-factor off",
    async () => {
      const [passwordRight, codeRight] = [
        await checkPassword(admin.id, password),
        await checkSecondFactor(admin.id, code),
      ];
      return passwordRight && codeRight === "totp";
    },
    new HttpError(400, TWO_FACTOR_MESSAGES.wrongPassword, {}, {}, { code: "two_factor_invalid" }),
  );
  await clearTwoFactor(admin.id, admin.sessionId);
  await audit({ action: "two_factor.disable", target: admin.username });
  return ok({ message: TWO_FACTOR_MESSAGES.disabled } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
