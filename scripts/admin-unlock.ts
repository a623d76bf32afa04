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
import { clearAccountFailures } from "../lib/server/auth/throttle";
import { runAccountCommand } from "./admin-account";

runAccountCommand("Usage: npm run admin:unlock [-- <username>]", async (admin) => {
  const cleared = await clearAccountFailures(admin.username);
  return {
    action: "admin.unlock",
    detail: `${cleared} failure record(s) cleared`,
    said: `Unlocked "${admin.username}": ${cleared} failure record(s) cleared.`,
  };
});
