import { useTranslations } from "next-intl";
import { BookingCalendar } from "@/components/booking/booking-calendar";
import { SlotSelectField, useTimeNote } from "@/components/booking/booked-slots";
import { InputField } from "@/components/ui/field";
import type { BookingFormState } from "./use-booking-form";

/**
 * The slot picker of the public booking form: the calendar (closed and fully booked days
 * shown, not pickable), the date input it keeps in step with (typeable; never a Sunday,
 * within the booking horizon), and the time, whose closed, booked and past slots are disabled.
 */
export function BookingSlotFields({ form, onFull }: { form: BookingFormState; onFull?: (date: string) => void }) {
  const t = useTranslations("booking");
  const timeNote = useTimeNote();
  const date = { chosen: form.dateChosen, value: form.values.preferredDate };
  return (
    <>
      <BookingCalendar
        id="booking-calendar"
        availability={form.availability}
        value={form.values.preferredDate}
        onPick={form.pickDate}
        onFull={onFull}
        className="sm:col-span-2"
      />

      <InputField
        {...form.field("preferredDate")}
        onValueChange={form.changeDate}
        label={t("slots.date")}
        required
        hint={t("notes.sunday")}
        hintId="booking-date-note"
        type="date"
        min={form.today || undefined}
        max={form.lastDate || undefined}
      />

      <SlotSelectField
        {...form.field("preferredTime")}
        label={t("slots.time")}
        required
        hint={timeNote(date, form.slots, form.now, "failedSend")}
        hintId="booking-time-note"
        hintLive
        state={form}
      />
    </>
  );
}
