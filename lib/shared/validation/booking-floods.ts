/**
 * POST /api/admin/booking-flood (docs/decisions/017-booking-floods.md, 038): the desk's answer to
 * the booking alert — `cancel` ("Cancel the flood's bookings", the default) or `reopen` ("They are
 * real patients: reopen"). `since` is the start of the alert the desk was shown, so a click never
 * answers one the desk has not seen. In zod/mini (./mini.ts).
 */
import * as z from "zod/mini";

export const FLOOD_ANSWER_MESSAGE = "Please say which flood to cancel (its start, as the dashboard shows it).";

export const floodAnswerSchema = z.object(
  {
    since: z.iso.datetime({ error: FLOOD_ANSWER_MESSAGE }),
    action: z._default(z.enum(["cancel", "reopen"], { error: "Please choose cancel or reopen." }), "cancel"),
  },
  { error: FLOOD_ANSWER_MESSAGE },
);
