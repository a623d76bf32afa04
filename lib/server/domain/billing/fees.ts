/**
 * Fees per service (FEATURES.md §12), whole rupees. A service without a row has no fee set: the
 * desk types the amount, and the public pages say nothing about it.
 */
import "server-only";
import { BOOKABLE_SERVICES } from "../../../content/services";
import type { FeeRecord } from "../../../shared/api/billing";
import type { FeesInput } from "../../../shared/validation/billing";
import { db, transaction } from "../../db";

/** Every bookable service with its fee (null: not set), in the services' order. */
export async function listFees(): Promise<FeeRecord[]> {
  const rows = await db().fee.findMany();
  const amounts = new Map(rows.map((r) => [r.service, r.amount]));
  return BOOKABLE_SERVICES.map((service) => ({ service, amount: amounts.get(service) ?? null }));
}

export async function feeOf(service: string): Promise<number | null> {
  return (await db().fee.findUnique({ where: { service } }))?.amount ?? null;
}

/** Sets the fees sent (null clears one) in one transaction; the services not sent keep theirs. */
export async function saveFees({ fees }: FeesInput): Promise<FeeRecord[]> {
  await transaction(async (tx) => {
    for (const { service, amount } of fees) {
      if (amount === null) await tx.fee.deleteMany({ where: { service } });
      else await tx.fee.upsert({ where: { service }, create: { service, amount }, update: { amount } });
    }
  });
  return listFees();
}
