import { bookingRules } from "@/lib/content/clinic";
import { otherMethods, route } from "@/lib/server/api";
import { joinWaitlist, leaveUrl } from "@/lib/server/domain/waitlist";
import { ok, parseCoded, readJson } from "@/lib/server/http";
import { bookingLimiter } from "@/lib/server/rate-limit";
import type { WaitlistJoinAnswer } from "@/lib/shared/api/waitlist";
import { BOOKING_MAX_BYTES } from "@/lib/shared/validation/booking";
import { sayCode } from "@/lib/shared/validation/say";
import { waitlistJoinSchema } from "@/lib/shared/validation/waitlist";

/**
 * Public: join the waiting list of a full evening (FEATURES.md §14) `{name, phone, email?, date,
 * language, consent}` → 201 `{success, leaveUrl}`. The booking's validation and request limits;
 * 409 `waitlist_not_full`, `waitlist_closed` or `waitlist_duplicate`, 400 for an evening gone by.
 */
export const POST = route({ limiter: bookingLimiter }, async ({ req }) => {
  const input = parseCoded(waitlistJoinSchema(bookingRules(), sayCode), await readJson(req, BOOKING_MAX_BYTES));
  const { leaveToken } = await joinWaitlist(input);
  return ok({ leaveUrl: leaveUrl(leaveToken, input.language) } satisfies Omit<WaitlistJoinAnswer, "success">, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
