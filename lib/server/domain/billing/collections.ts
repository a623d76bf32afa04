/**
 * The day close (FEATURES.md §12, §13): the money taken on a day by mode net of the refunds
 * booked that day, the bills made, paid or refunded that day, the refund lines, the day's bills
 * still owed and the patients seen that day with no bill. A day once closed answers what was
 * stored when it was closed (./day-close.ts); this is the live answer.
 */
import "server-only";
import type { CollectionTotals, DayCloseContent, DueLine, RefundLine, UnbilledLine } from "../../../shared/api/billing";
import type { PaymentMode } from "../../../shared/validation/billing";
import type { Tx } from "../../db";
import { toBillRecord, withPayments } from "./bills";

const zero = (): CollectionTotals => ({ cash: 0, upi: 0, card: 0, total: 0 });

function add(totals: CollectionTotals, mode: string, amount: number) {
  totals[mode as PaymentMode] += amount;
  totals.total += amount;
}

type Reader = Pick<Tx, "payment" | "refund" | "bill" | "appointment">;

/** The day close of `date` as the books say now. */
export async function liveCollections(date: string, client: Reader): Promise<DayCloseContent> {
  const [payments, refundRows] = await Promise.all([
    client.payment.findMany({
      where: { date },
      select: {
        billId: true,
        mode: true,
        amount: true,
        bill: { select: { status: true, _count: { select: { refunds: true } } } },
      },
    }),
    client.refund.findMany({
      where: { date },
      include: { bill: { select: { number: true, patientName: true } } },
      orderBy: { id: "asc" },
    }),
  ]);
  const totals = zero();
  for (const p of payments) {
    // a bill voided before refunds were booked (none written for it): its money was taken out of
    // the day it came in, as the day close then did
    if (p.bill.status === "void" && p.bill._count.refunds === 0) continue;
    add(totals, p.mode, p.amount);
  }
  const refundTotals = zero();
  const refunds: RefundLine[] = refundRows.map((r) => {
    add(refundTotals, r.mode, r.amount);
    return {
      billId: r.billId,
      billNumber: r.bill.number,
      patientName: r.bill.patientName,
      mode: r.mode as PaymentMode,
      amount: r.amount,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
    };
  });
  for (const key of Object.keys(totals) as (keyof CollectionTotals)[]) totals[key] -= refundTotals[key];

  const touched = [...new Set([...payments.map((p) => p.billId), ...refundRows.map((r) => r.billId)])];
  const bills = (
    await client.bill.findMany({
      where: { OR: [{ date }, { id: { in: touched } }] },
      include: withPayments,
      orderBy: [{ fy: "asc" }, { seq: "asc" }],
    })
  ).map(toBillRecord);
  const dues: DueLine[] = bills
    .filter((b) => b.date === date && (b.status === "unpaid" || b.status === "partial"))
    .map((b) => ({
      billId: b.id,
      billNumber: b.number,
      patientId: b.patientId,
      patientName: b.patientName,
      total: b.total,
      paid: b.paid,
      due: b.due,
    }));
  return { date, totals, refundTotals, bills, refunds, dues, unbilled: await unbilledOn(date, client) };
}

/** Seen on `date` — checked in (a token) or marked done — and no bill that is not void. */
async function unbilledOn(date: string, client: Pick<Tx, "appointment" | "bill">): Promise<UnbilledLine[]> {
  const seen = await client.appointment.findMany({
    where: { preferredDate: date, OR: [{ status: "Done" }, { status: "", token: { not: null } }] },
    select: { id: true, patientId: true, name: true, token: true, preferredTime: true, serviceRequired: true },
    orderBy: [{ token: { sort: "asc", nulls: "last" } }, { preferredTime: "asc" }, { id: "asc" }],
  });
  const billed = new Set(
    (
      await client.bill.findMany({
        where: { appointmentId: { in: seen.map((a) => a.id) }, status: { not: "void" } },
        select: { appointmentId: true },
      })
    ).map((b) => b.appointmentId),
  );
  return seen
    .filter((a) => !billed.has(a.id))
    .map((a) => ({
      appointmentId: a.id,
      patientId: a.patientId,
      name: a.name,
      token: a.token,
      time: a.preferredTime,
      service: a.serviceRequired,
    }));
}
