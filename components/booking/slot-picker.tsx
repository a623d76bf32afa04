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
import { useTranslations } from "next-intl";
import { useState } from "react";
import { InputField, type FieldLook } from "@/components/ui/field";
import { isRealDate, todayIst } from "@/lib/shared/clinic-time";
import { lastBookableDate, slotSchema, type BookingRules, type SlotInput } from "@/lib/shared/validation/booking";
import { SlotSelectField, useBrowserClock, useChosenDate, useTimeNote } from "./booked-slots";
import { useSay } from "./use-say";

type SlotErrors = { preferredDate?: string; preferredTime?: string };

/** How long a typed date must stay unchanged before its slots are read. */
const DATE_SETTLE_MS = 400;

export function useSlotPicker(rules: BookingRules, { current = null }: { current?: SlotInput | null } = {}) {
  const [values, setValues] = useState<SlotInput>({ preferredDate: "", preferredTime: "" });
  const [errors, setErrors] = useState<SlotErrors>({});
  const { slots, changeDate, pickDate } = useChosenDate({ rules, setValues, setErrors, settleMs: DATE_SETTLE_MS });
  const nowMs = useBrowserClock();
  const now = nowMs === null ? null : new Date(nowMs);
  const say = useSay();

  function changeTime(time: string) {
    setValues((v) => ({ ...v, preferredTime: time }));
    setErrors((e) => ({ ...e, preferredTime: undefined }));
  }

  /** The chosen slot when it passes the booking rules; otherwise null, with the fields' messages shown (in the page's language). */
  function validate(): SlotInput | null {
    const result = slotSchema(rules, say).safeParse(values);
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
    /** shows a message the server gave (a slot taken or closed meanwhile), already in the page's language, and reloads the date's slots */
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

export function SlotPickerFields({
  picker,
  look = "admin",
  idPrefix,
  dateLabel,
  timeLabel,
}: {
  picker: SlotPicker;
  look?: FieldLook;
  /** ids of the two controls: `${idPrefix}-date`, `${idPrefix}-time` */
  idPrefix: string;
  /** "New date" and "New time" unless told */
  dateLabel?: string;
  timeLabel?: string;
}) {
  const t = useTranslations("booking");
  const timeNote = useTimeNote();
  const { values, current } = picker;
  const own = current?.preferredDate === values.preferredDate ? current.preferredTime : null;
  const date = { chosen: picker.dateChosen, value: values.preferredDate, own };
  return (
    <>
      <InputField
        look={look}
        id={`${idPrefix}-date`}
        name="preferredDate"
        label={dateLabel ?? t("slots.newDate")}
        required
        type="date"
        value={picker.values.preferredDate}
        onValueChange={picker.changeDate}
        error={picker.errors.preferredDate}
        hint={t("notes.sunday")}
        min={picker.today || undefined}
        max={picker.lastDate || undefined}
      />
      <SlotSelectField
        look={look}
        id={`${idPrefix}-time`}
        name="preferredTime"
        label={timeLabel ?? t("slots.newTime")}
        required
        value={picker.values.preferredTime}
        onValueChange={picker.changeTime}
        error={picker.errors.preferredTime}
        hint={timeNote(date, picker.slots, picker.now, "failedTry")}
        hintLive
        state={picker}
        current={picker.current}
      />
    </>
  );
}
