/**
 * A month of money for the accountant (FEATURES.md §12: `GET /api/admin/collections?month=
 * YYYY-MM&format=csv`): UTF-8 with a byte-order mark, clinic time (IST), the header in words,
 * spreadsheet formulas neutralised (lib/shared/csv), amounts as plain whole numbers so a
 * spreadsheet sums them.
 *
 * The shape: one ledger, a row per event, in time order — a "Bill" row for every bill made in
 * the month (the bill register: every number, void ones included, so a gap in the series is
 * never a question) and a "Payment" row for every payment taken in the month (the cash book,
 * whichever month its bill was made in). Why one ledger and not a row per bill with its
 * payments in columns: a bill made on the 30th and paid on the 2nd belongs to two months, and
 * the money must land in the month, and on the day, it was received, as the day close counts
 * it. So:
 * - the Billed column (bill rows) sums to what was billed in the month, void bills left out
 *   (their total shows under Void Amount);
 * - the Cash, UPI and Card columns (payment rows) sum to what was received, per mode and, by
 *   filtering on Date, per day — the day close's totals;
 * - a payment on a bill voided since is left out of those columns, as the day close leaves it
 *   out, and its amount shows under Void Amount instead (money to refund or to account for).
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
  const [bills, payments] = await Promise.all([
    db().bill.findMany({ where: { date: range } }),
    db().payment.findMany({
      where: { date: range },
      include: {
        bill: { select: { number: true, patientId: true, patientName: true, status: true, voidReason: true } },
      },
    }),
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
      const isVoid = p.bill.status === "void";
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
