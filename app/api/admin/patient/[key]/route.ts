import { adminRoute, otherMethods } from "@/lib/server/api";
import { ok, parse, readJson } from "@/lib/server/http";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { getPatientProfile } from "@/lib/server/domain/patient-profile";
import { deletePatient } from "@/lib/server/domain/patient-deletion";
import { toPatientListItem, updatePatient } from "@/lib/server/domain/patients";
import type { PatientDeletedAnswer, PatientProfileAnswer, PatientUpdatedAnswer } from "@/lib/shared/api/patients";
import {
  PATIENT_MESSAGES,
  patientIdParams,
  patientKeyParams,
  patientUpdateSchema,
} from "@/lib/shared/validation/patients";
import { CLINICAL, STAFF } from "@/lib/shared/roles";

/**
 * The Patient Profile by patient ID, email or phone (DESIGN §2; a shared phone is 409 with
 * candidates); the desk's without notes and reports (FEATURES.md §9). Each visit goes into the
 * patient's access log.
 */
export const GET = adminRoute({ roles: STAFF, params: patientKeyParams }, async ({ params, admin }) => {
  const clinical = CLINICAL.includes(admin.role);
  const patient = await getPatientProfile(params.key, { clinical });
  await recordPatientView({
    actor: admin.username,
    ip: admin.ip,
    patientId: patient.id,
    what: clinical ? "profile, notes, reports" : "profile",
  });
  return ok({ patient } satisfies PatientProfileAnswer);
});

/**
 * Deletes a patient (by ID) with appointments, notes, reports and their files, visits, lab
 * results, the clinical summary, prescriptions and contact history: the erasure of FEATURES.md §7, recorded as a done request in the rights log. Bills stay
 * in the clinic's books without the name (FEATURES.md §12). The
 * audit line says that it happened and when, never what the record held.
 */
export const DELETE = adminRoute(
  { roles: CLINICAL, params: patientIdParams },
  async ({ params: { key: id }, admin, audit }) => {
    const deleted = await deletePatient(id, admin.username);
    const { removed } = deleted;
    await audit({
      action: "patient.delete",
      target: String(id),
      detail:
        `${removed.appointments} appointments, ${removed.notes} notes, ${removed.reports} reports, ${removed.contacts} contacts, ` +
        `${removed.visits} visits, ${removed.labs} lab results, ${removed.clinicalSummaries} clinical summaries, ` +
        `${removed.prescriptions} prescriptions; ${deleted.billsKept} bill${deleted.billsKept === 1 ? "" : "s"} kept without the name`,
    });
    return ok({ message: PATIENT_MESSAGES.deleted, deleted } satisfies PatientDeletedAnswer);
  },
);

/**
 * Corrects a patient's details (by ID): any of name, email, phone, age, sex, address,
 * occupation under the Add New Patient rules; 409 when the email (or name and phone) is another patient's.
 */
export const PATCH = adminRoute(
  { roles: STAFF, params: patientIdParams },
  async ({ req, params: { key: id }, audit }) => {
    const changes = parse(patientUpdateSchema, await readJson(req));
    const patient = await updatePatient(id, changes);
    await audit({ action: "patient.update", target: String(id), detail: Object.keys(changes).join(", ") });
    return ok({
      message: PATIENT_MESSAGES.updated,
      patient: toPatientListItem(patient),
    } satisfies PatientUpdatedAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT } = otherMethods("GET", "PATCH", "DELETE");
