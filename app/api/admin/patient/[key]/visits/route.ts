import { adminRoute, otherMethods } from "@/lib/server/api";
import { findPatientByKey } from "@/lib/server/domain/patients";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { patientVisits, toVisitRecords } from "@/lib/server/domain/consult/visits";
import { ok } from "@/lib/server/http";
import type { VisitsAnswer } from "@/lib/shared/api/consult";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { CLINICAL } from "@/lib/shared/roles";

/** A patient's visits, newest first (FEATURES.md §10). */
export const GET = adminRoute({ roles: CLINICAL, params: patientIdParams }, async ({ params, admin }) => {
  const patient = await findPatientByKey(String(params.key));
  await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: patient.id, what: "visits" });
  return ok({ visits: await toVisitRecords(await patientVisits(patient.id)) } satisfies Omit<VisitsAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
