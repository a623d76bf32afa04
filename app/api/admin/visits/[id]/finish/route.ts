import { adminRoute, otherMethods } from "@/lib/server/api";
import { finishVisit, toVisitRecord } from "@/lib/server/domain/consult/visits";
import { ok } from "@/lib/server/http";
import type { VisitAnswer } from "@/lib/shared/api/consult";
import { CONSULT_MESSAGES, visitIdParams } from "@/lib/shared/validation/consult";
import { CLINICAL } from "@/lib/shared/roles";

/** Finishes a visit (FEATURES.md §10): read-only from now on; a second finish → 409. */
export const POST = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ params, audit }) => {
  const visit = await finishVisit(params.id);
  await audit({ action: "visit.finish", target: String(visit.id), detail: `patient ${visit.patientId}` });
  return ok({ message: CONSULT_MESSAGES.finishedOk, visit: await toVisitRecord(visit) } satisfies Omit<
    VisitAnswer,
    "success"
  >);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
