import { adminRoute } from "@/lib/auth";
import { dashboardStats } from "@/lib/dashboard";
import { ok } from "@/lib/http";

/** Admin: the dashboard's three counts; "today" is the clinic's date (IST). */
export const GET = adminRoute(async () => ok({ stats: await dashboardStats() }));
