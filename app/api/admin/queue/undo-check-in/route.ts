import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { undoCheckIn } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import type { UndoCheckInAnswer } from "@/lib/shared/api/queue";
import { QUEUE_MESSAGES, queueAppointmentSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/** Admin (the desk's): `{appointmentId}` was checked in by mistake — not arrived again, its token released. */
export const POST = adminRoute({ roles: STAFF, desk: { answer: DESK_ANSWERS.undoCheckIn } }, async ({ req, audit }) => {
  const { appointmentId } = parse(queueAppointmentSchema, await readJson(req));
  const { token, appointment } = await undoCheckIn(appointmentId);
  await audit({ action: "queue.undo-check-in", target: String(appointment.id), detail: `token ${token} released` });
  return ok({ message: QUEUE_MESSAGES.checkInUndone(token), token } satisfies UndoCheckInAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
