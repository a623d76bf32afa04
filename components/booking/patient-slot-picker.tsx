"use client";

/**
 * The slot picker with the patient's calendar, for the manage page's reschedule panel: the
 * shared picker (./slot-picker.tsx) and the days it shows, read again whenever the server
 * refuses a time (a day may have filled or closed meanwhile). Kept apart from the picker so
 * the desk's screens, which use the picker alone, never carry the calendar.
 *
 *   const picker = usePatientSlotPicker(rules, { current });
 *   <PatientSlotPickerFields picker={picker} idPrefix="manage" />
 */
import type { BookingRules, SlotInput } from "@/lib/shared/validation/booking";
import { useAvailability } from "./availability";
import { BookingCalendar } from "./booking-calendar";
import { SlotPickerFields, useSlotPicker } from "./slot-picker";

export function usePatientSlotPicker(rules: BookingRules, options: { current?: SlotInput | null } = {}) {
  const picker = useSlotPicker(rules, options);
  const availability = useAvailability();
  return {
    ...picker,
    availability,
    refuse(field: "preferredDate" | "preferredTime", message: string) {
      picker.refuse(field, message);
      availability.reload();
    },
  };
}
export type PatientSlotPicker = ReturnType<typeof usePatientSlotPicker>;

/** The calendar, then the date and time fields (kept in step with it) side by side from `sm` on. */
export function PatientSlotPickerFields({ picker, idPrefix }: { picker: PatientSlotPicker; idPrefix: string }) {
  return (
    <div className="grid gap-6">
      <BookingCalendar
        id={`${idPrefix}-calendar`}
        availability={picker.availability}
        value={picker.values.preferredDate}
        onPick={picker.pickDate}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SlotPickerFields picker={picker} look="public" idPrefix={idPrefix} />
      </div>
    </div>
  );
}
