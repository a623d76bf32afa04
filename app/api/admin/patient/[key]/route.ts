import { adminRoute } from "@/lib/server/api";
import { ok } from "@/lib/server/http";
import { getPatientProfile } from "@/lib/server/domain/patient-profile";
import { deletePatient } from "@/lib/server/domain/patients";
import { PATIENT_MESSAGES, patientIdParams, patientKeyParams } from "@/lib/shared/validation/patients";

/** The Patient Profile by patient ID, email or phone (DESIGN §2; a shared phone is 409 with candidates). */
export const GET = adminRoute({ params: patientKeyParams }, async ({ params }) =>
  ok({ patient: await getPatientProfile(params.key) }),
);

/** Deletes a patient (by ID) with appointments, notes, reports and their files, and contact history. */
export const DELETE = adminRoute({ params: patientIdParams }, async ({ params: { key: id }, audit }) => {
  const deleted = await deletePatient(id);
  const { removed } = deleted;
  await audit({
    action: "patient.delete",
    target: String(id),
    detail: `${removed.appointments} appointments, ${removed.notes} notes, ${removed.reports} reports, ${removed.contacts} contacts`,
  });
  return ok({ message: PATIENT_MESSAGES.deleted, deleted });
});
