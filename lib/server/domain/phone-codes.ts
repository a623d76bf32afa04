/**
 * Phone codes (FEATURES.md §15): a 6-digit code by SMS that proves a phone, to book past the
 * anonymous web budget ('booking') or to sign in to My appointments ('my').
 *
 * - A request is always answered the same (the route's one 200): a number that is not an Indian
 *   mobile, a phone over its 3 codes an hour, a network over its allowance, a sign-in for a
 *   phone without a patient record — none sends anything, and none says so.
 * - Limits are counted in the database (the PhoneCode rows), so they hold across processes: a
 *   phone PHONE_CODE.perPhoneHour an hour; a client network (IPv4 /24, IPv6 /64) NETWORK_CODES
 *   an hour, an IPv6 /48 twice that — a flood of invented numbers from one network gets no
 *   more codes, while a waiting room's patients on one Wi-Fi still get theirs.
 * - Only a salted SHA-256 of a code is stored; a code lives PHONE_CODE.minutes and PHONE_CODE.tries
 *   wrong tries end it (every live code of that phone and purpose counts the try).
 */
import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { now } from "../../shared/clock";
import { isIndianMobile, whatsappNumber } from "../../shared/phone";
import { clinic } from "../../content/clinic";
import { PHONE_CODE, type PhoneCodePurpose, type PhoneCodeRequest } from "../../shared/validation/phone-codes";
import { BOOKING_WORDS } from "../../shared/validation/booking";
import type { ErrorCode } from "../../shared/error-codes";
import type { ClientNetwork } from "../client-network";
import { lockForTransaction, transaction, db, type Tx } from "../db";
import { HttpError } from "../http";
import { queuePhoneCode } from "../outbox/phone-code";
import { LIVE } from "./live-patients";
import { phoneKey } from "./patients";

/** Codes one client network may be sent an hour: ten patients in a waiting room, and then some. */
export const NETWORK_CODES = 12;
const HOUR_MS = 3_600_000;

const hashCode = (salt: string, code: string) => createHash("sha256").update(`${salt}${code}`).digest("hex");

function sealCode(code: string): string {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${hashCode(salt, code)}`;
}

function codeMatches(sealed: string, code: string): boolean {
  const [salt, hash] = sealed.split(":");
  const expected = Buffer.from(hash ?? "", "hex");
  const actual = Buffer.from(hashCode(salt ?? "", code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const sixDigits = () => String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, "0");

async function overLimits(tx: Tx, key: string, network: ClientNetwork, at: Date): Promise<boolean> {
  const lastHour = { gt: new Date(at.getTime() - HOUR_MS) };
  const [forPhone, fromNetwork, fromAggregate] = await Promise.all([
    tx.phoneCode.count({ where: { phoneKey: key, createdAt: lastHour } }),
    tx.phoneCode.count({ where: { network: network.key, createdAt: lastHour } }),
    network.family === 6 && network.aggregatePrefix
      ? tx.phoneCode.count({ where: { network: { startsWith: network.aggregatePrefix }, createdAt: lastHour } })
      : 0,
  ]);
  return forPhone >= PHONE_CODE.perPhoneHour || fromNetwork >= NETWORK_CODES || fromAggregate >= NETWORK_CODES * 2;
}

/**
 * Sends a code to `request.phone` when it may have one (see the module's comment), in one
 * transaction with its outbox row. Returns nothing either way: the caller answers the same.
 */
export async function requestPhoneCode(request: PhoneCodeRequest, network: ClientNetwork, at = now()): Promise<void> {
  const number = whatsappNumber(request.phone);
  if (!number || !isIndianMobile(number)) return;
  const key = phoneKey(number);
  await transaction(async (tx) => {
    // one network's (and one phone's) requests one at a time on PostgreSQL, so parallel ones cannot each see room
    await lockForTransaction(tx, `phone-code-network:${network.key}`);
    await lockForTransaction(tx, `phone-code-phone:${key}`);
    if (await overLimits(tx, key, network, at)) return;
    const code = sixDigits();
    // a sign-in code only for a phone with a patient record; the request still counts against the limits
    const known = request.purpose === "booking" || (await tx.patient.count({ where: { phoneKey: key, ...LIVE } })) > 0;
    await tx.phoneCode.create({
      data: {
        phoneKey: key,
        purpose: request.purpose,
        codeHash: sealCode(code),
        expiresAt: new Date(at.getTime() + PHONE_CODE.minutes * 60_000),
        usedAt: known ? null : at,
        network: network.key,
        createdAt: at,
      },
    });
    if (known) await queuePhoneCode(tx, number, request.language, code, at);
  });
}

const words = (code: "phoneCodeWrong" | "phoneCodeExpired") => BOOKING_WORDS(`server.${code}`);

/** A refusal of a code: `status` as the caller answers it (400 for a booking, 401 for a sign-in). */
export function phoneCodeRefusal(status: number, reason: "wrong" | "expired"): HttpError {
  const code: ErrorCode = reason === "wrong" ? "phone_code_wrong" : "phone_code_expired";
  return new HttpError(status, words(reason === "wrong" ? "phoneCodeWrong" : "phoneCodeExpired"), {}, {}, { code });
}

/** The 428 of a booking the anonymous budget would refuse: prove the phone with a code, or call. */
export function phoneCodeRequired(): HttpError {
  const { phone } = clinic();
  return new HttpError(
    428,
    BOOKING_WORDS("server.phoneCodeRequired", { phone }),
    {},
    {},
    {
      code: "phone_code_required",
      values: { phone },
    },
  );
}

/**
 * Checks `code` against the live codes of `phone` for `purpose` and answers the matching one's
 * id; nothing live → `expired`, no match → `wrong` (and every live code counts the try, the
 * fifth ends them). The code is not used up here: `usePhoneCode` does that in the caller's
 * transaction, so a booking refused for its slot leaves the code for the next try.
 */
export async function checkPhoneCode(
  phone: string,
  purpose: PhoneCodePurpose,
  code: string,
  status: number,
  at = now(),
): Promise<number> {
  const live = {
    phoneKey: phoneKey(phone),
    purpose,
    usedAt: null,
    expiresAt: { gt: at },
    tries: { lt: PHONE_CODE.tries },
  };
  const codes = await db().phoneCode.findMany({ where: live, select: { id: true, codeHash: true } });
  if (!codes.length) throw phoneCodeRefusal(status, "expired");
  const match = codes.find((c) => codeMatches(c.codeHash, code));
  if (match) return match.id;
  await db().phoneCode.updateMany({ where: { id: { in: codes.map((c) => c.id) } }, data: { tries: { increment: 1 } } });
  throw phoneCodeRefusal(status, "wrong");
}

/** Uses up the code `id` in `tx`; a code used or ended meanwhile → `expired`. */
export async function usePhoneCode(tx: Tx, id: number, status: number, at = now()): Promise<void> {
  const { count } = await tx.phoneCode.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: at }, tries: { lt: PHONE_CODE.tries } },
    data: { usedAt: at },
  });
  if (count !== 1) throw phoneCodeRefusal(status, "expired");
}
