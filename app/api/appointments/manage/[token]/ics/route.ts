import { route } from "@/lib/server/api";
import { findByManageToken, manageIcs } from "@/lib/server/domain/manage";
import { manageLimiter } from "@/lib/server/rate-limit";
import { icsFileName } from "@/lib/shared/ics";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/** Public: the appointment as a calendar file — a stable UID, SEQUENCE raised on every change, STATUS:CANCELLED once cancelled. */
export const GET = route({ params: manageTokenParams, limiter: manageLimiter, noStore: true }, async ({ params }) => {
  const appointment = await findByManageToken(params.token);
  return new Response(manageIcs(appointment, params.token), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(appointment.preferredDate, appointment.preferredTime)}"`,
    },
  });
});
