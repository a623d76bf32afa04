/**
 * Booking floods (docs/decisions/017-booking-floods.md): a bot with many addresses must not
 * fill the calendar, real patients on one shared network must still book, and the desk is
 * told.
 *
 * - The limits a web booking passes, inside its own transaction before anything is written
 *   (refuseOverWebLimits), counted in the database so they hold across processes and
 *   restarts: the clinic's budget of web bookings per rolling window (BOOKING_WEB_BUDGET,
 *   6 per 30 minutes), and per client network (lib/server/client-network.ts: IPv4 /24, IPv6
 *   /64) BOOKING_NETWORK_LIMIT (12 per 6 hours), an IPv6 /48 twice that.
 * - Every refusal of a web booking that depends on what is stored — these limits and the
 *   per-phone cap (lib/server/domain/booking.ts) — is the one `busyRefusal()`: the same status
 *   and words, no field named, no count, so the answer does not tell whether a phone number
 *   has bookings here (the phone oracle).
 * - The flood alert (bookingFlood): the bookings of the last day that filled the budget, who
 *   made them (their networks) and since when; the desk's one action cancels them
 *   (cancelFloodBookings), freeing their slots without a message to those numbers.
 */
import "server-only";
import { now } from "../../shared/clock";
import { clinic } from "../../content/clinic";
import { busyMessage } from "../../shared/validation/booking";
import type { ClientNetwork } from "../client-network";
import { config } from "../config";
import { db, isSqlite, lockForTransaction, transaction, type Tx } from "../db";
import { conflict, HttpError } from "../http";
import { onFloodCancelled } from "../messages/notify";
import { slotColumns } from "./appointments";
import type { BookingFlood } from "../../shared/api/dashboard";

/** An IPv6 /48 may make this many times a /64's bookings: a site's or a carrier pool's many /64s share it. */
export const AGGREGATE_FACTOR = 2;

/** How far back the dashboard looks for a flood the desk has not dealt with. */
export const FLOOD_LOOKBACK_MS = 24 * 60 * 60_000;

/**
 * The one answer to a web booking refused for what is stored (the clinic's budget, the
 * network's allowance, the phone's cap): 429, the clinic's phone, nothing about why.
 */
export function busyRefusal(): HttpError {
  const { phone } = clinic();
  return new HttpError(429, busyMessage(phone), {}, {}, { code: "booking_busy", values: { phone } });
}

const since = (at: Date, windowMs: number) => ({ gt: new Date(at.getTime() - windowMs) });

/**
 * Most booking transactions that can run at once (every process's pool of database
 * connections together, 10 each by default): while every count is at least this far below its
 * limit, no number of parallel bookings can carry it past, and the lock below is not needed.
 */
const PARALLEL_BOOKINGS = 64;

async function countWebBookings(tx: Tx, network: ClientNetwork, at: Date) {
  const { BOOKING_WEB_BUDGET: budget, BOOKING_NETWORK_LIMIT: allowance } = config();
  const web = { source: "web" };
  const [clinicWide, fromNetwork, fromAggregate] = await Promise.all([
    tx.appointment.count({ where: { ...web, createdAt: since(at, budget.windowMs) } }),
    tx.appointment.count({ where: { ...web, webNetwork: network.key, createdAt: since(at, allowance.windowMs) } }),
    network.family === 6 && network.aggregatePrefix
      ? tx.appointment.count({
          where: {
            ...web,
            webNetwork: { startsWith: network.aggregatePrefix },
            createdAt: since(at, allowance.windowMs),
          },
        })
      : 0,
  ]);
  // how much room each limit has left; the least of them decides
  return Math.min(
    budget.count - clinicWide,
    allowance.count - fromNetwork,
    allowance.count * AGGREGATE_FACTOR - fromAggregate,
  );
}

/**
 * Refuses (busyRefusal) a web booking from `network` at `at` when the clinic's budget or the
 * network's allowance is used up. Runs in the booking's transaction before anything is
 * written. Near a limit (always, at the default limits) it counts again under one lock for
 * every web booking on PostgreSQL (SQLite runs one transaction at a time already), so that
 * parallel requests — a bot sends them all at once — cannot each see room for one more.
 */
