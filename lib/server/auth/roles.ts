/**
 * What a signed-in account may do (FEATURES.md §9): the route wrapper's role and two-factor
 * checks (lib/server/api.ts), and the account as the screens see it.
 */
import "server-only";
import type { SignedInAdmin } from "../../shared/api/session";
import type { Role } from "../../shared/roles";
import { ACCOUNT_MESSAGES, STAFF_MESSAGES } from "../../shared/validation/staff";
import { config } from "../config";
import { HttpError } from "../http";
import type { AdminAccount } from "./admins";

export const signedInAdmin = (a: AdminAccount): SignedInAdmin => ({
  username: a.username,
  displayName: a.displayName,
  role: a.role,
  twoFactor: a.twoFactor,
});

/** The account's password was set by the owner: only changing it, the session and sign-out are answered. */
export const passwordChangeRequired = (a: AdminAccount) => a.passwordChangeRequired;

/** REQUIRE_TWO_FACTOR is on and this account has not set it up: it may only do that. */
export const twoFactorSetupRequired = (a: AdminAccount) => config().requireTwoFactor && !a.twoFactor;

/**
 * Refuses (403) a call the account's role may not make, or any call but setting up two-factor
 * while it must (`twoFactorSetupRequired: true` in the answer, so the screens go there).
 */
export function checkAccess(
  a: AdminAccount,
  roles: readonly Role[],
  { twoFactorSetup = false, passwordChange = false } = {},
): void {
  if (!passwordChange && a.passwordChangeRequired) {
    throw new HttpError(
      403,
      ACCOUNT_MESSAGES.changeRequired,
      { passwordChangeRequired: true },
      {},
      { code: "password_change_required" },
    );
  }
  if (!twoFactorSetup && twoFactorSetupRequired(a)) {
    throw new HttpError(
      403,
      STAFF_MESSAGES.twoFactorSetupRequired,
      { twoFactorSetupRequired: true },
      {},
      { code: "two_factor_setup_required" },
    );
  }
  if (!roles.includes(a.role)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
}
