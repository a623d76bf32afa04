import { route } from "@/lib/server/api";
import { findByManageToken, manageIcs } from "@/lib/server/domain/manage";
import { clientIp } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import { icsFileName } from "@/lib/shared/ics";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/** Public: the appointment as a calendar file — a stable UID, SEQUENCE raised on every change, STATUS:CANCELLED once cancelled. */
export const GET = route({ params: manageTokenParams }, async ({ req, params }) => {
  manageLimiter.hit(clientIp(req));
  const appointment = await findByManageToken(params.token);
  return new Response(manageIcs(appointment, params.token), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(appointment.preferredDate, appointment.preferredTime)}"`,
      "Cache-Control": "no-store",
    },
  });
});
