"use client";

/**
 * Small pieces the billing screens share: a bill's status chip, the refusals of the billing
 * calls in the desk's words (decided by the answer's code, never its English), and the
 * receipt's print links.
 */
import type { BillStatus } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import type { ErrorCode } from "@/lib/shared/error-codes";
import { buttonClasses } from "@/components/ui/button";
import { ApiError, NETWORK_MESSAGE } from "../ui/api";
import { StatusChip } from "../ui/status-chip";
import { receiptHref, STATUS_CHIP, STATUS_LABELS } from "./billing-format";

export function BillStatusChip({ status }: { status: BillStatus }) {
  return (
    <StatusChip testId="bill-status" tone={STATUS_CHIP[status]}>
      {STATUS_LABELS[status]}
    </StatusChip>
  );
}

const BY_CODE: Partial<Record<ErrorCode, string>> = {
  overpaid: BILLING_MESSAGES.overpaid,
  bill_paid: BILLING_MESSAGES.alreadyPaid,
  bill_void: BILLING_MESSAGES.voidNoPayment,
  nothing_due: BILLING_MESSAGES.nothingDue,
  upi_not_configured: BILLING_MESSAGES.upiNotConfigured,
  void_earlier_day: BILLING_MESSAGES.voidEarlierDay,
  bill_never_deleted: BILLING_MESSAGES.neverDeleted,
  not_found: BILLING_MESSAGES.notFound,
};

/** A billing call's refusal as the desk reads it: by its code, else the server's words, else "could not reach". */
export function billingProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return NETWORK_MESSAGE;
  return (error.code && BY_CODE[error.code]) || error.message;
}

/** Is this the 409 of a server with no UPI_VPA? */
export const isUpiNotConfigured = (error: unknown) =>
  error instanceof ApiError && (error.code === "upi_not_configured" || (error.status === 409 && !error.code));

const LINK = "min-h-11";

/**
 * Print the receipt: A5 and the 80 mm roll, each in a new tab, in `lang` (the patient's
 * language when known, else the server's choice), and the other language as a further link.
 */
export function ReceiptLinks({ billId, lang }: { billId: number; lang: "en" | "ta" | null }) {
  const href = (size: "a5" | "80mm", l: "en" | "ta" | null) =>
    l ? receiptHref(billId, size, l) : `/api/admin/bills/${billId}/receipt?size=${size}`;
  // the patient's language when known; else the server prints in it, and both are offered beside
  const others: ("en" | "ta")[] = lang === null ? ["en", "ta"] : [lang === "ta" ? "en" : "ta"];
  return (
    <div className="flex flex-wrap gap-2" data-testid="receipt-links">
      <a href={href("a5", lang)} target="_blank" rel="noopener" className={buttonClasses("primary", "toolbar", LINK)}>
        Print receipt A5
      </a>
      <a href={href("80mm", lang)} target="_blank" rel="noopener" className={buttonClasses("neutral", "toolbar", LINK)}>
        Print 80 mm roll
      </a>
      {others.map((other) => (
        <a
          key={other}
          href={receiptHref(billId, "a5", other)}
          target="_blank"
          rel="noopener"
          className={buttonClasses("neutral", "toolbar", LINK)}
        >
          {other === "ta" ? "Tamil receipt" : "English receipt"}
        </a>
      ))}
    </div>
  );
}
