"use client";

/**
 * The desk's bill (FEATURES.md §12), opened by Bill on a Tonight row or from the patient's
 * profile. An appointment that has a bill opens that bill (never a second one); otherwise a
 * new bill, its line the appointment's service at its fee (GET /api/admin/fees), every line
 * editable, the total live. Once made: what is due, Take payment (cash, UPI with its QR, card;
 * part payments allowed), the payments, the receipt to print (A5 or the 80 mm roll), and Void
 * with a reason — not offered to the desk on a bill of an earlier day (only the owner may).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { BillRecord } from "@/lib/shared/api/billing";
import { formatIstDateTime, formatLongDate, todayIst } from "@/lib/shared/clinic-time";
import { OWNER } from "@/lib/shared/roles";
import {
  BILLING_MESSAGES,
  billSchema,
  paymentSchema,
  PAYMENT_MODES,
  voidSchema,
} from "@/lib/shared/validation/billing";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { Spinner } from "../ui/list-states";
import { FormModal, Modal, ModalButton } from "../ui/modal";
import { RowButton } from "../ui/row-button";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminNotice } from "../query/provider";
import { useAdminSession } from "../session/session-context";
import { BillStatusChip, billingProblem, ReceiptLinks } from "./bill-parts";
import { formatRupees, itemsTotal, MODE_LABELS } from "./billing-format";
import { useBill, useBills, useCreateBill, useFees, useTakePayment, useVoidBill } from "./queries";
import { UpiPanel } from "./upi-qr";

/** The consultation: a bill without an appointment starts with it. */
export const CONSULTATION = "Cardiac Consultation";

/** Whom and what a bill is for, as the opener knows it. */
export type BillTarget = {
  patientId: number;
  patientName: string;
  /** the appointment billed; its bill opens when it has one */
  appointmentId?: number | null;
  /** the appointment's service: the new bill's first line */
  service?: string | null;
  /** the patient's language, for the receipt (null: the server's choice, English offered beside Tamil) */
  language?: "en" | "ta" | null;
  /** open this bill */
  billId?: number | null;
};

