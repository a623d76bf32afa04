/**
 * What the outbox calls answer (/api/admin/messages): a page of messages. Types only
 * (docs/decisions/023-wire-types.md).
 */

/** A message as the list call answers it (FEATURES.md §4), with the patient's name for the desk. */
export type MessageRecord = {
  id: number;
  channel: string;
  kind: string;
  to: string;
  status: string;
  sendAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  appointmentId: number | null;
  /** the appointment's patient, or null once it is deleted (or for none) */
  patientName: string | null;
};

/** GET /api/admin/messages: one page under the filters (failures first), with the total. */
export type MessagesPage = { messages: MessageRecord[]; total: number };
