import { bookingRules } from "@/lib/content/clinic";
import { otherMethods, route } from "@/lib/server/api";
import { clientNetwork } from "@/lib/server/client-network";
import { toPublicAppointmentRecord } from "@/lib/server/domain/appointments";
import { bookAppointment } from "@/lib/server/domain/booking";
import { manageUrl } from "@/lib/server/domain/manage";
import { badRequest, clientIp, ok, readJson } from "@/lib/server/http";
import type { BookingAnswer } from "@/lib/shared/api/appointments";
import { bookingLimiter } from "@/lib/server/rate-limit";
import {
  BOOKING_MAX_BYTES,
  SUCCESS_MESSAGE,
  bookingPayloadAsReceived,
  validateBooking,
} from "@/lib/shared/validation/booking";

/**
 * Public: request an appointment (SPEC §7). 201 with the appointment and the patient's
 * manage link, or 400/409/413/429 with a message. The answer never says whether the person
 * was already a patient (no patient id, the same shape either way), nor whether their phone
 * has bookings here. Requests are limited per address and per network (IPv4 /24, IPv6 /64),
 * bookings per network and clinic-wide in bookAppointment (docs/decisions/017-booking-floods.md).
 */
export const POST = route({ limiter: bookingLimiter }, async ({ req }) => {
  const body = await readJson(req, BOOKING_MAX_BYTES);
  const result = validateBooking(body, bookingRules());
  if (!result.success)
    throw badRequest(result.message, result.errors, { ...result.problem, fieldCodes: result.fieldCodes });
  const network = clientNetwork(clientIp(req));
  const { appointment, manageToken } = await bookAppointment(result.data, bookingPayloadAsReceived(body), network);
  return ok(
    {
      message: SUCCESS_MESSAGE,
      appointment: toPublicAppointmentRecord(appointment),
      manageUrl: manageUrl(manageToken, result.data.language),
    } satisfies BookingAnswer,
    201,
  );
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
