import { adminRoute, otherMethods } from "@/lib/server/api";
import { removeClosure } from "@/lib/server/domain/closures";
import { ok } from "@/lib/server/http";
import type { ClosureRemovedAnswer } from "@/lib/shared/api/calendar";
import { closureSpanLabel } from "@/lib/shared/calendar";
import { CALENDAR_MESSAGES, closureIdParams } from "@/lib/shared/validation/calendar";
import { STAFF } from "@/lib/shared/roles";

/** Admin: removes a closure; its slots can be booked again. */
export const DELETE = adminRoute({ roles: STAFF, params: closureIdParams }, async ({ params, audit }) => {
  const closure = await removeClosure(params.id);
  await audit({
    action: "closure.remove",
    target: String(closure.id),
    detail: closureSpanLabel(closure),
  });
  return ok({ message: CALENDAR_MESSAGES.closureRemoved, closure } satisfies ClosureRemovedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
