/**
 * Server-side secrets, kept in the database (AuthSecret) so every server process sharing it
 * uses the same one, and created at first use: nothing to configure. AuthSecret is a
 * credential table — backups leave it out. Deleting a row rotates that secret (after a
 * restart of every server process, which cache it).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "../db";
import { isUniqueViolation } from "../http";

/** device-cookie: signs trusted-device cookies; manage-link: derives patients' manage-link tokens. */
const SECRET_NAMES = ["device-cookie", "manage-link"] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const cache = new Map<SecretName, Buffer>();

/** The named 32-byte secret; generated and stored when there is none yet. */
export async function serverSecret(name: SecretName): Promise<Buffer> {
  const cached = cache.get(name);
  if (cached) return cached;
  let row = await db().authSecret.findUnique({ where: { name } });
  if (!row) {
    try {
      row = await db().authSecret.create({ data: { name, value: randomBytes(32).toString("base64url") } });
    } catch (error) {
      // another process created it first: use theirs
      if (!isUniqueViolation(error)) throw error;
      row = await db().authSecret.findUniqueOrThrow({ where: { name } });
    }
  }
  const secret = Buffer.from(row.value, "base64url");
  cache.set(name, secret);
  return secret;
}

/**
 * Every secret made (or read) when a server process starts: later, the first use may come inside
 * a transaction (a waiting-list offer derives its claim link in one), where creating the row
 * beside it would wait on SQLite's one writer. A database not migrated yet leaves it to first use.
 */
export async function prepareSecrets(): Promise<void> {
  for (const name of SECRET_NAMES) await serverSecret(name);
}
