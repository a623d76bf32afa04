import { otherMethods, route } from "@/lib/server/api";
import { clientNetwork } from "@/lib/server/client-network";
import { requestPhoneCode } from "@/lib/server/domain/phone-codes";
import { clientIp, ok, parse, readJson } from "@/lib/server/http";
import { phoneCodeLimiter } from "@/lib/server/rate-limit";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { PHONE_CODE_SENT_MESSAGE, phoneCodeRequestSchema } from "@/lib/shared/validation/phone-codes";

/**
 * Public: a 6-digit code by SMS to a phone (FEATURES.md §15), to book past the anonymous web
 * budget or to sign in to My appointments. Always the same 200, whether a code was sent or not
 * (lib/server/domain/phone-codes.ts says when it is); 400 for a malformed body, 429 past the
 * per-address and per-network request limits.
 */
export const POST = route({ limiter: phoneCodeLimiter }, async ({ req }) => {
  const request = parse(phoneCodeRequestSchema, await readJson(req));
  await requestPhoneCode(request, clientNetwork(clientIp(req)));
  return ok({ message: PHONE_CODE_SENT_MESSAGE } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
