/**
 * Sending a letter or certificate to its patient (FEATURES.md §14), through the outbox as kind
 * `document`: e-mail with the PDF attached, WhatsApp as a document (only to a patient who agreed
 * to WhatsApp), or SMS with the My appointments link. The row names the letter and nothing of
 * what it says; consent is checked here and again when it is sent (still-wanted.ts).
 */
import "server-only";
import type { ClinicalDocument } from "../../../generated/sqlite/client";
import type { Locale } from "../../../i18n/locales";
import { db } from "../../db";
import { enqueueMessages, type MessageChannel } from "../../outbox/queue";
import { patientAddress } from "../patient-address";
import { patientLanguage } from "../patients";
import { getDocument } from "./documents";

export type DocumentPayload = { document: { id: number; lang: Locale } };

/** Queues letter `id` for its patient on `channel`; a channel not set up or a patient it cannot reach → 409. */
export async function sendDocument(id: number, channel: MessageChannel): Promise<ClinicalDocument> {
  const doc = await getDocument(id);
  const to = await patientAddress(doc.patientId, channel, "document");
  const visit = await db().visit.findUniqueOrThrow({ where: { id: doc.visitId }, select: { appointmentId: true } });
  const payload: DocumentPayload = { document: { id: doc.id, lang: await patientLanguage(doc.patientId) } };
  // the visit's appointment, so the Messages screen lists it with the rest of that evening's
  await enqueueMessages(db(), [{ channel, kind: "document", to, appointmentId: visit.appointmentId, payload }]);
  return doc;
}
