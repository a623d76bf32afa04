import { adminRoute, otherMethods } from "@/lib/server/api";
import { ok } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { retryFailedMessage } from "@/lib/server/messages/desk";
import { MESSAGE_MESSAGES, messageIdParams } from "@/lib/shared/validation/messages";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: a failed message is queued again (FEATURES.md §4); 404 when there is none, 409 unless
 * failed, or when it is no longer wanted (consent withdrawn, the appointment moved or gone:
 * cancelled, and the answer says why).
 */
export const POST = adminRoute({ roles: STAFF, params: messageIdParams }, async ({ params, audit }) => {
  await retryFailedMessage(params.id);
  await audit({ action: "message.retry", target: String(params.id) });
  return ok({ message: MESSAGE_MESSAGES.retried } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
