import { adminRoute, otherMethods } from "@/lib/server/api";
import { requireTonightPatient } from "@/lib/server/domain/consult/tonight";
import { openVisit, toVisitRecord } from "@/lib/server/domain/consult/visits";
import { ok, parse, readJson } from "@/lib/server/http";
import type { VisitAnswer } from "@/lib/shared/api/consult";
import { visitCreateSchema } from "@/lib/shared/validation/consult";
import { VITALS } from "@/lib/shared/roles";

/**
 * Opens a visit (FEATURES.md §10): `{patientId, appointmentId?}` → 201 with the new visit, or
 * 200 with the one the appointment already has (never two). The assistant opens tonight's
 * patients' visits only (403), to record their vitals.
 */
export const POST = adminRoute({ roles: VITALS }, async ({ req, admin, audit }) => {
  const input = parse(visitCreateSchema, await readJson(req));
  await requireTonightPatient(admin.role, input.patientId);
  const { visit, created } = await openVisit(input, admin.id);
  if (created)
    await audit({
      action: "visit.create",
      target: String(visit.id),
      detail: `patient ${visit.patientId}${visit.appointmentId ? `, appointment ${visit.appointmentId}` : ""}`,
    });
  return ok({ visit: await toVisitRecord(visit) } satisfies Omit<VisitAnswer, "success">, created ? 201 : 200);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
