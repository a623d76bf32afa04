import { adminRoute, otherMethods } from "@/lib/server/api";
import { mergeDetail, undoMerge } from "@/lib/server/domain/patient-merge";
import { ok, parse, readJson } from "@/lib/server/http";
import type { PatientMergeUndoAnswer } from "@/lib/shared/api/patients";
import { PATIENT_MESSAGES, patientMergeUndoSchema } from "@/lib/shared/validation/patients";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * Undoes a merge (issue 41 G2): `{mergeId}` — within 30 days the rows that moved go back to
 * the merged record, which is shown again (lib/server/domain/patient-merge.ts, undoMerge).
 * 409 `merge_undone` the second time, 409 `merge_undo_expired` after 30 days. The doctor's and
 * the owner's, as the merge is; audited with what moved back.
 */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, admin, audit }) => {
  const { mergeId } = parse(patientMergeUndoSchema, await readJson(req));
  const { keepId, mergedId, movedBack } = await undoMerge(mergeId, admin.username);
  const detail = `moved back to ${mergeDetail(mergedId, movedBack)}`;
  await audit({ action: "patient.merge_undo", target: String(keepId), detail });
  return ok({
    message: PATIENT_MESSAGES.mergeUndone(mergedId),
    keepId,
    mergedId,
    detail,
  } satisfies PatientMergeUndoAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
