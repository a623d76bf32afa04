/**
 * Admin sessions: sign-in, sign-out, and the session and origin checks the admin route
 * wrapper (lib/server/api.ts) runs before every admin handler.
 *
 * A session is a random 256-bit token in an HttpOnly cookie; the database keeps only its
 * SHA-256, so a leaked database does not leak live sessions. Sessions end after
 * SESSION_IDLE_MINUTES without a request or SESSION_ABSOLUTE_HOURS after sign-in, and at
 * sign-out. `requireAdmin` throws 401 without one.
 *
 * Desk mode (FEATURES.md §5, docs/security.md "Desk mode"): a sign-in may ask for it on a
 * clinic evening; until tonight's closing (`deskUntil`) the desk's own calls — the Tonight
 * screen's queue and today's list — keep the session past its idle limit, on desk scope:
 * tonight only and only what that screen shows (`AdminSession.deskScope`). Every other call
 * still ends at the idle limit, and the absolute limit holds for all.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { audit, auditCoalesced, UNKNOWN_ACCOUNT } from "../audit";
import { findAdmin, PUBLIC_FIELDS, toAccount, verifyCredentials, type AdminAccount } from "./admins";
import { now } from "../../shared/clock";
import { istInstant, isSunday, SLOT_MINUTES, SLOT_TIMES, todayIst } from "../../shared/clinic-time";
import { config } from "../config";
import { db } from "../db";
import { issueDeviceCookie, trustedDeviceId } from "./device-cookie";
import { HttpError, clientIp } from "../http";
import { log } from "../logger";
import {
  BACKGROUND_HEADER,
  cookieName,
  readCookie,
  serializeSessionCookie,
  SESSION_COOKIE,
  TOKEN_PATTERN,
} from "../../shared/session-cookie";
import { Slots } from "./slots";
import { abandonLoginAttempt, loginSucceeded, startLoginAttempt, ThrottledError, type LoginAttempt } from "./throttle";
import { LOGIN_MESSAGES, normalizeUsername } from "../../shared/validation/auth";
import { TWO_FACTOR_MESSAGES } from "../../shared/validation/staff";
import { checkSecondFactor } from "./two-factor";
import type { ErrorCode } from "../../shared/error-codes";

/** The session cookie's base name; over HTTPS it is sent as `__Host-clinic_session` (sessionCookieName). */
export { SESSION_COOKIE } from "../../shared/session-cookie";

export type AdminSession = AdminAccount & {
  sessionId: number;
  /** the client's address, for audit entries */
  ip: string;
  /** when the session ends if unused (idle, or desk mode's end for a desk call) or at the latest (absolute) */
  expiresAt: Date;
  /** desk mode's end, when the session has it (FEATURES.md §5) */
  deskUntil: Date | null;
  /**
   * Past the idle limit, only desk mode keeps this (desk) call going: it may answer only
   * tonight and only what the Tonight screen shows (the route wrapper narrows it, lib/server/api.ts).
   */
  deskScope: boolean;
};

/** Which calls desk mode keeps alive past the idle limit: the route wrapper's `desk` option. */
export type SessionScope = { desk?: boolean };

/** Desk mode may be chosen from this long before the first slot of a clinic evening… */
export const DESK_LEAD_HOURS = 3;
/** …and lasts until this long after the last slot ends. */
export const DESK_GRACE_MINUTES = 30;

/**
 * Until when a desk-mode sign-in at `at` keeps the desk signed in: tonight's closing (the
 * last slot's end and DESK_GRACE_MINUTES), when `at` is within a clinic evening's desk hours
 * (from DESK_LEAD_HOURS before the first slot; not on a Sunday); otherwise null (no desk
 * mode). A closure does not refuse it: the desk may still see a patient on a closed evening.
 */
export function deskModeUntil(at: Date): Date | null {
  const today = todayIst(at);
  if (isSunday(today)) return null;
  const opens = istInstant(today, SLOT_TIMES[0]).getTime() - DESK_LEAD_HOURS * 3_600_000;
  const closes =
    istInstant(today, SLOT_TIMES[SLOT_TIMES.length - 1]).getTime() + (SLOT_MINUTES + DESK_GRACE_MINUTES) * 60_000;
  return at.getTime() >= opens && at.getTime() < closes ? new Date(closes) : null;
}

