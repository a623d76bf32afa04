/**
 * How the desk's billing screens write money and a bill's state: whole rupees with the Indian
 * grouping (₹1,200; ₹1,00,000), payment modes and statuses in words.
 */
import type { BillRecord, BillStatus, CollectionTotals } from "@/lib/shared/api/billing";
import { formatSlot, timeIst } from "@/lib/shared/clinic-time";
import { rupeesInFigures } from "@/lib/shared/rupees-in-words";
import { paidByMode } from "@/lib/shared/refunds";
import { PAYMENT_MODE_LABELS, PAYMENT_MODES, type PaymentMode } from "@/lib/shared/validation/billing";

/** 1200 → "₹1,200"; 100000 → "₹1,00,000"; −800 (a day whose refunds passed its takings) → "−₹800". */
export const formatRupees = (n: number) => (n < 0 ? `−${rupeesInFigures(-n)}` : rupeesInFigures(n));

export const MODE_LABELS = Object.fromEntries(PAYMENT_MODES.map((m) => [m, PAYMENT_MODE_LABELS[m].en])) as Record<
  PaymentMode,
  string
>;

export const STATUS_LABELS: Record<BillStatus, string> = {
  unpaid: "Unpaid",
  partial: "Part paid",
  paid: "Paid",
  void: "VOID",
};

export const STATUS_CHIP: Record<BillStatus, string> = {
  unpaid: "bg-amber-50 text-amber-900 ring-amber-300",
  partial: "bg-sky-50 text-sky-900 ring-sky-300",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  void: "bg-heart-50 text-heart-700 ring-heart-100",
};

/** The sum of what a bill's lines say, counting a line not yet a whole number as nothing. */
export function itemsTotal(items: readonly { amount: string | number }[]): number {
  return items.reduce((sum, item) => {
    const amount =
      typeof item.amount === "number" ? item.amount : /^\s*\d+\s*$/.test(item.amount) ? Number(item.amount) : 0;
    return sum + amount;
  }, 0);
}

/** The receipt PDF of a bill (GET /api/admin/bills/{id}/receipt). */
export const receiptHref = (billId: number, size: "a5" | "80mm", lang: "en" | "ta") =>
  `/api/admin/bills/${billId}/receipt?size=${size}&lang=${lang}`;

/** The day close's figures, in the order shown. */
export const TOTALS: readonly { key: keyof CollectionTotals; label: string }[] = [
  { key: "cash", label: "Cash" },
  { key: "upi", label: "UPI" },
  { key: "card", label: "Card" },
  { key: "total", label: "Total" },
];

/** The time a bill was made, clinic time ("7:32 PM"). */
export const billTime = (bill: BillRecord) => formatSlot(timeIst(new Date(bill.createdAt)));

/** "in cash", "by UPI", "by card": how money was paid, inside a sentence. */
const PAID_IN: Record<PaymentMode, string> = { cash: "in cash", upi: "by UPI", card: "by card" };

/**
 * What voiding a bill gives back, in the desk's words: "₹800 paid in cash will be refunded:
 * give it back to the patient." (one part per mode paid); null when nothing was paid.
 */
export function refundSentence(payments: readonly { mode: string; amount: number }[]): string | null {
  const parts = paidByMode(payments).map(([mode, amount]) => `${formatRupees(amount)} paid ${PAID_IN[mode]}`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `${list} will be refunded: give it back to the patient.`;
}
