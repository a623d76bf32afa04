/**
 * The patient's rights at the desk (FEATURES.md §7, DPDP Act 2023): the inputs of the consent,
 * rights requests and export calls, one schema each, shared by the admin screens (which send
 * them) and the server (the authority); the records those calls answer are in
 * lib/shared/api/privacy.ts. Reaches the browser: no server code here.
 */
import * as z from "zod/mini";
import { isRealDate, todayIst } from "../clinic-time";
import { now } from "../clock";
import { preprocess } from "./mini";
import { keyParam } from "./params";
import { singleLineText } from "./text";

/** What a data principal can ask for (DPDP Act ss.11–13), as the rights log names it. */
export const RIGHTS_KINDS = ["access", "correction", "erasure", "withdrawal", "grievance"] as const;
export type RightsKind = (typeof RIGHTS_KINDS)[number];

/** The desk's words for each kind. */
export const RIGHTS_KIND_LABELS: Record<RightsKind, string> = {
  access: "A copy of their data",
  correction: "Correction",
  erasure: "Erasure",
  withdrawal: "Withdrawal of consent",
  grievance: "Grievance",
};

export const RIGHTS_STATUSES = ["open", "done", "all"] as const;
export type RightsStatus = (typeof RIGHTS_STATUSES)[number];

export const MAX_REQUESTER_LENGTH = 100;
export const MAX_RIGHTS_DETAIL_LENGTH = 300;
export const RIGHTS_PAGE_SIZE = 50;

/** Who asked, when the desk acts on the patient's own word (an export, a withdrawal, an erasure). */
export const THE_PATIENT = "the patient";

export const PRIVACY_MESSAGES = {
  consentInvalid: "Please say whether the patient agrees to WhatsApp messages or SMS (true or false).",
  consentWithdrawn: "WhatsApp consent withdrawn: no more WhatsApp messages will be sent to this patient.",
  consentGiven: "WhatsApp consent recorded.",
  smsStopped: "SMS stopped: no more SMS will be sent to this patient.",
  smsGiven: "SMS consent recorded.",
  smsStopConfirm: "Stop SMS to this patient? No more SMS about their appointments will be sent to them.",
  requestRecorded: "Request recorded.",
  markedDone: "Marked as done.",
  requestNotFound: "Request not found.",
  alreadyDone: "This request is already done.",
  kindInvalid: `Please choose what was asked for: ${RIGHTS_KINDS.join(", ")}.`,
  requesterRequired: "Please say who asked (for example “the patient”).",
  requesterTooLong: `Who asked can be at most ${MAX_REQUESTER_LENGTH} characters.`,
  detailInvalid: "Please write the detail as plain text.",
  detailTooLong: `The detail can be at most ${MAX_RIGHTS_DETAIL_LENGTH} characters.`,
  receivedInvalid: "Please give the date the request was received as YYYY-MM-DD.",
  receivedFuture: "The date received can't be in the future.",
  badPatientId: "Please give a valid patient ID.",
  doneRequired: "Send done: true to mark the request as done.",
  badStatus: `Status must be one of: ${RIGHTS_STATUSES.join(", ")}.`,
  badPage: "Page must be a whole number from 1.",
  badRequestId: "Please give a valid request id.",
  exportConfirm: "Download everything held about this patient as a ZIP file?",
  withdrawConfirm: "Withdraw this patient's WhatsApp consent? No more WhatsApp messages will be sent to them.",
} as const;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

/** A whole positive number as JSON or text (a form's input sends text), within a 32-bit integer. */
const toId = (v: unknown): number | null => {
  const text = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
};

