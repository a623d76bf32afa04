/**
 * The waiting list's offers (FEATURES.md §14, docs/decisions/042 point 2). One idempotent
 * reconcileWaitlist(now) makes them: it expires lapsed offers, ends the entries of evenings gone
 * by (and of people who booked that evening meanwhile), withdraws offers of places taken since,
 * then — for each evening with people waiting and a free place at least 60 minutes ahead —
 * offers the place to the first waiting entry without an open offer. The message worker's tick
 * calls it, and so does every cancellation and reschedule right after its transaction
 * (offerFreedPlaces). The desk may offer a place by hand (offerPlaceByHand).
 *
 * One open offer per place is the database's rule (`slotKey`, unique, set only while open); one
 * open offer per entry is checked under a per-evening lock inside the offer's transaction.
 */
import "server-only";
import crypto from "node:crypto";
import type { WaitlistEntry } from "../../generated/sqlite/client";
import { clinic } from "../../content/clinic";
import { localePath, type Locale } from "../../i18n/locales";
import { istInstant, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { whatsappNumber } from "../../shared/phone";
import type { WaitlistOfferRecord } from "../../shared/api/waitlist";
import { OFFER_LEAD_MINUTES, OFFER_MINUTES, WAITLIST_MESSAGES } from "../../shared/validation/waitlist";
import { serverSecret } from "../auth/secrets";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import { conflict, isUniqueViolation, notFound } from "../http";
import { log } from "../logger";
import { patientChannels } from "../outbox/channel-rule";
import { enqueueMessages } from "../outbox/queue";
import { configuredChannels } from "../outbox/transports";
import { WHATSAPP_CHOICE_SELECT, whatsappRefusal } from "../outbox/whatsapp-consent";
import { bookedTimesBetween, hashManageToken } from "./appointments";
import { openTimes } from "./clinic-calendar";
import { closuresBetween } from "./closures";

/** What a `waitlist-offer` outbox row keeps: which offer; the words and the link are made when it is sent. */
export type WaitlistOfferPayload = { offer: { id: number } };

type OfferKey = { entryId: number; date: string; time: string; createdAt: Date };

/**
 * An offer's claim-link token: an HMAC of the entry, the place and the instant it was made under
 * the server's link secret (as a manage link's), so the outbox holds no link and a message made
 * later carries the same one. Only its hash is stored.
 */
export async function offerToken(o: OfferKey): Promise<string> {
  return crypto
    .createHmac("sha256", await serverSecret("manage-link"))
    .update(`waitlist-offer:${o.entryId}:${o.date} ${o.time}:${o.createdAt.getTime()}`)
    .digest()
    .subarray(0, 24)
    .toString("base64url");
}

/** The absolute claim link of a token, in the person's language. */
export const claimUrl = (token: string, locale: Locale) =>
  `${clinic().siteUrl}${localePath(locale, `/waitlist/${token}`)}`;

/** The channels an offer reaches the entry by: the form's WhatsApp tick (a linked patient's later no wins), else SMS, and e-mail when given. */
export async function offerChannels(client: Tx | ReturnType<typeof db>, entry: WaitlistEntry) {
  const patient = entry.patientId
    ? await client.patient.findUnique({
        where: { id: entry.patientId },
        select: { ...WHATSAPP_CHOICE_SELECT, smsConsent: true },
      })
    : null;
  const number = whatsappNumber(entry.phone);
  const asked = patient ?? { whatsappConsent: null, whatsappConsentAt: null, whatsappConsentBy: null };
  const whatsappRefused = whatsappRefusal(
    asked,
    { consentWhatsapp: entry.consentWhatsapp, createdAt: entry.consentAt },
    number,
  );
  // SMS: stopped by the form's answer or by the patient's own
  const smsConsent = patient?.smsConsent === false ? false : entry.consentSms;
  return patientChannels(
    {
      email: entry.email,
      phone: entry.phone,
      whatsappRefused,
      whatsappNumber: number,
      patient: { smsConsent, language: entry.language },
    },
    "waitlist-offer",
    configuredChannels(),
  );
}

/** Offers a place to an entry in `tx` and queues its message; null when the place or the entry has an open offer already. */
async function makeOffer(
  tx: Tx,
  entry: WaitlistEntry,
  time: string,
  at: Date,
  offeredBy: string,
): Promise<WaitlistOfferRecord | null> {
  await lockForTransaction(tx, `waitlist:${entry.date}`);
  const busy = await tx.waitlistOffer.count({
    where: { status: "open", OR: [{ entryId: entry.id }, { slotKey: `${entry.date} ${time}` }] },
  });
  const fresh = await tx.waitlistEntry.findUnique({ where: { id: entry.id }, select: { status: true } });
  if (busy > 0 || fresh?.status !== "waiting") return null;
  const createdAt = at;
  const token = await offerToken({ entryId: entry.id, date: entry.date, time, createdAt });
  const offer = await tx.waitlistOffer.create({
    data: {
      entryId: entry.id,
      date: entry.date,
      time,
      tokenHash: hashManageToken(token),
      expiresAt: new Date(at.getTime() + OFFER_MINUTES * 60_000),
      slotKey: `${entry.date} ${time}`,
      offeredBy,
      createdAt,
    },
  });
  const payload: WaitlistOfferPayload = { offer: { id: offer.id } };
  const channels = await offerChannels(tx, entry);
  await enqueueMessages(
    tx,
    channels.map((c) => ({ channel: c.channel, kind: "waitlist-offer" as const, to: c.to, why: c.why, payload })),
    at,
  );
  return toOfferRecord(offer);
}

export function toOfferRecord(o: {
  id: number;
  time: string;
  status: string;
  expiresAt: Date;
  offeredBy: string;
}): WaitlistOfferRecord {
  return {
    id: o.id,
    time: o.time,
    status: o.status as WaitlistOfferRecord["status"],
    expiresAt: o.expiresAt.toISOString(),
    offeredBy: o.offeredBy,
  };
}

/** Whether a time of the evening is far enough ahead to be offered. */
const farEnough = (date: string, time: string, at: Date) =>
  istInstant(date, time).getTime() - at.getTime() >= OFFER_LEAD_MINUTES * 60_000;

/** Each evening's places that could be offered now: open, not booked, 60 minutes ahead or more. */
export async function offerableTimes(dates: string[], at: Date): Promise<Map<string, string[]>> {
  if (!dates.length) return new Map();
  const from = dates.reduce((a, b) => (a < b ? a : b));
  const to = dates.reduce((a, b) => (a > b ? a : b));
  const [closures, booked] = await Promise.all([closuresBetween(from, to), bookedTimesBetween(from, to)]);
  return new Map(
    dates.map((date) => [
      date,
      openTimes(date, at, closures).filter((t) => !booked.get(date)?.has(t) && farEnough(date, t, at)),
    ]),
  );
}

/** Lapsed offers expire; evenings gone by end their entries; an entry whose phone booked that evening is booked. */
async function tidy(at: Date): Promise<void> {
  await db().waitlistOffer.updateMany({
    where: { status: "open", expiresAt: { lte: at } },
    data: { status: "expired", slotKey: null },
  });
  const today = todayIst(at);
  const lastSlotGone = (date: string) => openTimes(date, at, []).length === 0;
  const stale = await db().waitlistEntry.findMany({
    where: { status: "waiting", date: { lte: today } },
    select: { id: true, date: true },
  });
  const ended = stale.filter((e) => e.date < today || lastSlotGone(e.date)).map((e) => e.id);
  if (ended.length) await endEntries(ended, "ended", at);
  const waiting = await db().waitlistEntry.findMany({
    where: { status: "waiting" },
    select: { id: true, date: true, phoneKey: true },
  });
  if (!waiting.length) return;
  const booked = await db().appointment.findMany({
    where: {
      preferredDate: { in: [...new Set(waiting.map((e) => e.date))] },
      activeSlot: { not: null },
      patient: { phoneKey: { in: [...new Set(waiting.map((e) => e.phoneKey))] } },
    },
    select: { preferredDate: true, patient: { select: { phoneKey: true } } },
  });
  const bookedKeys = new Set(booked.map((a) => `${a.preferredDate} ${a.patient.phoneKey}`));
  const nowBooked = waiting.filter((e) => bookedKeys.has(`${e.date} ${e.phoneKey}`)).map((e) => e.id);
  if (nowBooked.length) await endEntries(nowBooked, "booked", at);
}

/** Entries leave the list (booked or ended), and their open offers are withdrawn. */
export async function endEntries(ids: number[], status: "booked" | "ended", at: Date): Promise<void> {
  await transaction(async (tx) => {
    await tx.waitlistEntry.updateMany({ where: { id: { in: ids }, status: "waiting" }, data: { status, endedAt: at } });
    await tx.waitlistOffer.updateMany({
      where: { entryId: { in: ids }, status: "open" },
      data: { status: "withdrawn", slotKey: null },
    });
  });
}

/**
 * The one pass (decision 042): tidy, withdraw offers of places no longer free, then offer each
 * free place to the first waiting entry (in the order they joined) that has no open offer and
 * was not offered that place before. Answers how many offers it made.
 */
export async function reconcileWaitlist(at: Date = now()): Promise<number> {
  await tidy(at);
  const waiting = await db().waitlistEntry.findMany({
    where: { status: "waiting" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (!waiting.length) return 0;
  const dates = [...new Set(waiting.map((e) => e.date))];
  const free = await offerableTimes(dates, at);
  const offers = await db().waitlistOffer.findMany({
    where: { date: { in: dates } },
    select: { id: true, entryId: true, date: true, time: true, status: true },
  });
  // an open offer of a place taken or closed since: withdrawn, so the offer cannot mislead
  const gone = offers.filter((o) => o.status === "open" && !free.get(o.date)?.includes(o.time)).map((o) => o.id);
  if (gone.length)
    await db().waitlistOffer.updateMany({
      where: { id: { in: gone }, status: "open" },
      data: { status: "withdrawn", slotKey: null },
    });
  const open = offers.filter((o) => o.status === "open" && !gone.includes(o.id));
  const offeredPlace = new Set(open.map((o) => `${o.date} ${o.time}`));
  const busyEntry = new Set(open.map((o) => o.entryId));
  const hadPlace = new Set(offers.map((o) => `${o.entryId} ${o.date} ${o.time}`));
  let made = 0;
  for (const date of dates) {
    for (const time of free.get(date) ?? []) {
      if (offeredPlace.has(`${date} ${time}`)) continue;
      const entry = waiting.find(
        (e) => e.date === date && !busyEntry.has(e.id) && !hadPlace.has(`${e.id} ${date} ${time}`),
      );
      if (!entry) continue;
      const offer = await transaction((tx) => makeOffer(tx, entry, time, at, "reconcile")).catch((error) => {
        if (isUniqueViolation(error)) return null; // another pass offered this place meanwhile
        throw error;
      });
      busyEntry.add(entry.id);
      if (offer) made++;
    }
  }
  return made;
}

/**
 * Runs the pass after a cancellation or a reschedule (its transaction already committed): a
 * failure here is logged, never the change's answer.
 */
export async function offerFreedPlaces(): Promise<void> {
  try {
    await reconcileWaitlist(now());
  } catch (error) {
    log.error("waiting list: offering freed places failed", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * `POST /api/admin/waitlist/{id}/offer {time}`: the desk offers a free place to this entry by
 * hand, out of turn. 404 unknown; 409 no longer waiting, the place not free (booked, closed,
 * past or under 60 minutes away), or the entry or the place already holding an open offer.
 */
export async function offerPlaceByHand(
  id: number,
  time: string,
  actor: string,
  at: Date = now(),
): Promise<WaitlistOfferRecord> {
  await tidy(at);
  const entry = await db().waitlistEntry.findUnique({ where: { id } });
  if (!entry) throw notFound(WAITLIST_MESSAGES.notFound);
  if (entry.status !== "waiting") throw conflict(WAITLIST_MESSAGES.ended, {}, { code: "waitlist_ended" });
  const free = (await offerableTimes([entry.date], at)).get(entry.date) ?? [];
  if (!free.includes(time)) throw conflict(WAITLIST_MESSAGES.notFree, {}, { code: "place_not_free" });
  const offer = await transaction((tx) => makeOffer(tx, entry, time, at, actor)).catch((error) => {
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (!offer) throw conflict(WAITLIST_MESSAGES.offerOpen, {}, { code: "offer_open" });
  return offer;
}
