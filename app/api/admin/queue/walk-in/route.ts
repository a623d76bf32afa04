import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { toAppointmentRecord } from "@/lib/server/domain/appointments";
import { addWalkIn } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import type { WalkInAnswer } from "@/lib/shared/api/queue";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { QUEUE_MESSAGES, walkInSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin (the desk's): a walk-in `{name, phone, age, sex, serviceRequired?, language, whatsapp}`
 * — a token tonight, no slot taken; the language and WhatsApp answers the desk asked, recorded
 * with who asked (400 naming the field when either is missing).
 */
export const POST = adminRoute(
  { roles: STAFF, desk: { answer: DESK_ANSWERS.walkIn } },
  async ({ req, admin, audit }) => {
    const input = parse(walkInSchema, await readJson(req), PATIENT_MESSAGES.addFailed);
    const { token, appointment } = await addWalkIn(input, admin.username);
    await audit({ action: "queue.walk-in", target: String(appointment.id), detail: `token ${token}` });
    return ok(
      {
        message: QUEUE_MESSAGES.walkIn(token),
        token,
        appointment: toAppointmentRecord(appointment),
      } satisfies WalkInAnswer,
      201,
    );
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
