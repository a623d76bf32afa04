/**
 * What the fee, bill and collections calls answer (FEATURES.md §12), shared by the server and the
 * desk's screens. Amounts are whole rupees.
 */
import type { BillItemInput, PaymentMode } from "../validation/billing";

export type BillItem = BillItemInput;

export type BillStatus = "unpaid" | "partial" | "paid" | "void";

export type FeeRecord = { service: string; amount: number | null };

/** GET and PUT /api/admin/fees. */
export type FeesAnswer = { success: true; message?: string; fees: FeeRecord[] };

export type PaymentRecord = {
  id: number;
  mode: PaymentMode;
  amount: number;
  reference: string | null;
  /** IST date the money was taken */
  date: string;
  createdAt: string;
  createdBy: string;
};

/** Money given back when a paid bill was voided (FEATURES.md §13): one per mode, booked on the void's business date. */
export type RefundRecord = {
  id: number;
  mode: PaymentMode;
  amount: number;
  /** the business date it is booked on, YYYY-MM-DD */
  date: string;
  reason: string;
  createdAt: string;
  createdBy: string;
};

export type BillRecord = {
  id: number;
  /** FY/NNNN, e.g. "2026-27/0001" */
  number: string;
  /** IST date the bill was made, YYYY-MM-DD */
  date: string;
  patientId: number | null;
  patientName: string;
  appointmentId: number | null;
  items: BillItem[];
  total: number;
  paid: number;
  /** what is still due: total − paid (0 for a void bill) */
  due: number;
  status: BillStatus;
  voidReason: string | null;
  voidedAt: string | null;
  voidedBy: string | null;
  /** the business date the void was booked on (the next open day when its day was closed), YYYY-MM-DD */
  voidDate: string | null;
  payments: PaymentRecord[];
  /** the money a void gave back, one per mode of the payments it undid */
  refunds: RefundRecord[];
  createdBy: string;
  createdAt: string;
};

export type BillAnswer = { success: true; message?: string; bill: BillRecord };

/** GET /api/admin/bills?patientId=N | ?appointmentId=N: newest first. */
export type BillsAnswer = { success: true; bills: BillRecord[] };

/** GET /api/admin/bills/{id}/upi. */
export type UpiAnswer = { success: true; uri: string };

export type CollectionTotals = { cash: number; upi: number; card: number; total: number };

/** A refund line of the day close: money given back that day. */
export type RefundLine = {
  billId: number;
  billNumber: string;
  patientName: string;
  mode: PaymentMode;
  amount: number;
  reason: string;
  createdAt: string;
  createdBy: string;
};

/** A bill of the day still owed (unpaid or part paid). */
export type DueLine = {
  billId: number;
  billNumber: string;
  patientId: number | null;
  patientName: string;
  total: number;
  paid: number;
  due: number;
};

/** A patient seen that day (checked in, or done) with no bill. */
export type UnbilledLine = {
  appointmentId: number;
  /** null once the patient's record is erased */
  patientId: number | null;
  name: string;
  /** the evening's token; null for a visit marked done without checking in */
  token: number | null;
  time: string;
  service: string;
};

/** Who closed a day and when; `hash` is the SHA-256 of the stored answer. */
export type DayClosedStamp = { at: string; by: string; hash: string };

/** The day close as stored when it is closed: everything the day answers but `closed`. */
export type DayCloseContent = {
  date: string;
  /** money taken that day by mode, net of the day's refunds */
  totals: CollectionTotals;
  /** refunds booked that day by mode */
  refundTotals: CollectionTotals;
  /** the bills made, paid or refunded that day, void ones included and marked */
  bills: BillRecord[];
  refunds: RefundLine[];
  /** the day's bills still unpaid or part paid */
  dues: DueLine[];
  /** seen that day (checked in or done) with no bill */
  unbilled: UnbilledLine[];
};

/** GET /api/admin/collections?date=D: the day close; a closed day answers what was stored at closing. */
export type CollectionsAnswer = { success: true } & DayCloseContent & { closed: DayClosedStamp | null };

/** POST /api/admin/collections/close. */
export type DayCloseAnswer = { success: true; message?: string; closed: DayClosedStamp };

/** Everything printed on a receipt, in the order the page shows it. */
export type ReceiptDocument = {
  lang: "en" | "ta";
  size: "a5" | "80mm";
  clinic: { name: string; address: string; phone: string; email: string };
  doctor: { name: string; qualifications: string; registrationNumber: string; council: string };
  number: string;
  /** the bill's date, YYYY-MM-DD */
  date: string;
  patient: { name: string; id: number | null };
  items: BillItem[];
  total: number;
  paid: number;
  due: number;
  payments: { mode: PaymentMode; amount: number; reference: string | null; date: string }[];
  void: { reason: string } | null;
  /** the money a void gave back, by mode */
  refunds: { mode: PaymentMode; amount: number; date: string }[];
  /** the upi://pay URI while something is due and UPI is configured; printed as a QR code */
  upiUri: string | null;
};
