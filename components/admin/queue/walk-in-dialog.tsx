"use client";

/**
 * Add walk-in (FEATURES.md §5): a patient who came without a booking gets tonight's next
 * token and holds no slot. Name, phone, age and sex as Add New Patient takes them, and the
 * service (General Consultation unless the desk says otherwise), and the desk's two questions —
 * language and WhatsApp, nothing ticked until asked (../patients/consent-fields.tsx); checked with the route's
 * own schema (walkInSchema) before it is sent, the server's 400 shown beside each field.
 */
import { useRef } from "react";
import { PatientDetailField } from "@/components/booking/patient-fields";
import { SelectField } from "@/components/ui/field";
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
  const { setForm, field, values, submit, fail, problem } = useAdminForm({
    schema: walkInSchema,
    defaultValues: EMPTY,
    summarize: true,
    recheck: true,
    networkMessage: PATIENT_MESSAGES.network,
  });
  const nameRef = useRef<HTMLInputElement>(null);
  const walkIn = useWalkIn();
  const showNotice = useAdminNotice();
  const busy = walkIn.isPending;

  const typed = (Object.keys(EMPTY) as WalkInField[]).some((f) => values[f].trim() !== EMPTY[f]);
  const [close, asking] = useConfirmDiscard(typed && !busy, onClose);

  const add = submit(({ consent, ...patient }) =>
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
    ),
  );

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
      <DeskConsentFields field={field} disabled={busy} className="mt-5" />
    </FormModal>
  );
}
