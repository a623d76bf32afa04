"use client";

/**
 * The Letters dialog (FEATURES.md §14): the kind, then its fields — referral {to, reason},
 * medical leave {from, to, show the diagnosis}, fitness {purpose}, visit summary (nothing to
 * fill: it carries the visit as written) — and Sign. The form reads through the same zod schema
 * as the server; a refusal names the field.
 */
import { useState } from "react";
import { InputField, SelectField } from "@/components/ui/field";
import { DOCUMENT_KINDS, DOCUMENT_TITLES, documentSchema, type DocumentKind } from "@/lib/shared/validation/documents";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { Modal, ModalButton } from "../ui/modal";
import { useSignLetter } from "./queries";

type Values = {
  kind: DocumentKind | "";
  to: string;
  reason: string;
  from: string;
  until: string;
  showDiagnosis: boolean;
  purpose: string;
};

/** What the form sends for its kind. */
function inputOf(v: Values): unknown {
  if (v.kind === "referral") return { kind: v.kind, to: v.to, reason: v.reason };
  if (v.kind === "medical-leave") return { kind: v.kind, from: v.from, to: v.until, showDiagnosis: v.showDiagnosis };
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
  const [v, setV] = useState<Values>({
    kind: "",
    to: "",
    reason: "",
    from: visitDate,
    until: visitDate,
    showDiagnosis: false,
    purpose: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof Values) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  const submit = () => {
    const parsed = documentSchema.safeParse(inputOf(v));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "kind");
        found[field === "to" && v.kind === "medical-leave" ? "until" : field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sign.mutate(parsed.data, {
      onSuccess: () => onClose(),
      onError: (e) => setProblem(e instanceof ApiError ? e.message : "Could not reach the server."),
    });
  };

  return (
    <Modal
      title="Write a letter or certificate"
      description="Sign numbers it and freezes it: it cannot be edited afterwards."
      onClose={onClose}
      size="md"
      footer={
        <>
          <ModalButton onClick={onClose}>Cancel</ModalButton>
          <ModalButton variant="primary" onClick={submit} disabled={sign.isPending}>
            {sign.isPending ? "Signing…" : "Sign"}
          </ModalButton>
        </>
      }
    >
      <div className="space-y-4">
        <SelectField
          label="Kind"
          required
          value={v.kind}
          onValueChange={set("kind")}
          placeholder="Choose…"
          options={DOCUMENT_KINDS.map((k) => [k, DOCUMENT_TITLES[k].en] as const)}
          error={errors.kind}
        />
        {v.kind === "referral" && (
          <>
            <InputField
              label="To"
              required
              value={v.to}
              onValueChange={set("to")}
              error={errors.to}
              hint="A doctor or a hospital"
            />
            <InputField label="Reason" required value={v.reason} onValueChange={set("reason")} error={errors.reason} />
            <p className="text-xs text-slate-500">
              The letter carries the diagnosis, the medicines of the last finalised prescription, the latest labs and
              EF.
            </p>
          </>
        )}
        {v.kind === "medical-leave" && (
          <>
            <InputField
              label="From"
              type="date"
              required
              value={v.from}
              onValueChange={set("from")}
              error={errors.from}
            />
            <InputField
              label="To"
              type="date"
              required
              value={v.until}
              onValueChange={set("until")}
              error={errors.until}
            />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={v.showDiagnosis}
                onChange={(e) => setV((old) => ({ ...old, showDiagnosis: e.target.checked }))}
              />
              Show the diagnosis on the certificate
            </label>
          </>
        )}
        {v.kind === "fitness" && (
          <InputField
            label="Fit for"
            required
            value={v.purpose}
            onValueChange={set("purpose")}
            error={errors.purpose}
            hint="e.g. return to office work, travel"
          />
        )}
        {v.kind === "visit-summary" && (
          <p className="text-sm text-slate-600">
            The summary carries this visit as written: complaints, findings, diagnosis, medicines, labs and advice.
          </p>
        )}
        {problem && <Message tone="error">{problem}</Message>}
      </div>
    </Modal>
  );
}
