import { otherMethods, route } from "@/lib/server/api";
import { setConsent } from "@/lib/server/domain/consent";
import { ownPatient } from "@/lib/server/domain/my/overview";
import { requirePatientPhone } from "@/lib/server/domain/my/session";
import { ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { MY_MESSAGES, myConsentSchema } from "@/lib/shared/validation/my";
import { patientIdParams } from "@/lib/shared/validation/patients";

/**
 * A patient withdraws WhatsApp or SMS messages themselves (FEATURES.md §7, §15), through the same
 * consent code as the desk's (waiting WhatsApp messages dropped, the rights log). 401 without a
 * session, 404 for a patient of another phone.
 */
export const POST = route({ params: patientIdParams }, async ({ req, params }) => {
  const id = await ownPatient(await requirePatientPhone(req), params.key);
  const channel = "sms" in parse(myConsentSchema, await readJson(req)) ? "sms" : "whatsapp";
  await setConsent(id, channel, false, "patient (My appointments)", "patient");
  return ok({ message: channel === "sms" ? MY_MESSAGES.smsStopped : MY_MESSAGES.withdrawn } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
