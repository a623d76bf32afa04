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
  payments: PaymentRecord[];
  createdBy: string;
  createdAt: string;
};

export type BillAnswer = { success: true; message?: string; bill: BillRecord };

/** GET /api/admin/bills?patientId=N | ?appointmentId=N: newest first. */
export type BillsAnswer = { success: true; bills: BillRecord[] };

/** GET /api/admin/bills/{id}/upi. */
export type UpiAnswer = { success: true; uri: string };

export type CollectionTotals = { cash: number; upi: number; card: number; total: number };

/** GET /api/admin/collections?date=D: the day close. */
export type CollectionsAnswer = {
  success: true;
  date: string;
  /** money taken that day by mode (payments on bills voided since are left out) */
  totals: CollectionTotals;
  /** the bills made that day, void ones included and marked */
  bills: BillRecord[];
};

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
  /** the upi://pay URI while something is due and UPI is configured; printed as a QR code */
  upiUri: string | null;
};
