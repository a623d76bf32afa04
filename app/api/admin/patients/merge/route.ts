import { adminRoute, otherMethods } from "@/lib/server/api";
import { mergeDetail, mergePatients } from "@/lib/server/domain/patient-duplicates";
import { toPatientListItem } from "@/lib/server/domain/patients";
import { ok, parse, readJson } from "@/lib/server/http";
import type { PatientMergeAnswer } from "@/lib/shared/api/patients";
import { PATIENT_MESSAGES, patientMergeSchema } from "@/lib/shared/validation/patients";
import { STAFF } from "@/lib/shared/roles";

/**
 * Two records of one person become one (issue 29): `{keepId, mergeId}` — everything of
 * `mergeId` moves to `keepId` and `mergeId` is deleted (lib/server/domain/patient-duplicates.ts).
 * Audited; the kept record's profile shows it.
 */
export const POST = adminRoute({ roles: STAFF }, async ({ req, audit }) => {
  const { keepId, mergeId } = parse(patientMergeSchema, await readJson(req));
  const { patient, moved } = await mergePatients(keepId, mergeId);
  const detail = mergeDetail(mergeId, moved);
  await audit({ action: "patient.merge", target: String(keepId), detail });
  return ok({
    message: PATIENT_MESSAGES.merged(mergeId),
    patient: toPatientListItem(patient),
    detail,
  } satisfies PatientMergeAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
