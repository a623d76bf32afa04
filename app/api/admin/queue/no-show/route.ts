import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { toAppointmentRecord } from "@/lib/server/domain/appointments";
import { markNoShow } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import type { NoShowAnswer } from "@/lib/shared/api/queue";
import { QUEUE_MESSAGES, queueAppointmentSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/** Admin (the desk's): `{appointmentId}` did not come (or left before being called) — No-show. */
export const POST = adminRoute({ roles: STAFF, desk: { answer: DESK_ANSWERS.noShow } }, async ({ req, audit }) => {
  const { appointmentId } = parse(queueAppointmentSchema, await readJson(req));
  const { appointment, changed } = await markNoShow(appointmentId);
  if (changed) await audit({ action: "appointment.status", target: String(appointment.id), detail: "No-show" });
  return ok({ message: QUEUE_MESSAGES.noShow, appointment: toAppointmentRecord(appointment) } satisfies NoShowAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
