"use client";

/**
 * The Patient Profile's Book appointment: a dialog over the profile booking a visit for this
 * patient, whose details (shown, not editable here) the booking uses. Date and time come
 * from the shared slot picker (Sundays, the horizon, booked and past times as on /contact),
 * then a service (required) and an optional note for the desk; checked with
 * bookForPatientSchema, then POST /api/admin/patient/{id}/appointments. A slot taken
 * meanwhile (409) is shown on the time and the times are read again. On success the
 * dialog says when, and offers the patient's manage link to copy or send by WhatsApp; the
 * profile and the appointment lists reload. Closing with a choice made asks first.
 */
import { useMemo, useState } from "react";
import { ServiceField } from "@/components/booking/patient-fields";
import { SlotPickerFields, useSlotPicker } from "@/components/booking/slot-picker";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { BookedForPatient, PatientProfile } from "@/lib/shared/api/patients";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { MAX_LENGTH, type BookingRules } from "@/lib/shared/validation/booking";
import { bookForPatientSchema, PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { ApiError } from "../ui/api";
import { ManageLinkShare } from "../patients/manage-link-share";
import { Message } from "../ui/alert";
import { useConfirmDiscard } from "../ui/confirm-dialog";
import { FormFooter, Modal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useBookForPatient } from "../patients/queries";

export function BookForPatientModal({
  profile,
  rules,
  onClose,
}: {
  profile: PatientProfile;
  rules: BookingRules;
  onClose: () => void;
}) {
  // the date and time are the shared picker's (its own checks and messages); the rest the form's
  const picker = useSlotPicker(rules);
  const { preferredDate, preferredTime } = picker.values;
  const schema = useMemo(() => bookForPatientSchema(rules), [rules]);
  const { setForm, field, values, submit, fail, problem } = useAdminForm({
    schema,
    defaultValues: { serviceRequired: "", additionalInfo: "" },
    toInput: (own) => ({ ...own, preferredDate, preferredTime }),
    summarize: true,
    networkMessage: PATIENT_MESSAGES.network,
  });
  // the slot the last answer was about: a refusal shows while the picker still holds it
  const slotNow = `${preferredDate} ${preferredTime}`;
  const [refusedSlot, setRefusedSlot] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedForPatient | null>(null);
  const book = useBookForPatient(profile.id);
  const busy = book.isPending;
  const info = field("additionalInfo");
  const typed = !booked && Boolean(preferredDate || preferredTime || values.serviceRequired || info.value.trim());
  const [close, asking] = useConfirmDiscard(typed, onClose);

  /** sent as typed: the server checks with the same schema */
  function send() {
    book.mutate(
      { ...values, preferredDate, preferredTime },
      {
        onSuccess: (body) => setBooked(body),
        onError: (caught) => {
          // a slot taken meanwhile (409) belongs to the time, and the times are read again
          const slotTaken: Record<string, string> =
            caught instanceof ApiError && caught.status === 409 ? { preferredTime: caught.message } : {};
          const wrong: Record<string, string> = { ...slotTaken, ...(caught instanceof ApiError ? caught.errors : {}) };
          if (wrong.preferredDate) picker.refuse("preferredDate", wrong.preferredDate);
          if (wrong.preferredTime) picker.refuse("preferredTime", wrong.preferredTime);
          fail(caught, { fields: slotTaken });
        },
      },
    );
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setRefusedSlot(slotNow);
    const slot = picker.validate(); // shows the picker's messages
    void submit(() => slot && send())(event);
  }

  const footer = booked ? (
    <Button variant="primary" size="dialog" onClick={onClose}>
      Done
    </Button>
  ) : (
    <FormFooter
      message={problem && refusedSlot === slotNow ? { tone: "error", text: problem } : null}
      formId="book-for-patient-form"
      busy={busy}
      onCancel={close}
      submitLabel="Book appointment"
      busyLabel="Booking..."
    />
  );

  return (
    <Modal
      title="Book appointment"
      description={
        <>
          Booking for: <span className="font-medium text-slate-800">{profile.name}</span> · {profile.phone}
        </>
      }
      onClose={close}
      size="md"
      dismissible={!busy}
      data-testid="book-for-patient-modal"
      footer={footer}
    >
      {booked ? (
        <div className="space-y-4">
          <Message tone="success">
            Appointment booked for {formatLongDate(booked.appointment.preferred_date)} at{" "}
            {formatSlot(booked.appointment.preferred_time)}.
          </Message>
          <ManageLinkShare
            url={booked.manageUrl}
            name={profile.name}
            phone={profile.phone}
            date={booked.appointment.preferred_date}
            time={booked.appointment.preferred_time}
          />
        </div>
      ) : (
        <form id="book-for-patient-form" ref={setForm} onSubmit={onSubmit} noValidate>
          <fieldset disabled={busy} className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
            <legend className="sr-only">The appointment</legend>
            <SlotPickerFields picker={picker} idPrefix="book-for-patient" dateLabel="Date" timeLabel="Time" />
            <ServiceField label="Service" required {...field("serviceRequired")} className="sm:col-span-2" />
            <Field
              label="Note for the desk"
              name={info.name}
              hint="Optional. Seen by the clinic only, not in the patient's link."
              error={info.error}
              className="sm:col-span-2"
            >
              {(a) => (
                <textarea
                  {...a}
                  rows={3}
                  maxLength={MAX_LENGTH.additionalInfo}
                  value={info.value}
                  onChange={(e) => info.onValueChange(e.target.value)}
                  className={`${inputClass(!!info.error)} resize-y`}
                />
              )}
            </Field>
          </fieldset>
        </form>
      )}
      {asking}
    </Modal>
  );
}
