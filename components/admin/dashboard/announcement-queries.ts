"use client";

/**
 * The clinic's announcement (FEATURES.md §2) as the desk sees it: the one the website shows
 * now, Publish (PUT) and Remove (DELETE). The server regenerates the public pages itself;
 * here a write only reloads the desk's copy, and settles once it shows the change.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { AnnouncementAnswer, AnnouncementSavedAnswer } from "@/lib/shared/api/dashboard";
import type { AnnouncementInput } from "@/lib/shared/validation/calendar";
import { adminJson } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys } from "../query/keys";

const ANNOUNCEMENT_URL = "/api/admin/announcement";

export function useAnnouncement() {
  return useAdminQuery({
    queryKey: adminKeys.announcement,
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<AnnouncementAnswer>(
          ANNOUNCEMENT_URL,
          { background, signal },
          "Could not load the announcement.",
        )
      ).announcement,
    meta: { errorLog: "Error fetching the announcement:" },
  });
}

/** Publish: `{text, until?}` (checked with announcementSchema first); answers the server's message. */
export function usePublishAnnouncement() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: AnnouncementInput) =>
      adminJson<AnnouncementSavedAnswer>(
        ANNOUNCEMENT_URL,
        { method: "PUT", json: input },
        "Could not publish the announcement. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "announcementChanged"),
  });
}

/** Remove: the website shows none (200 whether or not there was one). */
export function useRemoveAnnouncement() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: () =>
      adminJson<{ message: string }>(
        ANNOUNCEMENT_URL,
        { method: "DELETE" },
        "Could not remove the announcement. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "announcementChanged"),
  });
}
