import { adminRoute, otherMethods } from "@/lib/server/api";
import { listRecalls } from "@/lib/server/domain/recalls";
import { ok } from "@/lib/server/http";
import type { RecallsAnswer } from "@/lib/shared/api/recalls";
import { CLINICAL, STAFF } from "@/lib/shared/roles";
import { recallsQuery } from "@/lib/shared/validation/recalls";

/**
 * Follow-ups due (FEATURES.md §14): `?status=due|overdue|upcoming|done&from&to` → overdue
 * first, then due, upcoming and done. The desk sees who and when; the visit's diagnosis is the
 * doctor's and the owner's only.
 */
export const GET = adminRoute({ roles: STAFF, searchParams: recallsQuery }, async ({ searchParams, admin }) => {
  const recalls = await listRecalls(searchParams, CLINICAL.includes(admin.role));
  return ok({ recalls } satisfies Omit<RecallsAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
