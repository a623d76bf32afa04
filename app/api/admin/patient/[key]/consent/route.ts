import { adminRoute, otherMethods } from "@/lib/server/api";
import { setSmsConsent, setWhatsappConsent } from "@/lib/server/domain/consent";
import { ok, parse, readJson } from "@/lib/server/http";
import type { ConsentAnswer } from "@/lib/shared/api/privacy";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { consentBodySchema, PRIVACY_MESSAGES } from "@/lib/shared/validation/privacy";
import { STAFF } from "@/lib/shared/roles";

/**
 * The patient's WhatsApp or SMS choice told at the desk (FEATURES.md §7, §15): `{whatsapp: false}`
 * or `{sms: false}` withdraws it (their waiting messages on that channel dropped, the withdrawal
 * logged as a done request), `true` records it given. Answers the profile's consent.
 */
export const POST = adminRoute(
  { roles: STAFF, params: patientIdParams },
  async ({ req, params: { key: id }, admin, audit }) => {
    const body = parse(consentBodySchema, await readJson(req));
    if ("sms" in body) {
      const consent = await setSmsConsent(id, body.sms, admin.username);
      await audit({ action: "consent.sms", target: String(id), detail: body.sms ? "given" : "withdrawn" });
      return ok({
        message: body.sms ? PRIVACY_MESSAGES.smsGiven : PRIVACY_MESSAGES.smsStopped,
        consent,
      } satisfies ConsentAnswer);
    }
    const { whatsapp } = body;
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
