import { adminRoute, otherMethods } from "@/lib/server/api";
import { createBill, listBills, toBillRecord } from "@/lib/server/domain/billing/bills";
import { ok, parse, readJson } from "@/lib/server/http";
import type { BillAnswer, BillsAnswer } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES, billSchema, billsQuery } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * Makes a bill (FEATURES.md §12): `{patientId, appointmentId?, items}` → 201 with its `FY/NNNN`
 * number; an appointment billed already answers 200 with that bill.
 */
export const POST = adminRoute({ roles: STAFF }, async ({ req, admin, audit }) => {
  const { bill, created } = await createBill(parse(billSchema, await readJson(req)), admin.username);
  if (created)
    await audit({
      action: "bill.create",
      target: String(bill.id),
      detail: `${bill.number}, patient ${bill.patientId}, total ${bill.total}`,
    });
  return ok(
    { message: BILLING_MESSAGES.billCreated, bill: toBillRecord(bill) } satisfies Omit<BillAnswer, "success">,
    created ? 201 : 200,
  );
});

/** A patient's bills (`?patientId=`) or an appointment's (`?appointmentId=`), newest first. */
export const GET = adminRoute({ roles: STAFF, searchParams: billsQuery }, async ({ searchParams }) =>
  ok({ bills: await listBills(searchParams) } satisfies Omit<BillsAnswer, "success">),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
