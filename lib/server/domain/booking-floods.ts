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
 * - One evening takes at most BOOKING_EVENING_LIMIT (2 per 30 minutes) of the anonymous web
 *   bookings, so a bot aimed at one evening holds two of its places, not half (decision 038).
 * - While a flood the desk has not dealt with stands (booking-flood-alert.ts), every anonymous
 *   web booking is refused: a bot that keeps the budget full holds one budget's places, not one
 *   every window. Bookings the desk has answered (`webReview`) no longer count in the budget or
 *   the evening's limit; the network's allowance still counts them.
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { busyMessage } from "../../shared/validation/booking";
import type { ClientNetwork } from "../client-network";
import { config } from "../config";
import { isSqlite, lockForTransaction, type Tx } from "../db";
import { HttpError } from "../http";
import { floodHolds } from "./booking-flood-alert";
import { phoneCodeRequired } from "./phone-codes";

/** An IPv6 /48 may make this many times a /64's bookings: a site's or a carrier pool's many /64s share it. */
export const AGGREGATE_FACTOR = 2;

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

async function countWebBookings(tx: Tx, network: ClientNetwork, date: string, at: Date) {
  const { BOOKING_WEB_BUDGET: budget, BOOKING_NETWORK_LIMIT: allowance, BOOKING_EVENING_LIMIT: evening } = config();
  const web = { source: "web" };
  // the anonymous ones: bookings the desk has answered as a flood's or as real no longer count
  const anonymous = { ...web, webReview: null };
  const [clinicWide, forEvening, fromNetwork, fromAggregate] = await Promise.all([
    tx.appointment.count({ where: { ...anonymous, createdAt: since(at, budget.windowMs) } }),
    tx.appointment.count({ where: { ...anonymous, preferredDate: date, createdAt: since(at, evening.windowMs) } }),
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
    evening.count - forEvening,
    allowance.count - fromNetwork,
    allowance.count * AGGREGATE_FACTOR - fromAggregate,
  );
}

/**
 * Refuses (428 phoneCodeRequired: the booking may go ahead with a phone code) a web booking from `network` for the evening `date` at `at` when the
 * clinic's budget, the evening's limit or the network's allowance is used up, or a flood keeps
 * online booking closed. Runs in the booking's transaction before anything is written. Near a
 * limit (always, at the default limits) it counts again under one lock for every web booking on
 * PostgreSQL (SQLite runs one transaction at a time already), so that parallel requests — a bot
 * sends them all at once — cannot each see room for one more.
 */
export async function refuseOverWebLimits(tx: Tx, network: ClientNetwork, date: string, at: Date): Promise<void> {
  let room = await countWebBookings(tx, network, date, at);
  if (room <= PARALLEL_BOOKINGS && !isSqlite()) {
    await lockForTransaction(tx, "booking-web-budget");
    room = await countWebBookings(tx, network, date, at);
  }
  // the anonymous way is closed: a phone code opens it (FEATURES.md §15); the phone's cap is still busyRefusal
  if (room <= 0 || (await floodHolds(tx, at))) throw phoneCodeRequired();
}
