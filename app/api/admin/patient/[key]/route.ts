import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { badRequest, clientIp, ok, parse } from "@/lib/server/http";
import { deletePatient, getPatientProfile } from "@/lib/server/domain/patients";
import { PATIENT_MESSAGES, patientKeyParam, toPatientId } from "@/lib/shared/validation/patients";

type Ctx = { params: Promise<{ key: string }> };

/** The Patient Profile by patient ID, email or phone (DESIGN §2; a shared phone is 409 with candidates). */
export const GET = adminRoute<Ctx>(async (_req, ctx) => {
  const key = parse(patientKeyParam, (await ctx.params).key);
  return ok({ patient: await getPatientProfile(key) });
});

/** Deletes a patient (by ID) with appointments, notes, reports and their files, and contact history. */
export const DELETE = adminRoute<Ctx>(async (req, ctx, admin) => {
  const id = toPatientId((await ctx.params).key);
  if (id === null) throw badRequest(PATIENT_MESSAGES.badId);
  const deleted = await deletePatient(id);
  const { removed } = deleted;
  await audit({
    actor: admin.username,
    action: "patient.delete",
    target: String(id),
    ip: clientIp(req),
    detail: `${removed.appointments} appointments, ${removed.notes} notes, ${removed.reports} reports, ${removed.contacts} contacts`,
  });
  return ok({ message: PATIENT_MESSAGES.deleted, deleted });
});