/** 401 for a call outside the desk's while desk mode keeps the session: the cookie stays, for the Tonight screen. */
export class DeskOnlyError extends HttpError {
  constructor() {
    super(401, UNAUTHORIZED_MESSAGE);
  }
}

export const UNAUTHORIZED_MESSAGE = "Please sign in to continue.";

/** lastSeenAt is written at most this often, so a busy session does not write on every call. */
export const TOUCH_INTERVAL_MS = 60_000;

function lifetimes() {
  const c = config();
  return { idleMs: c.SESSION_IDLE_MINUTES * 60_000, absoluteMs: c.SESSION_ABSOLUTE_HOURS * 3_600_000 };
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Whether the admin cookies are Secure and `__Host-`-prefixed: in production, and whenever
 * SITE_URL is https. Development over http://localhost keeps plain names, which browsers
 * accept without TLS (lib/shared/session-cookie.ts).
 */
export function secureCookies(): boolean {
  const c = config();
  return c.isProduction || c.SITE_URL.startsWith("https:");
}

/** The session cookie's name as sent: `__Host-clinic_session` or, over plain http, `clinic_session`. */
export const sessionCookieName = () => cookieName(SESSION_COOKIE, secureCookies());

/** The session token the request carries, when it has the right shape. */
export function readSessionToken(req: Request): string | null {
  const value = readCookie(req.headers.get("cookie"), sessionCookieName());
  return value && TOKEN_PATTERN.test(value) ? value : null;
}

/** Set-Cookie for a new session. Lives no longer than the session can. */
export function sessionCookie(token: string, secure = secureCookies()): string {
  return serializeSessionCookie(token, lifetimes().absoluteMs / 1000, secure);
}

export function clearedSessionCookie(secure = secureCookies()): string {
  return serializeSessionCookie("", 0, secure);
}

/** Starts a session (in desk mode until `deskUntil`, when given) and returns its token (only its hash is stored). */
export async function createSession(adminId: number, deskUntil: Date | null = null): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = now();
  await db().session.create({
    data: { tokenHash: hashToken(token), adminId, createdAt: at, lastSeenAt: at, deskUntil },
  });
  return token;
}

type SessionTimes = { createdAt: Date; lastSeenAt: Date; deskUntil: Date | null };

/** When a session ends: idle or absolute — for a desk call, idle or desk mode's end, whichever is later. */
function expiry({ createdAt, lastSeenAt, deskUntil }: SessionTimes, desk = false): Date {
  const { idleMs, absoluteMs } = lifetimes();
  const idle = Math.max(lastSeenAt.getTime() + idleMs, desk && deskUntil ? deskUntil.getTime() : 0);
  return new Date(Math.min(idle, createdAt.getTime() + absoluteMs));
}

async function findSession(
  req: Request,
  { desk = false }: SessionScope,
): Promise<{ admin: AdminSession | null; deskOnly?: boolean }> {
  const token = readSessionToken(req);
  if (!token) return { admin: null };
  const row = await db().session.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      createdAt: true,
      lastSeenAt: true,
      deskUntil: true,
      admin: { select: { ...PUBLIC_FIELDS, active: true } },
    },
  });
  if (!row) return { admin: null };
  // deactivating an account deletes its sessions; this catches one read mid-way
  if (!row.admin.active) return { admin: null };
  const at = now();
  if (at.getTime() >= expiry(row, desk).getTime()) {
    // a desk-mode session idle at the desk ends for every other call, but lives on for the desk's
    if (!desk && at.getTime() < expiry(row, true).getTime()) return { admin: null, deskOnly: true };
    await db().session.deleteMany({ where: { id: row.id } });
    return { admin: null };
  }
  let lastSeenAt = row.lastSeenAt;
  const background = req.headers.get(BACKGROUND_HEADER) === "1";
  // Past the idle limit only desk mode lets a desk call through: a click at the unattended
  // desk must not make the whole admin area live again, so it does not slide the idle limit.
  const idle = at.getTime() >= expiry(row).getTime();
  if (!background && !idle && at.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    lastSeenAt = at;
    await db().session.updateMany({ where: { id: row.id }, data: { lastSeenAt } });
  }
  return {
    admin: {
      ...toAccount(row.admin),
      sessionId: row.id,
      ip: clientIp(req),
      expiresAt: expiry({ ...row, lastSeenAt }, desk),
      deskUntil: row.deskUntil && row.deskUntil.getTime() > at.getTime() ? row.deskUntil : null,
      deskScope: idle,
    },
  };
}

