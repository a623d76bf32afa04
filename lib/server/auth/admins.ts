/**
 * Admin accounts: argon2id password hashes, the first admin on first start, password resets.
 *
 * Hashing never runs inside a database transaction (lib/server/db.ts explains why), and the hash
 * is only ever selected inside this module: what leaves it is `{ id, username }`.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { hash, parseOptions, verify } from "@node-rs/argon2";
import { config } from "../config";
import { db, transaction } from "../db";
import { badRequest } from "../http";
import { ACCOUNT_MESSAGES } from "../../shared/validation/staff";
import { newPasswordSchema, normalizeUsername, usernameSchema } from "../../shared/validation/auth";
import { isRole, type Role } from "../../shared/roles";

/** `Algorithm.Argon2id` (a const enum in @node-rs/argon2's types, so spelled out here). */
const ARGON2ID = 2;

/**
 * OWASP's recommended argon2id configuration (Password Storage Cheat Sheet):
 * 19 MiB of memory, 2 passes, 1 lane. About 15–20 ms per hash on one core here.
 */
export const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random, forgotten password made with HASH_OPTIONS. A sign-in for an unknown
 * account verifies against it, so it costs the same time as a wrong password.
 * (tests/integration/auth-admins.test.ts checks that its parameters match HASH_OPTIONS.)
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$2Bds/yNmWsiEtsoaNPT8KQ$RYScY4tr2FDcrRoPmPRWRLNIFfP3QpH4W3CfvCKsf9I";

/** A staff account as it leaves this module (FEATURES.md §9): never its hash or two-factor secret. */
export type AdminAccount = {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  twoFactor: boolean;
  /** the password is one the owner set: it must be changed before anything else (FEATURES.md §9) */
  passwordChangeRequired: boolean;
};
export const PUBLIC_FIELDS = {
  id: true,
  username: true,
  displayName: true,
  role: true,
  totpEnabledAt: true,
  passwordChangeRequired: true,
} as const;
type AccountRow = {
  id: number;
  username: string;
  displayName: string;
  role: string;
  totpEnabledAt: Date | null;
  passwordChangeRequired: boolean;
};

/** The stored row as an account; a role this version does not know reads as the least one, desk. */
export const toAccount = (row: AccountRow): AdminAccount => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName || row.username,
  role: isRole(row.role) ? row.role : "desk",
  twoFactor: row.totpEnabledAt !== null,
  passwordChangeRequired: row.passwordChangeRequired,
});

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

