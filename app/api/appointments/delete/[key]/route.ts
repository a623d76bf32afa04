import { adminRoute, otherMethods } from "@/lib/server/api";
import { deleteAppointment, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { ok } from "@/lib/server/http";
import { offerFreedPlaces } from "@/lib/server/domain/waitlist-offers";
import type { AppointmentChangedAnswer } from "@/lib/shared/api/appointments";
import { APPOINTMENT_MESSAGES, appointmentKeyParams } from "@/lib/shared/validation/appointments";
import { STAFF } from "@/lib/shared/roles";

/** Admin: delete an appointment by id or timestamp, freeing its slot (SPEC §7, DESIGN.md §2). */
export const DELETE = adminRoute({ roles: STAFF, params: appointmentKeyParams }, async ({ params, audit }) => {
  const appointment = await deleteAppointment(params.key);
  // a deleted booking frees its place: offered to the waiting list (FEATURES.md §14)
  await offerFreedPlaces();
  await audit({
    action: "appointment.delete",
    target: String(appointment.id),
    detail: `${appointment.preferredDate} ${appointment.preferredTime}`,
  });
  return ok({
    message: APPOINTMENT_MESSAGES.deleted,
    appointment: toAppointmentRecord(appointment),
  } satisfies AppointmentChangedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
