/**
 * A phone code's message (FEATURES.md §15): one SMS row in the outbox, written in the caller's
 * transaction so a code is stored and sent together or not at all. The SMS channel (transport,
 * DLT template `phone-code`) reads `facts.code` and `lang` from the payload.
 */
import "server-only";
import type { Locale } from "../../i18n/locales";
import type { Tx } from "../db";
import { enqueueMessages } from "./queue";

/** Queues the code for `phone` ('91XXXXXXXXXX'), to be said in `lang`. */
export async function queuePhoneCode(tx: Tx, phone: string, lang: Locale, code: string, at?: Date): Promise<void> {
  await enqueueMessages(
    tx,
    [{ channel: "sms", kind: "phone-code", to: phone, appointmentId: null, payload: { facts: { code }, lang } }],
    at,
  );
}
