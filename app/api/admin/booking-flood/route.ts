import { adminRoute, otherMethods } from "@/lib/server/api";
import { answerFlood, bookingFlood, describeBookings, FLOOD_MESSAGES } from "@/lib/server/domain/booking-flood-alert";
import { ok, parse, readJson } from "@/lib/server/http";
import type { BookingFloodAnswer, FloodCancelledAnswer } from "@/lib/shared/api/dashboard";
import { floodAnswerSchema } from "@/lib/shared/validation/booking-floods";
import { STAFF } from "@/lib/shared/roles";

/** Admin: the booking flood or busy hour not yet dealt with, or null (the dashboard reads it with the stats too). */
export const GET = adminRoute({ roles: STAFF }, async () =>
  ok({ flood: await bookingFlood() } satisfies BookingFloodAnswer),
);

/**
 * Admin: the desk's answer to the booking alert it was shown, `{since, action}`: `cancel` cancels
 * its web bookings still waiting (their slots free, nothing sent to those numbers), `reopen`
 * keeps them as real patients'; either way online booking is open again at once. Audited with
 * the bookings by name; 409 when the alert has changed or gone (docs/decisions/038).
 */
export const POST = adminRoute({ roles: STAFF }, async ({ req, audit }) => {
  const { since, action } = parse(floodAnswerSchema, await readJson(req));
  const { flood, cancelled } = await answerFlood(since, action);
  const label = flood.kind === "flood" ? "booking flood" : "busy hour";
  await audit(
    action === "cancel"
      ? {
          action: "appointment.cancel",
          target: `${label} since ${flood.since}`,
          detail: `${cancelled.length} web bookings cancelled (ids ${cancelled.join(", ")}): ${describeBookings(flood)}`,
        }
      : {
          action: "booking.reopen",
          target: `${label} since ${flood.since}`,
          detail: `online booking reopened; kept as real: ${describeBookings(flood)}`,
        },
  );
  const message =
    action === "cancel" ? FLOOD_MESSAGES.cancelled(cancelled.length) : FLOOD_MESSAGES.reopened(flood.bookings.length);
  return ok({ message, cancelled: cancelled.length } satisfies FloodCancelledAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
