import { adminRoute, otherMethods } from "@/lib/server/api";
import { backupStats } from "@/lib/server/backups/tables";
import { ok } from "@/lib/server/http";
import type { BackupStatsAnswer } from "@/lib/shared/api/dashboard";
import { OWNER } from "@/lib/shared/roles";

export const GET = adminRoute({ roles: OWNER }, async () =>
  ok({ stats: await backupStats() } satisfies BackupStatsAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
