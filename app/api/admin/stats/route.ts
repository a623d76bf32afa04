import { adminRoute, otherMethods } from "@/lib/server/api";
import { bookingFlood } from "@/lib/server/domain/booking-flood-alert";
import { closureSummary } from "@/lib/server/domain/closures";
import { bookingOutlook, consultingRoom, dashboardStats } from "@/lib/server/domain/dashboard";
import { ok } from "@/lib/server/http";
import { failedMessageCount, messagingConfigured } from "@/lib/server/messages/desk";
import type { DashboardOverview } from "@/lib/shared/api/dashboard";
import { CLINICAL, STAFF } from "@/lib/shared/roles";

/**
 * Admin: the dashboard's three counts ("today" is the clinic's date, IST), and beside them the
 * calendar's state (the closures not yet ended and the pending appointments inside them) and
 * the messages' (how many failed; whether any channel is configured), and the weeks ahead
 * (the next 14 days' bookings, last month's no-show rate), and a booking flood the desk has not
 * dealt with, or null (docs/decisions/017-booking-floods.md); for the doctor and the owner, the
 * way into the consulting room and the visits left open on an earlier day.
 */
export const GET = adminRoute({ roles: STAFF }, async ({ admin }) => {
  const [stats, calendar, failed, outlook, flood, consult] = await Promise.all([
    dashboardStats(),
    closureSummary(),
    failedMessageCount(),
    bookingOutlook(),
    bookingFlood(),
    CLINICAL.includes(admin.role) ? consultingRoom() : null,
  ]);
  return ok({
    stats,
    calendar,
    messages: { failed, configured: messagingConfigured() },
    outlook,
    flood,
    consult,
  } satisfies DashboardOverview);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
