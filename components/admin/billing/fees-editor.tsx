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
import { fieldErrors } from "../ui/field-errors";
import { ListPending } from "../ui/list-states";
import { Panel } from "../ui/panel";
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
      <ListPending what="the fees" loaded={!!fees.data} failed={fees.isError} onRetry={() => void fees.refresh()} />
      {fees.data && (
        <FeesForm
          initial={Object.fromEntries(fees.data.map((f) => [f.service, f.amount === null ? "" : String(f.amount)]))}
        />
      )}
    </Panel>
  );
}

function FeesForm({ initial }: { initial: Record<string, string> }) {
  const save = useSaveFees();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FEE_SERVICES.map((s) => [s, initial[s] ?? ""])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaid(null);
    const input = {
      fees: FEE_SERVICES.map((service) => ({
        service,
        amount: values[service].trim() === "" ? null : values[service].trim(),
      })),
    };
    const checked = feesSchema.safeParse(input);
    if (!checked.success) {
      // fees.N.amount → the service's field
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const index = issue.path[1];
        if (typeof index === "number") found[FEE_SERVICES[index]] ??= issue.message;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.getElementById(feeId(first))?.focus();
      else
        setSaid({
          tone: "error",
          text: Object.values(fieldErrors(checked.error.issues))[0] ?? BILLING_MESSAGES.amountInvalid,
        });
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => setSaid({ tone: "success", text: BILLING_MESSAGES.feesSaved }),
      onError: (e) => setSaid({ tone: "error", text: billingProblem(e) }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" data-testid="fees-form">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEE_SERVICES.map((service) => (
          <InputField
            key={service}
            id={feeId(service)}
            label={`${service} (₹)`}
            value={values[service]}
            error={errors[service]}
            onValueChange={(v) => {
              setValues((all) => ({ ...all, [service]: v }));
              setErrors(({ [service]: _gone, ...rest }) => rest);
              setSaid(null);
            }}
            inputMode="numeric"
            autoComplete="off"
            controlClassName="tabular-nums"
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {said && <Message tone={said.tone}>{said.text}</Message>}
        <Button
          type="submit"
          variant="primary"
          size="toolbar"
          className="min-h-11"
          busy={save.isPending}
          disabled={save.isPending}
        >
          Save fees
        </Button>
      </div>
    </form>
  );
}

const feeId = (service: string) => `fee-${service.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
