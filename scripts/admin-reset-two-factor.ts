/**
 * Turns an account's two-factor off (FEATURES.md §9), for an owner who lost both their phone
 * and their recovery codes: the secret and the recovery codes are forgotten, the account's
 * sessions end, and `admin.reset_two_factor` goes into the audit log. At the next sign-in the
 * password alone signs in, and (REQUIRE_TWO_FACTOR) the account must set two-factor up again
 * before anything else. Needs a shell on the server: that is the proof of who asks.
 *
 *   npm run admin:reset-two-factor                  ADMIN_USERNAME, or the only account there is
 *   npm run admin:reset-two-factor -- <username>
 */
import "./node-server";
import { resetTwoFactor } from "../lib/server/auth/two-factor";
import { runAccountCommand } from "./admin-account";

runAccountCommand("Usage: npm run admin:reset-two-factor [-- <username>]", async (admin) => {
  const count = await resetTwoFactor(admin.id);
  return {
    action: "admin.reset_two_factor",
    detail: `${count} session(s) ended`,
    said: `Two-factor is off for "${admin.username}" (${count} session(s) ended). They set it up again at their next sign-in.`,
  };
});
