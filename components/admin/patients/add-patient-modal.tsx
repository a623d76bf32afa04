"use client";

/**
 * The Add New Patient modal (SPEC §2, §4, §5, §8), opened from the dashboard's Quick
 * Actions and the Patients Database. A successful add reloads what shows patients (lists and
 * counts), wherever the modal was opened.
 *
 * Patient fields with the spec's messages (the same schema as POST /api/admin/patient/add),
 * the desk's two questions — the patient's language and whether they agree to WhatsApp, nothing
 * ticked until asked, both required here (consent-fields.tsx) — and an optional Schedule
 * Appointment section: a Sunday is refused with the Sunday alert,
 * the time is enabled only once a date is chosen, booked and past slots are disabled. The
 * appointment is all or nothing: a date or time without a service (or the reverse) is an
 * error beside the field, here and on the server, never a silent skip. One call adds the
 * patient and books the slot; if the booking fails the patient stays and the message points
 * to the profile's Book appointment. After a full success the modal closes after 1.5 s;
 * after a partial one it stays open so the message can be read. Closing it with anything
 * typed asks first.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { SlotSelectField, useChosenDate } from "@/components/booking/booked-slots";
import { ServiceField } from "@/components/booking/patient-fields";
import { InputField } from "@/components/ui/field";
import type { PatientAddedAnswer } from "@/lib/shared/api/patients";
import { isRealDate, todayIst } from "@/lib/shared/clinic-time";
import { SOME_BOOKED_NOTE, SUNDAY_NOTE, lastBookableDate, type BookingRules } from "@/lib/shared/validation/booking";
import { addPatientSchema, PATIENT_MESSAGES, type AddPatientField } from "@/lib/shared/validation/patients";
import { invalidateAfter } from "../query/hooks";
import { adminJson } from "../ui/api";
import { useConfirmDiscard } from "../ui/confirm-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm, type AdminForm } from "../ui/use-admin-form";
import { DeskConsentFields, EMPTY_DESK_CONSENT } from "./consent-fields";
import { EMPTY_PATIENT, PatientDetailsFields } from "./patient-details-fields";
import { newRecordAllowed, PatientMatches, usePatientMatches } from "./duplicates";
import { PatientProfileModal } from "./patient-profile-modal";

export type AddPatientModalProps = {
  /** the configured booking rules (horizon), handed down from the server page */
  bookingRules: BookingRules;
  onClose: () => void;
};

type Values = Record<AddPatientField, string>;

/** The registry's fields, the desk's answers (SMS starts at yes) and the appointment, otherwise blank. */
const EMPTY: Values = {
  ...EMPTY_PATIENT,
  ...EMPTY_DESK_CONSENT,
  preferredDate: "",
  preferredTime: "",
  serviceRequired: "",
};

/** The Schedule Appointment section's hint: all three or none. */
const APPOINTMENT_HINT = "To book a visit too, choose a date, a time and a service; otherwise leave all three empty.";

/** The partial failure's message, and where the booking can be made now. */
const BOOK_LATER = "Open the patient's profile and use Book appointment.";

/** How long a successful add stays on screen before the modal closes (SPEC §9). */
export const CLOSE_AFTER_MS = 1500;

type Outcome = { tone: "success" | "warning"; text: string } | null;
type DateField = "preferredDate" | "preferredTime";
type DatePart = Partial<Record<DateField, string>>;

/**
 * useChosenDate (shared with the public forms) speaks React state setters: these apply its
 * updates to the date and time in the form, and their messages.
 */
function dateSetters<O>({ form, set }: Pick<AdminForm<Values, O>, "form" | "set">) {
  const fields: DateField[] = ["preferredDate", "preferredTime"];
  const setValues: Dispatch<SetStateAction<Values>> = (update) => {
    const next = typeof update === "function" ? update(form.getValues()) : update;
    for (const name of fields) if (next[name] !== form.getValues(name)) set(name, next[name]);
  };
  const setErrors: Dispatch<SetStateAction<DatePart>> = (update) => {
    const now = Object.fromEntries(fields.map((name) => [name, form.getFieldState(name).error?.message]));
    const next = typeof update === "function" ? update(now) : update;
    for (const name of fields) {
      const message = next[name];
      if (message) form.setError(name, { type: "date", message });
      else form.clearErrors(name);
    }
  };
  return { setValues, setErrors };
}

