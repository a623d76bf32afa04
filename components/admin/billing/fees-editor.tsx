"use client";

/**
 * The owner's fees (FEATURES.md §12): each service with its fee in whole rupees (empty: no
 * fee), the consultation first; Save sends them all (PUT /api/admin/fees). The consultation
 * fee shows on /contact and /patient-info.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { BOOKABLE_SERVICES } from "@/lib/content/services";
import { BILLING_MESSAGES, CONSULTATION_SERVICE, feesSchema } from "@/lib/shared/validation/billing";
import { Message } from "../ui/alert";
import { ListPending } from "../ui/list-states";
import { Panel } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { billingProblem } from "./bill-parts";
import { useFees, useSaveFees } from "./queries";

/** The services in the editor's order: the consultation first, then as the clinic lists them. */
export const FEE_SERVICES: readonly string[] = [
  CONSULTATION_SERVICE,
  ...BOOKABLE_SERVICES.filter((s) => s !== CONSULTATION_SERVICE),
];

export function FeesEditor() {
  const fees = useFees();
  return (
    <Panel title="Fees" description="Whole rupees; leave a service empty for no fee. Only the owner edits these.">
      <ListPending what="the fees" loaded={!!fees.data} query={fees} />
      {fees.data && (
        <FeesForm
          initial={Object.fromEntries(fees.data.map((f) => [f.service, f.amount === null ? "" : String(f.amount)]))}
        />
      )}
    </Panel>
  );
}

type FeesValues = { fees: { service: string; amount: string }[] };

/** What is typed, as PUT /api/admin/fees takes it: a blank fee is none. */
const toInput = ({ fees }: FeesValues) => ({
  fees: fees.map(({ service, amount }) => ({ service, amount: amount.trim() === "" ? null : amount.trim() })),
});

function FeesForm({ initial }: { initial: Record<string, string> }) {
  const save = useSaveFees();
  const { setForm, field, submit, fail, problem } = useAdminForm({
    schema: feesSchema,
    defaultValues: { fees: FEE_SERVICES.map((service) => ({ service, amount: initial[service] ?? "" })) },
    toInput,
  });
  const [saved, setSaved] = useState(false);
  const said = problem
    ? { tone: "error" as const, text: problem }
    : saved
      ? { tone: "success" as const, text: BILLING_MESSAGES.feesSaved }
      : null;

  return (
    <form
      ref={setForm}
      onSubmit={(event) => {
        setSaved(false);
        return submit((input) =>
          save.mutate(input, {
            onSuccess: () => setSaved(true),
            onError: (e) => fail(e, { message: billingProblem(e) }),
          }),
        )(event);
      }}
      noValidate
      className="mt-4"
      data-testid="fees-form"
    >
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEE_SERVICES.map((service, index) => {
          const fee = field(`fees.${index}.amount`);
          return (
            <InputField
              key={service}
              id={feeId(service)}
              label={`${service} (₹)`}
              {...fee}
              onValueChange={(v) => {
                fee.onValueChange(v);
                setSaved(false);
              }}
              inputMode="numeric"
              autoComplete="off"
              controlClassName="tabular-nums"
            />
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {said && <Message tone={said.tone}>{said.text}</Message>}
        <Button type="submit" variant="primary" size="toolbar" className="min-h-11" pending={save.isPending}>
          Save fees
        </Button>
      </div>
    </form>
  );
}

const feeId = (service: string) => `fee-${service.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
