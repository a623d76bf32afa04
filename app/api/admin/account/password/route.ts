import { adminRoute, otherMethods } from "@/lib/server/api";
import { changeOwnPassword, checkPassword } from "@/lib/server/auth/admins";
import { reauthenticate } from "@/lib/server/auth/reauthenticate";
import { badRequest, ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { EVERYONE } from "@/lib/shared/roles";
import { ACCOUNT_MESSAGES, passwordChangeSchema } from "@/lib/shared/validation/staff";

/**
 * One's own new password (FEATURES.md §9): the current one checked as a counted sign-in attempt
 * (400 when wrong; 429 past the sign-in's limits), 12+ characters and not the old one (400);
 * then the account's other sessions end. Answered while a temporary password must be changed,
 * and before two-factor is set up.
 */
export const POST = adminRoute(
  { roles: EVERYONE, twoFactorSetup: true, passwordChange: true },
  async ({ req, admin, audit }) => {
    const { currentPassword, newPassword } = parse(passwordChangeSchema, await readJson(req));
    await reauthenticate(
      admin,
      req,
      "changing the password",
      () => checkPassword(admin.id, currentPassword),
      badRequest(
        ACCOUNT_MESSAGES.wrongPassword,
        { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
        { code: "wrong_password" },
      ),
    );
    await changeOwnPassword(admin.id, admin.sessionId, newPassword);
    await audit({ action: "account.password", target: admin.username });
    return ok({ message: ACCOUNT_MESSAGES.changed } satisfies MessageAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
