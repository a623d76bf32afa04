import { adminRoute } from "@/lib/server/api";
import { closureSummary } from "@/lib/server/domain/closures";
import { bookingOutlook, dashboardStats } from "@/lib/server/domain/dashboard";
import { ok } from "@/lib/server/http";
import { failedMessageCount, messagingConfigured } from "@/lib/server/messages/desk";

/**
 * Admin: the dashboard's three counts ("today" is the clinic's date, IST), and beside them the
 * calendar's state (the closures not yet ended and the pending appointments inside them) and
 * the messages' (how many failed; whether any channel is configured), and the weeks ahead
 * (the next 14 days' bookings, last month's no-show rate).
 */
export const GET = adminRoute(async () => {
  const [stats, calendar, failed, outlook] = await Promise.all([
    dashboardStats(),
    closureSummary(),
    failedMessageCount(),
    bookingOutlook(),
  ]);
  return ok({ stats, calendar, messages: { failed, configured: messagingConfigured() }, outlook });
});
