import { adminRoute, otherMethods } from "@/lib/server/api";
import { remindRecall } from "@/lib/server/domain/recalls";
import { ok, parse, readJson } from "@/lib/server/http";
import type { RecallAnswer } from "@/lib/shared/api/recalls";
import { STAFF } from "@/lib/shared/roles";
import { RECALL_MESSAGES, recallIdParams, recallRemindSchema } from "@/lib/shared/validation/recalls";

/**
 * Reminds the patient of a follow-up (FEATURES.md §14) `{channel: whatsapp|sms|email}` through
 * the outbox: the month and the booking link, in their language. No consent for the channel,
 * no address, a channel not set up or a follow-up already booked or closed → 409 with a code.
 */
export const POST = adminRoute({ roles: STAFF, params: recallIdParams }, async ({ req, params, audit }) => {
  const { channel } = parse(recallRemindSchema, await readJson(req));
  const recall = await remindRecall(params.id, channel);
  await audit({ action: "recall.remind", target: String(params.id), detail: channel });
  return ok({ recall, message: RECALL_MESSAGES.reminded } satisfies Omit<RecallAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
