/**
 * What a bill still owes: its total less what was paid, never below nothing. A void bill owes
 * nothing — what was paid on it is refunded, not collected (FEATURES.md §13) — so the queue,
 * the bill, the receipt and the payment refusal all say 0 for it.
 */
export function amountDue(bill: { total: number; paid: number; status: string }): number {
  return bill.status === "void" ? 0 : Math.max(0, bill.total - bill.paid);
}
