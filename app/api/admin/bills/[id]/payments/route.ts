import { adminRoute, otherMethods } from "@/lib/server/api";
import { addPayment, toBillRecord } from "@/lib/server/domain/billing/bills";
import { ok, parse, readJson } from "@/lib/server/http";
import type { BillAnswer } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES, billIdParams, paymentSchema } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * Money taken against a bill `{mode: cash|upi|card, amount, reference?}` (FEATURES.md §12):
 * part payments allowed, the bill `paid` once they reach its total; more than is due → 400.
 */
export const POST = adminRoute({ roles: STAFF, params: billIdParams }, async ({ req, params, admin, audit }) => {
  const input = parse(paymentSchema, await readJson(req));
  const bill = await addPayment(params.id, input, admin.username);
  await audit({
    action: "bill.payment",
    target: String(bill.id),
    detail: `${bill.number}, ${input.mode} ${input.amount}${input.reference ? `, ref ${input.reference}` : ""}`,
  });
  return ok({ message: BILLING_MESSAGES.paymentRecorded, bill: toBillRecord(bill) } satisfies Omit<
    BillAnswer,
    "success"
  >);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
