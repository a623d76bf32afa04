import { adminRoute } from "@/lib/server/api";
import { toAppointmentRecord } from "@/lib/server/domain/appointments";
import { addWalkIn } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { QUEUE_MESSAGES, walkInSchema } from "@/lib/shared/validation/queue";

/** Admin (the desk's): a walk-in `{name, phone, age, sex, serviceRequired?}` — a token tonight, no slot taken. */
export const POST = adminRoute({ desk: true }, async ({ req, audit }) => {
  const input = parse(walkInSchema, await readJson(req), PATIENT_MESSAGES.addFailed);
  const { token, appointment } = await addWalkIn(input);
  await audit({ action: "queue.walk-in", target: String(appointment.id), detail: `token ${token}` });
  return ok({ message: QUEUE_MESSAGES.walkIn(token), token, appointment: toAppointmentRecord(appointment) }, 201);
});
