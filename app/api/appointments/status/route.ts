import { adminRoute } from "@/lib/server/api";
import { setAppointmentStatus, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { ok, parse, readJson } from "@/lib/server/http";
import { APPOINTMENT_MESSAGES, statusUpdateSchema } from "@/lib/shared/validation/appointments";

/** Admin: mark an appointment 'Done' or pending ('') by id or timestamp (SPEC §4, §7). */
export const PUT = adminRoute(async ({ req, audit }) => {
  const { where, status } = parse(statusUpdateSchema, await readJson(req));
  const appointment = await setAppointmentStatus(where, status);
  await audit({
    action: "appointment.status",
    target: String(appointment.id),
    detail: status === "Done" ? "Done" : "pending",
  });
  return ok({ message: APPOINTMENT_MESSAGES.statusUpdated, appointment: toAppointmentRecord(appointment) });
});
