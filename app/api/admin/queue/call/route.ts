import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { callAnswer, callNext } from "@/lib/server/domain/queue";
import { ok, parse, readJson } from "@/lib/server/http";
import type { CallNextAnswer } from "@/lib/shared/api/queue";
import { queueCallSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin (the desk's): call `{appointmentId}` in now, out of token order (the doctor asks for
 * the ECG patient first). As Next: the patient with the doctor is done; `{current}` guards
 * against two presses at once; 409 when the patient is not waiting.
 */
export const POST = adminRoute({ roles: STAFF, desk: { answer: DESK_ANSWERS.next } }, async ({ req, audit }) => {
  const { appointmentId, current: expected } = parse(queueCallSchema, await readJson(req));
  const { current, changed } = await callNext(expected, undefined, appointmentId);
  if (changed && current)
    await audit({
      action: "queue.call",
      target: String(current.appointmentId),
      detail: `token ${current.token}, out of order`,
    });
  return ok(callAnswer({ current, changed }) satisfies CallNextAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
