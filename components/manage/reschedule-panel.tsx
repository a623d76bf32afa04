"use client";

/** Moving the appointment: the shared slot picker (booked and past times marked, the current one too). */
import { useEffect, useRef, type FormEvent } from "react";
import { SlotPickerFields, useSlotPicker } from "@/components/booking/slot-picker";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import type { BookingRules } from "@/lib/shared/validation/booking";
import type { ManagedAppointment } from "./manage-words";
import type { ManageState } from "./use-manage-appointment";

const ID = "manage";

/** "It is now on Wednesday, 25 November 2026 at 6:30 PM." */
export const whenSentence = (a: ManagedAppointment) =>
  `It is now on ${formatLongDate(a.date)} at ${formatSlot(a.time)}.`;

export function ReschedulePanel({
  state,
  rules,
  onClose,
}: {
  state: ManageState;
  rules: BookingRules;
  /** `moved`: the appointment moved (focus goes to the message), or the patient kept it */
  onClose: (moved: boolean) => void;
}) {
  const { appointment } = state;
  const picker = useSlotPicker(rules, {
    current: { preferredDate: appointment.date, preferredTime: appointment.time },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slot = picker.validate();
    if (!slot) {
      document.querySelector<HTMLElement>(`#${ID}-panel [aria-invalid="true"]`)?.focus();
      return;
    }
    const result = await state.reschedule(slot, whenSentence);
    if (result.ok) return onClose(true);
    const { preferredDate, preferredTime } = result.errors ?? {};
    if (preferredDate) picker.refuse("preferredDate", preferredDate);
    if (preferredTime) {
      picker.changeTime(""); // the time just refused is marked once the slots reload
      picker.refuse("preferredTime", preferredTime);
    }
    if (preferredDate || preferredTime) document.getElementById(`${ID}-${preferredDate ? "date" : "time"}`)?.focus();
  }

  const busy = state.busy === "reschedule";
  return (
    <form id={`${ID}-panel`} onSubmit={submit} noValidate aria-labelledby="reschedule-heading">
      <h2
        id="reschedule-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none"
      >
        Choose a new date and time
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your current time, {formatLongDate(appointment.date)} at {formatSlot(appointment.time)}, stays booked until you
        move it.
      </p>
      <div className="mt-5 grid gap-5">
        <SlotPickerFields picker={picker} look="public" idPrefix={ID} />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" busy={busy} aria-disabled={busy || undefined} className="w-full sm:w-auto">
          {busy ? "Moving…" : "Move my appointment"}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => onClose(false)} className="w-full sm:w-auto">
          Keep the current time
        </Button>
      </div>
    </form>
  );
}
