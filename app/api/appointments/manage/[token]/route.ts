import { route } from "@/lib/server/api";
import { findByManageToken, toManagedAppointment } from "@/lib/server/domain/manage";
import { clientIp, ok } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/** Public: the appointment a manage link opens (first name, date, time, status, what may be done); 404 alike for every bad token. */
export const GET = route({ params: manageTokenParams }, async ({ req, params }) => {
  manageLimiter.hit(clientIp(req));
  const appointment = await findByManageToken(params.token);
  return ok({ appointment: toManagedAppointment(appointment) }, 200, { "Cache-Control": "no-store" });
});
