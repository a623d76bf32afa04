/**
 * Sends due messages (FEATURES.md §4): claims a batch from the outbox, sends each by its
 * channel, and records the outcome — sent, or tried again later, or failed. One pass per call;
 * the server process calls it on a timer.
 */
import "server-only";
import { now } from "../../shared/clock";
import { log } from "../logger";
import { claimDueMessages, markFailed, markSent } from "./outbox";
import type { Transports } from "./transports";

export const BATCH_SIZE = 20;

/** One pass: answers how many went out and how many failed this time. */
export async function deliverDueMessages(
  transports: Transports,
  limit = BATCH_SIZE,
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDueMessages(limit, now());
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await transports.send(message.channel, message.to, JSON.parse(message.payload));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await markFailed(message.id, text, now());
      log.warn("message: sending failed", {
        id: message.id,
        channel: message.channel,
        kind: message.kind,
        error: text,
      });
      failed++;
      continue;
    }
    // Outside the try: a message that went out is never marked failed (and sent again).
    await markSent(message.id, now());
    sent++;
  }
  return { sent, failed };
}
