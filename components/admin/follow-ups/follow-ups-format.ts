/**
 * The Follow-ups screen's words (FEATURES.md §14): a follow-up's status and how it was
 * closed, its chip's colours, the channels a reminder goes by, and dates in clinic words.
 */
import type { RecallRecord } from "@/lib/shared/api/recalls";
import { formatIstDateTime } from "@/lib/shared/clinic-time";
import type { MessageChannel } from "@/lib/shared/validation/messages";
import { RECALL_STATUSES, type RecallClosing, type RecallStatus } from "@/lib/shared/validation/recalls";
import { shortDate } from "../appointments/appointment-format";

/** The server's order, which is the desk's: whom to call first. */
export const STATUS_ORDER: readonly RecallStatus[] = ["overdue", "due", "upcoming", "done"];

/** Each status's word and its chip's colours: overdue red, due amber, upcoming neutral, done green. */
const STATUSES: Record<RecallStatus, { label: string; tone: string }> = {
  overdue: { label: "Overdue", tone: "bg-heart-50 text-heart-700 ring-heart-600/30" },
  due: { label: "Due", tone: "bg-amber-50 text-amber-900 ring-amber-200" },
  upcoming: { label: "Upcoming", tone: "bg-slate-100 text-slate-700 ring-slate-200" },
  done: { label: "Done", tone: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
};

export const statusLabel = (status: RecallStatus) => STATUSES[status].label;
export const statusTone = (status: RecallStatus) => STATUSES[status].tone;

export const CLOSING_LABELS: Record<RecallClosing | "booked", string> = {
  done: "Done",
  declined: "Declined",
  unreachable: "Unreachable",
  booked: "Booked",
};

/** The Remind buttons, in the order the desk reaches for them. */
export const REMIND_CHANNELS: readonly (readonly [MessageChannel, string])[] = [
  ["whatsapp", "WhatsApp"],
  ["sms", "SMS"],
  ["email", "E-mail"],
];

export const isRecallStatus = (value: unknown): value is RecallStatus =>
  (RECALL_STATUSES as readonly unknown[]).includes(value);

/** The status, and for a closed one how ("Done · Declined"). */
export const statusText = (r: Pick<RecallRecord, "status" | "closedAs">) =>
  r.closedAs ? `${statusLabel(r.status)} · ${CLOSING_LABELS[r.closedAs]}` : statusLabel(r.status);

/** "Tue, 1 Dec 2026"; a dash for none. */
export const dayText = (date: string | null) => (date ? shortDate(date) : "—");

/** "7 Dec 2026, 7:32 pm" (IST); "Never" before the first reminder. */
export const contactedText = (at: string | null) => (at ? formatIstDateTime(at) : "Never");

/** "3 follow-ups", "1 follow-up". */
export const followUpsCount = (n: number, words = "") =>
  `${n} ${words ? `${words} ` : ""}${n === 1 ? "follow-up" : "follow-ups"}`;
