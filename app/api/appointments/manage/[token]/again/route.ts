import { otherMethods, route } from "@/lib/server/api";
import { bookAgainDetails, openByManageToken } from "@/lib/server/domain/manage";
import { clientIp, ok } from "@/lib/server/http";
import type { BookAgainAnswer } from "@/lib/shared/api/manage";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/**
 * Public: a cancelled appointment's details for the booking form's "Book a new appointment"
 * (issue 29); the same 404 for a bad token and for an appointment not cancelled, 429 past
 * the manage limits (openByManageToken). Never stored by the browser or a proxy.
 */
export const GET = route({ params: manageTokenParams, noStore: true }, async ({ req, params }) => {
  const appointment = await openByManageToken(params.token, clientIp(req));
  return ok({ details: bookAgainDetails(appointment) } satisfies BookAgainAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
