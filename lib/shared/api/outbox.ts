/**
 * What the outbox calls answer (/api/admin/messages): a page of messages, and the desk's
 * "Doctor running late". Types only (docs/decisions/023-wire-types.md).
 */
import type { MessageChannel } from "../validation/messages";

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
  /** why this channel (FEATURES.md §15: whatsapp-agreed, sms-no-whatsapp, email-given, …); null before issue 43 and for the clinic's alerts */
  why: string | null;
  /** an SMS's parts once rendered; null for other channels */
  segments: number | null;
};

/** GET /api/admin/messages: one page under the filters (failures first), with the total. */
export type MessagesPage = { messages: MessageRecord[]; total: number };

/** A patient of tonight's list as the running-late answers name them. */
export type RunningLatePatient = { id: number; name: string; time: string; token: number | null };

/**
 * Who "Doctor running late" reaches and how (FEATURES.md §4, issue 26): each patient is told
 * once per evening per delay — `reach` by message now, on `channels`; `alreadyTold` got a
 * message of these same minutes before; `inPerson` the desk must tell, each with why (at the
 * clinic already, a walk-in, or no channel that may carry it).
 */
export type RunningLatePlan = {
  reach: (RunningLatePatient & { channels: MessageChannel[] })[];
  alreadyTold: RunningLatePatient[];
  inPerson: (RunningLatePatient & { reason: string })[];
};

/** GET /api/admin/messages/running-late?minutes=: the plan, every remaining patient by time, and the message's text. */
export type RunningLatePreview = RunningLatePlan & {
  configured: boolean;
  /** how many a message goes to now (`reach`, 0 when no channel is set up): what Send says */
  reachable: number;
  recipients: { id: number; name: string; time: string }[];
  /** the message the first of them would get, in their language; null when nobody is left */
  text: string | null;
};

/** POST /api/admin/messages/running-late: the plan as carried out, with how many patients and messages. */
export type RunningLateSent = RunningLatePlan & {
  message: string;
  patients: number;
  messages: number;
  /** how many patients were messaged (0 when no channel is set up) */
  reachable: number;
};
