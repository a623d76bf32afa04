/**
 * Start-up work that needs the database after migrations: the first admin account.
 * Kept apart from start.ts so tests can run it too.
 */
import "./node-server";
import { ensureFirstAdmin, type FirstAdminResult } from "../lib/server/auth/admins";
import { audit } from "../lib/server/audit";

export async function prepareDatabase(
  print: (line: string) => void = (line) => console.log(line),
  env?: { username?: string; password?: string },
): Promise<FirstAdminResult> {
  const result = await ensureFirstAdmin(env);
  if (!result.created) return result;
  await audit({ actor: "system", action: "admin.create", target: result.username, detail: "first start" });
  if (result.generatedPassword) {
    // Shown once, here only: it is not stored anywhere but as a hash.
    print(
      [
        "",
        "================================================================",
        "  First admin account created (no ADMIN_PASSWORD was set).",
        `  Username: ${result.username}`,
        `  Password: ${result.generatedPassword}`,
        "  This password is shown only once. Store it safely, or set a",
        "  new one with: npm run admin:password",
        "================================================================",
        "",
      ].join("\n"),
    );
  } else {
    print(`First admin account created from ADMIN_USERNAME/ADMIN_PASSWORD: ${result.username}`);
  }
  return result;
}
