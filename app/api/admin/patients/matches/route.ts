import { adminRoute, otherMethods } from "@/lib/server/api";
import { findPatientMatches, patientsOn } from "@/lib/server/domain/patient-duplicates";
import { todayIst } from "@/lib/shared/clinic-time";
import { now } from "@/lib/shared/clock";
import { ok } from "@/lib/server/http";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import type { PatientMatchesAnswer } from "@/lib/shared/api/patients";
import { patientMatchesQuerySchema, toPatientId } from "@/lib/shared/validation/patients";
import { STAFF } from "@/lib/shared/roles";

/**
 * The patients a name and/or phone being typed at the desk may already be (issue 29): same
 * phone first, then the same name however it is written. `except`: a patient ID left out
 * (the record being merged into). In desk scope, only tonight's patients are looked among.
 */
export const GET = adminRoute(
  // the walk-in dialog asks it on the Tonight screen, also past the idle limit in desk mode
  { roles: STAFF, searchParams: patientMatchesQuerySchema, desk: { answer: DESK_ANSWERS.matches } },
  async ({ searchParams: { name, phone, except }, admin }) => {
    // desk scope (the unattended desk, issue 41 G10): only among tonight's patients
    const among = admin.deskScope ? await patientsOn(todayIst(now())) : undefined;
    const matches = await findPatientMatches({ name, phone }, toPatientId(except) ?? undefined, among);
    return ok({ matches } satisfies PatientMatchesAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
