import { otherMethods, route } from "@/lib/server/api";
import { leaveWaitlist } from "@/lib/server/domain/waitlist";
import { ok } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import type { WaitlistLeaveAnswer } from "@/lib/shared/api/waitlist";
import { WAITLIST_MESSAGES, waitlistTokenParams } from "@/lib/shared/validation/waitlist";

/**
 * Public: leave the waiting list by the link the join answered (FEATURES.md §14) → 200 (again:
 * the same); an offer held is withdrawn and goes to the next person. 404 `offer_not_found`.
 */
export const POST = route({ params: waitlistTokenParams, limiter: manageLimiter, noStore: true }, async ({ params }) =>
  ok({
    message: WAITLIST_MESSAGES.left,
    ...(await leaveWaitlist(params.token)),
  } satisfies Omit<WaitlistLeaveAnswer, "success">),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
