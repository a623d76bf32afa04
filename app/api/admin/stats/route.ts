import { adminRoute } from "@/lib/server/api";
import { closureSummary } from "@/lib/server/domain/closures";
import { dashboardStats } from "@/lib/server/domain/dashboard";
import { ok } from "@/lib/server/http";

/**
 * Admin: the dashboard's three counts ("today" is the clinic's date, IST), and beside them the
 * calendar's state: the closures not yet ended and the pending appointments inside them.
 */
export const GET = adminRoute(async () => {
  const [stats, calendar] = await Promise.all([dashboardStats(), closureSummary()]);
  return ok({ stats, calendar });
});
