import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { clientIp, ok, parse } from "@/lib/server/http";
import { listPatients } from "@/lib/server/domain/patients";
import { patientListQueryInput, patientListQuerySchema } from "@/lib/shared/validation/patients";

/**
 * The Patients Database list (SPEC §7): `?search=` (an ID, part of a name or email, or phone
 * digits), `page`/`pageSize` (50 by default); `export=csv` answers every match for the
 * Download CSV button and is written to the audit log.
 */
export const GET = adminRoute(async (req, _ctx, admin) => {
  const query = parse(patientListQuerySchema, patientListQueryInput(new URL(req.url).searchParams));
  const list = await listPatients(query);
  if (query.exported) {
    await audit({ actor: admin.username, action: "patients.export", target: query.search || "all", ip: clientIp(req), detail: `${list.total} patients` });
  }
  return ok({ ...list });
});
