/**
 * The Messages screen's words for the outbox (FEATURES.md §4): each kind, status and channel
 * as the desk says it, a recipient as it would be dialled or mailed, and when in clinic time.
 */
import { timeIst, todayIst } from "@/lib/shared/clinic-time";
import {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  MESSAGE_WHY,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  type MessageWhy,
} from "@/lib/shared/validation/messages";
import { shortDate, slotLabel } from "../appointments/appointment-format";

export const KIND_LABELS: Record<MessageKind, string> = {
  confirmation: "Confirmation",
  "clinic-alert": "Clinic alert",
  reminder: "Reminder",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
  closure: "Clinic closed",
  "running-late": "Running late",
  prescription: "Prescription",
  "phone-code": "Phone code",
  recall: "Follow-up due",
  document: "Letter",
  "waitlist-offer": "Waiting-list offer",
};

export const STATUS_LABELS: Record<MessageStatus, string> = {
  failed: "Failed",
  queued: "Queued",
  scheduled: "Scheduled",
  sent: "Sent",
  cancelled: "Cancelled",
};

/** The status filter's order: what needs the desk first. */
export const STATUS_FILTER_ORDER: readonly MessageStatus[] = ["failed", "queued", "scheduled", "sent", "cancelled"];

export const CHANNEL_LABELS: Record<MessageChannel, string> = { email: "E-mail", whatsapp: "WhatsApp", sms: "SMS" };

/** Why a message went by its channel (Message.why), as the desk reads it. */
export const WHY_LABELS: Record<MessageWhy, string> = {
  "whatsapp-agreed": "agreed to WhatsApp",
  "sms-no-whatsapp": "no WhatsApp consent",
  "sms-whatsapp-declined": "declined WhatsApp",
  "email-given": "e-mail given",
};
const isWhy = (value: string): value is MessageWhy => (MESSAGE_WHY as readonly string[]).includes(value);
export const whyLabel = (why: string | null) => (why === null ? null : isWhy(why) ? WHY_LABELS[why] : why);

export const isMessageStatus = (value: string | null): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly (string | null)[]).includes(value);
export const isMessageKind = (value: string | null): value is MessageKind =>
  (MESSAGE_KINDS as readonly (string | null)[]).includes(value);

/** A label for a value the server may one day answer that this screen does not know: the value itself. */
export const kindLabel = (kind: string) => (isMessageKind(kind) ? KIND_LABELS[kind] : kind);
export const statusLabel = (status: string) => (isMessageStatus(status) ? STATUS_LABELS[status] : status);
export const channelLabel = (channel: string) =>
  channel in CHANNEL_LABELS ? CHANNEL_LABELS[channel as MessageChannel] : channel;

/** A WhatsApp number is stored as digits with the country code: "+919876543210"; an address as it is. */
export const recipientText = (channel: string, to: string) =>
  (channel === "whatsapp" || channel === "sms") && /^\d+$/.test(to) ? `+${to}` : to;

/** An instant in clinic time: "Tue, 24 Nov 2026 · 6:30 PM". */
export function clinicStamp(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${shortDate(todayIst(at))} · ${slotLabel(timeIst(at))}`;
}

/** What the row's time means, and the time: sent when, due when, or tried when. */
export function whenText(m: { status: string; sendAt: string; sentAt: string | null; attempts: number }): {
  label: string;
  at: string;
} {
  if (m.status === "sent" && m.sentAt) return { label: "Sent", at: clinicStamp(m.sentAt) };
  const label =
    m.status === "failed"
      ? "Last try"
      : m.status === "cancelled"
        ? "Was due"
        : m.status === "queued" && m.attempts > 0
          ? "Next try"
          : "Due";
  return { label, at: clinicStamp(m.sendAt) };
}

/** "1 message", "1,234 messages". */
export const messagesCount = (n: number, adjective = "") =>
  `${new Intl.NumberFormat("en-IN").format(n)} ${adjective ? `${adjective} ` : ""}${n === 1 ? "message" : "messages"}`;
