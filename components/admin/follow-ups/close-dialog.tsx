"use client";

/**
 * Close a follow-up by hand (FEATURES.md §14): done (seen elsewhere, or no longer needed),
 * declined or unreachable, with an optional note for whoever calls next. PATCH
 * /api/admin/recalls/{id}; a visit that asks again opens it again (decision 042).
 */
import { InputField, SelectField } from "@/components/ui/field";
import type { RecallRecord } from "@/lib/shared/api/recalls";
import { RECALL_CLOSINGS, RECALL_NOTE_MAX, recallCloseSchema } from "@/lib/shared/validation/recalls";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { CLOSING_LABELS, dayText } from "./follow-ups-format";
import { useCloseRecall } from "./queries";

export function CloseDialog({ recall, onClose }: { recall: RecallRecord; onClose: () => void }) {
  const close = useCloseRecall();
  const { field, setForm, submit, fail, problem, dirty } = useAdminForm({
    schema: recallCloseSchema,
    defaultValues: { status: "", note: "" },
    // no note is sent as none
    toInput: ({ status, note }) => ({ status, note: note.trim() ? note : null }),
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, close, {
    onClose,
    done: onClose,
    body: (change) => ({ id: recall.id, ...change }),
    notice: () => `${recall.name}'s follow-up is closed.`,
  });
  return (
    <FormModal
      title={`Close ${recall.name}'s follow-up`}
      description={`Due ${dayText(recall.dueDate)} · ${recall.reason}`}
      size="sm"
      formId={`close-recall-${recall.id}`}
      submitLabel="Close follow-up"
      busyLabel="Closing…"
      {...dialog}
    >
      <div className="space-y-4">
        <SelectField
          label="Outcome"
          required
          placeholder="Choose…"
          options={RECALL_CLOSINGS.map((s) => [s, CLOSING_LABELS[s]] as const)}
          {...field("status")}
        />
        <InputField
          label="Note"
          hint="Optional: what was said, for whoever calls next."
          {...field("note")}
          maxLength={RECALL_NOTE_MAX}
          autoComplete="off"
        />
      </div>
    </FormModal>
  );
}
