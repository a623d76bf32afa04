import { otherMethods, route } from "@/lib/server/api";
import { audit } from "@/lib/server/audit";
import { manageUrl } from "@/lib/server/domain/manage";
import { MANAGE_LINK_ACTOR } from "@/lib/server/domain/patient-access";
import { claimOffer } from "@/lib/server/domain/waitlist-claim";
import { clientIp, ok } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import type { WaitlistClaimAnswer } from "@/lib/shared/api/waitlist";
import { waitlistTokenParams } from "@/lib/shared/validation/waitlist";

/**
 * Public: claim a freed place offered from the waiting list (FEATURES.md §14): books it in one
 * tap → 201 with the manage link; 410 `offer_gone` when the offer ended or the place was taken
 * (they stay on the list); 404 `offer_not_found` for an unknown link.
 */
export const POST = route(
  { params: waitlistTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const { appointment, manageToken, locale } = await claimOffer(params.token);
    await audit({
      actor: MANAGE_LINK_ACTOR,
      action: "waitlist.claim",
      target: String(appointment.id),
      ip: clientIp(req),
    });
    return ok(
      {
        manageUrl: manageUrl(manageToken, locale),
        date: appointment.preferredDate,
        time: appointment.preferredTime,
      } satisfies Omit<WaitlistClaimAnswer, "success">,
      201,
    );
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