export function BillDialog({
  target,
  onClose,
  returnFocus,
}: {
  target: BillTarget;
  onClose: () => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const [made, setMade] = useState<number | null>(target.billId ?? null);
  const appointmentBills = useBills("appointment", made === null ? (target.appointmentId ?? null) : null);
  // a void bill does not hold the appointment: a fresh one may be made
  const existing = appointmentBills.data?.find((b) => b.status !== "void") ?? null;
  const billId = made ?? existing?.id ?? null;
  const bill = useBill(billId);
  const deciding = made === null && target.appointmentId != null && !appointmentBills.data && !appointmentBills.isError;

  const title = bill.data ? `Bill ${bill.data.number}` : "New bill";
  const description = `${target.patientName} · Patient ID ${target.patientId}`;

  if (deciding || (billId !== null && !bill.data))
    return (
      <Modal title={title} description={description} onClose={onClose} returnFocus={returnFocus} size="lg">
        {bill.isError || appointmentBills.isError ? (
          <Message tone="error">{billingProblem(bill.error ?? appointmentBills.error)}</Message>
        ) : (
          <Spinner label="Loading the bill…" />
        )}
      </Modal>
    );

  if (billId === null || !bill.data)
    return (
      <NewBill target={target} onClose={onClose} returnFocus={returnFocus} description={description} onMade={setMade} />
    );

  return (
    <Modal
      title={title}
      description={description}
      onClose={onClose}
      returnFocus={returnFocus}
      size="lg"
      data-testid="bill-dialog"
      footer={<ModalButton onClick={onClose}>Close</ModalButton>}
    >
      <BillView bill={bill.data} language={target.language ?? null} />
    </Modal>
  );
}

type ItemRow = { description: string; amount: string };
type BillValues = { patientId: number; appointmentId: number | null; items: ItemRow[] };

/** The new bill's lines, once the fees are known (or could not be read: the amount is then typed). */
function NewBill({
  target,
  onClose,
  returnFocus,
  description,
  onMade,
}: {
  target: BillTarget;
  onClose: () => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
  description: string;
  onMade: (billId: number) => void;
}) {
  const fees = useFees();
  if (!fees.data && !fees.isError)
    return (
      <Modal title="New bill" description={description} onClose={onClose} returnFocus={returnFocus} size="lg">
        <Spinner label="Loading the fees…" />
      </Modal>
    );
  const service = target.service?.trim() || CONSULTATION;
  const fee = fees.data?.find((f) => f.service === service)?.amount ?? null;
  return (
    <NewBillForm
      target={target}
      first={{ description: service, amount: fee === null ? "" : String(fee) }}
      feesFailed={fees.isError}
      onClose={onClose}
      returnFocus={returnFocus}
      description={description}
      onMade={onMade}
    />
  );
}

function NewBillForm({
  target,
  first,
  feesFailed,
  onClose,
  returnFocus,
  description,
  onMade,
}: {
  target: BillTarget;
  first: ItemRow;
  feesFailed: boolean;
  onClose: () => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
  description: string;
  onMade: (billId: number) => void;
}) {
  const create = useCreateBill();
  const showNotice = useAdminNotice();
  const { form, values, setForm, submit, fail, problem } = useAdminForm<BillValues, unknown>({
    schema: billSchema,
    defaultValues: { patientId: target.patientId, appointmentId: target.appointmentId ?? null, items: [first] },
    summarize: true,
  });
  const items = values.items ?? [];
  const itemErrors = form.formState.errors.items;
  const itemsProblem = itemErrors?.message ?? itemErrors?.root?.message;

  function setItems(next: ItemRow[]) {
    form.setValue("items", next, { shouldDirty: true });
    form.clearErrors("items");
  }
  const change = (index: number, key: keyof ItemRow, value: string) =>
    setItems(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));

  const total = itemsTotal(items);
  return (
    <FormModal
      title="New bill"
      description={description}
      onClose={onClose}
      returnFocus={returnFocus}
      size="lg"
      data-testid="bill-dialog"
      formId="new-bill"
      formRef={setForm}
      busy={create.isPending}
      message={problem ? { tone: "error", text: problem } : null}
      submitLabel="Create bill"
      busyLabel="Creating…"
      onSubmit={submit((input) =>
        create.mutate(input as Parameters<typeof create.mutate>[0], {
          onSuccess: (answer) => {
            showNotice(`${BILLING_MESSAGES.billCreated} ${answer.bill.number}`, "success");
            onMade(answer.bill.id);
          },
          onError: (e) => fail(e, { message: billingProblem(e) }),
        }),
      )}
    >
      {feesFailed && (
        <div className="mb-3">
          <Message tone="warning">The fees could not be loaded: please type the amount.</Message>
        </div>
      )}
      <ul className="space-y-3" aria-label="Items">
        {items.map((item, index) => {
          const errors = itemErrors?.[index];
          return (
            <li key={index} className="flex flex-wrap items-start gap-x-3 gap-y-2" data-testid="bill-item">
              <InputField
                label={`Item ${index + 1}`}
                name={`items.${index}.description`}
                value={item.description}
                error={errors?.description?.message}
                onValueChange={(v) => change(index, "description", v)}
                className="min-w-0 flex-1 basis-60"
                maxLength={120}
              />
              <InputField
                label="Amount (₹)"
                name={`items.${index}.amount`}
                value={item.amount}
                error={errors?.amount?.message}
                onValueChange={(v) => change(index, "amount", v)}
                inputMode="numeric"
                autoComplete="off"
                className="w-36"
                controlClassName="text-right tabular-nums"
              />
              {items.length > 1 && (
                <RowButton
                  tone="danger"
                  className="mt-7 min-h-11"
                  onClick={() => setItems(items.filter((_, i) => i !== index))}
                >
                  Remove<span className="sr-only"> item {index + 1}</span>
                </RowButton>
              )}
            </li>
          );
        })}
      </ul>
      {itemsProblem && (
        <div className="mt-3">
          <Message tone="error">{itemsProblem}</Message>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <Button
          variant="neutral"
          size="dialog"
          className="min-h-11"
          disabled={items.length >= 20}
          onClick={() => setItems([...items, { description: "", amount: "" }])}
        >
          <SolidIcon name="plus" className="size-4" /> Add line
        </Button>
        <p className="text-lg text-slate-700">
          Total{" "}
          <span className="text-2xl font-semibold tabular-nums text-slate-900" data-testid="bill-total">
            {formatRupees(total)}
          </span>
        </p>
      </div>
    </FormModal>
  );
}

/** A made bill: its lines, total, paid and due; payments; taking one; the receipt; void. */
export function BillView({ bill, language }: { bill: BillRecord; language: "en" | "ta" | null }) {
  const { can } = useAdminSession();
  const [voiding, setVoiding] = useState(false);
  const isVoid = bill.status === "void";
  // the server refuses the desk a bill of an earlier day (void_earlier_day); only the owner is offered it
  const mayVoid = !isVoid && (can(OWNER) || bill.date === todayIst(new Date()));
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
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              Total
            </th>
            <td className="py-2 text-right text-base font-semibold tabular-nums" data-testid="bill-view-total">
              {formatRupees(bill.total)}
            </td>
          </tr>
          <tr>
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              Paid
            </th>
            <td className="py-1 text-right tabular-nums" data-testid="bill-paid">
              {formatRupees(bill.paid)}
            </td>
          </tr>
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

type PaymentValues = { mode: (typeof PAYMENT_MODES)[number]; amount: string; reference: string };

/** Take payment: the mode as three large buttons, the amount (what is due, or part of it), a reference. */
function TakePayment({ bill }: { bill: BillRecord }) {
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
            disabled={pay.isPending}
            busy={pay.isPending}
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

/** Void: the reason, asked in a dialog; the bill keeps its number. */
function VoidDialog({ bill, onClose }: { bill: BillRecord; onClose: () => void }) {
  const voidBill = useVoidBill();
  const showNotice = useAdminNotice();
  const { field, setForm, submit, fail, problem } = useAdminForm({ schema: voidSchema, defaultValues: { reason: "" } });
  return (
    <FormModal
      title={`Void bill ${bill.number}?`}
      description="A void bill keeps its number and prints VOID; it is never deleted and takes no payment."
      tone="danger"
      size="sm"
      onClose={onClose}
      formId={`void-${bill.id}`}
      formRef={setForm}
      busy={voidBill.isPending}
      message={problem ? { tone: "error", text: problem } : null}
      submitLabel="Void bill"
      busyLabel="Voiding…"
      onSubmit={submit(({ reason }) =>
        voidBill.mutate(
          { billId: bill.id, reason },
          {
            onSuccess: () => {
              showNotice(BILLING_MESSAGES.voided, "success");
              onClose();
            },
            onError: (e) => fail(e, { message: billingProblem(e) }),
          },
        ),
      )}
    >
      <InputField label="Reason" required {...field("reason")} maxLength={200} autoComplete="off" />
    </FormModal>
  );
}
