/**
 * The messages' names and the admin calls' inputs (FEATURES.md §4), shared by the Messages
 * screen and the server.
 */
import * as z from "zod/mini";
import { isRealDate } from "../clinic-time";

export const MESSAGE_CHANNELS = ["email", "whatsapp", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * What the patient is sent about an appointment (the outbox drops the waiting ones when the
 * appointment changes); every one may go by SMS too.
 */
export const PATIENT_APPOINTMENT_KINDS = [
  "confirmation",
  "reminder",
  "rescheduled",
  "cancelled",
  "closure",
  "running-late",
] as const;
export const MESSAGE_KINDS = [
  "confirmation",
  "clinic-alert",
  "reminder",
  "rescheduled",
  "cancelled",
  "closure",
  "running-late",
  // a finalised prescription the desk or doctor sends (FEATURES.md §11): not about a booking
  "prescription",
  // a booking's phone code (FEATURES.md §15), SMS only: written by the phone-code call, not about an appointment
  "phone-code",
  // a follow-up due (FEATURES.md §14), sent by the desk: not about an appointment
  "recall",
  // a letter or certificate (FEATURES.md §14) the desk or doctor sends: not about an appointment
  "document",
  // a freed place offered from the waiting list (FEATURES.md §14): to someone waiting, not about an appointment
  "waitlist-offer",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The kinds a DLT template may be registered for (FEATURES.md §15, `SMS_TEMPLATES`): the
 * outbox's patient kinds, the phone code, and recall, waitlist-offer and document, whose senders
 * come later. A kind or language without a template id is not sent by SMS.
 */
export const SMS_KINDS = [
  ...PATIENT_APPOINTMENT_KINDS,
  "prescription",
  "recall",
  "waitlist-offer",
  "phone-code",
  "document",
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/**
 * Why a message went by its channel (Message.why, FEATURES.md §15), shown on the Messages
 * screen: WhatsApp where the patient agreed, otherwise SMS, and e-mail whenever there is an address.
 */
export const MESSAGE_WHY = ["whatsapp-agreed", "sms-no-whatsapp", "sms-whatsapp-declined", "email-given"] as const;
export type MessageWhy = (typeof MESSAGE_WHY)[number];
export const MESSAGE_STATUSES = ["scheduled", "queued", "sent", "failed", "cancelled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The click-to-chat messages the desk can send by hand (FEATURES.md §4). */
export const CHAT_KINDS = ["confirmation", "reminder", "closure"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const MESSAGES_PAGE_SIZE = 50;
export const RUNNING_LATE_MINUTES = { min: 5, max: 180 } as const;

export const MESSAGE_MESSAGES = {
  badStatus: `Status must be one of: ${MESSAGE_STATUSES.join(", ")}.`,
  badKind: `Kind must be one of: ${MESSAGE_KINDS.join(", ")}.`,
  badChatKind: `Kind must be one of: ${CHAT_KINDS.join(", ")}.`,
  badAppointmentId: "Appointment ID must be a whole number.",
  badPage: "Page must be a whole number from 1.",
  badId: "Message ID must be a whole number.",
  badSince: "since must be an ISO date and time.",
  notFound: "Message not found.",
  notFailed: "Only a failed message can be retried.",
  retried: "The message will be sent again shortly.",
  minutes: `Minutes must be a whole number from ${RUNNING_LATE_MINUTES.min} to ${RUNNING_LATE_MINUTES.max}.`,
  nobodyLeft: "No patients are left to see this evening.",
  /** the answer to "Doctor running late": how many were messaged now, already told, to tell in person */
  runningLateSent: (reached: number, alreadyTold: number, inPerson: number) =>
    [
      `Messaged ${reached} ${reached === 1 ? "patient" : "patients"} that the doctor is running late.`,
      ...(alreadyTold ? [`${alreadyTold} already told of this delay: not messaged again.`] : []),
      ...(inPerson ? [`Tell ${inPerson} in person (listed below).`] : []),
    ].join(" "),
  inPersonWalkIn: "Walk-in, at the clinic: tell them in person.",
  inPersonCheckedIn: "Checked in, at the clinic: tell them in person.",
  inPersonNoChannel: "No message channel is set up: tell them in person or by phone.",
  /** why no channel may carry it: no e-mail (null: e-mail not set up), and WhatsApp's refusal (null: not set up) */
  inPersonUnreachable: (hasEmail: boolean | null, whatsapp: string | null) =>
    `Not reachable by message (${[
      ...(hasEmail === false ? ["no e-mail"] : []),
      ...(whatsapp ? [`WhatsApp: ${whatsapp}`] : []),
    ].join("; ")}): tell them in person or by phone.`,
  /** no channel: the notice is on the patients' manage pages only */
  runningLateShown: (patients: number) =>
    `The notice is on the appointment pages of tonight's ${patients} ${patients === 1 ? "patient" : "patients"}. No message channel is set up: use the WhatsApp links in Today's list to tell them.`,
  noWhatsApp: "This phone number cannot be reached on WhatsApp.",
  whatsappWithdrawn: "This patient has withdrawn consent to WhatsApp messages. Call them or send an e-mail instead.",
  whatsappNotAgreed:
    "This patient has not agreed to WhatsApp messages. Ask them, and record their answer in their profile; or call them.",
} as const;

const wholeNumber = (message: string) =>
  z
    .pipe(z.string({ error: message }).check(z.trim(), z.regex(/^[1-9]\d{0,9}$/, message)), z.transform(Number))
    .check(z.refine((n) => n <= 2_147_483_647, message));

/** GET /api/admin/messages?status=&kind=&appointmentId=&page= */
export const messagesQuery = z.object({
  status: z.optional(z.enum(MESSAGE_STATUSES, { error: MESSAGE_MESSAGES.badStatus })),
  kind: z.optional(z.enum(MESSAGE_KINDS, { error: MESSAGE_MESSAGES.badKind })),
  appointmentId: z.optional(wholeNumber(MESSAGE_MESSAGES.badAppointmentId)),
  page: z.optional(wholeNumber(MESSAGE_MESSAGES.badPage)),
});
export type MessagesQuery = z.output<typeof messagesQuery>;

/** /api/admin/messages/{id} */
export const messageIdParams = z.object({ id: wholeNumber(MESSAGE_MESSAGES.badId) });

const minutes = z
  .number({ error: MESSAGE_MESSAGES.minutes })
  .check(
    z.int(MESSAGE_MESSAGES.minutes),
    z.gte(RUNNING_LATE_MINUTES.min, MESSAGE_MESSAGES.minutes),
    z.lte(RUNNING_LATE_MINUTES.max, MESSAGE_MESSAGES.minutes),
  );

/** POST /api/admin/messages/running-late `{minutes}` */
export const runningLateSchema = z.object({ minutes });

/** GET /api/admin/messages/running-late?minutes= (the preview) */
export const runningLateQuery = z.object({
  minutes: z.pipe(
    z.pipe(
      z.string({ error: MESSAGE_MESSAGES.minutes }).check(z.trim(), z.regex(/^\d{1,3}$/, MESSAGE_MESSAGES.minutes)),
      z.transform(Number),
    ),
    minutes,
  ),
});

/** GET /api/admin/messages/chat?appointmentId=&kind= : the desk's click-to-chat link */
export const chatQuery = z.object({
  appointmentId: wholeNumber(MESSAGE_MESSAGES.badAppointmentId),
  kind: z.enum(CHAT_KINDS, { error: MESSAGE_MESSAGES.badChatKind }),
});

/** GET /api/admin/appointments/recent?since= : bookings made since an instant (the desk's notice) */
export const recentBookingsQuery = z.object({
  since: z.optional(
    z.pipe(
      z.string({ error: MESSAGE_MESSAGES.badSince }).check(
        z.trim(),
        z.refine(
          (v) => v.length <= 40 && !Number.isNaN(Date.parse(v)) && isRealDate(v.slice(0, 10)),
          MESSAGE_MESSAGES.badSince,
        ),
      ),
      z.transform((v: string) => new Date(v)),
    ),
  ),
});
