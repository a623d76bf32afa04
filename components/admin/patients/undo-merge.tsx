"use client";

/**
 * A profile's "Undo merge" (issue 41 G2): for a record merged into this one less than 30 days
 * ago, the doctor and the owner may put it back — asked once more, then POST
 * /api/admin/patients/merge/undo. Every patient list, profile, appointment and the counts reload.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatIstDateTime } from "@/lib/shared/clinic-time";
import type { PatientMerge, PatientMergeUndoAnswer } from "@/lib/shared/api/patients";
import { invalidateAfter, useAdminMutation } from "../query/hooks";
import { Message } from "../ui/alert";
import { adminJson, ApiError, NETWORK_MESSAGE } from "../ui/api";
import { useConfirm } from "../ui/confirm-dialog";

export function UndoMerge({ undo }: { undo: NonNullable<PatientMerge["undo"]> }) {
  const client = useQueryClient();
  const [ask, asking] = useConfirm();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const mutation = useAdminMutation({
    mutationFn: () =>
      adminJson<PatientMergeUndoAnswer>("/api/admin/patients/merge/undo", { json: { mergeId: undo.mergeId } }),
    onSettled: () => invalidateAfter(client, "patientsChanged"),
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="neutral"
        size="dialog"
        className="min-h-11"
        pending={mutation.isPending}
        onClick={() =>
          ask({
            title: "Undo merge",
            question: (
              <p className="text-sm text-slate-700">
                Move back what this merge moved (what was added since stays here), and show the merged record again?
                Possible until {formatIstDateTime(undo.until)}.
              </p>
            ),
            confirmLabel: "Undo merge",
            onConfirm: () =>
              mutation.mutate(undefined, {
                onSuccess: ({ message }) => setOutcome({ tone: "success", text: message }),
                onError: (e) =>
                  setOutcome({ tone: "error", text: e instanceof ApiError ? e.message : NETWORK_MESSAGE }),
              }),
          })
        }
      >
        Undo merge…
      </Button>
      {outcome && <Message tone={outcome.tone}>{outcome.text}</Message>}
      {asking}
    </span>
  );
}
