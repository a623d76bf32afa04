import { bookingRules } from "@/lib/content/clinic";
import { otherMethods, route } from "@/lib/server/api";
import { availability } from "@/lib/server/domain/clinic-calendar";
import { ok } from "@/lib/server/http";
import type { AvailabilityAnswer } from "@/lib/shared/api/appointments";

/**
 * Public: every day from today to the last bookable one as the patient's date picker shows
 * it — `{success, from, to, days: [{date, state: open|full|closed|sunday|past, reason?}]}` —
 * so closed and fully booked days cannot be picked (FEATURES.md §2).
 */
export const GET = route({ noStore: true }, async () =>
  ok((await availability(bookingRules().horizonDays)) satisfies AvailabilityAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
