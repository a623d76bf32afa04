import { adminRoute, otherMethods } from "@/lib/server/api";
import { toListRecords } from "@/lib/server/domain/appointment-list";
import { addClosure, listClosures } from "@/lib/server/domain/closures";
import { ok, parse, readJson } from "@/lib/server/http";
import type { ClosureAdded, ClosuresAnswer } from "@/lib/shared/api/calendar";
import { closureSpanLabel } from "@/lib/shared/calendar";
import { CALENDAR_MESSAGES, closureSchema } from "@/lib/shared/validation/calendar";
import { STAFF } from "@/lib/shared/roles";

/** Admin: the closures that have not ended, earliest first (FEATURES.md §2). */
export const GET = adminRoute({ roles: STAFF }, async () =>
  ok({ closures: await listClosures() } satisfies ClosuresAnswer),
);

/**
 * Admin: closes the clinic for whole days or part of one evening; 201 with the pending
 * appointments inside it (`affected`), which stay booked for the desk to move or cancel,
 * and, with `notify: true`, how many messages asking them to choose another time were queued.
 */
export const POST = adminRoute({ roles: STAFF }, async ({ req, admin, audit }) => {
  const input = parse(closureSchema, await readJson(req));
  const { closure, affected, notified } = await addClosure(input, admin.username);
  await audit({
    action: "closure.add",
    target: String(closure.id),
    detail: `${closureSpanLabel(closure)}: ${affected.length} appointments inside${input.notify ? `, ${notified} messages queued` : ""}`,
  });
  return ok(
    {
      message: CALENDAR_MESSAGES.closureAdded,
      closure,
      affected: await toListRecords(affected),
      notified,
    } satisfies ClosureAdded,
    201,
  );
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
