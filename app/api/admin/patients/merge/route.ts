import { adminRoute, otherMethods } from "@/lib/server/api";
import { mergeDetail, mergePatients, mergePreview } from "@/lib/server/domain/patient-merge";
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
 * `mergeId` moves to `keepId` and `mergeId` is hidden, undoable for 30 days (./undo; lib/server/domain/patient-merge.ts).
 * Audited with what moved; the kept record's profile shows it. The doctor's and the owner's only
 * (issue 40): a merge moves clinical records. Only records that match as duplicates (the same
 * phone, or the same name however written): other two → 409 `not_duplicates`, unless the owner
 * gives a `reason` (issue 41 G2).
 */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, admin, audit }) => {
  const { keepId, mergeId, reason } = parse(patientMergeSchema, await readJson(req));
  const { patient, moved, mergeRowId } = await mergePatients(
    keepId,
    mergeId,
    { reason, byOwner: admin.role === "owner" },
    admin.username,
  );
  const detail = mergeDetail(mergeId, moved) + (reason ? `; not matching, merged by the owner: ${reason}` : "");
  await audit({ action: "patient.merge", target: String(keepId), detail });
  return ok({
    message: PATIENT_MESSAGES.merged(mergeId),
    patient: toPatientListItem(patient),
    detail,
    mergeId: mergeRowId,
  } satisfies PatientMergeAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
