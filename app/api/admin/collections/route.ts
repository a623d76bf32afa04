import { adminRoute, otherMethods } from "@/lib/server/api";
import { collectionsOf } from "@/lib/server/domain/billing/collections";
import { ok } from "@/lib/server/http";
import type { CollectionsAnswer } from "@/lib/shared/api/billing";
import { todayIst } from "@/lib/shared/clinic-time";
import { now } from "@/lib/shared/clock";
import { collectionsQuery } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * The day close (FEATURES.md §12): `?date=D` (today by default) → the money taken by mode and
 * the day's bills.
 */
export const GET = adminRoute({ roles: STAFF, searchParams: collectionsQuery }, async ({ searchParams }) =>
  ok((await collectionsOf(searchParams.date ?? todayIst(now()))) satisfies Omit<CollectionsAnswer, "success">),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
