import { adminRoute, otherMethods } from "@/lib/server/api";
import { monthCalendar } from "@/lib/server/domain/clinic-calendar";
import { ok } from "@/lib/server/http";
import type { CalendarMonth } from "@/lib/shared/api/calendar";
import { monthQuery } from "@/lib/shared/validation/calendar";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: the Clinic calendar's month (`?month=YYYY-MM`): each day's booked count, the times
 * closures block and which closures, and the closures touching the month.
 */
export const GET = adminRoute({ roles: STAFF, searchParams: monthQuery }, async ({ searchParams }) =>
  ok((await monthCalendar(searchParams.month)) satisfies CalendarMonth),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
