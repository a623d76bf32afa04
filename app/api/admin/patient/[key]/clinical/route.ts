import { adminRoute, otherMethods } from "@/lib/server/api";
import { setClinicalSummary } from "@/lib/server/domain/consult/clinical";
import { ok, parse, readJson } from "@/lib/server/http";
import type { ClinicalAnswer } from "@/lib/shared/api/consult";
import { clinicalSummarySchema, CONSULT_MESSAGES } from "@/lib/shared/validation/consult";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * The clinical summary at the top of every chart (FEATURES.md §10): `{allergies, problems,
 * currentMedicines?, risk?}` → 200. Audited by which patient, never what it says.
 */
export const PATCH = adminRoute({ roles: CLINICAL, params: patientIdParams }, async ({ req, params, admin, audit }) => {
  const clinical = await setClinicalSummary(params.key, parse(clinicalSummarySchema, await readJson(req)), admin.id);
  await audit({ action: "clinical.update", target: String(params.key) });
  return ok({ message: CONSULT_MESSAGES.clinicalSaved, clinical } satisfies Omit<ClinicalAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, DELETE } = otherMethods("PATCH");
