import { adminRoute, otherMethods } from "@/lib/server/api";
import { createBackup } from "@/lib/server/backups/archive";
import { ok } from "@/lib/server/http";
import type { BackupCreatedAnswer } from "@/lib/shared/api/dashboard";
import { BACKUP_MESSAGES } from "@/lib/shared/validation/backups";
import { OWNER } from "@/lib/shared/roles";

export const POST = adminRoute({ roles: OWNER }, async ({ audit }) => {
  const { pruned, ...summary } = await createBackup("manual");
  const detail = `${summary.totalRecords} records${pruned.length ? `; ${pruned.length} older pruned` : ""}`;
  await audit({ action: "backup.create", target: summary.fileName, detail });
  return ok({ summary, message: BACKUP_MESSAGES.created(summary.totalRecords) } satisfies BackupCreatedAnswer, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
