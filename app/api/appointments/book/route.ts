import { bookingRules } from "@/lib/content/clinic";
import { route } from "@/lib/server/api";
import { toPublicAppointmentRecord } from "@/lib/server/domain/appointments";
import { bookAppointment } from "@/lib/server/domain/booking";
import { manageUrl } from "@/lib/server/domain/manage";
import { badRequest, ok, readJson } from "@/lib/server/http";
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
 * was already a patient (no patient id, the same shape either way).
 */
export const POST = route({ limiter: bookingLimiter }, async ({ req }) => {
  const body = await readJson(req, BOOKING_MAX_BYTES);
  const result = validateBooking(body, bookingRules());
  if (!result.success) throw badRequest(result.message, result.errors);
  const { appointment, manageToken } = await bookAppointment(result.data, bookingPayloadAsReceived(body));
  return ok(
    {
      message: SUCCESS_MESSAGE,
      appointment: toPublicAppointmentRecord(appointment),
      manageUrl: manageUrl(manageToken, result.data.language),
    },
    201,
  );
});
