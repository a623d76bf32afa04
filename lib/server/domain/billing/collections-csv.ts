/**
 * A month of money for the accountant (FEATURES.md §12: `GET /api/admin/collections?month=
 * YYYY-MM&format=csv`): UTF-8 with a byte-order mark, clinic time (IST), the header in words,
 * spreadsheet formulas neutralised (lib/shared/csv), amounts as plain whole numbers so a
 * spreadsheet sums them.
 *
 * The shape: one ledger, a row per event, in time order — a "Bill" row for every bill made in
 * the month (the bill register: every number, void ones included, so a gap in the series is
 * never a question), a "Payment" row for every payment taken in the month (the cash book,
 * whichever month its bill was made in) and a "Refund" row for the money a void gave back
 * (negative, in its mode's column, on the day it was booked: FEATURES.md §13). Why one ledger and not a row per bill with its
 * payments in columns: a bill made on the 30th and paid on the 2nd belongs to two months, and
 * the money must land in the month, and on the day, it was received, as the day close counts
 * it. So:
 * - the Billed column (bill rows) sums to what was billed in the month, void bills left out
 *   (their total shows under Void Amount);
 * - the Cash, UPI and Card columns (payment rows) sum to what was received, per mode and, by
 *   filtering on Date, per day — the day close's totals;
 * - money given back is a Refund row of its own (negative), so the columns still sum to the
 *   money the clinic holds, and the payment it undoes stays on the day it came in;
 * - a bill voided before refunds were booked (it has none): its payments are left out of those
 *   columns, as the day close leaves them out, and show under Void Amount instead.
 */
import "server-only";
import { timeIst } from "../../../shared/clinic-time";
import { toCsv, UTF8_BOM, type CsvValue } from "../../../shared/csv";
import type { BillItem } from "../../../shared/api/billing";
import { db } from "../../db";
import { jsonList } from "../records";

export const MONTH_CSV_HEADER = [
  "Date",
  "Time (IST)",
  "Entry",
  "Bill Number",
  "Patient ID",
  "Patient",
  "Items",
  "Billed",
  "Cash",
  "UPI",
  "Card",
  "Void Amount",
  "Reference",
  "Status",
  "Void Reason",
] as const;

const STATUS_WORDS: Record<string, string> = { unpaid: "Unpaid", partial: "Part paid", paid: "Paid", void: "Void" };
const MODES = ["cash", "upi", "card"] as const;

type Row = { date: string; time: string; order: number; id: number; cells: CsvValue[] };

/** "Consultation (700); ECG (500)" */
const itemsText = (json: string) =>
  jsonList<BillItem>(json)
    .map((i) => `${i.description} (${i.amount})`)
    .join("; ");

/** The month's ledger as CSV text, the byte-order mark first. `month` is "YYYY-MM". */
export async function monthCsv(month: string): Promise<string> {
  const range = { gte: `${month}-01`, lte: `${month}-31` };
  const billOf = {
    select: {
      number: true,
      patientId: true,
      patientName: true,
      status: true,
      voidReason: true,
      _count: { select: { refunds: true } },
    },
  } as const;
  const [bills, payments, refunds] = await Promise.all([
    db().bill.findMany({ where: { date: range } }),
    db().payment.findMany({ where: { date: range }, include: { bill: billOf } }),
    db().refund.findMany({ where: { date: range }, include: { bill: billOf } }),
  ]);

  const rows: Row[] = [
    ...bills.map((b): Row => {
      const isVoid = b.status === "void";
      return {
        date: b.date,
        time: timeIst(b.createdAt),
        order: 0,
        id: b.id,
        cells: [
          b.date,
          timeIst(b.createdAt),
          "Bill",
          b.number,
          b.patientId,
          b.patientName,
          itemsText(b.items),
          isVoid ? 0 : b.total,
          null,
          null,
          null,
          isVoid ? b.total : null,
          null,
          STATUS_WORDS[b.status] ?? b.status,
          b.voidReason,
        ],
      };
    }),
    ...payments.map((p): Row => {
      // voided before refunds were booked: its money is not counted (see above)
      const isVoid = p.bill.status === "void" && p.bill._count.refunds === 0;
      return {
        date: p.date,
        time: timeIst(p.createdAt),
        order: 1,
        id: p.id,
        cells: [
          p.date,
          timeIst(p.createdAt),
          "Payment",
          p.bill.number,
          p.bill.patientId,
          p.bill.patientName,
          null,
          null,
          ...MODES.map((mode) => (!isVoid && p.mode === mode ? p.amount : null)),
          isVoid ? p.amount : null,
          p.reference,
          // the bill's status now: "Void" says why the money is not counted
          STATUS_WORDS[p.bill.status] ?? p.bill.status,
          isVoid ? p.bill.voidReason : null,
        ],
      };
    }),
    ...refunds.map(
      (r): Row => ({
        date: r.date,
        time: timeIst(r.createdAt),
        order: 2,
        id: r.id,
        cells: [
          r.date,
          timeIst(r.createdAt),
          "Refund",
          r.bill.number,
          r.bill.patientId,
          r.bill.patientName,
          null,
          null,
          ...MODES.map((mode) => (r.mode === mode ? -r.amount : null)),
          null,
          null,
          STATUS_WORDS[r.bill.status] ?? r.bill.status,
          r.reason,
        ],
      }),
    ),
  ];
  // in time order; a bill before the payment made the same minute
  rows.sort((a, b) =>
    a.date !== b.date
      ? a.date.localeCompare(b.date)
      : a.time !== b.time
        ? a.time.localeCompare(b.time)
        : a.order - b.order || a.id - b.id,
  );
  return (
    UTF8_BOM +
    toCsv(
      MONTH_CSV_HEADER,
      rows.map((r) => r.cells),
    )
  );
}

/** collections-2026-11.csv */
export const monthCsvFileName = (month: string) => `collections-${month}.csv`;
