import { adminRoute, otherMethods } from "@/lib/server/api";
import { getChart } from "@/lib/server/domain/consult/chart";
import { chartFor, requireTonightPatient } from "@/lib/server/domain/consult/tonight";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { ok } from "@/lib/server/http";
import type { ChartAnswer } from "@/lib/shared/api/consult";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { VITALS } from "@/lib/shared/roles";

/**
 * The doctor's chart in one call (FEATURES.md §10, docs/api.md): the patient, the clinical
 * summary, every visit, the flowsheet, the labs and the reports. Goes into the access log. The assistant's
 * (tonight's patients only): the summary, flowsheet and labs, and tonight's visit's vitals.
 */
export const GET = adminRoute({ roles: VITALS, params: patientIdParams }, async ({ params, admin }) => {
  await requireTonightPatient(admin.role, params.key);
  const chart = chartFor(admin.role, await getChart(params.key));
  await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: chart.patient.id, what: "chart" });
  return ok({ chart } satisfies Omit<ChartAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
