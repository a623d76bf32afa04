import { deleteAppointment, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { badRequest, clientIp, ok } from "@/lib/server/http";
import { APPOINTMENT_MESSAGES, toAppointmentKey } from "@/lib/shared/validation/appointments";

type Ctx = { params: Promise<{ key: string }> };

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Admin: delete an appointment by id or timestamp, freeing its slot (SPEC §7, DESIGN.md §2). */
export const DELETE = adminRoute<Ctx>(async (req, ctx, admin) => {
  const key = toAppointmentKey(decoded((await ctx.params).key));
  if (!key) throw badRequest(APPOINTMENT_MESSAGES.badKey, { key: APPOINTMENT_MESSAGES.badKey });
  const appointment = await deleteAppointment(key);
  await audit({
    actor: admin.username,
    action: "appointment.delete",
    target: String(appointment.id),
    ip: clientIp(req),
    detail: `${appointment.preferredDate} ${appointment.preferredTime}`,
  });
  return ok({ message: APPOINTMENT_MESSAGES.deleted, appointment: toAppointmentRecord(appointment) });
});
