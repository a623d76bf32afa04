import { adminRoute } from "@/lib/server/api";
import { createBackup } from "@/lib/server/backups/archive";
import { ok } from "@/lib/server/http";
import { BACKUP_MESSAGES } from "@/lib/shared/validation/backups";

export const POST = adminRoute(async ({ audit }) => {
  const summary = await createBackup("manual");
  await audit({ action: "backup.create", target: summary.fileName, detail: `${summary.totalRecords} records` });
  return ok({ summary, message: BACKUP_MESSAGES.created(summary.totalRecords) }, 201);
});
