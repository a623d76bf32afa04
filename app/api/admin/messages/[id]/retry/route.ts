import { adminRoute } from "@/lib/server/api";
import { ok } from "@/lib/server/http";
import { retryMessage } from "@/lib/server/messages/outbox";
import { MESSAGE_MESSAGES, messageIdParams } from "@/lib/shared/validation/messages";

/** Admin: a failed message is queued again (FEATURES.md §4); 404 when there is none, 409 unless failed. */
export const POST = adminRoute({ params: messageIdParams }, async ({ params, audit }) => {
  await retryMessage(params.id);
  await audit({ action: "message.retry", target: String(params.id) });
  return ok({ message: MESSAGE_MESSAGES.retried });
});
