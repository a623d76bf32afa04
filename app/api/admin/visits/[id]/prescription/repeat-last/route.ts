import { adminRoute, otherMethods } from "@/lib/server/api";
import { repeatLast, toPrescriptionRecord } from "@/lib/server/domain/prescriptions/prescriptions";
import { ok } from "@/lib/server/http";
import type { PrescriptionSavedAnswer } from "@/lib/shared/api/prescriptions";
import { visitIdParams } from "@/lib/shared/validation/consult";
import { PRESCRIPTION_MESSAGES } from "@/lib/shared/validation/prescriptions";
import { CLINICAL } from "@/lib/shared/roles";

/** The patient's last finalised prescription as this visit's draft (FEATURES.md §11); none → 409. */
export const POST = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ params, admin, audit }) => {
  const draft = await repeatLast(params.id, admin.id);
  await audit({ action: "prescription.save", target: String(draft.id), detail: `visit ${draft.visitId}: repeat last` });
  return ok({
    message: PRESCRIPTION_MESSAGES.saved,
    prescription: await toPrescriptionRecord(draft),
  } satisfies PrescriptionSavedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
