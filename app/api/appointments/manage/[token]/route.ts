import { route } from "@/lib/server/api";
import { findByManageToken, toManagedAppointment } from "@/lib/server/domain/manage";
import { ok } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/** Public: the appointment a manage link opens (first name, date, time, status, what may be done); 404 alike for every bad token. */
export const GET = route({ params: manageTokenParams, limiter: manageLimiter, noStore: true }, async ({ params }) => {
  const appointment = await findByManageToken(params.token);
  return ok({ appointment: await toManagedAppointment(appointment) });
});
