import { adminRoute, otherMethods } from "@/lib/server/api";
import { finaliseDraft, toPrescriptionRecord } from "@/lib/server/domain/prescriptions/prescriptions";
import { ok } from "@/lib/server/http";
import type { PrescriptionFinalisedAnswer } from "@/lib/shared/api/prescriptions";
import { visitIdParams } from "@/lib/shared/validation/consult";
import { PRESCRIPTION_MESSAGES } from "@/lib/shared/validation/prescriptions";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * Finalises the visit's draft (FEATURES.md §11): numbered and never changed again → 200
 * `{prescription: {id, number, finalisedAt, warnings, documentHash, …}, followUp}` — `followUp`
 * says whether the follow-up appointment was booked, or why not. Signed by the account calling:
 * without a registration number on it → 409 `registration_required`, nothing numbered. No
 * draft, or already final → 409.
 */
export const POST = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ params, admin, audit }) => {
  const { prescription, followUp } = await finaliseDraft(params.id, admin.id);
  // the frozen content's hash in the audit chain: a later copy can be checked against it (§13)
  await audit({
    action: "prescription.finalise",
    target: String(prescription.id),
    detail: `${prescription.number} sha256:${prescription.documentHash}`,
  });
  return ok({
    message: PRESCRIPTION_MESSAGES.finalised,
    prescription: await toPrescriptionRecord(prescription),
    followUp,
  } satisfies PrescriptionFinalisedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
