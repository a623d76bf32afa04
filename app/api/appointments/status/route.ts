import { setAppointmentStatus, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { clientIp, ok, parse, readJson } from "@/lib/server/http";
import { APPOINTMENT_MESSAGES, statusUpdateSchema } from "@/lib/shared/validation/appointments";

/** Admin: mark an appointment 'Done' or pending ('') by id or timestamp (SPEC §4, §7). */
export const PUT = adminRoute(async (req, _ctx, admin) => {
  const { where, status } = parse(statusUpdateSchema, await readJson(req));
  const appointment = await setAppointmentStatus(where, status);
  await audit({
    actor: admin.username,
    action: "appointment.status",
    target: String(appointment.id),
    ip: clientIp(req),
    detail: status === "Done" ? "Done" : "pending",
  });
  return ok({ message: APPOINTMENT_MESSAGES.statusUpdated, appointment: toAppointmentRecord(appointment) });
});
