import { adminRoute, otherMethods } from "@/lib/server/api";
import { bookingFlood, cancelFloodBookings, FLOOD_MESSAGES } from "@/lib/server/domain/booking-floods";
import { ok, parse, readJson } from "@/lib/server/http";
import type { FloodCancelledAnswer } from "@/lib/shared/api/dashboard";
import { floodCancelSchema } from "@/lib/shared/validation/booking-floods";
import { STAFF } from "@/lib/shared/roles";

/** Admin: the booking flood not yet dealt with, or null (the dashboard reads it with the stats too). */
export const GET = adminRoute({ roles: STAFF }, async () => ok({ flood: await bookingFlood() }));

/**
 * Admin: "Cancel the flood's bookings" — `{since}`, the flood the dashboard showed. Cancels its
 * web bookings still waiting (their slots are free again), sends nothing to those numbers,
 * and is audited; 409 when there is no such flood any more (docs/decisions/017-booking-floods.md).
 */
export const POST = adminRoute({ roles: STAFF }, async ({ req, audit }) => {
  const { since } = parse(floodCancelSchema, await readJson(req));
  const { flood, cancelled } = await cancelFloodBookings(since);
  await audit({
    action: "appointment.cancel",
    target: `booking flood since ${flood.since}`,
    detail: `${cancelled.length} web bookings cancelled (ids ${cancelled.join(", ")}); networks ${flood.networks.map((n) => n.network).join(", ")}`,
  });
  return ok({
    message: FLOOD_MESSAGES.cancelled(cancelled.length),
    cancelled: cancelled.length,
  } satisfies FloodCancelledAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
