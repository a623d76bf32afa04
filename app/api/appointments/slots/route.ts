import { z } from "zod";
import { otherMethods, route } from "@/lib/server/api";
import { bookedSlots } from "@/lib/server/domain/appointments";
import { closedSlotsOn } from "@/lib/server/domain/closures";
import { ok } from "@/lib/server/http";
import type { SlotsAnswer } from "@/lib/shared/api/appointments";
import { isRealDate } from "@/lib/shared/clinic-time";

const slotsQuery = z.object({ date: z.string({ error: "Invalid date" }).refine(isRealDate, "Invalid date") });

/**
 * Public: the booked start times of one date, `?date=YYYY-MM-DD` (SPEC §3, §7), and the
 * times a closure blocks with its reason (FEATURES.md §2).
 */
export const GET = route(
  { searchParams: slotsQuery, message: "Please provide a valid date as YYYY-MM-DD." },
  async ({ searchParams: { date } }) => {
    const [times, { closedSlots, closure }] = await Promise.all([bookedSlots(date), closedSlotsOn(date)]);
    return ok({
      bookedSlots: times.map((value) => ({ value })),
      closedSlots: closedSlots.map((value) => ({ value })),
      closure,
    } satisfies SlotsAnswer);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
