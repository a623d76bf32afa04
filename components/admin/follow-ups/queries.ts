"use client";

/**
 * Follow-ups due for the Follow-ups screen (FEATURES.md §14, docs/decisions/042): the list
 * under the status filter (overdue, due, upcoming, done: the server's order), refreshed every
 * 3 min as background calls; Remind, which queues a reminder on one channel; and Close, by hand.
 */
import { useMutationState, useQueryClient } from "@tanstack/react-query";
import type { RecallAnswer, RecallRecord, RecallsAnswer } from "@/lib/shared/api/recalls";
import type { MessageChannel } from "@/lib/shared/validation/messages";
import type { RecallClose, RecallStatus } from "@/lib/shared/validation/recalls";
import { adminJson } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

/** The follow-ups under `status` (null: all of them); read whole (no pages: a clinic has some hundreds at most). */
export function useRecalls(status: RecallStatus | null) {
  return useAdminQuery({
    queryKey: adminKeys.recallList(status),
    queryFn: async ({ background, signal }): Promise<{ recalls: RecallRecord[]; total: number }> => {
      const url = status ? `/api/admin/recalls?status=${status}` : "/api/admin/recalls";
      const body = await adminJson<RecallsAnswer>(url, { background, signal }, "Failed to load follow-ups");
      return { recalls: body.recalls, total: body.recalls.length };
    },
    refetchInterval: REFRESH_MS.recalls,
    meta: { errorLog: "Error fetching follow-ups:" },
  });
}

const REMIND_KEY = ["recall-remind"] as const;
type Remind = { recall: RecallRecord; channel: MessageChannel };

/** The ids of the follow-ups with a reminder under way. */
export function useRemindingIds(): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey: REMIND_KEY, status: "pending" },
    select: (m) => (m.state.variables as Remind).recall.id,
  });
  return new Set(ids);
}

/** A change to one follow-up; whatever the answer, the lists (and the outbox a reminder joins) are read again. */
function useRecallChange<V>(
  mutationFn: (variables: V) => Promise<RecallAnswer>,
  errorLog: string,
  mutationKey?: readonly string[],
) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationKey,
    mutationFn,
    onSettled: () => invalidateAfter(client, "recallChanged"),
    meta: { errorLog },
  });
}

/**
 * Remind: POST /api/admin/recalls/{id}/remind queues the reminder in the outbox, or is
 * refused (409: no consent, no address, the channel not set up, closed); the caller shows
 * the server's words.
 */
export const useRemindRecall = () =>
  useRecallChange(
    ({ recall, channel }: Remind) =>
      adminJson<RecallAnswer>(
        `/api/admin/recalls/${recall.id}/remind`,
        { json: { channel } },
        "Could not send the reminder. Please try again.",
      ),
    "Error reminding a follow-up:",
    REMIND_KEY,
  );

/** Close by hand: PATCH /api/admin/recalls/{id} {status: done|declined|unreachable, note}. */
export const useCloseRecall = () =>
  useRecallChange(
    ({ id, ...change }: RecallClose & { id: number }) =>
      adminJson<RecallAnswer>(
        `/api/admin/recalls/${id}`,
        { method: "PATCH", json: change },
        "Could not close the follow-up. Please try again.",
      ),
    "Error closing a follow-up:",
  );
