import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { createBackup } from "@/lib/server/backups/archive";
import { clientIp, ok } from "@/lib/server/http";
import { BACKUP_MESSAGES } from "@/lib/shared/validation/backups";

export const POST = adminRoute(async (req, _ctx, admin) => {
  const summary = await createBackup("manual");
  await audit({ actor: admin.username, action: "backup.create", target: summary.fileName, ip: clientIp(req), detail: `${summary.totalRecords} records` });
  return ok({ summary, message: BACKUP_MESSAGES.created(summary.totalRecords) }, 201);
});
