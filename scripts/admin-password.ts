/**
 * Sets or resets an admin's password (creating the account if it does not exist) and
 * signs that account out everywhere.
 *
 *   npm run admin:password                 asks for the username and the password (hidden)
 *   npm run admin:password -- <username>   asks for the password (hidden), twice
 *   printf '%s\n' "$PW" | npm run admin:password -- <username>   reads it from standard input
 *
 * The password is never taken from the command line, where it would land in shell history
 * and in the process list.
 */
import "./node-server";
import readline from "node:readline";
import { z } from "zod";
import { config } from "../lib/server/config";
import { setAdminPassword } from "../lib/server/auth/admins";
import { audit } from "../lib/server/audit";
import { disconnect } from "../lib/server/db";
import { newPasswordSchema, usernameSchema } from "../lib/shared/validation/auth";

/** Reads one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let value = "";
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.removeListener("data", onData);
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done();
        if (ch === "\u0003") return done(new Error("Cancelled."));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    input.on("data", onData);
  });
}

function promptLine(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stderr });
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

/** The first line of a piped standard input. */
async function readStdinLine(): Promise<string> {
  let data = "";
  for await (const chunk of process.stdin) {
    data += chunk;
    if (data.includes("\n")) break;
  }
  return data.split(/\r?\n/)[0];
}

function valid<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new Error(result.error.issues[0].message);
  return result.data;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith("-"))) {
    throw new Error(
      "Usage: npm run admin:password [-- <username>]  (the password is read from a prompt or standard input)",
    );
  }
  const interactive = process.stdin.isTTY === true;
  let username = args[0] ?? config().ADMIN_USERNAME;
  if (!username) username = interactive ? await promptLine("Admin username: ") : "admin";
  username = valid(usernameSchema, username);

  let password: string;
  if (interactive) {
    password = valid(newPasswordSchema, await promptHidden(`New password for ${username} (at least 12 characters): `));
    if ((await promptHidden("Repeat the password: ")) !== password) throw new Error("The passwords do not match.");
  } else {
    password = valid(newPasswordSchema, await readStdinLine());
  }

  // No migrations here: they need the database to themselves, and the server may be running.
  const result = await setAdminPassword(username, password).catch((error) => {
    if ((error as { code?: string }).code === "P2021") {
      throw new Error("The database has no tables yet: run npm run db:migrate (or npm start) first.");
    }
    throw error;
  });
  await audit({
    actor: "cli",
    action: result.created ? "admin.create" : "admin.password",
    target: result.admin.username,
    detail: result.created
      ? "created by admin:password"
      : `password reset; ${result.sessionsRevoked} session(s) signed out`,
  });
  console.log(
    result.created
      ? `Created admin account "${result.admin.username}".`
      : `Password changed for "${result.admin.username}"; ${result.sessionsRevoked} session(s) signed out.`,
  );
  await disconnect();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
