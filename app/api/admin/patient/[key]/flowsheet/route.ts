import { adminRoute, otherMethods } from "@/lib/server/api";
import { flowsheet } from "@/lib/server/domain/consult/labs";
import { requireTonightPatient } from "@/lib/server/domain/consult/tonight";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { findPatientByKey } from "@/lib/server/domain/patients";
import { ok } from "@/lib/server/http";
import type { FlowsheetAnswer } from "@/lib/shared/api/consult";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { VITALS } from "@/lib/shared/roles";

/** The flowsheet (FEATURES.md §10): every vital and lab series, oldest first (the assistant: tonight's patients). */
export const GET = adminRoute({ roles: VITALS, params: patientIdParams }, async ({ params, admin }) => {
  const patient = await findPatientByKey(String(params.key));
  await requireTonightPatient(admin.role, patient.id);
  await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: patient.id, what: "flowsheet" });
  return ok({ series: await flowsheet(patient.id) } satisfies Omit<FlowsheetAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
