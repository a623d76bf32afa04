/**
 * Sends due messages (FEATURES.md §4): claims a batch from the outbox, sends each by its
 * channel, and records the outcome — sent, or tried again later, or failed. One pass per call;
 * startMessageWorker calls it on a timer in every server process.
 */
import "server-only";
import { now } from "../../shared/clock";
import { config } from "../config";
import { log } from "../logger";
import { claimDueMessages, markFailed, markSent, markSkipped } from "../outbox/queue";
import { renderMessage } from "./render";
import { offerFreedPlaces } from "../domain/waitlist-offers";
import { transportsFromConfig, type Transports } from "../outbox/transports";

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
    // an SMS's parts, counted from the text rendered for this attempt (FEATURES.md §15)
    let segments: number | undefined;
    try {
      const content = await renderMessage(message);
      if ("skip" in content) {
        await markSkipped(message.id, content.skip);
        continue;
      }
      if ("segments" in content) segments = content.segments;
      await transports.send(message.channel, message.to, content);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await markFailed(message.id, text, now(), segments);
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
    await markSent(message.id, now(), segments);
    sent++;
  }
  return { sent, failed };
}

let running = false;

/**
 * Sends due messages every MESSAGE_POLL_SECONDS in this process, when a channel is configured.
 * A pass that finds a full batch goes straight on; passes never overlap.
 */
export function startMessageWorker(transports: Transports = transportsFromConfig()): NodeJS.Timeout | null {
  if (transports.channels.length === 0) return null;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // the waiting list's pass (FEATURES.md §14): lapsed offers go to the next person, freed places are offered
      await offerFreedPlaces();
      for (;;) {
        const { sent, failed } = await deliverDueMessages(transports);
        if (sent + failed < BATCH_SIZE) break;
      }
    } catch (error) {
      log.error("message worker: a pass failed", { error: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), config().MESSAGE_POLL_SECONDS * 1000);
  timer.unref();
  void tick();
  log.info("message worker started", { channels: transports.channels });
  return timer;
}
