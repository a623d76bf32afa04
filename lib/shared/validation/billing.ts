/**
 * Fees, bills and receipts (FEATURES.md §12): the inputs of the fee, bill, payment, void and
 * collections calls, shared by the desk's screens and the server. Amounts are whole rupees.
 */
import * as z from "zod/mini";
import { BOOKABLE_SERVICES } from "../../content/services";
import { isRealDate } from "../clinic-time";
import { preprocess } from "./mini";
import { idParams, positiveId } from "./params";
import { requiredLine, singleLineText } from "./text";

export const PAYMENT_MODES = ["cash", "upi", "card"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** How each mode is written on screens, receipts and exports. */
export const PAYMENT_MODE_LABELS: Record<PaymentMode, { en: string; ta: string }> = {
  cash: { en: "Cash", ta: "ரொக்கம்" },
  upi: { en: "UPI", ta: "UPI" },
  card: { en: "Card", ta: "கார்டு" },
};

/** The service whose fee is the consultation fee: on the public pages, and a bill's first line without an appointment. */
export const CONSULTATION_SERVICE = "Cardiac Consultation";

/** The largest amount one line, one bill or one payment may carry (₹10,00,000). */
export const MAX_AMOUNT = 1_000_000;

export const BILLING_MESSAGES = {
  amountInvalid: "Please enter the amount in whole rupees (0 to 10,00,000).",
  paymentAmountInvalid: "Please enter the amount received in whole rupees (at least ₹1).",
  descriptionRequired: "Please describe the item.",
  itemsRequired: "Please add at least one item.",
  tooManyItems: "At most 20 items on one bill.",
  totalTooLarge: "A bill's total can be at most ₹10,00,000.",
  serviceInvalid: "Please choose one of the clinic's services.",
  feesRequired: "Please send the fees as a list.",
  modeInvalid: `Payment mode must be one of ${PAYMENT_MODES.join(", ")}.`,
  referenceTooLong: "The reference can be at most 60 characters.",
  reasonRequired: "Please give the reason for voiding this bill.",
  dateInvalid: "Please give a valid date (YYYY-MM-DD).",
  monthInvalid: "Please give a valid month (YYYY-MM).",
  dateOrMonth: "Please give either a date or a month.",
  monthAsCsv: "A month is downloaded as CSV: add format=csv (a day is answered as JSON).",
  patientInvalid: "Please give a valid patient id.",
  appointmentInvalid: "Please give a valid appointment id.",
  billIdInvalid: "Please give a valid bill id.",
  notFound: "Bill not found.",
  patientNotFound: "Patient not found.",
  appointmentNotFound: "Appointment not found.",
  appointmentOtherPatient: "That appointment belongs to another patient.",
  overpaid: "That is more than is due on this bill.",
  alreadyPaid: "This bill is already paid in full.",
  voidNoPayment: "This bill is void and takes no payment.",
  alreadyVoid: "This bill is already void.",
  voidEarlierDay: "Only the owner can void a bill of an earlier day.",
  neverDeleted: "Bills are never deleted. Void it instead: it keeps its number and shows as void.",
  upiNotConfigured: "UPI is not set up on this server (UPI_VPA): take the payment by cash or card.",
  nothingDue: "Nothing is due on this bill.",
  feesSaved: "Fees saved.",
  billCreated: "Bill created.",
  paymentRecorded: "Payment recorded.",
  voided: "Bill voided.",
  closeFuture: "A day can be closed once it has begun: not a future date.",
  dayClosed: "This day is closed already: its figures were stored when it was closed.",
  dayClosedNow: "Day closed. Its figures are stored and will not change.",
} as const;

const rupees = (message: string, min = 0) =>
  preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(MAX_AMOUNT, message)),
  );

export const billItemSchema = z.object({
  description: requiredLine(
    BILLING_MESSAGES.descriptionRequired,
    120,
    "An item's description can be at most 120 characters.",
  ),
  amount: rupees(BILLING_MESSAGES.amountInvalid),
});
export type BillItemInput = z.output<typeof billItemSchema>;

