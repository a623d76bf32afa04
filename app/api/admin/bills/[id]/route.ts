import { adminRoute, otherMethods } from "@/lib/server/api";
import { getBill, neverDeleted, toBillRecord } from "@/lib/server/domain/billing/bills";
import { ok } from "@/lib/server/http";
import type { BillAnswer } from "@/lib/shared/api/billing";
import { billIdParams } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/** One bill with its payments. */
export const GET = adminRoute({ roles: STAFF, params: billIdParams }, async ({ params }) =>
  ok({ bill: toBillRecord(await getBill(params.id)) } satisfies Omit<BillAnswer, "success">),
);

/** Bills are never deleted (FEATURES.md §12): 409, void it instead. */
export const DELETE = adminRoute({ roles: STAFF, params: billIdParams }, async ({ params }) => {
  await getBill(params.id);
  throw neverDeleted();
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH } = otherMethods("GET", "DELETE");
