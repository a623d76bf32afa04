/**
 * How the Tonight screen writes a patient of the evening's queue (FEATURES.md §5): age and
 * sex in the desk's short form, the time, and who is waiting in call order.
 */
import type { QueueEntry } from "@/lib/shared/api/queue";
import { slotLabel } from "../appointments/appointment-format";

/** "62 · M" (the sex's initial), "62", "M", or "—" when neither is known. */
export function ageSex(entry: Pick<QueueEntry, "age" | "sex">): string {
  const parts = [entry.age === null ? null : String(entry.age), entry.sex ? entry.sex.charAt(0).toUpperCase() : null];
  return parts.filter(Boolean).join(" · ") || "—";
}

/** The booked time, or a walk-in's arrival time, as "7:20 PM". */
export const queueTime = (entry: Pick<QueueEntry, "time">) => slotLabel(entry.time);

/** Checked-in patients still to be called, in the order Next calls them: by token (the server's rule). */
export function waitingInOrder(queue: readonly QueueEntry[]): QueueEntry[] {
  return queue.filter((e) => e.status === "checked-in").sort((a, b) => (a.token ?? 0) - (b.token ?? 0));
}

/** "Token 6 · Meena Iyer" */
export const tokenAndName = (who: { token: number | null; name: string }) => `Token ${who.token ?? "—"} · ${who.name}`;
