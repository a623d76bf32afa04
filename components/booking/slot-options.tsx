import { SLOT_TIMES, formatSlot, isPastSlot } from "@/lib/shared/clinic-time";

/**
 * The time <option>s of both booking forms: every consultation slot, those already booked
 * or already past on `date` disabled and marked "(Booked)" / "(Past)". `date` null: no date
 * chosen yet, nothing marked; `now` null: the clock is not read yet (before hydration).
 */
export function SlotOptions({ date, booked, now }: { date: string | null; booked: readonly string[]; now: Date | null }) {
  return SLOT_TIMES.map((time) => {
    const isBooked = date !== null && booked.includes(time);
    const isPast = date !== null && now !== null && isPastSlot(date, time, now);
    return (
      <option key={time} value={time} disabled={isBooked || isPast}>
        {formatSlot(time)}
        {isBooked ? " (Booked)" : isPast ? " (Past)" : ""}
      </option>
    );
  });
}
