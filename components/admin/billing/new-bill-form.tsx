"use client";

/**
 * A new bill: its first line the appointment's service at its fee (GET /api/admin/fees) — the
 * consultation's for a walk-in or no appointment — every line editable, the total live; sent whole through the shared bill schema.
 */
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { SolidIcon } from "@/components/ui/solid-icon";
import { BILLING_MESSAGES, billSchema, CONSULTATION_SERVICE } from "@/lib/shared/validation/billing";
import { WALK_IN_SERVICE } from "@/lib/shared/validation/queue";
import { Message, Problem } from "../ui/alert";
import { Spinner } from "../ui/list-states";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal, Modal } from "../ui/modal";
import { RowButton } from "../ui/row-button";
import { useAdminForm } from "../ui/use-admin-form";
import { billingProblem } from "./bill-parts";
import { formatRupees, itemsTotal } from "./billing-format";
import { useCreateBill, useFees } from "./queries";

/** Whom and what a bill is for, as the opener knows it (the bill dialog's, and the new bill's first line). */
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

type ItemRow = { description: string; amount: string };
type BillValues = { patientId: number; appointmentId: number | null; items: ItemRow[] };

type NewBillProps = {
  target: BillTarget;
  onClose: () => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
  description: string;
  onMade: (billId: number) => void;
};

/** The new bill's lines, once the fees are known (or could not be read: the amount is then typed). */
export function NewBill(props: NewBillProps) {
  const { target, onClose, returnFocus, description } = props;
  const fees = useFees();
  if (!fees.data && !fees.isError)
    return (
      <Modal title="New bill" description={description} onClose={onClose} returnFocus={returnFocus} size="lg">
        <Spinner label="Loading the fees…" />
      </Modal>
    );
  // a walk-in is a consultation: its bill starts at the consultation fee, not at the fee-less
  // "General Consultation" the walk-in was recorded under
  const asked = target.service?.trim();
  const service = !asked || asked === WALK_IN_SERVICE ? CONSULTATION_SERVICE : asked;
  const fee = fees.data?.find((f) => f.service === service)?.amount ?? null;
  return (
    <NewBillForm
      {...props}
      first={{ description: service, amount: fee === null ? "" : String(fee) }}
      feesFailed={fees.isError}
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
}: NewBillProps & { first: ItemRow; feesFailed: boolean }) {
  const create = useCreateBill();
  const { form, values, setForm, submit, fail, problem, dirty } = useAdminForm<BillValues, unknown>({
    schema: billSchema,
    defaultValues: { patientId: target.patientId, appointmentId: target.appointmentId ?? null, items: [first] },
    summarize: true,
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, create, {
    onClose,
    done: (answer) => onMade(answer.bill.id),
    body: (input) => input as Parameters<typeof create.mutate>[0],
    notice: (answer) => `${BILLING_MESSAGES.billCreated} ${answer.bill.number}`,
    refused: (e) => ({ message: billingProblem(e) }),
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
      returnFocus={returnFocus}
      size="lg"
      data-testid="bill-dialog"
      formId="new-bill"
      submitLabel="Create bill"
      busyLabel="Creating…"
      {...dialog}
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
      <Problem text={itemsProblem} />
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
