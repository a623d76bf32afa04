import { adminRoute, otherMethods } from "@/lib/server/api";
import { addAddendum, toVisitRecord } from "@/lib/server/domain/consult/visits";
import { ok, parse, readJson } from "@/lib/server/http";
import type { VisitAnswer } from "@/lib/shared/api/consult";
import { addendumSchema, CONSULT_MESSAGES, visitIdParams } from "@/lib/shared/validation/consult";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * Adds to a finished visit (FEATURES.md §10): `{text}` → 201 with the visit, the addendum
 * under it with its own author and time, the visit itself unchanged. An open visit → 409.
 */
export const POST = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ req, params, admin, audit }) => {
  const { text } = parse(addendumSchema, await readJson(req, 64 * 1024));
  const visit = await addAddendum(params.id, text, admin.id);
  await audit({ action: "visit.addendum", target: String(visit.id), detail: `patient ${visit.patientId}` });
  return ok(
    { message: CONSULT_MESSAGES.addendumAdded, visit: await toVisitRecord(visit) } satisfies Omit<
      VisitAnswer,
      "success"
    >,
    201,
  );
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