/** POST /api/admin/bills */
export const billSchema = z.object({
  patientId: positiveId(BILLING_MESSAGES.patientInvalid),
  appointmentId: z.optional(z.nullable(positiveId(BILLING_MESSAGES.appointmentInvalid))),
  items: z.array(billItemSchema, { error: BILLING_MESSAGES.itemsRequired }).check(
    z.minLength(1, BILLING_MESSAGES.itemsRequired),
    z.maxLength(20, BILLING_MESSAGES.tooManyItems),
    z.refine((items) => items.reduce((sum, i) => sum + i.amount, 0) <= MAX_AMOUNT, BILLING_MESSAGES.totalTooLarge),
  ),
});
export type BillInput = z.output<typeof billSchema>;

/** POST /api/admin/bills/{id}/payments */
export const paymentSchema = z.object({
  mode: z.enum(PAYMENT_MODES, { error: BILLING_MESSAGES.modeInvalid }),
  amount: rupees(BILLING_MESSAGES.paymentAmountInvalid, 1),
  reference: z.optional(
    z.nullable(
      preprocess(
        (v) => (typeof v === "string" && v.trim() === "" ? null : v),
        z.nullable(singleLineText().check(z.trim(), z.maxLength(60, BILLING_MESSAGES.referenceTooLong))),
      ),
    ),
  ),
});
export type PaymentInput = z.output<typeof paymentSchema>;

/** POST /api/admin/bills/{id}/void */
export const voidSchema = z.object({
  reason: requiredLine(BILLING_MESSAGES.reasonRequired, 200, "The reason can be at most 200 characters."),
});

/** PUT /api/admin/fees: a fee per service; null clears one. */
export const feesSchema = z.object({
  fees: z
    .array(
      z.object({
        service: z.enum(BOOKABLE_SERVICES, { error: BILLING_MESSAGES.serviceInvalid }),
        amount: z.nullable(rupees(BILLING_MESSAGES.amountInvalid)),
      }),
      { error: BILLING_MESSAGES.feesRequired },
    )
    .check(z.maxLength(BOOKABLE_SERVICES.length, BILLING_MESSAGES.feesRequired)),
});
export type FeesInput = z.output<typeof feesSchema>;

export const billIdParams = idParams(BILLING_MESSAGES.billIdInvalid);

export const receiptQuery = z.object({
  size: z.optional(z.enum(["a5", "80mm"], { error: "Size must be a5 or 80mm." })),
  lang: z.optional(z.enum(["en", "ta"], { error: "Language must be en or ta." })),
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /api/admin/collections?date=D | ?month=YYYY-MM&format=csv */
export const collectionsQuery = z
  .object({
    date: z.optional(z.string().check(z.refine(isRealDate, BILLING_MESSAGES.dateInvalid))),
    month: z.optional(z.string().check(z.regex(MONTH, BILLING_MESSAGES.monthInvalid))),
    format: z.optional(z.enum(["json", "csv"], { error: "Format must be json or csv." })),
  })
  .check(
    z.refine((q) => !(q.date && q.month), BILLING_MESSAGES.dateOrMonth),
    // a month is the accountant's CSV, a day the screen's JSON
    z.refine((q) => !q.month === (q.format !== "csv"), BILLING_MESSAGES.monthAsCsv),
  );

/** POST /api/admin/collections/close */
export const dayCloseSchema = z.object({
  date: z.string({ error: BILLING_MESSAGES.dateInvalid }).check(z.refine(isRealDate, BILLING_MESSAGES.dateInvalid)),
});

/** GET /api/admin/bills?patientId=N | ?appointmentId=N */
export const billsQuery = z
  .object({
    patientId: z.optional(positiveId(BILLING_MESSAGES.patientInvalid)),
    appointmentId: z.optional(positiveId(BILLING_MESSAGES.appointmentInvalid)),
  })
  .check(
    z.refine(
      (q) => (q.patientId === undefined) !== (q.appointmentId === undefined),
      "Please give a patientId or an appointmentId.",
    ),
  );
