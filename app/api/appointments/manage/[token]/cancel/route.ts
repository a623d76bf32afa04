import { otherMethods, route } from "@/lib/server/api";
import { cancelByManageToken, patientLinkChanged } from "@/lib/server/domain/manage";
import { clientIp, ok } from "@/lib/server/http";
import { offerFreedPlaces } from "@/lib/server/domain/waitlist-offers";
import { manageLimiter } from "@/lib/server/rate-limit";
import type { ManageChangedAnswer } from "@/lib/shared/api/manage";
import { MANAGE_MESSAGES, manageTokenParams } from "@/lib/shared/validation/manage";

/** Public: the patient cancels by their link (frees the slot); again → the same 200. 403 after the cut-off. */
export const POST = route(
  { params: manageTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const cancelled = await cancelByManageToken(params.token);
    // the freed place is offered to the waiting list (FEATURES.md §14)
    if (cancelled.changed) await offerFreedPlaces();
    return ok(
      (await patientLinkChanged(cancelled, {
        action: "appointment.cancel",
        ip: clientIp(req),
        message: MANAGE_MESSAGES.cancelled,
      })) satisfies ManageChangedAnswer,
    );
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
