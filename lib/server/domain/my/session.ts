/**
 * The patient's own session on My appointments (FEATURES.md §15): signed in with a phone code
 * ('my'), it lasts PATIENT_SESSION_MINUTES and sees every patient record on that phone, nothing
 * else. A random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure and `__Host-` over
 * https, as the admin's); the database keeps only its SHA-256.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { now } from "../../../shared/clock";
import { readCookie, serializeCookie, cookieName, TOKEN_PATTERN } from "../../../shared/session-cookie";
import { PATIENT_SESSION_MINUTES, type PatientSignIn } from "../../../shared/validation/phone-codes";
import { checkOrigin } from "../../auth/origin";
import { hashToken, secureCookies, UNAUTHORIZED_MESSAGE } from "../../auth/sessions";
import { db, transaction } from "../../db";
import { HttpError } from "../../http";
import { phoneKey } from "../patients";
import { checkPhoneCode, usePhoneCode } from "../phone-codes";

const PATIENT_COOKIE = "clinic_patient";

const cookie = (value: string, maxAgeSeconds: number) =>
  serializeCookie(PATIENT_COOKIE, value, { maxAgeSeconds, secure: secureCookies() });

/** Signs in with a 'my' code: the session's Set-Cookie; a wrong, used-up or expired code → 401. */
export async function signInPatient({ phone, code }: PatientSignIn): Promise<string> {
  const at = now();
  const id = await checkPhoneCode(phone, "my", code, 401, at);
  const token = randomBytes(32).toString("base64url");
  await transaction(async (tx) => {
    await usePhoneCode(tx, id, 401, at);
    await tx.patientSession.create({
      data: {
        tokenHash: hashToken(token),
        phoneKey: phoneKey(phone),
        createdAt: at,
        expiresAt: new Date(at.getTime() + PATIENT_SESSION_MINUTES * 60_000),
      },
    });
  });
  return cookie(token, PATIENT_SESSION_MINUTES * 60);
}

function sessionToken(req: Request): string | null {
  const value = readCookie(req.headers.get("cookie"), cookieName(PATIENT_COOKIE, secureCookies()));
  return value && TOKEN_PATTERN.test(value) ? value : null;
}

/**
 * The phone (phoneKey) of the request's live session; 401 without one. A browser's cross-site
 * request is 403 whatever its method: a link on another site carries the Lax cookie on a GET.
 */
export async function requirePatientPhone(req: Request): Promise<string> {
  checkOrigin(req);
  const token = sessionToken(req);
  const row = token
    ? await db().patientSession.findUnique({
        where: { tokenHash: hashToken(token) },
        select: { phoneKey: true, expiresAt: true },
      })
    : null;
  if (!row || row.expiresAt.getTime() <= now().getTime()) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return row.phoneKey;
}

/** Ends the request's session (if any) and answers the cookie that clears it; expired sessions go too. */
export async function signOutPatient(req: Request): Promise<string> {
  const token = sessionToken(req);
  await db().patientSession.deleteMany({
    where: { OR: [...(token ? [{ tokenHash: hashToken(token) }] : []), { expiresAt: { lte: now() } }] },
  });
  return cookie("", 0);
}
