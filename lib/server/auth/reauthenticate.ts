/**
 * A signed-in account proving itself again (turning two-factor off, changing its own
 * password): the same attempt limits as the sign-in — per account and address, or per trusted
 * device — and the same cap on argon2 verifications running at once (docs/security.md
 * "Sessions"), so a stolen session cannot guess the password or codes at speed.
 */
import "server-only";
import { auditCoalesced } from "../audit";
import type { HttpError } from "../http";
import { readDeviceCookie, trustedDeviceId } from "./device-cookie";
import { inVerificationSlot, secureCookies, type AdminSession } from "./sessions";
import { loginSucceeded, startLoginAttempt, ThrottledError } from "./throttle";

/**
 * Runs `check` (password and code checks) as one counted attempt: 429 when the account, the
 * address or the device must wait; 503 when the verifications are all busy; `wrong` when
 * `check` answers false (the attempt then counts as a failed sign-in).
 */
export async function reauthenticate(
  admin: AdminSession,
  req: Request,
  /** what it was for, in the audit entry's detail ("turning two-factor off") */
  what: string,
  check: () => Promise<boolean>,
  wrong: HttpError,
): Promise<void> {
  const deviceId = await trustedDeviceId(readDeviceCookie(req, secureCookies()), admin.username);
  let attempt;
  try {
    attempt = await startLoginAttempt(admin.username, admin.ip, deviceId);
  } catch (error) {
    if (error instanceof ThrottledError)
      await auditCoalesced({
        actor: admin.username,
        action: "login.throttled",
        target: admin.username,
        ip: admin.ip,
        detail: `${error.limit} limit (${what})`,
      });
    throw error;
  }
  const right = await inVerificationSlot(
    attempt,
    deviceId,
    { log: "re-authentication refused: verifications busy", ip: admin.ip },
    check,
  );
  if (!right) {
    await auditCoalesced({
      actor: admin.username,
      action: "login.failure",
      target: admin.username,
      ip: admin.ip,
      detail: `wrong password or code (${what})`,
    });
    throw wrong;
  }
  await loginSucceeded(attempt);
}
