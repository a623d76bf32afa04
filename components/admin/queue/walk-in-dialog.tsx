"use client";

/**
 * Add walk-in (FEATURES.md §5): a patient who came without a booking gets tonight's next
 * token and holds no slot. Name, phone, age and sex as Add New Patient takes them, and the
 * service (General Consultation unless the desk says otherwise), and the desk's two questions —
 * language and WhatsApp, nothing ticked until asked (../patients/consent-fields.tsx); checked with the route's
 * own schema (walkInSchema) before it is sent, the server's 400 shown beside each field.
 */
import { useRef, useState } from "react";
import { PatientDetailField } from "@/components/booking/patient-fields";
import { SelectField } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { BOOKABLE_SERVICES } from "@/lib/content/services";
import { SEXES } from "@/lib/shared/validation/booking";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { WALK_IN_SERVICE, walkInSchema } from "@/lib/shared/validation/queue";
import { DeskConsentFields, EMPTY_DESK_CONSENT, type DeskConsentField } from "../patients/consent-fields";
import { useConfirmDiscard } from "../ui/confirm-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminNotice } from "../query/provider";
import { useWalkIn } from "./queries";
import { newRecordAllowed, PatientMatches, usePatientMatches } from "../patients/duplicates";
import type { PatientMatch } from "@/lib/shared/api/patients";

type WalkInField = "name" | "phone" | "age" | "sex" | "serviceRequired" | DeskConsentField;
type Values = Record<WalkInField, string>;

const EMPTY: Values = {
  name: "",
  phone: "",
  age: "",
  sex: "",
  serviceRequired: WALK_IN_SERVICE,
  ...EMPTY_DESK_CONSENT,
};
const SERVICES = [WALK_IN_SERVICE, ...BOOKABLE_SERVICES];

export function WalkInDialog({
  onClose,
  onAdded,
  returnFocus,
}: {
  onClose: () => void;
  /** the new appointment's id, once the server has given the token */
  onAdded?: (appointmentId: number) => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const { setForm, field, values, set, submit, fail, problem, setProblem } = useAdminForm({
    schema: walkInSchema,
    toInput: (v) => ({ ...v, patientId: pickedId.current }),
    defaultValues: EMPTY,
    summarize: true,
    recheck: true,
    networkMessage: PATIENT_MESSAGES.network,
  });
  const nameRef = useRef<HTMLInputElement>(null);
  const pickedId = useRef<number | undefined>(undefined);
  const walkIn = useWalkIn();
  const showNotice = useAdminNotice();
  const busy = walkIn.isPending;
  // issue 29: the patient the desk picked from the matches (the walk-in is theirs, their record as it is)
  const [picked, setPicked] = useState<PatientMatch | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  const matches = usePatientMatches(picked ? "" : values.name, picked ? "" : values.phone);

  function pick(match: PatientMatch) {
    setPicked(match);
    pickedId.current = match.patient_id;
    set("name", match.name);
    set("phone", match.phone);
    if (match.age !== null) set("age", String(match.age));
    if (match.sex) set("sex", match.sex);
  }

  const typed = (Object.keys(EMPTY) as WalkInField[]).some((f) => values[f].trim() !== EMPTY[f]);
  const [close, asking] = useConfirmDiscard(typed && !busy, onClose);

  const add = submit(({ consent, ...patient }) => {
    if (!picked && !newRecordAllowed(matches, confirmNew))
      return setProblem(
        "A patient with this phone number is already registered: pick them above, or tick that this is a new patient.",
      );
    walkIn.mutate(
      { ...patient, ...consent },
      {
        onSuccess: ({ message, appointment }) => {
          showNotice(message, "success");
          onAdded?.(appointment.id);
          onClose();
        },
        onError: (caught) => fail(caught),
      },
    );
  });

  return (
    <FormModal
      title="Add walk-in"
      description="Tonight's next token. A walk-in takes no booking slot. Fields marked * are required."
      onClose={close}
      size="md"
      initialFocus={nameRef}
      returnFocus={returnFocus}
      data-testid="walk-in-dialog"
      formId="walk-in-form"
      formRef={setForm}
      onSubmit={(event) => (busy ? event.preventDefault() : void add(event))}
      busy={busy}
      message={problem ? { tone: "error", text: problem } : null}
      submitLabel="Add walk-in"
      busyLabel="Adding…"
      aside={asking}
    >
      <fieldset disabled={busy} className="grid grid-cols-2 gap-x-4 gap-y-4">
        <legend className="sr-only">The walk-in patient</legend>
        {picked && (
          <div
            className="col-span-2 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-950 ring-1 ring-brand-200"
            data-testid="walk-in-picked"
          >
            <p className="min-w-0 flex-1">
              Walk-in for <span className="font-semibold">{picked.name}</span> (ID {picked.patient_id}): their record
              stays as it is.
            </p>
            <Button
              variant="ghost"
              size="dialog"
              className="min-h-11"
              onClick={() => {
                setPicked(null);
                pickedId.current = undefined;
              }}
            >
              Not this patient
            </Button>
          </div>
        )}
        <PatientDetailField look="admin" detail="name" {...field("name")} ref={nameRef} className="col-span-2" />
        <PatientDetailField look="admin" detail="phone" {...field("phone")} className="col-span-2" />
        {!picked && (
          <div className="col-span-2">
            <PatientMatches matches={matches} onPick={pick} confirmNew={confirmNew} onConfirmNew={setConfirmNew} />
          </div>
        )}
        <PatientDetailField look="admin" detail="age" {...field("age")} />
        <SelectField label="Sex" required placeholder="Select…" options={SEXES} {...field("sex")} />
        <SelectField
          label="Service"
          placeholder={`${WALK_IN_SERVICE} (default)`}
          options={SERVICES}
          className="col-span-2"
          {...field("serviceRequired")}
        />
      </fieldset>
      {!picked && <DeskConsentFields field={field} disabled={busy} className="mt-5" />}
    </FormModal>
  );
}
