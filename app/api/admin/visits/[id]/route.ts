import { adminRoute, otherMethods } from "@/lib/server/api";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { requireVitalsChange } from "@/lib/server/domain/consult/tonight";
import { changedFields, getVisit, toVisitRecord, updateVisit } from "@/lib/server/domain/consult/visits";
import { ok, parse, readJson } from "@/lib/server/http";
import type { VisitAnswer } from "@/lib/shared/api/consult";
import { visitIdParams, visitUpdateSchema } from "@/lib/shared/validation/consult";
import { CLINICAL, VITALS } from "@/lib/shared/roles";

/** A visit with its vitals, notes and addenda (FEATURES.md §10); the read goes into the patient's access log. */
export const GET = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ params, admin }) => {
  const visit = await getVisit(params.id);
  await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: visit.patientId, what: "visit" });
  return ok({ visit: await toVisitRecord(visit) } satisfies Omit<VisitAnswer, "success">);
});

/**
 * Changes an open visit: any of `{vitals, complaints, findings, diagnosis, advice}` (the
 * doctor's screen saves as the doctor types). Out of range → 400 naming the field; a
 * finished visit → 409. Audited with the fields' names only. The assistant: the vitals only,
 * of tonight's patients (403 otherwise).
 */
export const PATCH = adminRoute({ roles: VITALS, params: visitIdParams }, async ({ req, params, admin, audit }) => {
  const changes = parse(visitUpdateSchema, await readJson(req, 64 * 1024));
  await requireVitalsChange(admin.role, await getVisit(params.id), changes);
  const visit = await updateVisit(params.id, changes);
  await audit({ action: "visit.update", target: String(visit.id), detail: changedFields(changes) });
  return ok({ visit: await toVisitRecord(visit) } satisfies Omit<VisitAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, DELETE } = otherMethods("GET", "PATCH");
