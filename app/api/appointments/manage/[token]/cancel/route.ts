import { otherMethods, route } from "@/lib/server/api";
import { audit } from "@/lib/server/audit";
import { cancelByManageToken, PATIENT_LINK_ACTOR, toManagedAppointment } from "@/lib/server/domain/manage";
import { clientIp, ok } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import type { ManageChangedAnswer } from "@/lib/shared/api/manage";
import { MANAGE_MESSAGES, manageTokenParams } from "@/lib/shared/validation/manage";

/** Public: the patient cancels by their link (frees the slot); again → the same 200. 403 after the cut-off. */
export const POST = route(
  { params: manageTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const { appointment, changed } = await cancelByManageToken(params.token);
    if (changed)
      await audit({
        actor: PATIENT_LINK_ACTOR,
        action: "appointment.cancel",
        target: String(appointment.id),
        ip: clientIp(req),
      });
    return ok({
      message: MANAGE_MESSAGES.cancelled,
      appointment: await toManagedAppointment(appointment),
    } satisfies ManageChangedAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
