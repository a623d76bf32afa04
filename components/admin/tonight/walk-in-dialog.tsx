"use client";

/**
 * Add walk-in (FEATURES.md §5): a patient who came without a booking gets tonight's next
 * token and holds no slot. Name, phone, age and sex as Add New Patient takes them, and the
 * service (General Consultation unless the desk says otherwise); checked with the route's
 * own schema (walkInSchema) before it is sent, the server's 400 shown beside each field.
 */
import { useRef, useState } from "react";
import { PatientDetailField } from "@/components/booking/patient-fields";
import { SelectField } from "@/components/ui/field";
import { BOOKABLE_SERVICES } from "@/lib/content/services";
import { SEXES } from "@/lib/shared/validation/booking";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { WALK_IN_SERVICE, walkInSchema } from "@/lib/shared/validation/queue";
import { ApiError } from "../api";
import { fieldErrors } from "../field-errors";
import { FormFooter, Modal, useConfirmDiscard } from "../modal";
import { useAdminNotice } from "../queries/provider";
import { useWalkIn } from "../queries/queue";

type WalkInField = "name" | "phone" | "age" | "sex" | "serviceRequired";
type Values = Record<WalkInField, string>;
type Errors = Partial<Record<WalkInField, string>>;

const EMPTY: Values = { name: "", phone: "", age: "", sex: "", serviceRequired: WALK_IN_SERVICE };
const ORDER: WalkInField[] = ["name", "phone", "age", "sex", "serviceRequired"];
const SERVICES = [WALK_IN_SERVICE, ...BOOKABLE_SERVICES];

function validate(values: Values) {
  const result = walkInSchema.safeParse(values);
  return result.success
    ? { data: result.data, errors: {} as Errors }
    : { data: null, errors: fieldErrors<WalkInField>(result.error.issues) };
}

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // after a failed attempt, a field's message goes as soon as it is right
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const walkIn = useWalkIn();
  const showNotice = useAdminNotice();
  const busy = walkIn.isPending;

  const typed = ORDER.some((f) => values[f].trim() !== EMPTY[f]);
  const close = useConfirmDiscard(typed && !busy, onClose);

  function field(name: WalkInField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onValueChange: (value: string) => {
        const next = { ...values, [name]: value };
        setValues(next);
        if (attempted && errors[name]) setErrors((e) => ({ ...e, [name]: validate(next).errors[name] }));
        setProblem(null);
      },
    };
  }

  function focusFirst(found: Errors) {
    const first = ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return first;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      setProblem(found[focusFirst(found)!] ?? null);
      return;
    }
    setProblem(null);
    walkIn.mutate(data, {
      onSuccess: ({ message, appointment }) => {
        showNotice(message, "success");
        onAdded?.(appointment.id);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const serverErrors = error.errors as Errors;
          setErrors(serverErrors);
          focusFirst(serverErrors);
          setProblem(error.message || PATIENT_MESSAGES.addFailed);
        } else {
          setProblem(PATIENT_MESSAGES.network);
        }
      },
    });
  }

  return (
    <Modal
      title="Add walk-in"
      description="Tonight's next token. A walk-in takes no booking slot. Fields marked * are required."
      onClose={close}
      size="md"
      initialFocus={nameRef}
      returnFocus={returnFocus}
      dismissible={!busy}
      data-testid="walk-in-dialog"
      footer={
        <FormFooter
          message={problem ? { tone: "error", text: problem } : null}
          formId="walk-in-form"
          busy={busy}
          onCancel={close}
          submitLabel="Add walk-in"
          busyLabel="Adding…"
        />
      }
    >
      <form id="walk-in-form" ref={formRef} onSubmit={submit} noValidate>
        <fieldset disabled={busy} className="grid grid-cols-2 gap-x-4 gap-y-4">
          <legend className="sr-only">The walk-in patient</legend>
          <PatientDetailField look="admin" detail="name" {...field("name")} ref={nameRef} className="col-span-2" />
          <PatientDetailField look="admin" detail="phone" {...field("phone")} className="col-span-2" />
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
      </form>
    </Modal>
  );
}