export async function refuseOverWebLimits(tx: Tx, network: ClientNetwork, at: Date): Promise<void> {
  let room = await countWebBookings(tx, network, at);
  if (room <= PARALLEL_BOOKINGS && !isSqlite()) {
    await lockForTransaction(tx, "booking-web-budget");
    room = await countWebBookings(tx, network, at);
  }
  if (room <= 0) throw busyRefusal();
}

type FloodRow = { id: number; createdAt: Date; webNetwork: string | null };

/**
 * The flood the desk has not dealt with, or null: among the last day's web bookings still
 * holding a slot, every run of `budget` bookings made within the budget's window (the budget
 * was full, so later ones were refused). Its networks are those runs' networks; its bookings,
 * every booking those networks made from the first to the latest of them.
 */
async function findFlood(at: Date): Promise<{ flood: BookingFlood; ids: number[] } | null> {
  const { BOOKING_WEB_BUDGET: budget } = config();
  const rows: FloodRow[] = await db().appointment.findMany({
    where: {
      source: "web",
      status: { not: "Cancelled" },
      webNetwork: { not: null },
      createdAt: { gt: new Date(at.getTime() - FLOOD_LOOKBACK_MS), lte: at },
    },
    select: { id: true, createdAt: true, webNetwork: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const flagged = new Set<string>();
  let first: Date | null = null;
  let last: Date | null = null;
  for (let i = 0; i + budget.count - 1 < rows.length; i++) {
    const end = rows[i + budget.count - 1];
    if (end.createdAt.getTime() - rows[i].createdAt.getTime() >= budget.windowMs) continue;
    first ??= rows[i].createdAt;
    last = end.createdAt;
    for (const row of rows.slice(i, i + budget.count)) flagged.add(row.webNetwork!);
  }
  if (!first || !last) return null;
  const inFlood = rows.filter(
    (r) => flagged.has(r.webNetwork!) && r.createdAt.getTime() >= first.getTime() && r.createdAt <= last,
  );
  const perNetwork = new Map<string, number>();
  for (const r of inFlood) perNetwork.set(r.webNetwork!, (perNetwork.get(r.webNetwork!) ?? 0) + 1);
  return {
    ids: inFlood.map((r) => r.id),
    flood: {
      since: first.toISOString(),
      until: last.toISOString(),
      bookings: inFlood.length,
      networks: [...perNetwork]
        .map(([network, bookings]) => ({ network, bookings }))
        .sort((a, b) => b.bookings - a.bookings),
      budget: { count: budget.count, minutes: budget.windowMs / 60_000 },
    },
  };
}

/** The dashboard's flood alert: the flood of the last day still holding slots, or null. */
export async function bookingFlood(at: Date = now()): Promise<BookingFlood | null> {
  return (await findFlood(at))?.flood ?? null;
}

export const FLOOD_MESSAGES = {
  changed: "The booking flood has changed since you looked. Please check the dashboard again.",
  none: "There is no booking flood to cancel.",
  cancelled: (n: number) => `Cancelled ${n} booking${n === 1 ? "" : "s"} of the flood. Their slots are free again.`,
} as const;

/**
 * The desk's one action on a flood: cancels the flood's bookings that still wait (pending,
 * not checked in) — their slots are free again — and drops every message not yet sent for
 * them, sending none: the numbers were invented or someone else's. `seenSince` is the flood
 * the desk was shown; another (or none) is a 409. Answers what was cancelled, for the audit.
 */
export async function cancelFloodBookings(
  seenSince: string,
  at: Date = now(),
): Promise<{ flood: BookingFlood; cancelled: number[] }> {
  const found = await findFlood(at);
  if (!found) throw conflict(FLOOD_MESSAGES.none);
  if (found.flood.since !== new Date(seenSince).toISOString()) throw conflict(FLOOD_MESSAGES.changed);
  const cancelled = await transaction(async (tx) => {
    const waiting = await tx.appointment.findMany({
      where: { id: { in: found.ids }, status: "", token: null },
      select: { id: true, preferredDate: true, preferredTime: true, source: true },
    });
    for (const a of waiting) {
      await tx.appointment.update({
        where: { id: a.id },
        data: {
          status: "Cancelled",
          ...slotColumns("Cancelled", a.preferredDate, a.preferredTime, a.source),
          sequence: { increment: 1 },
        },
      });
    }
    const ids = waiting.map((a) => a.id);
    await onFloodCancelled(tx, ids);
    return ids;
  });
  return { flood: found.flood, cancelled };
}
