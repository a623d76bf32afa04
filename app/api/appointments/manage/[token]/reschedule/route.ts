import { bookingRules } from "@/lib/content/clinic";
import { otherMethods, route } from "@/lib/server/api";
import { patientLinkChanged, rescheduleByManageToken } from "@/lib/server/domain/manage";
import { clientIp, ok, parseCoded, readJson } from "@/lib/server/http";
import { offerFreedPlaces } from "@/lib/server/domain/waitlist-offers";
import { manageLimiter } from "@/lib/server/rate-limit";
import { slotSchema } from "@/lib/shared/validation/booking";
import { sayCode } from "@/lib/shared/validation/say";
import type { ManageChangedAnswer } from "@/lib/shared/api/manage";
import { MANAGE_MESSAGES, manageTokenParams } from "@/lib/shared/validation/manage";

/**
 * Public: the patient moves their appointment (`{preferredDate, preferredTime}`, the
 * booking rules): the new slot taken and the old freed in one write; 409 when taken, 403 after the cut-off.
 */
export const POST = route(
  { params: manageTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const slot = parseCoded(slotSchema(bookingRules(), sayCode), await readJson(req));
    const moved = await rescheduleByManageToken(params.token, slot);
    // the old place is free: offered to the waiting list (FEATURES.md §14)
    if (moved.changed) await offerFreedPlaces();
    const { preferredDate, preferredTime } = moved.appointment;
    return ok(
      (await patientLinkChanged(moved, {
        action: "appointment.reschedule",
        ip: clientIp(req),
        message: MANAGE_MESSAGES.rescheduled,
        detail: `→ ${preferredDate} ${preferredTime}`,
      })) satisfies ManageChangedAnswer,
    );
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
