"use client";

/**
 * The evening's queue (FEATURES.md §5): tonight's list with tokens and who is in, and the
 * desk's actions — check in, walk-in, Next, No-show, and the undoing of a mistake (a check-in
 * undone, a patient called in out of order, back to waiting). Each change reloads every
 * appointment query (the queue key sits under them), so Today's table and the queue agree.
 */
import { useQueryClient } from "@tanstack/react-query";
import type {
  BackToWaitingAnswer,
  CallNextAnswer,
  CheckInAnswer,
  EveningQueue,
  NoShowAnswer,
  UndoCheckInAnswer,
  WalkInAnswer,
} from "@/lib/shared/api/queue";
import type { WalkInBody } from "@/lib/shared/validation/queue";
import { adminJson } from "../ui/api";
import { clinicToday } from "../appointments/queries";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

/** Tonight's queue (today in the clinic by this browser's clock), refreshed every 15 s in the background. */
export const useTonightQueue = () => useDayQueue(clinicToday(), REFRESH_MS.queue);

/** A day's queue (Select Date's printed list), at the given refresh interval; `enabled` false asks nothing. */
export function useDayQueue(date: string, refetchInterval: number = REFRESH_MS.date, enabled = true) {
  return useAdminQuery({
    enabled,
    queryKey: adminKeys.queue(date),
    queryFn: ({ background, signal }) =>
      adminJson<EveningQueue>(`/api/admin/queue?date=${date}`, { background, signal }, "Failed to load the list"),
    refetchInterval,
    meta: { errorLog: "Error fetching the day's list:" },
  });
}

function useQueueAction<TVariables, TAnswer extends { message: string }>(
  call: (variables: TVariables) => Promise<TAnswer>,
) {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: call,
    onSettled: () => invalidateAfter(client, "queueChanged"),
  });
}

export const useCheckIn = () =>
  useQueueAction((appointmentId: number) =>
    adminJson<CheckInAnswer>("/api/admin/queue/check-in", { json: { appointmentId } }),
  );

export const useWalkIn = () =>
  useQueueAction((input: WalkInBody) => adminJson<WalkInAnswer>("/api/admin/queue/walk-in", { json: input }));

/** Next, with who this screen shows in (so a press another desk beat changes nothing). */
export const useCallNext = () =>
  useQueueAction((current: number | null) => adminJson<CallNextAnswer>("/api/admin/queue/next", { json: { current } }));

export const useNoShow = () =>
  useQueueAction((appointmentId: number) =>
    adminJson<NoShowAnswer>("/api/admin/queue/no-show", { json: { appointmentId } }),
  );

/** Calls a waiting patient in now, out of token order, with who this screen shows in (as Next). */
export const useCallIn = () =>
  useQueueAction(({ appointmentId, current }: { appointmentId: number; current: number | null }) =>
    adminJson<CallNextAnswer>("/api/admin/queue/call", { json: { appointmentId, current } }),
  );

export const useUndoCheckIn = () =>
  useQueueAction((appointmentId: number) =>
    adminJson<UndoCheckInAnswer>("/api/admin/queue/undo-check-in", { json: { appointmentId } }),
  );

export const useBackToWaiting = () =>
  useQueueAction((appointmentId: number) =>
    adminJson<BackToWaitingAnswer>("/api/admin/queue/back-to-waiting", { json: { appointmentId } }),
  );
