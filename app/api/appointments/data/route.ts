import { adminRoute } from "@/lib/server/api";
import { listAppointments, toListRecords } from "@/lib/server/domain/appointment-list";
import { ok } from "@/lib/server/http";
import { listQuerySchema } from "@/lib/shared/validation/appointments";

/**
 * Admin: the appointment list (SPEC §7). With no parameters, every appointment
 * ({success, appointments}); `?date=` one clinic date; `?page=&pageSize=` one page plus
 * total/page/pageSize; `?search=` (name or phone) and `?status=` narrow it. `&export=csv` (the Download CSV buttons) is recorded in the audit log.
 * A pending appointment a closure covers carries the reason as `closed_reason` (FEATURES.md §2).
 */
export const GET = adminRoute({ searchParams: listQuerySchema }, async ({ searchParams: query, audit }) => {
  const { appointments, paging } = await listAppointments(query);
  if (query.exported) {
    await audit({ action: "appointment.export", target: query.date ?? "all", detail: `${appointments.length} rows as CSV` });
  }
  return ok({ appointments: await toListRecords(appointments), ...(paging ?? {}) });
});