function needsRehash(passwordHash: string): boolean {
  try {
    const p = parseOptions(passwordHash);
    return (
      p.algorithm !== HASH_OPTIONS.algorithm ||
      p.memoryCost < HASH_OPTIONS.memoryCost ||
      p.timeCost < HASH_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}

export async function countAdmins(): Promise<number> {
  return db().admin.count();
}

export async function findAdmin(username: string): Promise<AdminAccount | null> {
  const row = await db().admin.findUnique({ where: { username: normalizeUsername(username) }, select: PUBLIC_FIELDS });
  return row && toAccount(row);
}

/**
 * Checks a username and password. An unknown account still costs one argon2 verification,
 * so both failures take about the same time. Returns the account or null, never the hash.
 */
export async function verifyCredentials(
  username: string,
  password: string,
): Promise<{ admin: AdminAccount | null; reason?: "unknown account" | "wrong password" | "inactive account" }> {
  const row = await db().admin.findUnique({
    where: { username: normalizeUsername(username) },
    select: { ...PUBLIC_FIELDS, passwordHash: true, active: true },
  });
  const valid = await verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
  if (!row) return { admin: null, reason: "unknown account" };
  if (!valid) return { admin: null, reason: "wrong password" };
  // a deactivated account is refused like a wrong password: the sign-in form tells nobody it exists
  if (!row.active) return { admin: null, reason: "inactive account" };
  if (needsRehash(row.passwordHash)) {
    // Parameters were raised since this hash was made: upgrade it now that we know the password.
    const upgraded = await hashPassword(password);
    await db().admin.update({ where: { id: row.id }, data: { passwordHash: upgraded } });
  }
  return { admin: toAccount(row) };
}

/** Whether this is the account's password (disabling two-factor asks for it again). */
export async function checkPassword(adminId: number, password: string): Promise<boolean> {
  const row = await db().admin.findUnique({ where: { id: adminId }, select: { passwordHash: true } });
  return verifyPassword(row?.passwordHash ?? DUMMY_HASH, password);
}

/**
 * Creates an account (an owner unless told). Throws on an invalid username or a weak password.
 * `temporary`: the password is one the owner chose for someone else, changed at first sign-in.
 */
export async function createAdmin(
  username: string,
  password: string,
  {
    role = "owner",
    displayName = "",
    temporary = false,
  }: { role?: Role; displayName?: string; temporary?: boolean } = {},
): Promise<AdminAccount> {
  const name = usernameSchema.parse(username);
  const passwordHash = await hashPassword(newPasswordSchema.parse(password));
  return toAccount(
    await db().admin.create({
      data: { username: name, passwordHash, role, displayName, passwordChangeRequired: temporary },
      select: PUBLIC_FIELDS,
    }),
  );
}

/**
 * One's own new password (POST /api/admin/account/password): stored, no longer temporary, and
 * every other session of the account ended (a stolen cookie dies with the old password). The
 * caller has checked the current password. Throws 400 when the new one is the old one.
 */
export async function changeOwnPassword(adminId: number, keepSessionId: number, password: string): Promise<void> {
  const row = await db().admin.findUniqueOrThrow({ where: { id: adminId }, select: { passwordHash: true } });
  if (await verifyPassword(row.passwordHash, password))
    throw badRequest(ACCOUNT_MESSAGES.samePassword, { newPassword: ACCOUNT_MESSAGES.samePassword });
  const passwordHash = await hashPassword(password);
  await transaction(async (tx) => {
    await tx.admin.update({ where: { id: adminId }, data: { passwordHash, passwordChangeRequired: false } });
    await tx.session.deleteMany({ where: { adminId, id: { not: keepSessionId } } });
  });
}

/**
 * Sets (or resets) an account's password, creating the account when it does not exist.
 * Every session of the account is revoked, so a stolen cookie dies with the old password.
 */
export async function setAdminPassword(
  username: string,
  password: string,
): Promise<{ admin: AdminAccount; created: boolean; sessionsRevoked: number }> {
  const name = usernameSchema.parse(username);
  const passwordHash = await hashPassword(newPasswordSchema.parse(password));
  const existing = await db().admin.findUnique({ where: { username: name }, select: PUBLIC_FIELDS });
  if (!existing) {
    const admin = await db().admin.create({ data: { username: name, passwordHash }, select: PUBLIC_FIELDS });
    return { admin: toAccount(admin), created: true, sessionsRevoked: 0 };
  }
  await db().admin.update({ where: { id: existing.id }, data: { passwordHash } });
  const { count } = await db().session.deleteMany({ where: { adminId: existing.id } });
  return { admin: toAccount(existing), created: false, sessionsRevoked: count };
}

/** A strong random password: 24 characters from a 56-symbol alphabet (about 139 bits). */
export function generatePassword(length = 24): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"; // no 0/O, 1/l/I
  const out: string[] = [];
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // rejection sampling keeps every symbol equally likely
      if (byte < 256 - (256 % alphabet.length) && out.length < length) out.push(alphabet[byte % alphabet.length]);
    }
  }
  return out.join("");
}

export type FirstAdminResult = { created: false } | { created: true; username: string; generatedPassword?: string };

/**
 * First start: when there is no admin, create one from ADMIN_USERNAME / ADMIN_PASSWORD.
 * Without a password, a random one is generated and returned so the caller can print it
 * once. Existing accounts are never changed here (use `npm run admin:password`).
 */
export async function ensureFirstAdmin(
  env: { username?: string; password?: string } = {
    username: config().ADMIN_USERNAME,
    password: config().ADMIN_PASSWORD,
  },
): Promise<FirstAdminResult> {
  if ((await countAdmins()) > 0) return { created: false };
  const username = env.username ?? "admin";
  const generatedPassword = env.password ? undefined : generatePassword();
  const admin = await createAdmin(username, env.password ?? generatedPassword!);
  return { created: true, username: admin.username, ...(generatedPassword ? { generatedPassword } : {}) };
}
