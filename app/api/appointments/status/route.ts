import { adminRoute, otherMethods } from "@/lib/server/api";
import { setAppointmentStatus, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { ok, parse, readJson } from "@/lib/server/http";
import { offerFreedPlaces } from "@/lib/server/domain/waitlist-offers";
import type { AppointmentChangedAnswer } from "@/lib/shared/api/appointments";
import { APPOINTMENT_MESSAGES, STATUS_LABELS, statusUpdateSchema } from "@/lib/shared/validation/appointments";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: set an appointment's status by id or timestamp — pending (''), 'Done' (SPEC §4,
 * §7), 'Cancelled' (frees the slot) or 'No-show'; 409 when a cancelled one's slot was taken meanwhile.
 */
export const PUT = adminRoute({ roles: STAFF }, async ({ req, audit }) => {
  const { where, status } = parse(statusUpdateSchema, await readJson(req));
  const { appointment, changed } = await setAppointmentStatus(where, status);
  // a cancellation frees a place: offered to the waiting list (FEATURES.md §14)
  if (changed && status === "Cancelled") await offerFreedPlaces();
  if (changed)
    await audit({
      action: "appointment.status",
      target: String(appointment.id),
      detail: STATUS_LABELS[status],
    });
  return ok({
    message: APPOINTMENT_MESSAGES.statusUpdated,
    appointment: toAppointmentRecord(appointment),
  } satisfies AppointmentChangedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
