import { adminRoute } from "@/lib/server/api";
import { backupStats } from "@/lib/server/backups/tables";
import { ok } from "@/lib/server/http";

export const GET = adminRoute(async () => ok({ stats: await backupStats() }));
