import { adminRoute, otherMethods } from "@/lib/server/api";
import { toBillRecord, voidBill } from "@/lib/server/domain/billing/bills";
import { ok, parse, readJson } from "@/lib/server/http";
import type { BillAnswer } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES, billIdParams, voidSchema } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * Voids a bill `{reason}` (FEATURES.md §12): it keeps its number and prints VOID. A bill of an
 * earlier day: the owner only (403 for the others).
 */
export const POST = adminRoute({ roles: STAFF, params: billIdParams }, async ({ req, params, admin, audit }) => {
  const { reason } = parse(voidSchema, await readJson(req));
  const bill = await voidBill(params.id, reason, admin);
  await audit({ action: "bill.void", target: String(bill.id), detail: `${bill.number}: ${reason}` });
  return ok({ message: BILLING_MESSAGES.voided, bill: toBillRecord(bill) } satisfies Omit<BillAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
