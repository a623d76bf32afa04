"use client";

/**
 * Moving the appointment: the shared slot picker with the patient's calendar (closed, booked
 * and past times marked, the current one too). When the clinic has closed at the
 * appointment's time, keeping it is no choice: the other way out is cancelling.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, type FormEvent } from "react";
import { PatientSlotPickerFields, usePatientSlotPicker } from "@/components/booking/patient-slot-picker";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import type { BookingRules } from "@/lib/shared/validation/booking";
import type { ManagedAppointment } from "./manage-words";
import type { ManageState } from "./use-manage-appointment";

const ID = "manage";

export function ReschedulePanel({
  state,
  rules,
  onClose,
  onCancelInstead,
  focusOnOpen = true,
}: {
  state: ManageState;
  rules: BookingRules;
  /** `moved`: the appointment moved (focus goes to the message), or the patient kept it */
  onClose: (moved: boolean) => void;
  /** offered instead of keeping the time when the clinic is closed then */
  onCancelInstead: () => void;
  /** take the focus when opened (not when the page opens with it, for a closed appointment) */
  focusOnOpen?: boolean;
}) {
  const t = useTranslations("manage.reschedule");
  const locale = useLocale();
  const { appointment } = state;
  const current = { date: formatLongDate(appointment.date, locale), time: formatSlot(appointment.time, locale) };
  /** "It is now on Wednesday, 25 November 2026 at 6:30 PM." — after the server's "moved" */
  const whenSentence = (a: ManagedAppointment) =>
    t("when", { date: formatLongDate(a.date, locale), time: formatSlot(a.time, locale) });
  const picker = usePatientSlotPicker(rules, {
    current: { preferredDate: appointment.date, preferredTime: appointment.time },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closed = appointment.closedReason !== null;

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

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
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{closed ? t("closedHint", current) : t("hint", current)}</p>
      <div className="mt-5 grid gap-5">
        <PatientSlotPickerFields picker={picker} idPrefix={ID} />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" busy={busy} aria-disabled={busy || undefined} className="w-full sm:w-auto">
          {busy ? t("busy") : t("submit")}
        </Button>
        {closed && appointment.canCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancelInstead} className="w-full sm:w-auto">
            {t("cancelInstead")}
          </Button>
        ) : (
          <Button variant="secondary" size="lg" onClick={() => onClose(false)} className="w-full sm:w-auto">
            {t("keep")}
          </Button>
        )}
      </div>
    </form>
  );
}