/**
 * Add New Patient; a match the desk recognises ("Open their record") replaces the form with
 * that patient's profile instead of a second record (issue 29).
 */
export function AddPatientModal({ bookingRules, onClose }: AddPatientModalProps) {
  const [opened, setOpened] = useState<number | null>(null);
  if (opened !== null)
    return <PatientProfileModal patientKey={String(opened)} bookingRules={bookingRules} onClose={onClose} />;
  return <AddPatientForm bookingRules={bookingRules} onClose={onClose} onOpenPatient={setOpened} />;
}

function AddPatientForm({
  bookingRules,
  onClose,
  onOpenPatient,
}: AddPatientModalProps & { onOpenPatient: (patientId: number) => void }) {
  const client = useQueryClient();
  // the desk's form asks both questions; the API also takes the spec's payload without them
  const schema = useMemo(() => addPatientSchema(bookingRules, { askConsent: true }), [bookingRules]);
  const { form, set, setForm, field, values, error, submit, fail, problem, setProblem } = useAdminForm({
    schema,
    defaultValues: EMPTY,
    summarize: true,
    recheck: true,
    networkMessage: PATIENT_MESSAGES.network,
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // issue 29: the records this may already be; a new one on a known phone needs the desk's tick
  const matches = usePatientMatches(done ? "" : values.name, done ? "" : values.phone);
  const [confirmNew, setConfirmNew] = useState(false);
  const {
    slots: { booked, closed, status: slotState },
    changeDate,
  } = useChosenDate({ rules: bookingRules, ...dateSetters({ form, set }) });
  const [today] = useState(() => todayIst(new Date()));
  const [lastDate] = useState(() => lastBookableDate(new Date(), bookingRules));
  const nameRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // anything changed from how the form opened (the SMS answer starts at yes)
  const typed = !done && (Object.keys(EMPTY) as AddPatientField[]).some((f) => values[f].trim() !== EMPTY[f]);
  const [close, asking] = useConfirmDiscard(typed, onClose);

  async function send() {
    if (!newRecordAllowed(matches, confirmNew))
      return setProblem(
        "A patient with this phone number is already registered (above): tick that this is a new patient, or open their record from the list.",
      );
    setBusy(true);
    try {
      const body = await adminJson<PatientAddedAnswer>(
        "/api/admin/patient/add",
        { json: form.getValues() }, // as typed: the server parses with the same schema
        PATIENT_MESSAGES.addFailed,
      );
      setDone(true);
      void invalidateAfter(client, "patientsChanged");
      if (body.appointmentError) {
        setOutcome({ tone: "warning", text: `${body.message} ${BOOK_LATER}` });
      } else {
        setOutcome({ tone: "success", text: body.message });
        closeTimer.current = window.setTimeout(onClose, CLOSE_AFTER_MS);
      }
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  const dateChosen = isRealDate(values.preferredDate) && !error("preferredDate");
  const now = new Date();
  const locked = busy || done;

  return (
    <FormModal
      title="Add New Patient"
      description="Fields marked * are required."
      onClose={close}
      size="lg"
      initialFocus={nameRef}
      data-testid="add-patient-modal"
      formId="add-patient-form"
      formRef={setForm}
      onSubmit={(event) => (busy || done ? event.preventDefault() : void submit(send)(event))}
      busy={busy}
      message={outcome ?? (problem ? { tone: "error", text: problem } : null)}
      cancelLabel={done ? "Close" : "Cancel"}
      submitLabel="Add Patient"
      busyLabel="Adding Patient..."
      submitDisabled={locked}
      aside={asking}
    >
      <PatientDetailsFields field={field} disabled={locked} nameRef={nameRef} />
      <div className="mt-4 empty:hidden">
        <PatientMatches
          matches={matches}
          pickLabel="Open their record"
          onPick={(m) => onOpenPatient(m.patient_id)}
          confirmNew={confirmNew}
          onConfirmNew={setConfirmNew}
        />
      </div>
      <DeskConsentFields field={field} disabled={locked} className="mt-6" />

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
            state={{ dateChosen, values, slots: { booked, closed }, now }}
          />
          <ServiceField label="Service" {...field("serviceRequired")} />
        </div>
        {dateChosen && booked.length > 0 && (
          <p className="mt-3 text-xs font-medium text-amber-800">{SOME_BOOKED_NOTE}</p>
        )}
      </fieldset>
    </FormModal>
  );
}
