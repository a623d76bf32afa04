"use client";

/**
 * An evening's waiting list for the desk (FEATURES.md §14): GET /api/admin/waitlist?date=,
 * refreshed every minute (offers run out in 30), and "Offer the place" by hand
 * (POST /api/admin/waitlist/{id}/offer {time}).
 */
import { useQueryClient } from "@tanstack/react-query";
import type { WaitlistAnswer, WaitlistOfferAnswer } from "@/lib/shared/api/waitlist";
import { adminJson } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

export function useWaitlist(date: string) {
  return useAdminQuery({
    queryKey: adminKeys.waitlistOf(date),
    queryFn: ({ background, signal }) =>
      adminJson<WaitlistAnswer>(
        `/api/admin/waitlist?date=${date}`,
        { background, signal },
        "Failed to load the waiting list",
      ),
    refetchInterval: REFRESH_MS.waitlist,
    meta: { errorLog: "Error fetching the waiting list:" },
  });
}

export function useOfferPlace() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, time }: { id: number; time: string }) =>
      adminJson<WaitlistOfferAnswer>(
        `/api/admin/waitlist/${id}/offer`,
        { json: { time } },
        "Could not offer the place. Please try again.",
      ),
    onSettled: () => invalidateAfter(client, "waitlistOffered"),
    meta: { errorLog: "Error offering a place:" },
  });
}
