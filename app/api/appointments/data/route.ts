import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { listAppointments, toListRecords } from "@/lib/server/domain/appointment-list";
import { ok } from "@/lib/server/http";
import type { AppointmentsListAnswer } from "@/lib/shared/api/appointments";
import { todayIst } from "@/lib/shared/clinic-time";
import { now } from "@/lib/shared/clock";

/** Today's list as the Tonight screen reads it: the date only, with no search or export. */
function isTodaysList(req: Request): boolean {
  const query = new URL(req.url).searchParams;
  return query.get("date") === todayIst(now()) && !query.has("search") && !query.has("export");
}
import { listQuerySchema } from "@/lib/shared/validation/appointments";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: the appointment list (SPEC §7). With no parameters, every appointment
 * ({success, appointments}); `?date=` one clinic date; `?page=&pageSize=` one page plus
 * total/page/pageSize; `?search=` (name or phone) and `?status=` narrow it. `&export=csv` (the Download CSV buttons) is recorded in the audit log.
 * A pending appointment a closure covers carries the reason as `closed_reason` (FEATURES.md §2).
 * Today's list (`?date=` today, nothing else) is one of the desk's calls, which desk mode
 * keeps signed in (FEATURES.md §5); on desk scope it carries only what the Tonight screen shows.
 */
export const GET = adminRoute({ roles: STAFF, searchParams: listQuerySchema, desk: { when: isTodaysList, answer: DESK_ANSWERS.todaysList } }, async ({ searchParams: query, audit }) => {
  const { appointments, paging } = await listAppointments(query);
  if (query.exported) {
    await audit({ action: "appointment.export", target: query.date ?? "all", detail: `${appointments.length} rows as CSV` });
  }
  return ok({ appointments: await toListRecords(appointments), ...(paging ?? {}) } satisfies AppointmentsListAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
