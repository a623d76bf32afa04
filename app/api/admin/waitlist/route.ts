import { adminRoute, otherMethods } from "@/lib/server/api";
import { listWaitlist } from "@/lib/server/domain/waitlist";
import { ok } from "@/lib/server/http";
import type { WaitlistAnswer } from "@/lib/shared/api/waitlist";
import { STAFF } from "@/lib/shared/roles";
import { waitlistQuery } from "@/lib/shared/validation/waitlist";

/**
 * The waiting list of one evening (FEATURES.md §14) `?date=YYYY-MM-DD`: who waits, in the order
 * they joined, with their latest offer, and the free places the desk could offer now.
 */
export const GET = adminRoute({ roles: STAFF, searchParams: waitlistQuery }, async ({ searchParams }) =>
  ok({ date: searchParams.date, ...(await listWaitlist(searchParams.date)) } satisfies Omit<WaitlistAnswer, "success">),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
