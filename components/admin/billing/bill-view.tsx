"use client";

/**
 * A made bill: its lines, total, paid and due; taking a payment (./take-payment.tsx); the
 * payments; the receipts to print; Void with a reason — not offered to the desk on a bill of an
 * earlier day (only the owner may).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import type { BillRecord } from "@/lib/shared/api/billing";
import { formatIstDateTime, formatLongDate, todayIst } from "@/lib/shared/clinic-time";
import { OWNER } from "@/lib/shared/roles";
import { BILLING_MESSAGES, voidSchema } from "@/lib/shared/validation/billing";
import { Message } from "../ui/alert";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminSession } from "../session/session-context";
import { BillStatusChip, billingProblem, ReceiptLinks } from "./bill-parts";
import { formatRupees, MODE_LABELS, refundSentence } from "./billing-format";
import { useVoidBill } from "./queries";
import { TakePayment } from "./take-payment";

/** A made bill: its lines, total, paid and due; payments; taking one; the receipt; void. */
export function BillView({ bill, language }: { bill: BillRecord; language: "en" | "ta" | null }) {
  const { can } = useAdminSession();
  const [voiding, setVoiding] = useState(false);
  const isVoid = bill.status === "void";
  // the server refuses the desk a bill of an earlier day (void_earlier_day); only the owner is offered
  // it. A bill made after today was closed is dated the next day: still not an earlier one.
  const mayVoid = !isVoid && (can(OWNER) || bill.date >= todayIst(new Date()));
  return (
    <div className="space-y-5" data-testid="bill-view" data-bill-id={bill.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{bill.number}</span>
        <span>{formatLongDate(bill.date)}</span>
        <BillStatusChip status={bill.status} />
      </div>

      {isVoid && (
        <div className="rounded-xl bg-heart-50 px-4 py-3 ring-1 ring-heart-100" data-testid="bill-void">
          <p className="text-2xl font-bold tracking-widest text-heart-700">VOID</p>
          <p className="text-sm text-heart-800">
            {bill.voidReason}
            {bill.voidedBy && (
              <span className="text-heart-700">
                {" "}
                — {bill.voidedBy}
                {bill.voidedAt ? `, ${formatIstDateTime(bill.voidedAt)}` : ""}
              </span>
            )}
          </p>
          {bill.refunds.length > 0 && (
            <ul className="mt-1 text-sm text-heart-800" data-testid="bill-refunds">
              {bill.refunds.map((r) => (
                <li key={r.id}>
                  Refunded {formatRupees(r.amount)} ({MODE_LABELS[r.mode]}), booked on {formatLongDate(r.date)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <table className={`w-full text-sm ${isVoid ? "text-slate-500 line-through" : "text-slate-800"}`}>
        <caption className="sr-only">Items</caption>
        <tbody className="divide-y divide-slate-100">
          {bill.items.map((item, i) => (
            <tr key={i}>
              <td className="py-2 pr-3">{item.description}</td>
              <td className="py-2 text-right tabular-nums">{formatRupees(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300">
          <SumRow label="Total" rupees={bill.total} testId="bill-view-total" strong />
          <SumRow label="Paid" rupees={bill.paid} testId="bill-paid" />
        </tfoot>
      </table>

      {!isVoid && (
        <p className="flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <span className="text-base font-medium text-slate-700">{bill.due > 0 ? "Due" : "Paid in full"}</span>
          <span className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="bill-due">
            {formatRupees(bill.due)}
          </span>
        </p>
      )}

      {!isVoid && bill.due > 0 && <TakePayment key={`${bill.id}-${bill.due}`} bill={bill} />}

      <section aria-labelledby={`payments-${bill.id}`}>
        <h3 id={`payments-${bill.id}`} className="mb-2 text-base font-semibold text-slate-900">
          Payments
        </h3>
        {bill.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payment yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="bill-payments">
            {bill.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
                <span className="font-semibold tabular-nums text-slate-900">{formatRupees(p.amount)}</span>
                <span className="text-slate-800">{MODE_LABELS[p.mode]}</span>
                {p.reference && <span className="text-slate-600">Ref. {p.reference}</span>}
                <span className="ml-auto text-xs text-slate-500">
                  {formatIstDateTime(p.createdAt)} · {p.createdBy}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="flex flex-wrap items-start justify-between gap-3 border-t border-slate-200 pt-4">
        <ReceiptLinks billId={bill.id} lang={language} />
        {mayVoid && (
          <Button variant="neutral" size="dialog" className="min-h-11 text-heart-700" onClick={() => setVoiding(true)}>
            Void bill
          </Button>
        )}
      </div>
      {voiding && <VoidDialog bill={bill} onClose={() => setVoiding(false)} />}
    </div>
  );
}

/** A line under the items: the Total (`strong`) or what was Paid. */
function SumRow({
  label,
  rupees,
  testId,
  strong = false,
}: {
  label: string;
  rupees: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <tr>
      <th scope="row" className={`${strong ? "py-2 font-semibold" : "py-1 font-normal"} pr-3 text-left`}>
        {label}
      </th>
      <td
        className={`${strong ? "py-2 text-base font-semibold" : "py-1"} text-right tabular-nums`}
        data-testid={testId}
      >
        {formatRupees(rupees)}
      </td>
    </tr>
  );
}

/** Void: the reason, asked in a dialog; the bill keeps its number. */
function VoidDialog({ bill, onClose }: { bill: BillRecord; onClose: () => void }) {
  const voidBill = useVoidBill();
  const { field, setForm, submit, fail, problem, dirty } = useAdminForm({
    schema: voidSchema,
    defaultValues: { reason: "" },
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, voidBill, {
    onClose,
    done: onClose,
    body: ({ reason }) => ({ billId: bill.id, reason }),
    notice: () => BILLING_MESSAGES.voided,
    refused: (e) => ({ message: billingProblem(e) }),
  });
  // money received is never unsaid: the void books a refund per mode paid, and the desk hands it back
  const refund = refundSentence(bill.payments);
  return (
    <FormModal
      title={`Void bill ${bill.number}?`}
      description="A void bill keeps its number and prints VOID; it is never deleted and takes no payment."
      tone="danger"
      size="sm"
      formId={`void-${bill.id}`}
      submitLabel="Void bill"
      busyLabel="Voiding…"
      {...dialog}
    >
      {refund && (
        <div className="mb-4" data-testid="void-refund">
          <Message tone="warning">{refund}</Message>
        </div>
      )}
      <InputField label="Reason" required {...field("reason")} maxLength={200} autoComplete="off" />
    </FormModal>
  );
}
