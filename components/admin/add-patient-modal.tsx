"use client";

/**
 * The Add New Patient modal (SPEC §2, §4, §5, §8), opened from the dashboard's Quick
 * Actions and the Patients Database. `onAdded` runs after a successful add (lists and
 * counts refresh).
 *
 * Patient fields with the spec's messages (the same schema as POST /api/admin/patient/add),
 * and an optional Schedule Appointment section: a Sunday is refused with the Sunday alert,
 * the time is enabled only once a date is chosen, booked and past slots are disabled. One
 * call adds the patient first and then — only when date, time and service are all given —
 * books the slot; if that step fails the patient stays and the spec's message says so.
 * After a full success the modal closes after 1.5 s; after a partial one it stays open so
 * the message can be read.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { SlotOptions, useBookedSlots } from "@/components/booking/booked-slots";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { isRealDate, todayIst } from "@/lib/shared/clinic-time";
import { BOOKABLE_SERVICES } from "@/lib/content/services";
import {
  MAX_LENGTH,
  SEXES,
  SOME_BOOKED_NOTE,
  SUNDAY_NOTE,
  chosenDateProblem,
  lastBookableDate,
  type BookingRules,
} from "@/lib/shared/validation/booking";
import { addPatientSchema, PATIENT_MESSAGES, type AddPatientField } from "@/lib/shared/validation/patients";
import { adminJson, ApiError, isSessionExpired } from "./api";
import { Modal } from "./modal";
import { Message } from "./message";

export type AddPatientModalProps = {
  /** the configured booking rules (horizon), handed down from the server page */
  bookingRules: BookingRules;
  onClose: () => void;
  onAdded?: () => void;
};

type Values = Record<AddPatientField, string>;
type Errors = Partial<Record<AddPatientField, string>>;

const EMPTY: Values = {
  name: "",
  phone: "",
  email: "",
  age: "",
  sex: "",
  address: "",
  occupation: "",
  preferredDate: "",
  preferredTime: "",
  serviceRequired: "",
};

const ORDER: AddPatientField[] = [
  "name",
  "phone",
  "email",
  "age",
  "sex",
  "address",
  "occupation",
  "preferredDate",
  "preferredTime",
  "serviceRequired",
];

/** How long a successful add stays on screen before the modal closes (SPEC §9). */
export const CLOSE_AFTER_MS = 1500;

type Outcome = { tone: "error" | "success" | "warning"; text: string } | null;

function validate(schema: ReturnType<typeof addPatientSchema>, values: Values): Errors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as AddPatientField;
    errors[key] ??= issue.message;
  }
  return errors;
}

