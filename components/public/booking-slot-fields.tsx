import { BookingCalendar } from "@/components/booking/booking-calendar";
import { slotsNote, SlotSelectField } from "@/components/booking/booked-slots";
import { InputField } from "@/components/ui/field";
import { SOME_BOOKED_NOTE, SUNDAY_NOTE } from "@/lib/shared/validation/booking";
import type { BookingFormState } from "./use-booking-form";

/** What the time field says under itself while a date is chosen and its slots load. */
function timeNote(form: BookingFormState): string {
  if (!form.dateChosen) return "Choose a date first. Consultations run 6:00 PM to 9:00 PM.";
  if (form.slots.status === "loading") return "Checking which times are free…";
  if (form.slots.status === "failed") return "We couldn't check which times are free. You can still send your request.";
  const note = slotsNote(form.values.preferredDate, form.slots, form.now);
  if (note) return note;
  if (form.slots.booked.length > 0) return SOME_BOOKED_NOTE;
  return "Consultations run 6:00 PM to 9:00 PM (IST).";
}

/**
 * The slot picker of the public booking form: the calendar (closed and fully booked days
 * shown, not pickable), the date input it keeps in step with (typeable; never a Sunday,
 * within the booking horizon), and the time, whose closed, booked and past slots are disabled.
 */
export function BookingSlotFields({ form }: { form: BookingFormState }) {
  return (
    <>
      <BookingCalendar
        id="booking-calendar"
        availability={form.availability}
        value={form.values.preferredDate}
        onPick={form.pickDate}
        className="sm:col-span-2"
      />

      <InputField
        {...form.field("preferredDate")}
        onValueChange={form.changeDate}
        label="Preferred date"
        required
        hint={SUNDAY_NOTE}
        hintId="booking-date-note"
        type="date"
        min={form.today || undefined}
        max={form.lastDate || undefined}
      />

      <SlotSelectField
        {...form.field("preferredTime")}
        label="Preferred time"
        required
        hint={timeNote(form)}
        hintId="booking-time-note"
        hintLive
        disabled={!form.dateChosen}
        date={form.dateChosen ? form.values.preferredDate : null}
        booked={form.slots.booked}
        closed={form.slots.closed}
        now={form.now}
      />
    </>
  );
}