const idField = (message: string) =>
  z.pipe(
    z.unknown(),
    z.transform((v, ctx) => {
      const id = toId(v);
      if (id === null) {
        ctx.issues.push({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return id;
    }),
  );

const detailField = preprocess(
  blankToUndefined,
  z.optional(
    singleLineText({ error: PRIVACY_MESSAGES.detailInvalid }).check(
      z.trim(),
      z.maxLength(MAX_RIGHTS_DETAIL_LENGTH, PRIVACY_MESSAGES.detailTooLong),
    ),
  ),
);

/**
 * POST /api/admin/patient/{patientId}/consent: `{whatsapp}` or `{sms}` (FEATURES.md §15) — false
 * withdraws, true records consent given at the desk.
 */
export const consentBodySchema = z.union(
  [
    z.strictObject({ whatsapp: z.boolean({ error: PRIVACY_MESSAGES.consentInvalid }) }),
    z.strictObject({ sms: z.boolean({ error: PRIVACY_MESSAGES.consentInvalid }) }),
  ],
  { error: PRIVACY_MESSAGES.consentInvalid },
);

/**
 * POST /api/admin/rights-requests: `{patientId?, kind, requester, detail?, receivedAt?}`.
 * receivedAt is the clinic date it came in (today when left out), never a future one.
 */
export const rightsRequestCreateSchema = z.object(
  {
    patientId: preprocess(blankToUndefined, z.optional(idField(PRIVACY_MESSAGES.badPatientId))),
    kind: z.enum(RIGHTS_KINDS, { error: PRIVACY_MESSAGES.kindInvalid }),
    requester: preprocess(
      blankToUndefined,
      singleLineText({ error: PRIVACY_MESSAGES.requesterRequired }).check(
        z.trim(),
        z.minLength(1, PRIVACY_MESSAGES.requesterRequired),
        z.maxLength(MAX_REQUESTER_LENGTH, PRIVACY_MESSAGES.requesterTooLong),
      ),
    ),
    detail: detailField,
    receivedAt: preprocess(
      blankToUndefined,
      z.optional(
        z.string({ error: PRIVACY_MESSAGES.receivedInvalid }).check(
          z.trim(),
          z.refine((d) => isRealDate(d) && d >= "2000-01-01", { error: PRIVACY_MESSAGES.receivedInvalid, abort: true }),
          z.refine((d) => d <= todayIst(now()), PRIVACY_MESSAGES.receivedFuture),
        ),
      ),
    ),
  },
  { error: PRIVACY_MESSAGES.kindInvalid },
);
export type RightsRequestInput = z.output<typeof rightsRequestCreateSchema>;

/** PATCH /api/admin/rights-requests/{id}: `{done: true, detail?}` — the detail is added to the request's own. */
export const rightsRequestDoneSchema = z.object(
  {
    done: z.literal(true, { error: PRIVACY_MESSAGES.doneRequired }),
    detail: detailField,
  },
  { error: PRIVACY_MESSAGES.doneRequired },
);
export type RightsRequestDone = z.output<typeof rightsRequestDoneSchema>;

/** GET /api/admin/rights-requests?status=open|done|all&page= (all and 1 when left out). */
const rightsListFields = z.object({
  status: preprocess(blankToUndefined, z.optional(z.enum(RIGHTS_STATUSES, { error: PRIVACY_MESSAGES.badStatus }))),
  page: preprocess(
    blankToUndefined,
    z.optional(
      z.pipe(
        z
          .string({ error: PRIVACY_MESSAGES.badPage })
          .check(z.trim(), z.regex(/^[1-9]\d{0,6}$/, PRIVACY_MESSAGES.badPage)),
        z.transform(Number),
      ),
    ),
  ),
});
export const rightsListQuerySchema = z.pipe(
  rightsListFields,
  z.transform(({ status, page }: z.output<typeof rightsListFields>) => ({ status: status ?? "all", page: page ?? 1 })),
);
export type RightsListQuery = z.output<typeof rightsListQuerySchema>;

/** /api/admin/rights-requests/{id}. */
export const rightsRequestIdParams = z.object({
  id: keyParam((v) => toId(v), PRIVACY_MESSAGES.badRequestId),
});
