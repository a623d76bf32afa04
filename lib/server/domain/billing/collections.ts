/**
 * The day close (FEATURES.md §12): the money taken on a day by mode, and the bills made or paid
 * that day. A payment on a bill voided since is left out of the totals — voiding a paid bill
 * means the money went back.
 */
import "server-only";
import type { CollectionsAnswer, CollectionTotals } from "../../../shared/api/billing";
import { db } from "../../db";
import { toBillRecord } from "./bills";

export async function collectionsOf(date: string): Promise<Omit<CollectionsAnswer, "success">> {
  const payments = await db().payment.findMany({
    where: { date },
    select: { billId: true, mode: true, amount: true, bill: { select: { status: true } } },
  });
  const totals: CollectionTotals = { cash: 0, upi: 0, card: 0, total: 0 };
  for (const p of payments) {
    if (p.bill.status === "void") continue;
    totals[p.mode as "cash" | "upi" | "card"] += p.amount;
    totals.total += p.amount;
  }
  const paidIds = [...new Set(payments.map((p) => p.billId))];
  const bills = await db().bill.findMany({
    where: { OR: [{ date }, { id: { in: paidIds } }] },
    include: { payments: true },
    orderBy: [{ fy: "asc" }, { seq: "asc" }],
  });
  return { date, totals, bills: bills.map(toBillRecord) };
}
