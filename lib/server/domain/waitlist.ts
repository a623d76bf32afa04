/**
 * The waiting list (FEATURES.md §14, docs/decisions/042 point 2): joining a full evening from
 * the public form, leaving by the link the answer gives, and the desk's view of an evening's
 * list. Offers are waitlist-offers.ts; a claim is waitlist-claim.ts.
 */
import "server-only";
import crypto from "node:crypto";
import { clinic } from "../../content/clinic";
import { localePath, type Locale } from "../../i18n/locales";
import { now } from "../../shared/clock";
import type { ErrorCode } from "../../shared/error-codes";
import type { WaitlistEntryRecord } from "../../shared/api/waitlist";
import { sayEnglish } from "../../shared/validation/say";
import { WAITLIST_TOKEN_PATTERN, type WaitlistJoin } from "../../shared/validation/waitlist";
import { db, lockForTransaction, transaction } from "../db";
import { HttpError, notFound } from "../http";
import { hashManageToken } from "./appointments";
import { eveningState } from "./clinic-calendar";
import { findBookingPatient, phoneKey } from "./patients";
import { endEntries, offerableTimes, reconcileWaitlist, toOfferRecord } from "./waitlist-offers";

/** The absolute leave link of a token, in the person's language. */
export const leaveUrl = (token: string, locale: Locale) =>
  `${clinic().siteUrl}${localePath(locale, `/waitlist/leave/${token}`)}`;

/** A public refusal: the code's English words (the page says them in its language by the code). */
const refusal = (status: number, code: ErrorCode & Parameters<typeof sayEnglish>[0], date: string) =>
  new HttpError(status, sayEnglish(code, { date }), {}, {}, { code, values: { date } });

/**
 * `POST /api/appointments/waitlist`: puts the person on the evening's list, refused unless the
 * evening is really full (409 `waitlist_not_full`), or when it is closed (409 `waitlist_closed`)
 * or gone by (400 `past_date`); one waiting entry per phone and evening (409
 * `waitlist_duplicate`), checked in the transaction under a per-phone lock. Answers the leave
 * token (shown once; only its hash is kept).
 */
export async function joinWaitlist(input: WaitlistJoin, at: Date = now()): Promise<{ leaveToken: string }> {
  const evening = await eveningState(input.date, at);
  if (evening.state === "open") throw refusal(409, "waitlist_not_full", input.date);
  if (evening.state === "closed") throw refusal(409, "waitlist_closed", input.date);
  if (evening.state !== "full") throw refusal(400, "past_date", input.date);
  const token = crypto.randomBytes(24).toString("base64url");
  const key = phoneKey(input.phone);
  await transaction(async (tx) => {
    await lockForTransaction(tx, `waitlist-phone:${key}:${input.date}`);
    const existing = await tx.waitlistEntry.count({ where: { phoneKey: key, date: input.date, status: "waiting" } });
    if (existing > 0) throw refusal(409, "waitlist_duplicate", input.date);
    const { patient } = await findBookingPatient(tx, { name: input.name, phone: input.phone, email: input.email });
    await tx.waitlistEntry.create({
      data: {
        name: input.name,
        phone: input.phone,
        phoneKey: key,
        email: input.email ?? null,
        date: input.date,
        language: input.language,
        consentAt: at,
        consentNotice: input.consent.version,
        consentWhatsapp: input.consent.whatsapp,
        consentSms: input.consent.sms ?? null,
        leaveTokenHash: hashManageToken(token),
        patientId: patient?.id ?? null,
        createdAt: at,
      },
    });
  });
  return { leaveToken: token };
}

/** The entry a leave link opens, or the one 404 for every link that opens none. */
export async function entryByLeaveToken(token: string) {
  const entry = WAITLIST_TOKEN_PATTERN.test(token)
    ? await db().waitlistEntry.findUnique({ where: { leaveTokenHash: hashManageToken(token) } })
    : null;
  if (!entry) throw notFound(sayEnglish("offer_not_found"), { code: "offer_not_found" });
  return entry;
}

/**
 * `POST /api/appointments/waitlist/leave/{token}`: the person leaves the list (again: the same
 * answer); an offer they held is withdrawn and goes to the next person at once.
 */
export async function leaveWaitlist(token: string, at: Date = now()): Promise<{ date: string; waiting: false }> {
  const entry = await entryByLeaveToken(token);
  if (entry.status === "waiting") {
    await endEntries([entry.id], "ended", at);
    await reconcileWaitlist(at);
  }
  return { date: entry.date, waiting: false };
}

/**
 * `GET /api/admin/waitlist?date=`: the evening's list in the order they joined, each with their
 * latest offer, and the free places the desk could offer now (not already offered).
 */
export async function listWaitlist(
  date: string,
  at: Date = now(),
): Promise<{ entries: WaitlistEntryRecord[]; freeTimes: string[] }> {
  const [rows, free, open] = await Promise.all([
    db().waitlistEntry.findMany({
      where: { date },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: { offers: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 } },
    }),
    offerableTimes([date], at),
    db().waitlistOffer.findMany({ where: { date, status: "open" }, select: { time: true } }),
  ]);
  const offered = new Set(open.map((o) => o.time));
  return {
    entries: rows.map((e) => ({
      id: e.id,
      name: e.name,
      phone: e.phone,
      email: e.email,
      date: e.date,
      status: e.status as WaitlistEntryRecord["status"],
      joinedAt: e.createdAt.toISOString(),
      offer: e.offers[0] ? toOfferRecord(e.offers[0]) : null,
    })),
    freeTimes: (free.get(date) ?? []).filter((t) => !offered.has(t)),
  };
}
