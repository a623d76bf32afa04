import { audit } from "@/lib/audit";
import { adminRoute } from "@/lib/auth";
import { createBackup } from "@/lib/backups";
import { clientIp, ok } from "@/lib/http";
import { BACKUP_MESSAGES } from "@/lib/validation/backups";

export const POST = adminRoute(async (req, _ctx, admin) => {
  const summary = await createBackup("manual");
  await audit({ actor: admin.username, action: "backup.create", target: summary.fileName, ip: clientIp(req), detail: `${summary.totalRecords} records` });
  return ok({ summary, message: BACKUP_MESSAGES.created(summary.totalRecords) }, 201);
});
