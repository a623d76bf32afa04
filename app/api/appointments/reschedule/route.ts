import { bookingRules } from "@/lib/content/clinic";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { rescheduleAppointment, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { ok, parse, readJson } from "@/lib/server/http";
import { offerFreedPlaces } from "@/lib/server/domain/waitlist-offers";
import type { AppointmentChangedAnswer } from "@/lib/shared/api/appointments";
import { APPOINTMENT_MESSAGES, rescheduleSchema } from "@/lib/shared/validation/appointments";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: move an appointment (`{id | timestamp, preferredDate, preferredTime}`) to a free
 * slot under the booking rules; 409 when the slot is taken (FEATURES.md §3).
 */
export const PUT = adminRoute({ roles: STAFF }, async ({ req, audit }) => {
  const { where, slot } = parse(rescheduleSchema(bookingRules()), await readJson(req));
  const { appointment, from, changed } = await rescheduleAppointment(where, slot);
  // the old place is free: offered to the waiting list (FEATURES.md §14)
  if (changed) await offerFreedPlaces();
  if (changed)
    await audit({
      action: "appointment.reschedule",
      target: String(appointment.id),
      detail: `${from.preferredDate} ${from.preferredTime} → ${appointment.preferredDate} ${appointment.preferredTime}`,
    });
  return ok({
    message: APPOINTMENT_MESSAGES.rescheduled,
    appointment: toAppointmentRecord(appointment),
  } satisfies AppointmentChangedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
