"use client";

/**
 * The slot picker for moving an appointment or booking one for a known patient: a date and
 * a time, the same rules and marks as the booking form on /contact (Sundays refused, the
 * horizon kept, closed, booked and past times disabled; the appointment's own slot
 * "(Current)"). Used by the desk's Reschedule and Book appointment, and with the patient's
 * calendar by the manage page (./patient-slot-picker.tsx).
 *
 *   const picker = useSlotPicker(rules, { current });
 *   <SlotPickerFields picker={picker} look="public" />
 *   const slot = picker.validate(); // the slot, or null with the fields' errors shown
 */
import { useState } from "react";
import { InputField, type FieldLook } from "@/components/ui/field";
import { isRealDate, todayIst } from "@/lib/shared/clinic-time";
import {
  lastBookableDate,
  SOME_BOOKED_NOTE,
  slotSchema,
  SUNDAY_NOTE,
  type BookingRules,
  type SlotInput,
} from "@/lib/shared/validation/booking";
import { SlotSelectField, slotsNote, useBrowserClock, useChosenDate } from "./booked-slots";

type SlotErrors = { preferredDate?: string; preferredTime?: string };

/** How long a typed date must stay unchanged before its slots are read. */
const DATE_SETTLE_MS = 400;

export function useSlotPicker(rules: BookingRules, { current = null }: { current?: SlotInput | null } = {}) {
  const [values, setValues] = useState<SlotInput>({ preferredDate: "", preferredTime: "" });
  const [errors, setErrors] = useState<SlotErrors>({});
  const { slots, changeDate, pickDate } = useChosenDate({ rules, setValues, setErrors, settleMs: DATE_SETTLE_MS });
  const nowMs = useBrowserClock();
  const now = nowMs === null ? null : new Date(nowMs);

  function changeTime(time: string) {
    setValues((v) => ({ ...v, preferredTime: time }));
    setErrors((e) => ({ ...e, preferredTime: undefined }));
  }

  /** The chosen slot when it passes the booking rules; otherwise null, with the fields' messages shown. */
  function validate(): SlotInput | null {
    const result = slotSchema(rules).safeParse(values);
    if (result.success) return result.data;
    const found: SlotErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof SlotErrors;
      found[field] ??= issue.message;
    }
    setErrors(found);
    return null;
  }

  return {
    values,
    errors,
    /** shows a message the server gave (a slot taken or closed meanwhile) and reloads the date's slots */
    refuse(field: keyof SlotErrors, message: string) {
      setErrors((e) => ({ ...e, [field]: message }));
      slots.reload();
    },
    changeDate,
    /** a day picked on a calendar (no settling) */
    pickDate,
    changeTime,
    validate,
    slots,
    now,
    current,
    dateChosen: isRealDate(values.preferredDate) && !errors.preferredDate,
    today: now ? todayIst(now) : "",
    lastDate: now ? lastBookableDate(now, rules) : "",
  };
}
export type SlotPicker = ReturnType<typeof useSlotPicker>;

function timeNote(picker: SlotPicker): string {
  if (!picker.dateChosen) return "Choose a date first. Consultations run 6:00 PM to 9:00 PM.";
  if (picker.slots.status === "loading") return "Checking which times are free…";
  if (picker.slots.status === "failed") return "We couldn't check which times are free. You can still try a time.";
  const own = picker.current?.preferredDate === picker.values.preferredDate ? picker.current.preferredTime : null;
  const note = slotsNote(picker.values.preferredDate, picker.slots, picker.now, own);
  if (note) return note;
  if (picker.slots.booked.some((time) => time !== own)) return SOME_BOOKED_NOTE;
  return "Consultations run 6:00 PM to 9:00 PM (IST).";
}

export function SlotPickerFields({
  picker,
  look = "admin",
  idPrefix,
  dateLabel = "New date",
  timeLabel = "New time",
}: {
  picker: SlotPicker;
  look?: FieldLook;
  /** ids of the two controls: `${idPrefix}-date`, `${idPrefix}-time` */
  idPrefix: string;
  dateLabel?: string;
  timeLabel?: string;
}) {
  return (
    <>
      <InputField
        look={look}
        id={`${idPrefix}-date`}
        name="preferredDate"
        label={dateLabel}
        required
        type="date"
        value={picker.values.preferredDate}
        onValueChange={picker.changeDate}
        error={picker.errors.preferredDate}
        hint={SUNDAY_NOTE}
        min={picker.today || undefined}
        max={picker.lastDate || undefined}
      />
      <SlotSelectField
        look={look}
        id={`${idPrefix}-time`}
        name="preferredTime"
        label={timeLabel}
        required
        value={picker.values.preferredTime}
        onValueChange={picker.changeTime}
        error={picker.errors.preferredTime}
        hint={timeNote(picker)}
        hintLive
        disabled={!picker.dateChosen}
        date={picker.dateChosen ? picker.values.preferredDate : null}
        booked={picker.slots.booked}
        closed={picker.slots.closed}
        now={picker.now}
        current={picker.current}
      />
    </>
  );
}
