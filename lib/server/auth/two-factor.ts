/**
 * Two-factor sign-in (FEATURES.md §9): TOTP codes (RFC 6238: 6 digits, 30 s, SHA-1, as every
 * authenticator app reads an `otpauth://` URI) through otplib, and ten single-use recovery
 * codes. A secret is set up first (pending), becomes active only once a code from the app
 * confirms it, and a code is accepted once: the step it matched is stored, and a code of that
 * step or an earlier one is refused (`totpLastStep`, moved by a conditional update so that two
 * requests racing with one code cannot both win). Recovery codes are stored as SHA-256: they
 * are 50 random bits each, so a slow hash adds nothing a throttled sign-in does not.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { now } from "../../shared/clock";
import { TWO_FACTOR_MESSAGES, normalizeRecoveryCode } from "../../shared/validation/staff";
import { db, transaction } from "../db";
import { HttpError } from "../http";
import { clinic } from "../../content/clinic";

/** One step either side of now: a phone's clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A recovery code as shown once: "k7q2-9xmf-3hpa", 12 characters from 32 (60 bits). */
function recoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789"; // 31 symbols without 0/o, 1/l/i
  const chars = [...randomBytes(24)].filter((b) => b < 248).map((b) => alphabet[b % alphabet.length]);
  const code = chars.slice(0, 12).join("");
  return code.length === 12 ? `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}` : recoveryCode();
}

/**
 * Starts (or restarts) setting up: a new secret, pending until enabled. Refused (409) while two-factor
 * is on: moving it to another phone goes through turning it off, which asks for the password and a
 * code, so a session left open on a desk cannot move someone's two-factor to a stranger's phone.
 */
export async function setupTwoFactor(adminId: number): Promise<{ secret: string; otpauthUrl: string }> {
  const current = await db().admin.findUniqueOrThrow({ where: { id: adminId }, select: { totpEnabledAt: true } });
  if (current.totpEnabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn, {}, {}, { code: "conflict" });
  const secret = generateSecret();
  const admin = await db().admin.update({
    where: { id: adminId },
    data: { totpPendingSecret: secret },
    select: { username: true },
  });
  const issuer = clinic().name;
  return { secret, otpauthUrl: generateURI({ issuer, label: admin.username, secret }) };
}

/** The step a code matches for this secret after `afterStep`, or null. */
async function matchingStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  let result;
  try {
    result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      epoch: Math.floor(now().getTime() / 1000),
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
  } catch {
    // otplib refuses a window wholly at or before the last accepted step: no code can be new
    return null;
  }
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Confirms the pending secret with a code from the app: two-factor is on, and here are the
 * recovery codes (shown once). Every other session of the account ends (docs/security.md
 * "Sessions"): they were proven by the password alone, and the account's change must not
 * raise them — only this one, which has just shown a code, goes on.
 */
export async function enableTwoFactor(adminId: number, code: string, sessionId: number): Promise<string[]> {
  const row = await db().admin.findUniqueOrThrow({ where: { id: adminId }, select: { totpPendingSecret: true } });
  if (!row.totpPendingSecret) throw new HttpError(409, TWO_FACTOR_MESSAGES.notSetUp, {}, {}, { code: "conflict" });
  const step = await matchingStep(row.totpPendingSecret, code, null);
  if (step === null) throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode, {}, {}, { code: "two_factor_invalid" });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const secret = row.totpPendingSecret;
  await transaction(async (tx) => {
    await tx.admin.update({
      where: { id: adminId },
      data: { totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now(), totpLastStep: step },
    });
    await tx.recoveryCode.deleteMany({ where: { adminId } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ adminId, codeHash: sha256(c) })) });
    await tx.session.deleteMany({ where: { adminId, id: { not: sessionId } } });
  });
  return codes;
}

/**
 * Turns two-factor off and forgets the secret and the recovery codes (after a reset, or
 * disabling oneself), and ends the account's sessions but `keepSessionId` (the one that
 * disabled it, having shown password and code; none after a reset): how a session was proven
 * is fixed when it is made, and a change of the account neither raises nor keeps the others.
 */
export async function clearTwoFactor(adminId: number, keepSessionId: number | null): Promise<number> {
  return transaction(async (tx) => {
    await tx.admin.update({
      where: { id: adminId },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { adminId } });
    const ended = await tx.session.deleteMany({
      where: { adminId, ...(keepSessionId === null ? {} : { id: { not: keepSessionId } }) },
    });
    return ended.count;
  });
}

/**
 * Checks a sign-in's second factor: a current code from the app (once) or an unused recovery
 * code (used up by this). "used" for an app code already accepted (its step or an earlier one,
 * or a request racing with the same code that lost): the person waits for the next code rather
 * than retyping this one. Null for anything else.
 */
export async function checkSecondFactor(adminId: number, code: string): Promise<"totp" | "recovery" | "used" | null> {
  const typed = code.trim();
  const row = await db().admin.findUniqueOrThrow({
    where: { id: adminId },
    select: { totpSecret: true, totpLastStep: true },
  });
  if (!row.totpSecret) return null;
  const digits = typed.replace(/\s/g, "");
  const step = await matchingStep(row.totpSecret, digits, row.totpLastStep);
  if (step !== null) {
    // the step moves forward only: a second request with the same code finds it moved and loses
    const { count } = await db().admin.updateMany({
      where: { id: adminId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count === 1 ? "totp" : "used";
  }
  // right for the secret, but not after the last accepted step: already used
  if (row.totpLastStep !== null && (await matchingStep(row.totpSecret, digits, null)) !== null) return "used";
  const recovery = normalizeRecoveryCode(typed);
  if (!recovery) return null;
  const { count } = await db().recoveryCode.updateMany({
    where: { adminId, codeHash: sha256(recovery), usedAt: null },
    data: { usedAt: now() },
  });
  return count === 1 ? "recovery" : null;
}

/**
 * Resets an account's two-factor (a lost phone; the owner's Staff screen or
 * `npm run admin:reset-two-factor`): turned off, and the account signed out everywhere, as the
 * phone may be in other hands. Answers how many sessions ended.
 */
export const resetTwoFactor = (adminId: number): Promise<number> => clearTwoFactor(adminId, null);
