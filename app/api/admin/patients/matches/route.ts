import { adminRoute, otherMethods } from "@/lib/server/api";
import { findPatientMatches } from "@/lib/server/domain/patient-duplicates";
import { ok } from "@/lib/server/http";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import type { PatientMatchesAnswer } from "@/lib/shared/api/patients";
import { patientMatchesQuerySchema, toPatientId } from "@/lib/shared/validation/patients";
import { STAFF } from "@/lib/shared/roles";

/**
 * The patients a name and/or phone being typed at the desk may already be (issue 29): same
 * phone first, then the same name however it is written. `except`: a patient ID left out
 * (the record being merged into).
 */
export const GET = adminRoute(
  // the walk-in dialog asks it on the Tonight screen, also past the idle limit in desk mode
  { roles: STAFF, searchParams: patientMatchesQuerySchema, desk: { answer: DESK_ANSWERS.matches } },
  async ({ searchParams: { name, phone, except } }) => {
    const matches = await findPatientMatches({ name, phone }, toPatientId(except) ?? undefined);
    return ok({ matches } satisfies PatientMatchesAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
