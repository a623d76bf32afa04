"use client";

/**
 * The dashboard's counts and the Data Backup & Export section: statistics refreshed every
 * 3 minutes, Create Full Backup, and the full and per-table downloads. The same statistics
 * say how many messages failed and whether any channel is configured (the Messages screen
 * reads that part too).
 */
import { useQueryClient } from "@tanstack/react-query";
import type {
  BackupCreatedAnswer,
  BackupStatsAnswer,
  DashboardOverview,
  FloodCancelledAnswer,
} from "@/lib/shared/api/dashboard";
import { BACKUP_MESSAGES, type BackupTableName } from "@/lib/shared/validation/backups";
import { adminFetch, adminJson, ApiError, errorMessage } from "../ui/api";
import { fileNameFromDisposition, readWithProgress, saveBlob } from "../ui/downloads";
import { invalidateAfter, useAdminMutation, useAdminQuery, type AdminCall } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

/** GET /api/admin/stats, under adminKeys.stats (the dashboard and the Messages screen). */
export const fetchOverview = ({ background, signal }: AdminCall) =>
  adminJson<DashboardOverview>("/api/admin/stats", { background, signal }, "Failed to load statistics");

export function useDashboardStats() {
  return useAdminQuery({
    queryKey: adminKeys.stats,
    queryFn: fetchOverview,
    refetchInterval: REFRESH_MS.dashboard,
    meta: {
      errorLog: "Error fetching dashboard stats:",
      errorNotice: "Could not load the dashboard statistics. Please try Refresh Stats.",
    },
  });
}

/**
 * The desk's answer to the booking alert the dashboard showed: "Cancel the flood's bookings" or
 * "They are real patients: reopen" (POST /api/admin/booking-flood).
 */
export function useAnswerFlood() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ since, action }: { since: string; action: "cancel" | "reopen" }) =>
      adminJson<FloodCancelledAnswer>(
        "/api/admin/booking-flood",
        { method: "POST", json: { since, action } },
        action === "cancel" ? "Could not cancel the flood's bookings." : "Could not reopen online booking.",
      ),
    onSettled: () => invalidateAfter(client, "floodCancelled"),
  });
}

/** A failure shows in the section itself ("They will refresh shortly"). Backups are the owner's (`enabled`). */
export function useBackupStats(enabled: boolean) {
  return useAdminQuery({
    enabled,
    queryKey: adminKeys.backupStats,
    queryFn: async ({ background, signal }) =>
      (await adminJson<BackupStatsAnswer>("/api/admin/backup/stats", { background, signal })).stats,
    refetchInterval: REFRESH_MS.dashboard,
  });
}

export function useCreateBackup() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: () =>
      adminJson<BackupCreatedAnswer>("/api/admin/backup/create", { method: "POST" }, BACKUP_MESSAGES.createError),
    onSuccess: () => invalidateAfter(client, "backupCreated"),
  });
}

export type BackupDownload = "download" | BackupTableName;

/** The full backup (ZIP) or one table (CSV), streamed with a byte count. */
export function useBackupDownload(onBytes: (what: BackupDownload, bytes: number) => void) {
  return useAdminMutation({
    mutationFn: async (what: BackupDownload) => {
      const full = what === "download";
      const res = await adminFetch(full ? "/api/admin/backup/download" : `/api/admin/backup/table/${what}`);
      if (!res.ok)
        throw new ApiError(
          await errorMessage(res, full ? BACKUP_MESSAGES.downloadError : BACKUP_MESSAGES.tableError),
          res.status,
        );
      const blob = await readWithProgress(res, (bytes) => onBytes(what, bytes));
      saveBlob(
        blob,
        fileNameFromDisposition(res.headers.get("content-disposition")) ?? (full ? "clinic_backup.zip" : `${what}.csv`),
      );
    },
  });
}
