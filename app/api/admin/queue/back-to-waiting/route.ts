import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { backToWaiting } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import type { BackToWaitingAnswer } from "@/lib/shared/api/queue";
import { QUEUE_MESSAGES, queueAppointmentSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/** Admin (the desk's): the patient with the doctor, `{appointmentId}`, goes back to waiting with their token. */
export const POST = adminRoute(
  { roles: STAFF, desk: { answer: DESK_ANSWERS.backToWaiting } },
  async ({ req, audit }) => {
    const { appointmentId } = parse(queueAppointmentSchema, await readJson(req));
    const { appointment, ahead } = await backToWaiting(appointmentId);
    await audit({
      action: "queue.back-to-waiting",
      target: String(appointment.id),
      detail: `token ${appointment.token}`,
    });
    return ok({
      message: QUEUE_MESSAGES.backToWaiting(appointment.token, ahead),
      token: appointment.token,
    } satisfies BackToWaitingAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
