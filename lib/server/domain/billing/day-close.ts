/**
 * The closed day (FEATURES.md §13): the owner closes a day and its answer is stored as it is
 * then — JSON with its SHA-256 — and answered for ever after, whatever is paid, voided or
 * refunded later (that money is booked on the next day not closed: ./books.ts). Closing a day
 * twice is refused (409 `day_closed`, with the first close's stamp): a close is a signature on
 * the day's figures, and a second one would say the figures were looked at again when they were
 * not. Decision 030.
 */
import "server-only";
import { createHash } from "node:crypto";
import type { DayCloseContent, DayClosedStamp } from "../../../shared/api/billing";
import { todayIst } from "../../../shared/clinic-time";
import { now } from "../../../shared/clock";
import { BILLING_MESSAGES } from "../../../shared/validation/billing";
import { db, transaction, type Tx } from "../../db";
import { badRequest, conflict } from "../../http";
import { ERASED } from "../erasure";
import { lockBooks } from "./books";
import { liveCollections } from "./collections";

type DayCloseRow = { closedAt: Date; closedBy: string; hash: string };

const stampOf = (row: DayCloseRow): DayClosedStamp => ({
  at: row.closedAt.toISOString(),
  by: row.closedBy,
  hash: row.hash,
});

/** The day close of `date`: as stored when it was closed, else as the books say now. */
export async function collectionsOf(date: string): Promise<DayCloseContent & { closed: DayClosedStamp | null }> {
  const stored = await db().dayClose.findUnique({ where: { date } });
  if (stored) return { ...(JSON.parse(stored.content) as DayCloseContent), closed: stampOf(stored) };
  return { ...(await liveCollections(date, db())), closed: null };
}

/** Closes `date` (today or earlier): stores its answer and hash; 409 when it is closed already. */
export async function closeDay(date: string, by: string): Promise<DayClosedStamp> {
  if (date > todayIst(now())) throw badRequest(BILLING_MESSAGES.closeFuture, { date: BILLING_MESSAGES.closeFuture });
  return transaction(async (tx) => {
    // no payment, void or bill is booked while the day's figures are read and stored
    await lockBooks(tx);
    const existing = await tx.dayClose.findUnique({ where: { date } });
    if (existing) throw conflict(BILLING_MESSAGES.dayClosed, { closed: stampOf(existing) }, { code: "day_closed" });
    const content = JSON.stringify(await liveCollections(date, tx));
    const hash = createHash("sha256").update(content).digest("hex");
    return stampOf(await tx.dayClose.create({ data: { date, closedAt: now(), closedBy: by, content, hash } }));
  });
}

/**
 * Erasure (FEATURES.md §7, decision 018) reaches the closed days as it reaches the bills: the
 * patient's name leaves every stored day close that carries it; the figures, numbers and
 * amounts stay, and the hash is taken again over what is now stored (the audit chain keeps the
 * close's first hash). Run inside the erasure's transaction. Answers how many days changed.
 */
export async function forgetInDayCloses(tx: Tx, patientId: number): Promise<number> {
  const rows = await tx.dayClose.findMany({ where: { content: { contains: `"patientId":${patientId},` } } });
  for (const row of rows) {
    const day = JSON.parse(row.content) as DayCloseContent;
    const billIds = new Set(day.bills.filter((b) => b.patientId === patientId).map((b) => b.id));
    const content = JSON.stringify({
      ...day,
      bills: day.bills.map((b) =>
        billIds.has(b.id) ? { ...b, patientId: null, patientName: ERASED, appointmentId: null } : b,
      ),
      refunds: day.refunds.map((r) => (billIds.has(r.billId) ? { ...r, patientName: ERASED } : r)),
      dues: day.dues.map((d) => (d.patientId === patientId ? { ...d, patientId: null, patientName: ERASED } : d)),
      unbilled: day.unbilled.map((u) => (u.patientId === patientId ? { ...u, patientId: null, name: ERASED } : u)),
    } satisfies DayCloseContent);
    const hash = createHash("sha256").update(content).digest("hex");
    await tx.dayClose.update({ where: { date: row.date }, data: { content, hash } });
  }
  return rows.length;
}
