/**
 * Lets an admin account sign in again at once: clears its sign-in failure counts (the
 * account's and its devices'; per-address counts stay) and writes `admin.unlock` to the
 * audit log. For an owner locked out by someone guessing at the account from a browser
 * that holds no device cookie. Safe while the server is running.
 *
 *   npm run admin:unlock                  ADMIN_USERNAME, or the only account there is
 *   npm run admin:unlock -- <username>
 */
import "./node-server";
import { findAdmin } from "../lib/server/auth/admins";
import { audit } from "../lib/server/audit";
import { config } from "../lib/server/config";
import { disconnect } from "../lib/server/db";
import { clearAccountFailures } from "../lib/server/auth/throttle";
import { accountName, runCommand } from "./admin-account";

const USAGE = "Usage: npm run admin:unlock [-- <username>]";

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith("-"))) throw new Error(USAGE);
  const admin = await findAdmin(await accountName(args[0], USAGE));
  if (!admin) throw new Error(`No admin account named "${args[0] ?? config().ADMIN_USERNAME}".`);
  const cleared = await clearAccountFailures(admin.username);
  await audit({
    actor: "cli",
    action: "admin.unlock",
    target: admin.username,
    detail: `${cleared} failure record(s) cleared`,
  });
  console.log(`Unlocked "${admin.username}": ${cleared} failure record(s) cleared.`);
  await disconnect();
}

runCommand(main);
