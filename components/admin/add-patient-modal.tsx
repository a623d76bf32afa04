"use client";

/**
 * The Add New Patient modal (SPEC §2, §4, §5, §8), opened from the dashboard's Quick
 * Actions and the Patients Database. `onAdded` runs after a successful add (lists and
 * counts refresh).
 *
 * Patient fields with the spec's messages (the same schema as POST /api/admin/patient/add),
 * and an optional Schedule Appointment section: a Sunday is refused with the Sunday alert,
 * the time is enabled only once a date is chosen, booked and past slots are disabled. The
 * appointment is all or nothing: a date or time without a service (or the reverse) is an
 * error beside the field, here and on the server, never a silent skip. One call adds the
 * patient and books the slot; if the booking fails the patient stays and the message points
 * to the profile's Book appointment. After a full success the modal closes after 1.5 s;
 * after a partial one it stays open so the message can be read. Closing it with anything
 * typed asks first.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { SlotSelectField, useChosenDate } from "@/components/booking/booked-slots";
import { ServiceField } from "@/components/booking/patient-fields";
import { InputField } from "@/components/ui/field";
import { isRealDate, todayIst } from "@/lib/shared/clinic-time";
import { SOME_BOOKED_NOTE, SUNDAY_NOTE, lastBookableDate, type BookingRules } from "@/lib/shared/validation/booking";
import { addPatientSchema, PATIENT_MESSAGES, type AddPatientField } from "@/lib/shared/validation/patients";
import { adminJson, ApiError, isSessionExpired } from "./api";
import { fieldErrors } from "./field-errors";
import { FormFooter, Modal, useConfirmDiscard } from "./modal";
import { EMPTY_PATIENT, PATIENT_FIELD_ORDER, PatientDetailsFields } from "./patient-details-fields";

export type AddPatientModalProps = {
  /** the configured booking rules (horizon), handed down from the server page */
  bookingRules: BookingRules;
  onClose: () => void;
  onAdded?: () => void;
};

type Values = Record<AddPatientField, string>;
type Errors = Partial<Record<AddPatientField, string>>;

const EMPTY: Values = { ...EMPTY_PATIENT, preferredDate: "", preferredTime: "", serviceRequired: "" };

const ORDER: AddPatientField[] = [...PATIENT_FIELD_ORDER, "preferredDate", "preferredTime", "serviceRequired"];

/** The Schedule Appointment section's hint: all three or none. */
const APPOINTMENT_HINT = "To book a visit too, choose a date, a time and a service; otherwise leave all three empty.";

/** The partial failure's message, and where the booking can be made now. */
const BOOK_LATER = "Open the patient's profile and use Book appointment.";

/** How long a successful add stays on screen before the modal closes (SPEC §9). */
export const CLOSE_AFTER_MS = 1500;

type Outcome = { tone: "error" | "success" | "warning"; text: string } | null;

function validate(schema: ReturnType<typeof addPatientSchema>, values: Values): Errors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors<AddPatientField>(result.error.issues);
}

export function AddPatientModal({ bookingRules, onClose, onAdded }: AddPatientModalProps) {
  const schema = useMemo(() => addPatientSchema(bookingRules), [bookingRules]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    slots: { booked, closed, status: slotState },
    changeDate,
  } = useChosenDate({ rules: bookingRules, setValues, setErrors });
  const [today] = useState(() => todayIst(new Date()));
  const [lastDate] = useState(() => lastBookableDate(new Date(), bookingRules));
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // After a failed attempt, a field's message goes away as soon as it is right.
  const [attempted, setAttempted] = useState(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const typed = !done && (Object.keys(EMPTY) as AddPatientField[]).some((f) => values[f].trim() !== "");
  const close = useConfirmDiscard(typed, onClose);

  function update(field: AddPatientField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted && errors[field]) setErrors((e) => ({ ...e, [field]: validate(schema, next)[field] }));
    if (outcome?.tone === "error") setOutcome(null);
  }

  /** What a field's control is given: its name, value and message, and what changes it. */
  function field(name: AddPatientField) {
    const onValueChange = (value: string) => update(name, value);
    return { name, value: values[name], error: errors[name], onValueChange };
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    setAttempted(true);
    const found = validate(schema, values);
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) {
      setOutcome({ tone: "error", text: found[first]! });
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const body = await adminJson<{ message: string; appointment: unknown; appointmentError?: string }>(
        "/api/admin/patient/add",
        { json: values },
        PATIENT_MESSAGES.addFailed,
      );
      setDone(true);
      onAdded?.();
      if (body.appointmentError) {
        setOutcome({ tone: "warning", text: `${body.message} ${BOOK_LATER}` });
      } else {
        setOutcome({ tone: "success", text: body.message });
        closeTimer.current = window.setTimeout(onClose, CLOSE_AFTER_MS);
      }
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError) {
        const serverErrors = error.errors as Errors;
        setErrors(serverErrors);
        setOutcome({ tone: "error", text: error.message || PATIENT_MESSAGES.addFailed });
      } else {
        setOutcome({ tone: "error", text: PATIENT_MESSAGES.network });
      }
    } finally {
      setBusy(false);
    }
  }

  const dateChosen = isRealDate(values.preferredDate) && !errors.preferredDate;
  const now = new Date();
  const locked = busy || done;

  return (
    <Modal
      title="Add New Patient"
      description="Fields marked * are required."
      onClose={close}
      size="lg"
      initialFocus={nameRef}
      dismissible={!busy}
      data-testid="add-patient-modal"
      footer={
        <FormFooter
          message={outcome}
          formId="add-patient-form"
          busy={busy}
          onCancel={close}
          cancelLabel={done ? "Close" : "Cancel"}
          submitLabel="Add Patient"
          busyLabel="Adding Patient..."
          submitDisabled={locked}
        />
      }
    >
      <form id="add-patient-form" ref={formRef} onSubmit={submit} noValidate>
        <PatientDetailsFields field={field} disabled={locked} nameRef={nameRef} />

        <fieldset disabled={locked} className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <legend className="px-1.5 text-sm font-semibold text-slate-800">
            Schedule Appointment <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          <p className="mb-4 text-xs text-slate-600">
            {APPOINTMENT_HINT} {SUNDAY_NOTE}
          </p>
          <div className="grid gap-x-4 gap-y-4 sm:grid-cols-3">
            <InputField
              label="Date"
              {...field("preferredDate")}
              onValueChange={changeDate}
              type="date"
              min={today}
              max={lastDate}
            />
            <SlotSelectField
              label="Time"
              {...field("preferredTime")}
              hint={
                !dateChosen
                  ? "Choose a date first."
                  : slotState === "failed"
                    ? "Booked times could not be loaded."
                    : undefined
              }
              placeholder={slotState === "loading" ? "Loading times…" : "Select a time"}
              disabled={!dateChosen || slotState === "loading"}
              date={dateChosen ? values.preferredDate : null}
              booked={booked}
              closed={closed}
              now={now}
            />
            <ServiceField label="Service" {...field("serviceRequired")} />
          </div>
          {dateChosen && booked.length > 0 && (
            <p className="mt-3 text-xs font-medium text-amber-800">{SOME_BOOKED_NOTE}</p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
