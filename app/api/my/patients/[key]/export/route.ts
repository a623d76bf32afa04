import { Readable } from "node:stream";
import { otherMethods, route } from "@/lib/server/api";
import { ownPatient } from "@/lib/server/domain/my/overview";
import { requirePatientPhone } from "@/lib/server/domain/my/session";
import { exportPatient } from "@/lib/server/domain/patient-export";
import { downloadHeaders } from "@/lib/server/http";
import { patientIdParams } from "@/lib/shared/validation/patients";

/** The actor the rights log records for a patient's own requests on My appointments. */
const PATIENT_ACTOR = "patient (My appointments)";

/**
 * "Download my data" (FEATURES.md §7, §15): the same DPDP export as the clinic's, for a patient
 * of the signed-in phone, recorded as a fulfilled access request. A POST: it writes. 401 without
 * a session, 404 for any other patient.
 */
export const POST = route({ params: patientIdParams }, async ({ req, params }) => {
  const id = await ownPatient(await requirePatientPhone(req), params.key);
  const { fileName, stream } = await exportPatient(id, PATIENT_ACTOR);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: downloadHeaders(fileName, "application/zip"),
  });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
