/**
 * What the account scripts share (admin:unlock, admin:reset-two-factor): which account a
 * command means, what it writes to the audit log, and how a failure is told.
 */
import { z } from "zod";
import { findAdmin, type AdminAccount } from "../lib/server/auth/admins";
import { audit, type AuditAction } from "../lib/server/audit";
import { config } from "../lib/server/config";
import { db, disconnect } from "../lib/server/db";
import { usernameSchema } from "../lib/shared/validation/auth";

/** The account named, else ADMIN_USERNAME, else the only account there is. */
async function accountName(arg: string | undefined, usage: string): Promise<string> {
  const given = arg ?? config().ADMIN_USERNAME;
  if (given !== undefined) {
    const parsed = usernameSchema.safeParse(given);
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return parsed.data;
  }
  const accounts = await db().admin.findMany({ select: { username: true }, take: 2 });
  if (accounts.length === 1) return accounts[0].username;
  throw new Error(
    accounts.length ? `There are several admin accounts: name one. ${usage}` : "There is no admin account yet.",
  );
}

/** Runs a command: its error in words (no stack), exit 1. */
function runCommand(main: () => Promise<void>): void {
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
}

/** What an account command did: its audit action and detail, and the line it prints. */
type Done = { action: AuditAction; detail: string; said: string };

/**
 * Runs an account command: the account named on the command line (accountName; one argument
 * at the most, no options), `act` on it, its audit entry by the CLI, then the line it prints.
 */
export function runAccountCommand(usage: string, act: (admin: AdminAccount) => Promise<Done>): void {
  runCommand(async () => {
    const args = process.argv.slice(2);
    if (args.length > 1 || args.some((a) => a.startsWith("-"))) throw new Error(usage);
    const admin = await findAdmin(await accountName(args[0], usage));
    if (!admin) throw new Error(`No admin account named "${args[0] ?? config().ADMIN_USERNAME}".`);
    const { action, detail, said } = await act(admin);
    await audit({ actor: "cli", action, target: admin.username, detail });
    console.log(said);
    await disconnect();
  });
}
