"use client";

/**
 * The Reports inbox's data (FEATURES.md §14): every report not filed, newest first, read again
 * every 3 min in the background; Mark filed, which takes one out. Values entered from a report
 * go through the chart's lab call (../consult/queries.ts useAddLabs), which reloads this list too.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ReportFiledAnswer, ReportsInboxAnswer } from "@/lib/shared/api/patient-reports";
import { adminJson } from "../ui/api";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

export function useReportsInbox() {
  return useAdminQuery({
    queryKey: adminKeys.reportsInbox,
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<ReportsInboxAnswer>(
          "/api/admin/reports/inbox",
          { background, signal },
          "Failed to load the reports inbox",
        )
      ).reports,
    refetchInterval: REFRESH_MS.recalls,
    meta: { errorLog: "Error fetching the reports inbox:" },
  });
}

/** Mark filed: POST /api/admin/reports/{id}/filed (again is the same 200). */
export function useFileReport() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) =>
      adminJson<ReportFiledAnswer>(
        `/api/admin/reports/${id}/filed`,
        { method: "POST" },
        "Could not mark the report filed. Please try again.",
      ),
    onSettled: () => invalidateAfter(client, "reportFiled"),
    meta: { errorLog: "Error filing a report:" },
  });
}
