/**
 * The UPI payment link of a bill (FEATURES.md §12, §13 "Small rules"), per NPCI's UPI linking
 * specification: `upi://pay?pa=&pn=&mc=&am=&cu=INR&tn=&tr=`, every value percent-encoded but
 * `pa`'s `@`, which apps expect literal. `tr` is unique per QR shown: the bill number, a hyphen
 * and the payment it will be (payments so far + 1), so a part payment's second QR is never the
 * first's transaction again. `mc`, the merchant category code, only when UPI_MC is set. Any UPI
 * app that scans it fills in the payee and amount; it gives the clinic no confirmation, so the
 * desk marks the bill paid when the money shows in the clinic's account.
 */
import "server-only";
import { BILLING_MESSAGES } from "../../../shared/validation/billing";
import { config } from "../../config";
import { conflict } from "../../http";

/** A bill as the link needs it, with the payments it has taken so far. */
type Payable = { number: string; due: number; status: string; payments: readonly unknown[] };

/** The URI for what is still due, or null when UPI is not configured or nothing is due. */
export function upiUriOrNull(bill: Payable): string | null {
  const { UPI_VPA, UPI_PAYEE_NAME, UPI_MC, CLINIC_NAME } = config();
  if (!UPI_VPA || bill.status === "void" || bill.due <= 0) return null;
  const params: [string, string][] = [
    ["pa", UPI_VPA],
    ["pn", UPI_PAYEE_NAME ?? CLINIC_NAME],
    ...(UPI_MC ? [["mc", UPI_MC] as [string, string]] : []),
    ["am", `${bill.due}.00`],
    ["cu", "INR"],
    // the note the patient's app shows: the bill, never what it was for
    ["tn", `Bill ${bill.number}`],
    ["tr", `${bill.number}-${bill.payments.length + 1}`],
  ];
  const value = (key: string, v: string) =>
    key === "pa" ? encodeURIComponent(v).replace(/%40/g, "@") : encodeURIComponent(v);
  return `upi://pay?${params.map(([k, v]) => `${k}=${value(k, v)}`).join("&")}`;
}

/** The URI for the desk's screen: 409 when UPI is not configured, the bill is void or paid. */
export function upiUri(bill: Payable): string {
  if (!config().UPI_VPA) throw conflict(BILLING_MESSAGES.upiNotConfigured, {}, { code: "upi_not_configured" });
  if (bill.status === "void") throw conflict(BILLING_MESSAGES.voidNoPayment, {}, { code: "bill_void" });
  const uri = upiUriOrNull(bill);
  if (!uri) throw conflict(BILLING_MESSAGES.nothingDue, {}, { code: "nothing_due" });
  return uri;
}
