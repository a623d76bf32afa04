import { bookingRules } from "@/lib/content/clinic";
import { otherMethods, route } from "@/lib/server/api";
import { audit } from "@/lib/server/audit";
import { PATIENT_LINK_ACTOR, rescheduleByManageToken, toManagedAppointment } from "@/lib/server/domain/manage";
import { clientIp, ok, parseCoded, readJson } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import type { ManageChangedAnswer } from "@/lib/shared/api/manage";
import { slotSchema } from "@/lib/shared/validation/booking";
import { sayCode } from "@/lib/shared/validation/say";
import { MANAGE_MESSAGES, manageTokenParams } from "@/lib/shared/validation/manage";

/**
 * Public: the patient moves their appointment (`{preferredDate, preferredTime}`, the
 * booking rules): the new slot taken and the old freed in one write; 409 when taken, 403 after the cut-off.
 */
export const POST = route(
  { params: manageTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const slot = parseCoded(slotSchema(bookingRules(), sayCode), await readJson(req));
    const { appointment, changed } = await rescheduleByManageToken(params.token, slot);
    if (changed)
      await audit({
        actor: PATIENT_LINK_ACTOR,
        action: "appointment.reschedule",
        target: String(appointment.id),
        ip: clientIp(req),
        detail: `→ ${appointment.preferredDate} ${appointment.preferredTime}`,
      });
    return ok({
      message: MANAGE_MESSAGES.rescheduled,
      appointment: await toManagedAppointment(appointment),
    } satisfies ManageChangedAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
