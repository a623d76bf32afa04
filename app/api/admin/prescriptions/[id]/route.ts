import { adminRoute, otherMethods } from "@/lib/server/api";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { getPrescription, toPrescriptionRecord } from "@/lib/server/domain/prescriptions/prescriptions";
import { HttpError, ok } from "@/lib/server/http";
import type { PrescriptionAnswer } from "@/lib/shared/api/prescriptions";
import { CLINICAL, STAFF } from "@/lib/shared/roles";
import { PRESCRIPTION_MESSAGES, prescriptionIdParams } from "@/lib/shared/validation/prescriptions";

/**
 * One prescription (FEATURES.md §11, §13): `{prescription}` with its `documentHash`, the
 * SHA-256 of the content frozen at finalising. Roles as its PDF's: the desk may read a
 * finalised one, a draft is the doctor's (403). Each read goes into the access log.
 */
export const GET = adminRoute({ roles: STAFF, params: prescriptionIdParams }, async ({ params, admin }) => {
  const p = await getPrescription(params.id);
  if (p.status !== "final" && !CLINICAL.includes(admin.role))
    throw new HttpError(403, PRESCRIPTION_MESSAGES.draftForDesk);
  await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: p.patientId, what: "prescription" });
  return ok({ prescription: await toPrescriptionRecord(p) } satisfies PrescriptionAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
