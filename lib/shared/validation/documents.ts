/**
 * Letters and certificates (FEATURES.md §14, docs/decisions/042 point 4): the inputs of the
 * document calls, shared by the consulting room's Letters dialog and the server. One schema,
 * a union on `kind`: each kind brings its own fields; everything else the letter prints comes
 * from the records when it is signed.
 */
import * as z from "zod/mini";
import { isRealDate } from "../clinic-time";
import { preprocess } from "./mini";
import { idParams } from "./params";
import { multiLineText, singleLineText } from "./text";

export const DOCUMENT_KINDS = ["referral", "fitness", "medical-leave", "visit-summary"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each kind's title, as its PDF and the patient's pages print it. */
export const DOCUMENT_TITLES: Record<DocumentKind, { en: string; ta: string }> = {
  referral: { en: "Referral Letter", ta: "பரிந்துரைக் கடிதம்" },
  fitness: { en: "Medical Fitness Certificate", ta: "உடல் தகுதிச் சான்றிதழ்" },
  "medical-leave": { en: "Medical Leave Certificate", ta: "மருத்துவ விடுப்புச் சான்றிதழ்" },
  "visit-summary": { en: "Visit Summary", ta: "சிகிச்சைச் சுருக்கம்" },
};

/** The longest medical leave one certificate gives. */
export const LEAVE_MAX_DAYS = 90;

export const DOCUMENT_MESSAGES = {
  kindInvalid: `Kind must be one of ${DOCUMENT_KINDS.join(", ")}.`,
  toRequired: "Please write whom the letter is to (a doctor or a hospital).",
  reasonRequired: "Please write why the patient is referred.",
  purposeRequired: "Please write what the patient is fit for (e.g. return to work, travel).",
  dateInvalid: "Please give a valid date (YYYY-MM-DD).",
  leaveOrder: "The leave must end on or after the day it starts.",
  leaveTooLong: `One certificate gives at most ${LEAVE_MAX_DAYS} days of leave.`,
  showDiagnosisInvalid: "showDiagnosis must be true or false.",
  tooLong: (max: number) => `At most ${max} characters.`,
  idInvalid: "Please give a valid document id.",
  notFound: "Document not found.",
  created: "Signed.",
  queued: "Letter queued: it goes out in a moment, and the Messages screen shows when it has been sent.",
  noConsent: "The patient has not agreed to WhatsApp messages. Send it by e-mail or print it.",
  noEmail: "The patient has no e-mail address.",
  noPhone: "The patient has no phone number this channel can reach.",
  smsStopped: "This patient has asked for no SMS.",
  emailOff: "E-mail is not set up on this server (SMTP_URL): print the letter or send it another way.",
  whatsappOff: "WhatsApp is not set up on this server: print the letter or send it another way.",
  smsOff: "SMS is not set up on this server: print the letter or send it another way.",
} as const;

const line = (max: number, required: string) =>
  preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    singleLineText({ error: required }).check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, DOCUMENT_MESSAGES.tooLong(max)),
    ),
  );

const paragraph = (max: number, required: string) =>
  preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    multiLineText({ error: required }).check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, DOCUMENT_MESSAGES.tooLong(max)),
    ),
  );

const day = z
  .string({ error: DOCUMENT_MESSAGES.dateInvalid })
  .check(z.refine(isRealDate, DOCUMENT_MESSAGES.dateInvalid));

/** Days from `from` to `to`, both counted. */
export const leaveDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const referral = z.object({
  kind: z.literal("referral"),
  to: line(200, DOCUMENT_MESSAGES.toRequired),
  reason: paragraph(1000, DOCUMENT_MESSAGES.reasonRequired),
});

const medicalLeave = z
  .object({
    kind: z.literal("medical-leave"),
    from: day,
    to: day,
    showDiagnosis: z.boolean({ error: DOCUMENT_MESSAGES.showDiagnosisInvalid }),
  })
  .check(
    z.refine((l) => l.from <= l.to, { message: DOCUMENT_MESSAGES.leaveOrder, path: ["to"] }),
    z.refine((l) => l.from > l.to || leaveDays(l.from, l.to) <= LEAVE_MAX_DAYS, {
      message: DOCUMENT_MESSAGES.leaveTooLong,
      path: ["to"],
    }),
  );

const fitness = z.object({
  kind: z.literal("fitness"),
  purpose: line(200, DOCUMENT_MESSAGES.purposeRequired),
});

const visitSummary = z.object({ kind: z.literal("visit-summary") });

/** POST /api/admin/visits/{id}/documents: one of the four kinds and its fields. */
export const documentSchema = z.discriminatedUnion("kind", [referral, medicalLeave, fitness, visitSummary], {
  error: DOCUMENT_MESSAGES.kindInvalid,
});
export type DocumentInput = z.output<typeof documentSchema>;

export const documentIdParams = idParams(DOCUMENT_MESSAGES.idInvalid);

/** POST /api/admin/documents/{id}/send */
export const documentSendSchema = z.object({
  channel: z.enum(["whatsapp", "email", "sms"], { error: "Channel must be whatsapp, email or sms." }),
});
