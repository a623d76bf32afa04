import { adminRoute, otherMethods } from "@/lib/server/api";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { sendPrescription } from "@/lib/server/domain/prescriptions/send";
import { ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { CLINICAL, STAFF } from "@/lib/shared/roles";
import { PRESCRIPTION_MESSAGES, prescriptionIdParams, sendSchema } from "@/lib/shared/validation/prescriptions";

/**
 * Sends a finalised prescription to its patient (FEATURES.md §11) `{channel: "whatsapp" |
 * "email"}`, through the outbox: the desk may, as it may print one. A draft → 403 for the
 * desk, 409 for the doctor; WhatsApp without the patient's consent → 409
 * `no_whatsapp_consent`; no e-mail, no WhatsApp number or a channel not set up → 409.
 */
export const POST = adminRoute(
  { roles: STAFF, params: prescriptionIdParams },
  async ({ req, params, admin, audit }) => {
    const { channel } = parse(sendSchema, await readJson(req));
    const p = await sendPrescription(params.id, channel, { clinical: CLINICAL.includes(admin.role) });
    await recordPatientView({
      actor: admin.username,
      ip: admin.ip,
      patientId: p.patientId,
      what: "prescription sent",
      detail: `${p.number} by ${channel}`,
    });
    // which one and how, never what it says
    await audit({ action: "prescription.send", target: String(p.id), detail: `${p.number} by ${channel}` });
    return ok({ message: PRESCRIPTION_MESSAGES.queued } satisfies MessageAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
