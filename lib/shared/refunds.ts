/**
 * What a void gives back (FEATURES.md §13): a bill's payments summed per mode, one refund each.
 * Shared by the server, which books the refunds, and the void dialog, which says them first.
 */
import type { PaymentMode } from "./validation/billing";

/** What was paid in each mode, in the order the modes were first used; modes with nothing left out. */
export function paidByMode(payments: readonly { mode: string; amount: number }[]): [PaymentMode, number][] {
  const sums = new Map<PaymentMode, number>();
  for (const p of payments) sums.set(p.mode as PaymentMode, (sums.get(p.mode as PaymentMode) ?? 0) + p.amount);
  return [...sums].filter(([, amount]) => amount > 0);
}
