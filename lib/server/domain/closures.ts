/**
 * Closures (FEATURES.md §2): the days and parts of evenings the clinic is closed beyond
 * Sundays. This module owns the Closure table and is the authority every booking path asks
 * (refuseClosedSlot) before it takes a slot: the public booking, the desk's bookings and both
 * reschedules. A closure never changes an appointment: the pending ones inside it are listed
 * when it is added (`affected`) and marked wherever the desk reads appointments
 * (closedReasons), so staff can message, move or cancel each.
 *
 * A booking that checks the calendar a moment before a closure is added can still land inside
 * it; it is then marked "Clinic closed" like any other (docs/decisions/009-clinic-calendar.md).
 */
import "server-only";
import { blockedTimes, closureShown, shownReason, type ClosureRecord } from "../../shared/calendar";
import { SLOT_TIMES, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import type { SlotInput } from "../../shared/validation/booking";
import { CALENDAR_MESSAGES, closedProblem, type ClosureInput } from "../../shared/validation/calendar";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import { conflict, notFound } from "../http";
import { onClosure } from "../outbox/notify";
import type { Appointment } from "../../generated/sqlite/client";
import type { ClosureSummary } from "../../shared/api/dashboard";

type Client = ReturnType<typeof db> | Tx;
type Closure = ClosureRecord & { createdAt?: Date; createdBy?: string | null };

export const toClosureRecord = (c: Closure): ClosureRecord => ({
  id: c.id,
  startDate: c.startDate,
  endDate: c.endDate,
  startTime: c.startTime,
  endTime: c.endTime,
  reason: c.reason,
  reasonTa: c.reasonTa ?? null,
});

// Whole days (null times) first on both providers (PostgreSQL would put nulls last).
const ORDER = [
  { startDate: "asc" as const },
  { startTime: { sort: "asc" as const, nulls: "first" as const } },
  { id: "asc" as const },
];

/** The closures touching any day from `from` to `to` (both included), earliest first. */
export async function closuresBetween(from: string, to: string, client: Client = db()): Promise<ClosureRecord[]> {
  const rows = await client.closure.findMany({
    where: { startDate: { lte: to }, endDate: { gte: from } },
    orderBy: ORDER,
  });
  return rows.map(toClosureRecord);
}

/** GET /api/admin/closures: every closure that has not ended (today's included), earliest first. */
export async function listClosures(): Promise<ClosureRecord[]> {
  const rows = await db().closure.findMany({ where: { endDate: { gte: todayIst(now()) } }, orderBy: ORDER });
  return rows.map(toClosureRecord);
}

/** The closure that blocks this slot, if any (a whole-day one before a part-evening one). */
export async function closureAt(slot: SlotInput, client: Client = db()): Promise<ClosureRecord | null> {
  const closures = await closuresBetween(slot.preferredDate, slot.preferredDate, client);
  return closureShown(closures, slot.preferredDate, slot.preferredTime);
}

/** Refuses (409, naming the reason) a slot a closure blocks; every way into a slot calls it. */
export async function refuseClosedSlot(slot: SlotInput, client: Client = db()): Promise<void> {
  const closure = await closureAt(slot, client);
  if (!closure) return;
  const message = CALENDAR_MESSAGES.closed(closure);
  const field = closure.startTime === null ? "preferredDate" : "preferredTime";
  const extra = { errors: { [field]: message }, closure: shownReason(closure) };
  throw conflict(message, extra, closedProblem(closure));
}

/**
 * What GET /api/appointments/slots adds for one date: the times closures block and the
 * reason to show (a whole-day closure's first), or null when nothing is closed.
 */
export async function closedSlotsOn(
  date: string,
): Promise<{ closedSlots: string[]; closure: Record<string, string> | null }> {
  const closures = await closuresBetween(date, date);
  const times = new Set(closures.flatMap((c) => blockedTimes(c, date)));
  const shown = closureShown(closures, date);
  return {
    closedSlots: SLOT_TIMES.filter((t) => times.has(t)),
    closure: shown ? shownReason(shown) : null,
  };
}

const PENDING_INSIDE = (c: Pick<ClosureInput, "startDate" | "endDate" | "startTime" | "endTime">) => ({
  status: "",
  preferredDate: { gte: c.startDate, lte: c.endDate },
  ...(c.startTime !== null && c.endTime !== null ? { preferredTime: { gte: c.startTime, lt: c.endTime } } : {}),
});

/**
 * Adds a closure and answers it with the pending appointments inside it (by date and time),
 * which it leaves as they are. 409 when exactly this closure exists already.
 */
export async function addClosure(
  { notify, ...input }: ClosureInput,
  actor: string,
): Promise<{ closure: ClosureRecord; affected: Appointment[]; notified: number }> {
  // Check and insert under one lock, so the same closure sent twice at once is stored once;
  // the affected patients' messages are written with it (FEATURES.md §4).
  return transaction(async (tx) => {
    await lockForTransaction(tx, "closures");
    const same = await tx.closure.findFirst({
      where: { startDate: input.startDate, endDate: input.endDate, startTime: input.startTime, endTime: input.endTime },
    });
    if (same)
      throw conflict(CALENDAR_MESSAGES.closureExists, { closure: toClosureRecord(same) }, { code: "closure_exists" });
    const created = await tx.closure.create({ data: { ...input, createdBy: actor } });
    const affected = await tx.appointment.findMany({
      where: PENDING_INSIDE(input),
      orderBy: [{ preferredDate: "asc" }, { preferredTime: "asc" }],
    });
    const notified = notify ? await onClosure(tx, affected, input) : 0;
    return { closure: toClosureRecord(created), affected, notified };
  });
}

/** Removes a closure (its slots open again); 404 when there is none. */
export async function removeClosure(id: number): Promise<ClosureRecord> {
  const removed = await db()
    .closure.delete({ where: { id } })
    .catch((error: { code?: string }) => {
      if (error?.code === "P2025") throw notFound(CALENDAR_MESSAGES.closureNotFound);
      throw error;
    });
  return toClosureRecord(removed);
}

/**
 * For the desk's tables: the reason each pending appointment among these falls in a closure,
 * by appointment id. One query for the whole list.
 */
export async function closedReasons(
  appointments: Pick<Appointment, "id" | "status" | "preferredDate" | "preferredTime">[],
): Promise<Map<number, string>> {
  const pending = appointments.filter((a) => a.status === "");
  if (!pending.length) return new Map();
  const dates = pending.map((a) => a.preferredDate).sort();
  const closures = await closuresBetween(dates[0], dates[dates.length - 1]);
  const reasons = new Map<number, string>();
  if (!closures.length) return reasons;
  for (const a of pending) {
    const closure = closureShown(closures, a.preferredDate, a.preferredTime);
    if (closure) reasons.set(a.id, closure.reason);
  }
  return reasons;
}

/**
 * For the dashboard: the closures not yet ended and how many pending appointments from now on
 * are inside any of them (each counted once). One query per closure; a clinic has a handful.
 */
export async function closureSummary(): Promise<ClosureSummary> {
  const upcoming = await listClosures();
  const today = todayIst(now());
  const inside = new Set<number>();
  for (const c of upcoming) {
    const rows = await db().appointment.findMany({
      where: { AND: [PENDING_INSIDE(c), { preferredDate: { gte: today } }] },
      select: { id: true },
    });
    for (const r of rows) inside.add(r.id);
  }
  return { upcoming, appointmentsInside: inside.size };
}
