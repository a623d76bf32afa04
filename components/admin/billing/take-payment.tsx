"use client";

/** Take payment: the mode as three large buttons, the amount (what is due, or part of it), a reference. */
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import type { BillRecord } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES, paymentSchema, PAYMENT_MODES } from "@/lib/shared/validation/billing";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminNotice } from "../query/provider";
import { billingProblem } from "./bill-parts";
import { formatRupees, MODE_LABELS } from "./billing-format";
import { useTakePayment } from "./queries";
import { UpiPanel } from "./upi-qr";

type PaymentValues = { mode: (typeof PAYMENT_MODES)[number]; amount: string; reference: string };

export function TakePayment({ bill }: { bill: BillRecord }) {
  const pay = useTakePayment();
  const showNotice = useAdminNotice();
  const { form, values, field, set, setForm, submit, fail, problem } = useAdminForm<PaymentValues, unknown>({
    schema: paymentSchema,
    defaultValues: { mode: "cash", amount: String(bill.due), reference: "" },
  });
  return (
    <section aria-labelledby={`take-${bill.id}`} className="rounded-xl p-4 ring-1 ring-slate-200">
      <h3 id={`take-${bill.id}`} className="mb-3 text-base font-semibold text-slate-900">
        Take payment
      </h3>
      <form
        ref={setForm}
        noValidate
        className="space-y-4"
        onSubmit={submit((parsed) => {
          const input = parsed as { mode: PaymentValues["mode"]; amount: number; reference?: string | null };
          if (input.amount > bill.due) {
            form.setError("amount", { type: "due", message: BILLING_MESSAGES.overpaid });
            return;
          }
          pay.mutate(
            { billId: bill.id, input },
            {
              onSuccess: () => showNotice(BILLING_MESSAGES.paymentRecorded, "success"),
              onError: (e) =>
                fail(
                  e,
                  e instanceof ApiError && e.code === "overpaid"
                    ? { fields: { amount: BILLING_MESSAGES.overpaid } }
                    : { message: billingProblem(e) },
                ),
            },
          );
        })}
      >
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Mode</legend>
          <div className="grid grid-cols-3 gap-2" role="group">
            {PAYMENT_MODES.map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={values.mode === mode}
                onClick={() => set("mode", mode)}
                className={`min-h-12 rounded-xl px-3 text-base font-semibold ring-1 transition-colors ${
                  values.mode === mode
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50"
                }`}
              >
                {MODE_LABELS[mode]}
              </button>
            ))}
          </div>
        </fieldset>

        {values.mode === "upi" && <UpiPanel billId={bill.id} due={bill.due} />}

        <div className="flex flex-wrap gap-x-4 gap-y-3">
          <InputField
            label="Amount received (₹)"
            {...field("amount")}
            hint={`Due ${formatRupees(bill.due)}; less is a part payment.`}
            inputMode="numeric"
            autoComplete="off"
            className="w-48"
            controlClassName="text-right text-lg tabular-nums"
          />
          <InputField
            label="Reference (optional)"
            {...field("reference")}
            hint={
              values.mode === "card"
                ? "The card slip's number."
                : values.mode === "upi"
                  ? "The UPI reference."
                  : undefined
            }
            maxLength={60}
            autoComplete="off"
            className="min-w-0 flex-1 basis-56"
          />
        </div>
        {problem && <Message tone="error">{problem}</Message>}
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="primary"
            size="dialog"
            className="min-h-12 px-6 text-base"
            pending={pay.isPending}
          >
            {values.mode === "upi"
              ? "Mark UPI payment received"
              : `Record ${MODE_LABELS[values.mode].toLowerCase()} payment`}
          </Button>
        </div>
      </form>
    </section>
  );
}
