/**
 * The outbox (FEATURES.md §4): every message is a row, written in the same transaction as the
 * change that causes it (enqueueMessages takes that transaction), so a booking is never
 * confirmed without its messages and nothing is sent for a change that rolled back.
 *
 * Workers claim due messages one row at a time with a conditional update — "set claimedUntil
 * where it is unclaimed or its claim has run out" — which only one of several workers on one
 * database can win (docs/decisions/010-message-outbox.md). A claim lasts CLAIM_MS; a worker
 * that dies mid-send leaves the row to be claimed again once it runs out.
 */
import "server-only";
import { now } from "../../shared/clock";
import { db, type Tx } from "../db";
import { conflict, notFound } from "../http";
import {
  MESSAGE_MESSAGES,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  type MessageWhy,
} from "../../shared/validation/messages";

export type { MessageChannel, MessageKind } from "../../shared/validation/messages";

/** Attempts before a message is `failed` (FEATURES.md §4 asks for at least 3). */
export const MAX_ATTEMPTS = 5;
/** Wait after the n-th failed attempt before the next: growing, 1 minute to 2 hours. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const;
/** How long a worker's claim on a message lasts: longer than any send may take (transports time out sooner). */
export const CLAIM_MS = 2 * 60_000;

const DUE: MessageStatus[] = ["queued", "scheduled"];

/** What a change puts in the outbox. `payload` is the channel's content (lib/server/outbox/transports.ts). */
export type MessageDraft = {
  channel: MessageChannel;
  kind: MessageKind;
  to: string;
  appointmentId?: number | null;
  payload: object;
  /** when it is due; now unless it is a reminder */
  sendAt?: Date;
  /** why this channel (channel-rule.ts), for the Messages screen */
  why?: MessageWhy;
};

type Client = ReturnType<typeof db> | Tx;

/** Writes messages into the outbox, inside the caller's transaction: `scheduled` when due later, else `queued`. */
export async function enqueueMessages(client: Client, drafts: MessageDraft[], at: Date = now()): Promise<void> {
  if (!drafts.length) return;
  await client.message.createMany({
    data: drafts.map((d) => {
      const sendAt = d.sendAt ?? at;
      return {
        channel: d.channel,
        kind: d.kind,
        to: d.to,
        appointmentId: d.appointmentId ?? null,
        why: d.why ?? null,
        payload: JSON.stringify(d.payload),
        status: sendAt.getTime() > at.getTime() ? "scheduled" : "queued",
        sendAt,
      };
    }),
  });
}

/**
 * Claims up to `limit` due messages for this worker, oldest first. Each row is taken by a
 * conditional update that succeeds for one worker only; rows another worker won are skipped.
 */
export async function claimDueMessages(limit: number, at: Date = now()) {
  const unclaimed = { OR: [{ claimedUntil: null }, { claimedUntil: { lt: at } }] };
  const candidates = await db().message.findMany({
    where: { status: { in: DUE }, sendAt: { lte: at }, ...unclaimed },
    orderBy: [{ sendAt: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true },
  });
  const until = new Date(at.getTime() + CLAIM_MS);
  const claimed = [];
  for (const { id } of candidates) {
    const { count } = await db().message.updateMany({
      where: { id, status: { in: DUE }, ...unclaimed },
      data: { claimedUntil: until },
    });
    if (count === 1) claimed.push(await db().message.findUniqueOrThrow({ where: { id } }));
  }
  return claimed;
}

/** What a sent phone code's row keeps: that it went, in which language — not the code. */
const SENT_CODE = { facts: { code: "sent" } };

/**
 * A message went out; an SMS records the parts it took. A phone code is a secret for its ten
 * minutes: once sent, its row (kept in the log and in backups) no longer holds it.
 */
export async function markSent(id: number, at: Date = now(), segments?: number): Promise<void> {
  const row = await db().message.findUnique({ where: { id }, select: { kind: true, payload: true } });
  const forgetCode = row?.kind === "phone-code" && {
    payload: JSON.stringify({ ...JSON.parse(row.payload), ...SENT_CODE }),
  };
  await db().message.update({
    where: { id },
    data: {
      status: "sent",
      sentAt: at,
      attempts: { increment: 1 },
      lastError: null,
      claimedUntil: null,
      ...(segments !== undefined && { segments }),
      ...forgetCode,
    },
  });
}

/** A message no longer wanted when its time came (a reminder of a closed evening): `cancelled`, with why. */
export async function markSkipped(id: number, reason: string): Promise<void> {
  await db().message.update({ where: { id }, data: { status: "cancelled", lastError: reason, claimedUntil: null } });
}

/** An attempt failed: tried again after a growing delay, or `failed` with the error after MAX_ATTEMPTS. */
export async function markFailed(id: number, error: string, at: Date = now(), segments?: number): Promise<void> {
  const current = await db().message.findUniqueOrThrow({ where: { id }, select: { attempts: true } });
  const attempts = current.attempts + 1;
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)];
  await db().message.update({
    where: { id },
    data: {
      attempts,
      lastError: error.slice(0, 500),
      claimedUntil: null,
      ...(segments !== undefined && { segments }),
      ...(attempts >= MAX_ATTEMPTS
        ? { status: "failed" }
        : { status: "queued", sendAt: new Date(at.getTime() + delay) }),
    },
  });
}

/** POST /api/admin/messages/{id}/retry: a failed message is queued again with its attempts renewed; 404, or 409 unless failed. */
export async function retryMessage(id: number, at: Date = now()): Promise<void> {
  const { count } = await db().message.updateMany({
    where: { id, status: "failed" },
    data: { status: "queued", sendAt: at, attempts: 0, claimedUntil: null },
  });
  if (count === 1) return;
  const exists = await db().message.count({ where: { id } });
  throw exists ? conflict(MESSAGE_MESSAGES.notFailed) : notFound(MESSAGE_MESSAGES.notFound);
}
