import { otherMethods, route } from "@/lib/server/api";
import { openByManageToken, toManagedAppointment } from "@/lib/server/domain/manage";
import { clientIp, ok } from "@/lib/server/http";
import type { ManageAnswer } from "@/lib/shared/api/manage";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/**
 * Public: the appointment a manage link opens (first name, date, time, status, what may be
 * done, and on its evening the place in the queue); 404 alike for every bad token, 429
 * past the manage limits (openByManageToken).
 */
export const GET = route({ params: manageTokenParams, noStore: true }, async ({ req, params }) => {
  const appointment = await openByManageToken(params.token, clientIp(req));
  return ok({ appointment: await toManagedAppointment(appointment) } satisfies ManageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
