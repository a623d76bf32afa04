"use client";

/**
 * The Letters dialog (FEATURES.md §14): the kind, then its fields — referral {to, reason},
 * medical leave {from, to, show the diagnosis}, fitness {purpose}, visit summary (nothing to
 * fill: it carries the visit as written) — and Sign. The form reads through the same zod schema
 * as the server; a refusal names the field.
 */
import { InputField, SelectField } from "@/components/ui/field";
import { DOCUMENT_KINDS, DOCUMENT_TITLES, documentSchema, type DocumentKind } from "@/lib/shared/validation/documents";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useSignLetter } from "./queries";

type Values = {
  kind: DocumentKind | "";
  /** the referral's addressee, or the last day of a medical leave (the schema's `to` for both) */
  to: string;
  reason: string;
  from: string;
  showDiagnosis: boolean;
  purpose: string;
};

/** What the form sends for its kind. */
function inputOf(v: Values): unknown {
  if (v.kind === "referral") return { kind: v.kind, to: v.to, reason: v.reason };
  if (v.kind === "medical-leave") return { kind: v.kind, from: v.from, to: v.to, showDiagnosis: v.showDiagnosis };
  if (v.kind === "fitness") return { kind: v.kind, purpose: v.purpose };
  return { kind: v.kind };
}

export function LetterDialog({
  visitId,
  visitDate,
  onClose,
}: {
  visitId: number;
  visitDate: string;
  onClose: () => void;
}) {
  const sign = useSignLetter(visitId);
  const {
    values: v,
    field,
    set,
    setForm,
    submit,
    fail,
    problem,
    dirty,
  } = useAdminForm({
    schema: documentSchema,
    defaultValues: { kind: "", to: "", reason: "", from: visitDate, showDiagnosis: false, purpose: "" } as Values,
    toInput: inputOf,
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, sign, { onClose, done: onClose });
  const kind = field("kind");
  // `to` is a name for a referral and a date for a leave: a new kind starts it afresh
  const chooseKind = (next: string) => {
    kind.onValueChange(next);
    set("to", next === "medical-leave" ? visitDate : "");
  };

  return (
    <FormModal
      title="Write a letter or certificate"
      description="Sign numbers it and freezes it: it cannot be edited afterwards."
      size="md"
      formId={`letter-${visitId}`}
      submitLabel="Sign"
      busyLabel="Signing…"
      {...dialog}
    >
      <div className="space-y-4">
        <SelectField
          label="Kind"
          required
          {...kind}
          onValueChange={chooseKind}
          placeholder="Choose…"
          options={DOCUMENT_KINDS.map((k) => [k, DOCUMENT_TITLES[k].en] as const)}
        />
        {v.kind === "referral" && (
          <>
            <InputField label="To" required {...field("to")} hint="A doctor or a hospital" />
            <InputField label="Reason" required {...field("reason")} />
            <p className="text-xs text-slate-500">
              The letter carries the diagnosis, the medicines of the last finalised prescription, the latest labs and
              EF.
            </p>
          </>
        )}
        {v.kind === "medical-leave" && (
          <>
            <InputField label="From" type="date" required {...field("from")} />
            <InputField label="To" type="date" required {...field("to")} />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={v.showDiagnosis}
                onChange={(e) => set("showDiagnosis", e.target.checked)}
              />
              Show the diagnosis on the certificate
            </label>
          </>
        )}
        {v.kind === "fitness" && (
          <InputField label="Fit for" required {...field("purpose")} hint="e.g. return to office work, travel" />
        )}
        {v.kind === "visit-summary" && (
          <p className="text-sm text-slate-600">
            The summary carries this visit as written: complaints, findings, diagnosis, medicines, labs and advice.
          </p>
        )}
      </div>
    </FormModal>
  );
}
