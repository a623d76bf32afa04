import { adminRoute, otherMethods } from "@/lib/server/api";
import { setWhatsappConsent } from "@/lib/server/domain/consent";
import { ok, parse, readJson } from "@/lib/server/http";
import type { ConsentAnswer } from "@/lib/shared/api/privacy";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { consentBodySchema, PRIVACY_MESSAGES } from "@/lib/shared/validation/privacy";
import { STAFF } from "@/lib/shared/roles";

/**
 * The patient's WhatsApp choice told at the desk (FEATURES.md §7): `{whatsapp: false}`
 * withdraws it (their waiting WhatsApp messages dropped, the withdrawal logged as a done
 * request), `{whatsapp: true}` records it given. Answers the profile's consent.
 */
export const POST = adminRoute(
  { roles: STAFF, params: patientIdParams },
  async ({ req, params: { key: id }, admin, audit }) => {
    const { whatsapp } = parse(consentBodySchema, await readJson(req));
    const consent = await setWhatsappConsent(id, whatsapp, admin.username);
    await audit({ action: "consent.whatsapp", target: String(id), detail: whatsapp ? "given" : "withdrawn" });
    return ok({
      message: whatsapp ? PRIVACY_MESSAGES.consentGiven : PRIVACY_MESSAGES.consentWithdrawn,
      consent,
    } satisfies ConsentAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