export function AddPatientModal({ bookingRules, onClose, onAdded }: AddPatientModalProps) {
  const schema = useMemo(() => addPatientSchema(bookingRules), [bookingRules]);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The date whose booked slots are shown: set once a chosen date has passed its checks.
  const [slotDate, setSlotDate] = useState<string | null>(null);
  const { booked, status: slotState } = useBookedSlots(slotDate);
  const [today] = useState(() => todayIst(new Date()));
  const [lastDate] = useState(() => lastBookableDate(new Date(), bookingRules));
  const nameRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const attempted = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function update(field: AddPatientField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a failed attempt, a field's message goes away as soon as it is right.
    if (attempted.current && errors[field]) setErrors((e) => ({ ...e, [field]: validate(schema, next)[field] }));
    if (outcome?.tone === "error") setOutcome(null);
  }

  function onDateChange(date: string) {
    setValues((v) => ({ ...v, preferredDate: date, preferredTime: "" }));
    setErrors((e) => ({ ...e, preferredDate: undefined, preferredTime: undefined }));
    setSlotDate(null);
    if (!isRealDate(date)) return;
    const problem = chosenDateProblem(date, new Date(), bookingRules);
    if (problem) {
      // SPEC §5: picking a Sunday clears the date, alerts and says why.
      if (problem.sunday) {
        setValues((v) => ({ ...v, preferredDate: "", preferredTime: "" }));
        window.alert(problem.message);
      }
      setErrors((e) => ({ ...e, preferredDate: problem.message }));
      return;
    }
    setSlotDate(date);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    attempted.current = true;
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
        setOutcome({ tone: "warning", text: body.message });
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
      onClose={onClose}
      size="lg"
      initialFocus={nameRef}
      dismissible={!busy}
      data-testid="add-patient-modal"
      footer={
        <>
          {outcome && (
            <div className="w-full">
              <Message tone={outcome.tone}>{outcome.text}</Message>
            </div>
          )}
          <Button variant="neutral" size="dialog" onClick={onClose} disabled={busy}>
            {done ? "Close" : "Cancel"}
          </Button>
          <Button variant="primary" size="dialog" type="submit" form="add-patient-form" disabled={locked} busy={busy}>
            {busy ? "Adding Patient..." : "Add Patient"}
          </Button>
        </>
      }
    >
      <form id="add-patient-form" ref={formRef} onSubmit={submit} noValidate>
        <fieldset disabled={locked} className="grid grid-cols-2 gap-x-4 gap-y-4">
          <legend className="sr-only">Patient details</legend>
          <Field label="Full name" required error={errors.name} className="col-span-2">
            {(a) => (
              <input
                {...a}
                ref={nameRef}
                name="name"
                autoComplete="off"
                maxLength={MAX_LENGTH.patientName}
                value={values.name}
                onChange={(e) => update("name", e.target.value)}
                className={inputClass(!!errors.name)}
              />
            )}
          </Field>
          <Field label="Phone number" required error={errors.phone} className="col-span-2 sm:col-span-1">
            {(a) => (
              <input
                {...a}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                placeholder="e.g. 98400 12345"
                maxLength={MAX_LENGTH.patientPhone}
                value={values.phone}
                onChange={(e) => update("phone", e.target.value)}
                className={inputClass(!!errors.phone)}
              />
            )}
          </Field>
          <Field label="Email" error={errors.email} className="col-span-2 sm:col-span-1">
            {(a) => (
              <input
                {...a}
                name="email"
                type="email"
                autoComplete="off"
                maxLength={MAX_LENGTH.patientEmail}
                value={values.email}
                onChange={(e) => update("email", e.target.value)}
                className={inputClass(!!errors.email)}
              />
            )}
          </Field>
          <Field label="Age" required error={errors.age}>
            {(a) => (
              <input
                {...a}
                name="age"
                type="number"
                inputMode="numeric"
                min={0}
                max={150}
                step={1}
                value={values.age}
                onChange={(e) => update("age", e.target.value)}
                className={inputClass(!!errors.age)}
              />
            )}
          </Field>
          <Field label="Sex" required error={errors.sex}>
            {(a) => (
              <select
                {...a}
                name="sex"
                value={values.sex}
                onChange={(e) => update("sex", e.target.value)}
                className={inputClass(!!errors.sex)}
              >
                <option value="">Select…</option>
                {SEXES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Address" error={errors.address} className="col-span-2">
            {(a) => (
              <input
                {...a}
                name="address"
                autoComplete="off"
                maxLength={MAX_LENGTH.patientAddress}
                value={values.address}
                onChange={(e) => update("address", e.target.value)}
                className={inputClass(!!errors.address)}
              />
            )}
          </Field>
          <Field label="Occupation" error={errors.occupation} className="col-span-2">
            {(a) => (
              <input
                {...a}
                name="occupation"
                autoComplete="off"
                maxLength={MAX_LENGTH.patientOccupation}
                value={values.occupation}
                onChange={(e) => update("occupation", e.target.value)}
                className={inputClass(!!errors.occupation)}
              />
            )}
          </Field>
        </fieldset>

        <fieldset disabled={locked} className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
          <legend className="px-1.5 text-sm font-semibold text-slate-800">
            Schedule Appointment <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          <p className="mb-4 text-xs text-slate-600">
            {PATIENT_MESSAGES.appointmentHint} {SUNDAY_NOTE}
          </p>
          <div className="grid gap-x-4 gap-y-4 sm:grid-cols-3">
            <Field label="Date" error={errors.preferredDate}>
              {(a) => (
                <input
                  {...a}
                  name="preferredDate"
                  type="date"
                  min={today}
                  max={lastDate}
                  value={values.preferredDate}
                  onChange={(e) => onDateChange(e.target.value)}
                  className={inputClass(!!errors.preferredDate)}
                />
              )}
            </Field>
            <Field
              label="Time"
              error={errors.preferredTime}
              hint={
                !dateChosen
                  ? "Choose a date first."
                  : slotState === "failed"
                    ? "Booked times could not be loaded."
                    : undefined
              }
            >
              {(a) => (
                <select
                  {...a}
                  name="preferredTime"
                  value={values.preferredTime}
                  disabled={!dateChosen || slotState === "loading"}
                  onChange={(e) => update("preferredTime", e.target.value)}
                  className={inputClass(!!errors.preferredTime)}
                >
                  <option value="">{slotState === "loading" ? "Loading times…" : "Select a time"}</option>
                  <SlotOptions date={dateChosen ? values.preferredDate : null} booked={booked} now={now} />
                </select>
              )}
            </Field>
            <Field label="Service" error={errors.serviceRequired}>
              {(a) => (
                <select
                  {...a}
                  name="serviceRequired"
                  value={values.serviceRequired}
                  onChange={(e) => update("serviceRequired", e.target.value)}
                  className={inputClass(!!errors.serviceRequired)}
                >
                  <option value="">Select a service</option>
                  {BOOKABLE_SERVICES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {dateChosen && booked.length > 0 && (
            <p className="mt-3 text-xs font-medium text-amber-800">{SOME_BOOKED_NOTE}</p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
