/**
 * Sign-in throttling, stored in the database (LoginFailure rows) so it holds across
 * restarts and several server processes. docs/security.md states the policy.
 *
 * Every attempt is counted per account ('user:<username>') and per client address
 * ('ip:<address>'). An attempt first reserves a failure row for each key — checked and
 * written as one serialized unit, so concurrent requests cannot all slip past the check —
 * and a successful sign-in removes the reservation and clears the account's count.
 */
import { serialized, db } from "./db";
import { now } from "./clock";
import { tooManyRequests } from "./http";
import { normalizeUsername } from "./validation/auth";

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

export const accountKey = (username: string) => `user:${normalizeUsername(username).slice(0, 64)}`;
export const ipKey = (ip: string) => `ip:${ip.slice(0, 64)}`;

export type LoginAttempt = { reserved: number[]; accountKey: string };

export const THROTTLED_MESSAGE = "Too many sign-in attempts. Please wait a moment and try again.";

/**
 * Reserves a sign-in attempt for this account and address, or throws 429 with Retry-After
 * when either must wait. The reservation counts as a failure until `loginSucceeded`.
 */
export async function startLoginAttempt(username: string, ip: string): Promise<LoginAttempt> {
  const keys: [string, ThrottlePolicy][] = [
    [accountKey(username), ACCOUNT_POLICY],
    [ipKey(ip), IP_POLICY],
  ];
  return serialized(async () => {
    const at = now();
    const longestWindow = Math.max(ACCOUNT_POLICY.windowSeconds, IP_POLICY.windowSeconds);
    await db().loginFailure.deleteMany({ where: { at: { lte: new Date(at.getTime() - longestWindow * 1000) } } });
    let wait = 0;
    for (const [key, policy] of keys) {
      const rows = await db().loginFailure.findMany({
        where: { key, at: { gt: new Date(at.getTime() - policy.windowSeconds * 1000) } },
        orderBy: { at: "desc" },
        take: policy.maxFailuresPerWindow,
        select: { at: true },
      });
      wait = Math.max(wait, waitSeconds(rows.map((r) => r.at), at, policy));
    }
    if (wait > 0) throw tooManyRequests(wait, THROTTLED_MESSAGE);
    const reserved: number[] = [];
    for (const [key] of keys) {
      reserved.push((await db().loginFailure.create({ data: { key, at }, select: { id: true } })).id);
    }
    return { reserved, accountKey: keys[0][0] };
  });
}

/** The attempt was right: drop its reservation and the account's earlier failures. */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  await serialized(async () => {
    await db().loginFailure.deleteMany({ where: { id: { in: attempt.reserved } } });
    await db().loginFailure.deleteMany({ where: { key: attempt.accountKey } });
  });
}
