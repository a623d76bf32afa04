/**
 * POST /api/admin/booking-flood (docs/decisions/017-booking-floods.md): the desk's one action on
 * a booking flood, "Cancel the flood's bookings". `since` is the start of the flood the desk was
 * shown (the dashboard's alert), so a click never cancels a flood the desk has not seen.
 * In zod/mini (./mini.ts).
 */
import * as z from "zod/mini";

export const FLOOD_CANCEL_MESSAGE = "Please say which flood to cancel (its start, as the dashboard shows it).";

export const floodCancelSchema = z.object(
  { since: z.iso.datetime({ error: FLOOD_CANCEL_MESSAGE }) },
  { error: FLOOD_CANCEL_MESSAGE },
);
