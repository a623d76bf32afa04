import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS } from "@/lib/server/desk-answers";
import { recentBookings } from "@/lib/server/domain/appointment-list";
import { ok } from "@/lib/server/http";
import type { RecentBookingsAnswer } from "@/lib/shared/api/appointments";
import { recentBookingsQuery } from "@/lib/shared/validation/messages";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: the patients' bookings made since `since` (the desk's "New booking: 7:30 PM"), and
 * the server's instant to ask from next time. Polled in the background: it does not extend
 * the session (the client sends the background header), and is one of the desk's calls
 * that desk mode keeps signed in (FEATURES.md §5).
 */
export const GET = adminRoute(
  { roles: STAFF, searchParams: recentBookingsQuery, desk: { answer: DESK_ANSWERS.recentBookings } },
  async ({ searchParams }) => ok((await recentBookings(searchParams.since)) satisfies RecentBookingsAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
