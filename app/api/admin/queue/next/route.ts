import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { callAnswer, callNext } from "@/lib/server/domain/queue";
import { ok, parse, readOptionalJson } from "@/lib/server/http";
import type { CallNextAnswer } from "@/lib/shared/api/queue";
import { queueNextSchema } from "@/lib/shared/validation/queue";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin (the desk's): Next — the patient with the doctor is done and the earliest waiting
 * one goes in. `{current}` (optional): who the desk's screen shows in; when the queue moved
 * on meanwhile nothing changes and the answer is who is in now.
 */
export const POST = adminRoute({ roles: STAFF, desk: { answer: DESK_ANSWERS.next } }, async ({ req, audit }) => {
  const { current: expected } = parse(queueNextSchema, await readOptionalJson(req));
  const { current, changed } = await callNext(expected);
  if (changed)
    await audit({
      action: "queue.next",
      target: current ? String(current.appointmentId) : null,
      detail: current ? `token ${current.token}` : "nobody waiting",
    });
  return ok(callAnswer({ current, changed }) satisfies CallNextAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
