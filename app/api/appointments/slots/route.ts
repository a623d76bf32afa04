import { bookedSlots } from "@/lib/server/domain/appointments";
import { isRealDate } from "@/lib/shared/clinic-time";
import { badRequest, ok, route } from "@/lib/server/http";

/** Public: the booked start times of one date, `?date=YYYY-MM-DD` (SPEC §3, §7). */
export const GET = route(async (req) => {
  const date = new URL(req.url).searchParams.get("date");
  if (!isRealDate(date)) throw badRequest("Please provide a valid date as YYYY-MM-DD.", { date: "Invalid date" });
  const times = await bookedSlots(date);
  return ok({ bookedSlots: times.map((value) => ({ value })) });
});
