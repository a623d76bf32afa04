import { adminRoute, otherMethods } from "@/lib/server/api";
import { patientAccessLog } from "@/lib/server/domain/patient-access";
import { findPatientByKey } from "@/lib/server/domain/patients";
import { ok } from "@/lib/server/http";
import type { AccessLogAnswer } from "@/lib/shared/api/patients";
import { OWNER } from "@/lib/shared/roles";
import { patientIdParams } from "@/lib/shared/validation/patients";

/** Who opened this patient's record, and what, newest first (FEATURES.md §9); the owner's. 404 unknown patient. */
export const GET = adminRoute({ roles: OWNER, params: patientIdParams }, async ({ params: { key: id } }) => {
  await findPatientByKey(String(id));
  return ok({ entries: await patientAccessLog(id) } satisfies AccessLogAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
