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
import { useRef, useState } from "react";
import { ServiceField } from "@/components/booking/patient-fields";
import { SlotPickerFields, useSlotPicker } from "@/components/booking/slot-picker";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { PatientProfile } from "@/lib/server/domain/patient-profile";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { MAX_LENGTH, type BookingRules } from "@/lib/shared/validation/booking";
import { bookForPatientSchema, PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { ApiError } from "./api";
import { fieldErrors } from "./field-errors";
import { ManageLinkShare } from "./manage-link-share";
import { Message } from "./message";
import { FormFooter, Modal, useConfirmDiscard } from "./modal";
import { useBookForPatient, type BookedForPatient } from "./queries/patients";

type OwnField = "serviceRequired" | "additionalInfo";
type Field = OwnField | "preferredDate" | "preferredTime";
const ORDER: Field[] = ["preferredDate", "preferredTime", "serviceRequired", "additionalInfo"];

export function BookForPatientModal({
  profile,
  rules,
  onClose,
}: {
  profile: PatientProfile;
  rules: BookingRules;
  onClose: () => void;
}) {
  const picker = useSlotPicker(rules);
  const [service, setService] = useState("");
  const [info, setInfo] = useState("");
  const [errors, setErrors] = useState<Partial<Record<OwnField, string>>>({});
  // the last refusal, shown while the form still holds what was refused
  const [refused, setRefused] = useState<{ text: string; form: string } | null>(null);
  const [booked, setBooked] = useState<BookedForPatient | null>(null);
  const book = useBookForPatient(profile.id);
  const busy = book.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const { preferredDate, preferredTime } = picker.values;
  const formNow = JSON.stringify([preferredDate, preferredTime, service, info]);
  const problem = refused?.form === formNow ? refused.text : null;
  const setProblem = (text: string | null) => setRefused(text ? { text, form: formNow } : null);
  const typed = !booked && Boolean(preferredDate || preferredTime || service || info.trim());
  const close = useConfirmDiscard(typed, onClose);

  function focusFirst(wrong: Partial<Record<Field, string | undefined>>) {
    const first = ORDER.find((f) => wrong[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    setProblem(first ? wrong[first]! : null);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const payload = { serviceRequired: service, additionalInfo: info, preferredDate, preferredTime };
    const slot = picker.validate();
    const check = bookForPatientSchema(rules).safeParse(payload);
    const own = check.success ? {} : fieldErrors<Field>(check.error.issues);
    setErrors({ serviceRequired: own.serviceRequired, additionalInfo: own.additionalInfo });
    if (!slot || !check.success) return focusFirst(own);
    setProblem(null);
    book.mutate(payload, {
      onSuccess: (body) => setBooked(body),
      onError: (caught) => {
        if (!(caught instanceof ApiError)) return setProblem(PATIENT_MESSAGES.network);
        const given = caught.errors as Partial<Record<Field, string>>;
        // a slot taken meanwhile (409) belongs to the time, and the times are read again
        const slotProblem = caught.status === 409 ? { preferredTime: caught.message } : {};
        const wrong = { ...slotProblem, ...given };
        if (wrong.preferredDate) picker.refuse("preferredDate", wrong.preferredDate);
        if (wrong.preferredTime) picker.refuse("preferredTime", wrong.preferredTime);
        setErrors({ serviceRequired: wrong.serviceRequired, additionalInfo: wrong.additionalInfo });
        focusFirst(wrong);
        setProblem(caught.message);
      },
    });
  }

  const footer = booked ? (
    <Button variant="primary" size="dialog" onClick={onClose}>
      Done
    </Button>
  ) : (
    <FormFooter
      message={problem ? { tone: "error", text: problem } : null}
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
        <form id="book-for-patient-form" ref={formRef} onSubmit={submit} noValidate>
          <fieldset disabled={busy} className="grid gap-x-4 gap-y-4 sm:grid-cols-2">
            <legend className="sr-only">The appointment</legend>
            <SlotPickerFields picker={picker} idPrefix="book-for-patient" dateLabel="Date" timeLabel="Time" />
            <ServiceField
              label="Service"
              required
              name="serviceRequired"
              value={service}
              error={errors.serviceRequired}
              onValueChange={(value) => {
                setService(value);
                setErrors((e) => ({ ...e, serviceRequired: undefined }));
              }}
              className="sm:col-span-2"
            />
            <Field
              label="Note for the desk"
              name="additionalInfo"
              hint="Optional. Seen by the clinic only, not in the patient's link."
              error={errors.additionalInfo}
              className="sm:col-span-2"
            >
              {(a) => (
                <textarea
                  {...a}
                  rows={3}
                  maxLength={MAX_LENGTH.additionalInfo}
                  value={info}
                  onChange={(e) => setInfo(e.target.value)}
                  className={`${inputClass(!!errors.additionalInfo)} resize-y`}
                />
              )}
            </Field>
          </fieldset>
        </form>
      )}
    </Modal>
  );
}