/** The signed-in admin; otherwise throws 401 (DeskOnlyError when only the desk's calls may go on). */
export async function requireAdmin(req: Request, scope: SessionScope = {}): Promise<AdminSession> {
  const { admin, deskOnly } = await findSession(req, scope);
  if (deskOnly) throw new DeskOnlyError();
  if (!admin) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return admin;
}

/**
 * At most this many argon2 verifications at once (each ~20 ms of CPU and 19 MiB): a burst
 * beyond it is answered 503 at once rather than queued (docs/security.md). One more slot is
 * kept for browsers with a valid device cookie, so a flood of strangers' guesses cannot
 * keep the account's owner out this way either.
 */
export const VERIFICATION_SLOTS = new Slots(4);
export const TRUSTED_DEVICE_SLOTS = new Slots(1);
const BUSY_MESSAGE = "The server is busy. Please try again in a moment.";

/**
 * Runs `verify` (the argon2 checks of a sign-in or a re-authentication) in a verification slot,
 * a trusted device's own when the others are busy. None free: the attempt is not counted,
 * `busy` is logged and the answer is 503.
 */
export async function inVerificationSlot<T>(
  attempt: LoginAttempt,
  deviceId: string | null,
  busy: { log: string; ip: string },
  verify: () => Promise<T>,
): Promise<T> {
  const release = VERIFICATION_SLOTS.tryAcquire() ?? (deviceId ? TRUSTED_DEVICE_SLOTS.tryAcquire() : null);
  if (!release) {
    await abandonLoginAttempt(attempt);
    log.warn(busy.log, { ip: busy.ip });
    throw new HttpError(503, BUSY_MESSAGE, {}, { "Retry-After": "1" });
  }
  try {
    return await verify();
  } finally {
    release();
  }
}

/**
 * Signs in: throttle check, password check, a fresh session and a fresh device cookie.
 * Throws 429 (throttled), 503 (too many verifications running) or 401 'Invalid
 * credentials' (unknown account or wrong password alike).
 *
 * Failed and throttled attempts are audited coalesced (lib/server/audit/index.ts), naming the account
 * only when it exists: what was typed as a username may be a password.
 */
export async function signIn(input: {
  username: string;
  password: string;
  ip: string;
  /** the session the browser had before, if any: replaced, never reused */
  previousToken?: string | null;
  /** the browser's device cookie, if any (lib/server/auth/device-cookie.ts) */
  deviceCookie?: string | null;
  /** desk mode asked for: granted on a clinic evening (deskModeUntil) */
  desk?: boolean;
  /** the second factor, for an account with two-factor on: the app's code or a recovery code */
  code?: string;
}): Promise<{ token: string; deviceCookie: string; admin: AdminAccount; deskUntil: Date | null }> {
  const deviceId = await trustedDeviceId(input.deviceCookie, input.username);
  const via = deviceId ? " (trusted device)" : "";
  let attempt;
  try {
    attempt = await startLoginAttempt(input.username, input.ip, deviceId);
  } catch (error) {
    if (error instanceof ThrottledError) {
      const target = (await findAdmin(input.username))?.username ?? UNKNOWN_ACCOUNT;
      await auditCoalesced({
        actor: null,
        action: "login.throttled",
        target,
        ip: input.ip,
        detail: `${error.limit} limit${via}`,
      });
    }
    throw error;
  }
  const { admin, reason } = await inVerificationSlot(
    attempt,
    deviceId,
    { log: "admin sign-in refused: verifications busy", ip: input.ip },
    () => verifyCredentials(input.username, input.password),
  );
  if (!admin) {
    const target = reason === "wrong password" ? normalizeUsername(input.username) : UNKNOWN_ACCOUNT;
    await auditCoalesced({ actor: null, action: "login.failure", target, ip: input.ip, detail: `${reason}${via}` });
    log.warn("admin sign-in failed", { ip: input.ip });
    throw new HttpError(401, LOGIN_MESSAGES.invalid);
  }
  const secondFactor = await checkTwoFactor(admin, input.code, attempt, input.ip, via);
  await loginSucceeded(attempt);
  if (input.previousToken) await db().session.deleteMany({ where: { tokenHash: hashToken(input.previousToken) } });
  await pruneExpiredSessions();
  const deskUntil = input.desk ? deskModeUntil(now()) : null;
  const token = await createSession(admin.id, deskUntil);
  await db().admin.update({ where: { id: admin.id }, data: { lastSignInAt: now() } });
  const details = [
    deviceId ? "trusted device" : null,
    secondFactor === "recovery" ? "recovery code" : null,
    deskUntil ? `desk mode until ${deskUntil.toISOString()}` : null,
  ];
  await audit({
    actor: admin.username,
    action: "login.success",
    ip: input.ip,
    detail: details.filter(Boolean).join("; ") || null,
  });
  log.info("admin signed in", { admin: admin.username, ip: input.ip, desk: !!deskUntil });
  return { token, deviceCookie: await issueDeviceCookie(admin.username, secureCookies()), admin, deskUntil };
}

