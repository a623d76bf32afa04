import { adminRoute, otherMethods } from "@/lib/server/api";
import { saveDraft, toPrescriptionRecord } from "@/lib/server/domain/prescriptions/prescriptions";
import { ok, parse, readJson } from "@/lib/server/http";
import type { PrescriptionSavedAnswer } from "@/lib/shared/api/prescriptions";
import { visitIdParams } from "@/lib/shared/validation/consult";
import { PRESCRIPTION_MESSAGES, prescriptionSchema } from "@/lib/shared/validation/prescriptions";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * The visit's prescription draft, written whole (FEATURES.md §11): `{items, investigations?,
 * advice?, followUp?}` → 200 with the draft and its warnings (never blocking). Invalid → 400
 * naming the item and field (`items.1.dose`). After a finalised version, a new version starts.
 */
export const PUT = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ req, params, admin, audit }) => {
  const draft = await saveDraft(params.id, parse(prescriptionSchema, await readJson(req, 64 * 1024)), admin.id);
  await audit({
    action: "prescription.save",
    target: String(draft.id),
    detail: `visit ${draft.visitId}, version ${draft.version}`,
  });
  return ok({
    message: PRESCRIPTION_MESSAGES.saved,
    prescription: await toPrescriptionRecord(draft),
  } satisfies PrescriptionSavedAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PATCH, DELETE } = otherMethods("PUT");
