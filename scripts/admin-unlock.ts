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
import { z } from "zod";
import { findAdmin } from "../lib/server/auth/admins";
import { audit } from "../lib/server/domain/audit";
import { config } from "../lib/server/config";
import { db, disconnect } from "../lib/server/db";
import { clearAccountFailures } from "../lib/server/auth/throttle";
import { usernameSchema } from "../lib/shared/validation/auth";

const USAGE = "Usage: npm run admin:unlock [-- <username>]";

async function accountName(arg: string | undefined): Promise<string> {
  const given = arg ?? config().ADMIN_USERNAME;
  if (given !== undefined) {
    const parsed = usernameSchema.safeParse(given);
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return parsed.data;
  }
  const accounts = await db().admin.findMany({ select: { username: true }, take: 2 });
  if (accounts.length === 1) return accounts[0].username;
  throw new Error(
    accounts.length ? `There are several admin accounts: name one. ${USAGE}` : "There is no admin account yet.",
  );
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith("-"))) throw new Error(USAGE);
  const admin = await findAdmin(await accountName(args[0]));
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

main().catch(async (error) => {
  const code = (error as { code?: string }).code;
  console.error(
    code === "P2021"
      ? "The database has no tables yet: run npm run db:migrate (or npm start) first."
      : error instanceof Error
        ? error.message
        : String(error),
  );
  await disconnect().catch(() => undefined);
  process.exit(1);
});
