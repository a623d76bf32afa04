import { adminRoute, otherMethods } from "@/lib/server/api";
import { mergeDetail, mergePatients, mergePreview } from "@/lib/server/domain/patient-duplicates";
import { toPatientListItem } from "@/lib/server/domain/patients";
import { ok, parse, readJson } from "@/lib/server/http";
import type { PatientMergeAnswer, PatientMergePreviewAnswer } from "@/lib/shared/api/patients";
import { PATIENT_MESSAGES, patientMergePreviewSchema, patientMergeSchema } from "@/lib/shared/validation/patients";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * What merging would move (issue 40): `?keepId=…&mergeId=…` → both names and the counts of
 * appointments, notes, reports, visits, labs, prescriptions and bills of `mergeId`, for the
 * confirmation. The doctor's and the owner's, as the merge is.
 */
export const GET = adminRoute({ roles: CLINICAL, searchParams: patientMergePreviewSchema }, async ({ searchParams }) =>
  ok((await mergePreview(searchParams.keepId, searchParams.mergeId)) satisfies PatientMergePreviewAnswer),
);

/**
 * Two records of one person become one (issue 29): `{keepId, mergeId}` — everything of
 * `mergeId` moves to `keepId` and `mergeId` is deleted (lib/server/domain/patient-duplicates.ts).
 * Audited; the kept record's profile shows it. The doctor's and the owner's only (issue 40):
 * a merge moves clinical records and cannot be undone.
 */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, audit }) => {
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
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
