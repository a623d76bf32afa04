/**
 * What the account scripts share (admin:unlock, admin:reset-two-factor): which account a
 * command means, and how a failure is told.
 */
import { z } from "zod";
import { config } from "../lib/server/config";
import { db, disconnect } from "../lib/server/db";
import { usernameSchema } from "../lib/shared/validation/auth";

/** The account named, else ADMIN_USERNAME, else the only account there is. */
export async function accountName(arg: string | undefined, usage: string): Promise<string> {
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
export function runCommand(main: () => Promise<void>): void {
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
