/**
 * Sign-in throttling, stored in the database (LoginFailure rows) so it holds across
 * restarts and several server processes. docs/security.md states the policy.
 *
 * An attempt from an unknown browser is counted per account ('user:<hash of the username>': what was typed is never stored, it may be the password) and per
 * client address ('ip:<address>'). An attempt presenting a valid device cookie for the
 * account (lib/server/auth/device-cookie.ts) is counted only for that device
 * ('device:<hash>:<device id>'), so failures from elsewhere never lock the account's
 * owner out, and a stolen device still gets no more guesses than anyone else.
 * An attempt first reserves a failure row for each of its keys — checked and written as
 * one serialized unit, so concurrent requests cannot all slip past the check — and a
 * successful sign-in removes the reservation and clears the count that governed it.
 */
import "server-only";
import { createHash } from "node:crypto";
import { serialized, db } from "../db";
import { now } from "../../shared/clock";
import { HttpError } from "../http";
import { normalizeUsername } from "../../shared/validation/auth";

export type ThrottlePolicy = {
  /** failures within the window that cost nothing */
  freeFailures: number;
  /** the wait after the first failure beyond the free ones; doubles with each further one */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
  /** a hard ceiling: never more failures than this within any window */
  maxFailuresPerWindow: number;
};

export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
  maxFailuresPerWindow: 100,
};

export const IP_POLICY: ThrottlePolicy = {
  freeFailures: 10,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 60 * 60,
  maxFailuresPerWindow: 100,
};

/** A trusted device gets what an account gets — but only its own failures count. */
export const DEVICE_POLICY: ThrottlePolicy = { ...ACCOUNT_POLICY };

const LONGEST_WINDOW_SECONDS = Math.max(
  ACCOUNT_POLICY.windowSeconds,
  IP_POLICY.windowSeconds,
  DEVICE_POLICY.windowSeconds,
);

/**
 * Seconds (possibly fractional) still to wait before the next attempt, given the key's
 * failure times (any order) and the policy. 0 means go ahead.
 */
export function waitSeconds(failures: Date[], at: Date, policy: ThrottlePolicy): number {
  const windowStart = at.getTime() - policy.windowSeconds * 1000;
  const recent = failures
    .map((d) => d.getTime())
    .filter((t) => t > windowStart && t <= at.getTime())
    .sort((a, b) => b - a); // newest first
  const n = recent.length;
  let waitMs = 0;
  if (n >= policy.freeFailures) {
    const delay = Math.min(policy.baseDelaySeconds * 2 ** (n - policy.freeFailures), policy.maxDelaySeconds);
    waitMs = recent[0] + delay * 1000 - at.getTime();
  }
  if (n >= policy.maxFailuresPerWindow) {
    // wait until the oldest of the newest `max` failures leaves the window
    const oldestCounted = recent[policy.maxFailuresPerWindow - 1];
    waitMs = Math.max(waitMs, oldestCounted + policy.windowSeconds * 1000 - at.getTime());
  }
  return Math.max(0, waitMs / 1000);
}

// Hashed: whatever was typed as the username (sometimes the password) is never stored.
const userPart = (username: string) =>
  createHash("sha256").update(normalizeUsername(username)).digest("hex").slice(0, 32);
export const accountKey = (username: string) => `user:${userPart(username)}`;
export const ipKey = (ip: string) => `ip:${ip.slice(0, 64)}`;
export const deviceKey = (username: string, deviceId: string) => `device:${userPart(username)}:${deviceId}`;

export type ThrottleLimit = "account" | "address" | "device";

export type LoginAttempt = {
  reserved: number[];
  /** the key whose failures a success clears: the account's, or the trusted device's */
  clearKey: string;
  trustedDevice: boolean;
};

export const THROTTLED_MESSAGE = "Too many sign-in attempts. Please wait a moment and try again.";

/** 429 with Retry-After; `limit` (for the audit log, never sent) says which count refused. */
export class ThrottledError extends HttpError {
  constructor(
    retryAfterSeconds: number,
    readonly limit: ThrottleLimit,
  ) {
    super(429, THROTTLED_MESSAGE, {}, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/**
 * Reserves a sign-in attempt, or throws ThrottledError when it must wait. Without a trusted
 * device the account and the address are both counted; with one (`deviceId` from a valid
 * device cookie for this account) only that device is. The reservation counts as a failure
 * until `loginSucceeded` or `abandonLoginAttempt`.
 */
export async function startLoginAttempt(
  username: string,
  ip: string,
  deviceId: string | null = null,
): Promise<LoginAttempt> {
  const keys: [string, ThrottlePolicy, ThrottleLimit][] = deviceId
    ? [[deviceKey(username, deviceId), DEVICE_POLICY, "device"]]
    : [
        [accountKey(username), ACCOUNT_POLICY, "account"],
        [ipKey(ip), IP_POLICY, "address"],
      ];
  return serialized(async () => {
    const at = now();
    await db().loginFailure.deleteMany({
      where: { at: { lte: new Date(at.getTime() - LONGEST_WINDOW_SECONDS * 1000) } },
    });
    let wait = 0;
    let limit: ThrottleLimit = keys[0][2];
    for (const [key, policy, name] of keys) {
      const rows = await db().loginFailure.findMany({
        where: { key, at: { gt: new Date(at.getTime() - policy.windowSeconds * 1000) } },
        orderBy: { at: "desc" },
        take: policy.maxFailuresPerWindow,
        select: { at: true },
      });
      const w = waitSeconds(
        rows.map((r) => r.at),
        at,
        policy,
      );
      if (w > wait) [wait, limit] = [w, name];
    }
    if (wait > 0) throw new ThrottledError(wait, limit);
    const reserved: number[] = [];
    for (const [key] of keys) {
      reserved.push((await db().loginFailure.create({ data: { key, at }, select: { id: true } })).id);
    }
    return { reserved, clearKey: keys[0][0], trustedDevice: deviceId !== null };
  });
}

/**
 * The attempt was right: drop its reservation and the earlier failures of what it was
 * counted against first — the account (unknown browser) or the device (trusted one). A
 * trusted device's success leaves the account's count alone: whoever is guessing at the
 * account from elsewhere is still held back.
 */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  await serialized(async () => {
    await db().loginFailure.deleteMany({ where: { id: { in: attempt.reserved } } });
    await db().loginFailure.deleteMany({ where: { key: attempt.clearKey } });
  });
}

/** The attempt was not checked after all (server busy): it must not count as a failure. */
export async function abandonLoginAttempt(attempt: LoginAttempt): Promise<void> {
  await db().loginFailure.deleteMany({ where: { id: { in: attempt.reserved } } });
}

/**
 * Clears an account's failure counts — its own and those of its devices — so it can sign
 * in at once from anywhere (npm run admin:unlock). Per-address counts are left alone.
 * Returns how many failure records were removed.
 */
export async function clearAccountFailures(username: string): Promise<number> {
  const devicePrefix = `device:${userPart(username)}:`;
  return serialized(async () => {
    const rows = await db().loginFailure.findMany({
      where: { OR: [{ key: accountKey(username) }, { key: { startsWith: devicePrefix } }] },
      select: { id: true, key: true },
    });
    // startsWith may be a LIKE in which '_' matches any character: keep exact matches only
    const ids = rows.filter((r) => r.key === accountKey(username) || r.key.startsWith(devicePrefix)).map((r) => r.id);
    const { count } = await db().loginFailure.deleteMany({ where: { id: { in: ids } } });
    return count;
  });
}
