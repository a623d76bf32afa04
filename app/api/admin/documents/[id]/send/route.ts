import { adminRoute, otherMethods } from "@/lib/server/api";
import { sendDocument } from "@/lib/server/domain/documents/send";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { STAFF } from "@/lib/shared/roles";
import { DOCUMENT_MESSAGES, documentIdParams, documentSendSchema } from "@/lib/shared/validation/documents";

/**
 * Sends a letter or certificate to its patient (FEATURES.md §14) `{channel: "whatsapp" |
 * "email" | "sms"}`, through the outbox as kind `document`, as a finalised prescription is
 * sent: WhatsApp without the patient's consent → 409 `no_whatsapp_consent`; no e-mail → 409
 * `no_email`; no number → 409 `no_phone`; SMS stopped → 409 `sms_stopped`; a channel not set up
 * → 409 `channel_not_configured`.
 */
export const POST = adminRoute({ roles: STAFF, params: documentIdParams }, async ({ req, params, admin, audit }) => {
  const { channel } = parse(documentSendSchema, await readJson(req));
  const doc = await sendDocument(params.id, channel);
  await recordPatientView({
    actor: admin.username,
    ip: admin.ip,
    patientId: doc.patientId,
    what: "letter sent",
    detail: `${doc.number} by ${channel}`,
  });
  // which one and how, never what it says
  await audit({ action: "document.send", target: String(doc.id), detail: `${doc.number} by ${channel}` });
  return ok({ message: DOCUMENT_MESSAGES.queued } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
