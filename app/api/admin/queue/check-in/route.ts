import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { checkIn } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import type { CheckInAnswer } from "@/lib/shared/api/queue";
import { QUEUE_MESSAGES, queueAppointmentSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/** Admin (the desk's): `{appointmentId}` has arrived — tonight's next token; again, the same token. */
export const POST = adminRoute({ roles: STAFF, desk: { answer: DESK_ANSWERS.checkIn } }, async ({ req, audit }) => {
  const { appointmentId } = parse(queueAppointmentSchema, await readJson(req));
  const { token, appointment } = await checkIn(appointmentId);
  await audit({ action: "queue.check-in", target: String(appointment.id), detail: `token ${token}` });
  return ok({ message: QUEUE_MESSAGES.checkedIn(token), token } satisfies CheckInAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
