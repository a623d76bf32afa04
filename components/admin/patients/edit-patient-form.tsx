"use client";

/**
 * The Patient Profile's Edit details: a dialog over the profile with the patient's seven
 * details filled in, drawn and checked as Add New Patient does (patientUpdateSchema, the
 * same messages), and the language of the patient's messages (English or Tamil). Only what
 * was changed is checked and sent (PATCH /api/admin/patient/{id}), as typed; the server's
 * field errors and its 409 ("A patient with this email already exists.") show in the form.
 * On success the profile and every list reload and `onSaved` gets the server's message.
 * Closing with changes not saved asks first.
 */
import { useRef, useState } from "react";
import { SelectField } from "@/components/ui/field";
import { LOCALES } from "@/lib/i18n/locales";
import type { PatientProfile } from "@/lib/shared/api/patients";
import type { ErrorCode } from "@/lib/shared/error-codes";
import {
  PATIENT_LANGUAGES,
  PATIENT_MESSAGES,
  PATIENT_UPDATE_FIELDS,
  patientUpdateSchema,
} from "@/lib/shared/validation/patients";
import { ApiError } from "../ui/api";
import { useConfirmDiscard } from "../ui/confirm-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { PatientDetailsFields, patientFormValues, type PatientValues } from "./patient-details-fields";
import { useUpdatePatient } from "./queries";

type EditValues = PatientValues & { language: string };
type EditField = keyof EditValues;

/** The fields whose value differs from what the profile showed (compared as typed, spaces aside). */
function changedFields(initial: EditValues, values: EditValues): Partial<EditValues> {
  const changes: Partial<EditValues> = {};
  for (const f of PATIENT_UPDATE_FIELDS) if (values[f].trim() !== initial[f].trim()) changes[f] = values[f];
  return changes;
}

/** The field a 409 is about, by its code (lib/shared/error-codes.ts), never by its English. */
const CONFLICT_FIELD: Partial<Record<ErrorCode, EditField>> = {
  duplicate_email: "email",
  duplicate_phone_name: "phone",
};

function conflictErrors(caught: unknown): Record<string, string> {
  if (!(caught instanceof ApiError)) return {};
  const field = caught.code && CONFLICT_FIELD[caught.code];
  return field ? { [field]: caught.message } : {};
}

export function EditPatientModal({
  profile,
  onClose,
  onSaved,
}: {
  profile: PatientProfile;
  onClose: () => void;
  /** after a save, with the server's message ("Patient details updated.") */
  onSaved: (message: string) => void;
}) {
  const [initial] = useState<EditValues>(() => ({ ...patientFormValues(profile), language: profile.language }));
  const { setForm, field, values, submit, fail, problem, setProblem } = useAdminForm({
    schema: patientUpdateSchema,
    defaultValues: initial,
    toInput: (typed) => changedFields(initial, typed),
    summarize: true,
    networkMessage: PATIENT_MESSAGES.network,
  });
  const update = useUpdatePatient(profile.id);
  const busy = update.isPending;
  const changes = changedFields(initial, values);
  const changed = Object.keys(changes).length > 0;
  const [close, asking] = useConfirmDiscard(changed, onClose);
  const nameRef = useRef<HTMLInputElement>(null);

  const save = submit(() =>
    // what was typed, not what the schema parsed: a cleared email goes as "" (the parse drops it)
    update.mutate(changes, {
      onSuccess: (body) => onSaved(body.message || PATIENT_MESSAGES.updated),
      onError: (caught) => fail(caught, { fields: conflictErrors(caught) }),
    }),
  );

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!changed) return setProblem("Nothing has changed yet.");
    void save(event);
  }

  return (
    <FormModal
      title="Edit details"
      description={`${profile.name} · Patient ID ${profile.id}. Fields marked * are required.`}
      onClose={close}
      size="lg"
      initialFocus={nameRef}
      data-testid="edit-patient-modal"
      formId="edit-patient-form"
      formRef={setForm}
      onSubmit={onSubmit}
      busy={busy}
      message={problem ? { tone: "error", text: problem } : null}
      submitLabel="Save changes"
      busyLabel="Saving..."
      aside={asking}
    >
      <PatientDetailsFields field={field} disabled={busy} nameRef={nameRef} legend="The patient's details" />
      <SelectField
        label="Language"
        required
        placeholder="Select…"
        hint="E-mails, WhatsApp messages and the appointment link are in this language."
        {...field("language")}
        disabled={busy}
        className="mt-4"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {PATIENT_LANGUAGES[locale]}
          </option>
        ))}
      </SelectField>
      <p className="mt-4 text-xs text-slate-500">
        Upcoming pending appointments take the new details too; past visits keep what was recorded then.
      </p>
    </FormModal>
  );
}
