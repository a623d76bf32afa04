import { adminRoute, otherMethods } from "@/lib/server/api";
import { getBill, toBillRecord } from "@/lib/server/domain/billing/bills";
import { upiUri } from "@/lib/server/domain/billing/upi";
import { ok } from "@/lib/server/http";
import type { UpiAnswer } from "@/lib/shared/api/billing";
import { billIdParams } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * The bill's `upi://pay` URI for what is due (FEATURES.md §12), shown as a QR code at the desk;
 * 409 when UPI_VPA is not configured, or the bill is void or paid.
 */
export const GET = adminRoute({ roles: STAFF, params: billIdParams }, async ({ params }) =>
  ok({ uri: upiUri(toBillRecord(await getBill(params.id))) } satisfies Omit<UpiAnswer, "success">),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
