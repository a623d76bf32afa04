import { adminRoute } from "@/lib/server/api";
import { dashboardStats } from "@/lib/server/domain/dashboard";
import { ok } from "@/lib/server/http";

/** Admin: the dashboard's three counts; "today" is the clinic's date (IST). */
export const GET = adminRoute(async () => ok({ stats: await dashboardStats() }));
