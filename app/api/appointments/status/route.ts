import { setAppointmentStatus, toAppointmentRecord } from "@/lib/appointments";
import { audit } from "@/lib/audit";
import { adminRoute } from "@/lib/auth";
import { clientIp, ok, parse, readJson } from "@/lib/http";
import { APPOINTMENT_MESSAGES, statusUpdateSchema } from "@/lib/validation/appointments";

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
