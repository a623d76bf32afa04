/** The evening's "doctor running late" notice (FEATURES.md §5): read by the queue, set by the desk's message. */
import "server-only";
import type { RunningLate } from "../../shared/api/queue";
import { db, type Tx } from "../db";

/** The evening's "doctor running late" notice, or null. */
export async function runningLate(date: string): Promise<RunningLate | null> {
  const row = await db().evening.findUnique({ where: { date } });
  return row?.lateMinutes && row.lateAt ? { minutes: row.lateMinutes, since: row.lateAt.toISOString() } : null;
}

/** Records tonight's notice (in the transaction that tells the patients). */
export async function setRunningLate(tx: Tx, date: string, minutes: number, at: Date): Promise<void> {
  await tx.evening.upsert({
    where: { date },
    create: { date, lateMinutes: minutes, lateAt: at },
    update: { lateMinutes: minutes, lateAt: at },
  });
}
