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
import { findAdmin } from "../lib/server/auth/admins";
import { resetTwoFactor } from "../lib/server/auth/two-factor";
import { audit } from "../lib/server/audit";
import { config } from "../lib/server/config";
import { disconnect } from "../lib/server/db";
import { accountName, runCommand } from "./admin-account";

const USAGE = "Usage: npm run admin:reset-two-factor [-- <username>]";

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith("-"))) throw new Error(USAGE);
  const admin = await findAdmin(await accountName(args[0], USAGE));
  if (!admin) throw new Error(`No admin account named "${args[0] ?? config().ADMIN_USERNAME}".`);
  const count = await resetTwoFactor(admin.id);
  await audit({
    actor: "cli",
    action: "admin.reset_two_factor",
    target: admin.username,
    detail: `${count} session(s) ended`,
  });
  console.log(
    `Two-factor is off for "${admin.username}" (${count} session(s) ended). They set it up again at their next sign-in.`,
  );
  await disconnect();
}

runCommand(main);
