import { adminRoute, otherMethods } from "@/lib/server/api";
import { listPatients } from "@/lib/server/domain/patient-search";
import { ok } from "@/lib/server/http";
import type { PatientsListAnswer } from "@/lib/shared/api/patients";
import { patientListQuerySchema } from "@/lib/shared/validation/patients";
import { STAFF } from "@/lib/shared/roles";

/**
 * The Patients Database list (SPEC §7): `?search=` (an ID, part of a name or email, or phone
 * digits), `page`/`pageSize` (50 by default); `export=csv` answers every match for the
 * Download CSV button and is written to the audit log: that it happened, whether a search
 * narrowed it and how many rows — never the search itself, which is a name or a phone that
 * would outlive the patient's erasure (docs/decisions/018).
 */
export const GET = adminRoute(
  { roles: STAFF, searchParams: patientListQuerySchema },
  async ({ searchParams: query, audit }) => {
    const list = await listPatients(query);
    if (query.exported)
      await audit({
        action: "patients.export",
        target: query.search ? "search" : "all",
        detail: `${list.total} patients`,
      });
    return ok({ ...list } satisfies PatientsListAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