/**
 * The second factor of an account with two-factor on. Without a code: 401 `twoFactorRequired`,
 * not counted (the password was right). A wrong code: 401 `two_factor_invalid`; one already
 * used: 401 `two_factor_code_used` ("wait for the next one"); both counted in the throttle like a
 * wrong password (the attempt's reservation stays).
 */
async function checkTwoFactor(
  admin: AdminAccount,
  code: string | undefined,
  attempt: Awaited<ReturnType<typeof startLoginAttempt>>,
  ip: string,
  via: string,
): Promise<"totp" | "recovery" | null> {
  if (!admin.twoFactor) return null;
  const problem = { code: "two_factor_required" } as const;
  if (!code) {
    await abandonLoginAttempt(attempt);
    throw new HttpError(401, LOGIN_MESSAGES.twoFactorRequired, { twoFactorRequired: true }, {}, problem);
  }
  const how = await checkSecondFactor(admin.id, code);
  /** A code refused: audited and logged as a failed sign-in, then 401 with the form still asking for a code. */
  const refuse = async (detail: string, logged: string, message: string, problemCode: ErrorCode) => {
    await auditCoalesced({
      actor: null,
      action: "login.failure",
      target: admin.username,
      ip,
      detail: `${detail}${via}`,
    });
    log.warn(logged, { ip });
    return new HttpError(401, message, { twoFactorRequired: true }, {}, { code: problemCode });
  };
  if (how === "used")
    throw await refuse(
      "code reused",
      "admin sign-in failed: a code already used",
      TWO_FACTOR_MESSAGES.codeUsed,
      "two_factor_code_used",
    );
  if (!how)
    throw await refuse(
      "wrong code",
      "admin sign-in failed: wrong second factor",
      TWO_FACTOR_MESSAGES.wrongCode,
      "two_factor_invalid",
    );
  return how;
}

/** Ends the session at once: its cookie is dead from now on. */
export async function signOut(session: AdminSession): Promise<void> {
  await db().session.deleteMany({ where: { id: session.sessionId } });
  await audit({ actor: session.username, action: "logout", ip: session.ip });
}

/** Deletes sessions past their idle (and desk mode's) or absolute limit. */
export async function pruneExpiredSessions(): Promise<number> {
  const { idleMs, absoluteMs } = lifetimes();
  const t = now();
  const idle = { lastSeenAt: { lte: new Date(t.getTime() - idleMs) } };
  const { count } = await db().session.deleteMany({
    where: {
      OR: [
        { ...idle, OR: [{ deskUntil: null }, { deskUntil: { lte: t } }] },
        { createdAt: { lte: new Date(t.getTime() - absoluteMs) } },
      ],
    },
  });
  return count;
}
