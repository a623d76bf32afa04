import { listAppointments, toAppointmentRecord } from "@/lib/server/domain/appointments";
import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { clientIp, ok, parse } from "@/lib/server/http";
import { listQueryInput, listQuerySchema } from "@/lib/shared/validation/appointments";

/**
 * Admin: the appointment list (SPEC §7). With no parameters, every appointment
 * ({success, appointments}); `?date=` one clinic date; `?page=&pageSize=` one page plus
 * total/page/pageSize. `&export=csv` (the Download CSV buttons) is recorded in the audit log.
 */
export const GET = adminRoute(async (req, _ctx, admin) => {
  const query = parse(listQuerySchema, listQueryInput(new URL(req.url).searchParams));
  const { appointments, paging } = await listAppointments(query);
  if (query.exported) {
    await audit({
      actor: admin.username,
      action: "appointment.export",
      target: query.date ?? "all",
      ip: clientIp(req),
      detail: `${appointments.length} rows as CSV`,
    });
  }
  return ok({ appointments: appointments.map(toAppointmentRecord), ...(paging ?? {}) });
});
