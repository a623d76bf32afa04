/**
 * The desk's view of a full web budget (docs/decisions/017-booking-floods.md,
 * 038-flood-or-busy-hour.md): the anonymous web bookings that filled it, whether they look like a
 * flood or a busy hour (flood-signals.ts), and the desk's two answers — cancel them as a flood's,
 * or say they are real patients and reopen. Either way they stop counting at once (`webReview`).
 *
 * A flood keeps online booking closed (floodHolds, read by every web booking) until the desk
 * acts or FLOOD_LOOKBACK_MS passes, so a bot that keeps the budget full holds no more than one
 * budget's places; a busy hour only fills the rolling window and reopens by itself.
 */
import "server-only";
import { now } from "../../shared/clock";
import type { BookingFlood } from "../../shared/api/dashboard";
import { config } from "../config";
import { db, transaction, type Tx } from "../db";
import { conflict } from "../http";
import { onFloodCancelled } from "../outbox/notify";
import { slotColumns } from "./appointments";
import { floodSignals } from "./flood-signals";

/** How far back a flood the desk has not dealt with still counts (and keeps booking closed). */
export const FLOOD_LOOKBACK_MS = 24 * 60 * 60_000;

const ROW = {
  id: true,
  createdAt: true,
  webNetwork: true,
  name: true,
  phone: true,
  preferredDate: true,
  preferredTime: true,
  status: true,
  token: true,
} as const;
type Episode = { rows: Row[]; flood: BookingFlood };

/** The anonymous web bookings of the lookback still holding a place. */
const recent = (at: Date) => ({
  source: "web",
  webReview: null,
  status: { not: "Cancelled" },
  createdAt: { gt: new Date(at.getTime() - FLOOD_LOOKBACK_MS), lte: at },
});

const recentRows = (tx: Tx, at: Date) =>
  tx.appointment.findMany({ where: recent(at), select: ROW, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
type Row = Awaited<ReturnType<typeof recentRows>>[number];

/**
 * Every stretch of bookings where `budget` of them were made within the budget's window (so the
 * budget was full and later visitors were refused), overlapping stretches joined, each classed.
 */
function episodes(rows: Row[], at: Date): Episode[] {
  const { BOOKING_WEB_BUDGET: budget, BOOKING_EVENING_LIMIT: evening } = config();
  const ranges: [number, number][] = [];
  for (let i = 0; i + budget.count - 1 < rows.length; i++) {
    const end = i + budget.count - 1;
    if (rows[end].createdAt.getTime() - rows[i].createdAt.getTime() >= budget.windowMs) continue;
    const last = ranges[ranges.length - 1];
    if (last && i <= last[1]) last[1] = end;
    else ranges.push([i, end]);
  }
  return ranges.map(([from, to]) => {
    const run = rows.slice(from, to + 1);
    const { signals, flood } = floodSignals(run, evening.count);
    // the budget has room again once the window that held its last full count has passed
    const reopens = rows[to - budget.count + 1].createdAt.getTime() + budget.windowMs;
    return {
      rows: run,
      flood: {
        kind: flood ? "flood" : "busy",
        signals,
        since: run[0].createdAt.toISOString(),
        until: run[run.length - 1].createdAt.toISOString(),
        reopensAt: flood ? null : new Date(Math.max(reopens, at.getTime())).toISOString(),
        budget: { count: budget.count, minutes: budget.windowMs / 60_000 },
        bookings: run.map((r) => ({
          appointmentId: r.id,
          name: r.name,
          phone: r.phone,
          date: r.preferredDate,
          time: r.preferredTime,
          bookedAt: r.createdAt.toISOString(),
          network: r.webNetwork ?? "unknown",
          status: r.status,
          checkedIn: r.token !== null,
        })),
      },
    };
  });
}

/** The alert: the latest flood of the lookback, else a busy hour whose window has not yet passed. */
async function current(tx: Tx, at: Date): Promise<Episode | null> {
  const found = episodes(await recentRows(tx, at), at).reverse();
  return (
    found.find((e) => e.flood.kind === "flood") ??
    found.find((e) => e.flood.reopensAt && new Date(e.flood.reopensAt) > at) ??
    null
  );
}

/** True while a flood the desk has not dealt with keeps online booking closed (in the booking's transaction). */
export async function floodHolds(tx: Tx, at: Date): Promise<boolean> {
  // counted first: fewer than a budget's bookings make no flood, and a server with a huge budget reads no rows
  if ((await tx.appointment.count({ where: recent(at) })) < config().BOOKING_WEB_BUDGET.count) return false;
  return episodes(await recentRows(tx, at), at).some((e) => e.flood.kind === "flood");
}

/** The dashboard's alert: a flood or busy hour not yet dealt with, or null. */
export async function bookingFlood(at: Date = now()): Promise<BookingFlood | null> {
  return (await current(db(), at))?.flood ?? null;
}

export const FLOOD_MESSAGES = {
  changed: "The booking alert has changed since you looked. Please check the dashboard again.",
  none: "There is no booking flood or busy hour to deal with.",
  cancelled: (n: number) =>
    `Cancelled ${n} booking${n === 1 ? "" : "s"} of the flood. Their slots are free again and online booking is open.`,
  reopened: (n: number) => `Online booking is open again. The ${n} booking${n === 1 ? "" : "s"} stay as they are.`,
} as const;

/** "#12 Ravi Kumar (2026-12-09 18:30)", for the audit entry: the bookings by name, not prefixes. */
export const describeBookings = (flood: BookingFlood) =>
  flood.bookings.map((b) => `#${b.appointmentId} ${b.name} (${b.date} ${b.time}, ${b.network})`).join("; ");

/**
 * The desk's answer to the alert it was shown (`seenSince`; another, or none, is a 409):
 * `cancel` cancels its bookings still waiting (pending, not checked in) — their slots free, every
 * message not yet sent for them dropped, none sent — and `reopen` keeps them. Either way every
 * booking of it stops counting in the budget and the evening's limit, so online booking is open
 * again at once. Answers the alert and the ids cancelled, for the audit.
 */
export async function answerFlood(
  seenSince: string,
  action: "cancel" | "reopen",
  at: Date = now(),
): Promise<{ flood: BookingFlood; cancelled: number[] }> {
  return transaction(async (tx) => {
    const found = await current(tx, at);
    if (!found) throw conflict(FLOOD_MESSAGES.none);
    if (found.flood.since !== new Date(seenSince).toISOString()) throw conflict(FLOOD_MESSAGES.changed);
    const waiting = action === "cancel" ? found.rows.filter((r) => r.status === "" && r.token === null) : [];
    for (const a of waiting) {
      await tx.appointment.update({
        where: { id: a.id },
        data: {
          status: "Cancelled",
          webReview: "flood",
          ...slotColumns("Cancelled", a.preferredDate, a.preferredTime, "web"),
          sequence: { increment: 1 },
        },
      });
    }
    const cancelled = waiting.map((a) => a.id);
    await tx.appointment.updateMany({
      where: { id: { in: found.rows.map((r) => r.id).filter((id) => !cancelled.includes(id)) } },
      data: { webReview: "accepted" },
    });
    await onFloodCancelled(tx, cancelled);
    return { flood: found.flood, cancelled };
  });
}
