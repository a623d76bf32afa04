import { adminRoute } from "@/lib/auth";
import { backupStats } from "@/lib/backups";
import { ok } from "@/lib/http";

export const GET = adminRoute(async () => ok({ stats: await backupStats() }));
