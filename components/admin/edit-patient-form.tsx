"use client";

/**
 * The Patient Profile's Edit details: a dialog over the profile with the patient's seven
 * details filled in, drawn and checked as Add New Patient does (patientUpdateSchema, the
 * same messages), and the language of the patient's messages (English or Tamil). Only what
 * was changed is sent (PATCH /api/admin/patient/{id}); the
 * server's field errors and its 409 ("A patient with this email already exists.") show in
 * the form. On success the profile and every list reload and `onSaved` gets the server's
 * message. Closing with changes not saved asks first.
 */
import { useRef, useState } from "react";
import { SelectField } from "@/components/ui/field";
import { LOCALES } from "@/lib/i18n/locales";
import type { PatientProfile } from "@/lib/server/domain/patient-profile";
import { PATIENT_LANGUAGES, PATIENT_MESSAGES, patientUpdateSchema } from "@/lib/shared/validation/patients";
import { ApiError } from "./api";
import { fieldErrors } from "./field-errors";
import { FormFooter, Modal, useConfirmDiscard } from "./modal";
import {
  PATIENT_FIELD_ORDER,
  PatientDetailsFields,
  type PatientField,
  type PatientValues,
} from "./patient-details-fields";
import { useUpdatePatient } from "./queries/patients";

/** What the form can show an error beside: the patient's fields and the language. */
type EditField = PatientField | "language";
type EditErrors = Partial<Record<EditField, string>>;

/** The profile's details as the form's text values. */
export function patientValues(p: PatientProfile): PatientValues {
  return {
    name: p.name,
    phone: p.phone,
    email: p.email,
    age: p.age === null ? "" : String(p.age),
    sex: p.sex,
    address: p.address,
    occupation: p.occupation,
  };
}

/** The fields whose value differs from what the profile showed (compared as typed, spaces aside). */
function changedFields(initial: PatientValues, values: PatientValues): Partial<PatientValues> {
  const changes: Partial<PatientValues> = {};
  for (const f of PATIENT_FIELD_ORDER) if (values[f].trim() !== initial[f].trim()) changes[f] = values[f];
  return changes;
}

/** A 409's message beside the field it is about. */
function conflictErrors(message: string): EditErrors {
  if (message === PATIENT_MESSAGES.duplicateEmail) return { email: message };
  if (message === PATIENT_MESSAGES.duplicatePhoneName) return { phone: message };
  return {};
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
  const [initial] = useState(() => patientValues(profile));
  const [values, setValues] = useState(initial);
  const [language, setLanguage] = useState<string>(profile.language);
  const [errors, setErrors] = useState<EditErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdatePatient(profile.id);
  const busy = update.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const changes = {
    ...changedFields(initial, values),
    ...(language !== profile.language ? { language } : {}),
  };
  const changed = Object.keys(changes).length > 0;
  const close = useConfirmDiscard(changed, onClose);

  /** Shows `found` beside its fields and puts the cursor in the first wrong one. */
  function show(found: EditErrors, message: string) {
    setErrors(found);
    setProblem(message);
    const first = [...PATIENT_FIELD_ORDER, "language" as const].find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function field(name: PatientField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onValueChange: (value: string) => {
        setValues((v) => ({ ...v, [name]: value }));
        if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
        setProblem(null);
      },
    };
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!changed) return show({}, "Nothing has changed yet.");
    const check = patientUpdateSchema.safeParse(changes);
    if (!check.success) {
      const found = fieldErrors<EditField>(check.error.issues);
      return show(found, Object.values(found)[0] ?? PATIENT_MESSAGES.nothingToChange);
    }
    setErrors({});
    setProblem(null);
    update.mutate(changes, {
      onSuccess: (body) => onSaved(body.message || PATIENT_MESSAGES.updated),
      onError: (caught) => {
        if (!(caught instanceof ApiError)) return show({}, PATIENT_MESSAGES.network);
        show({ ...conflictErrors(caught.message), ...(caught.errors as EditErrors) }, caught.message);
      },
    });
  }

  return (
    <Modal
      title="Edit details"
      description={`${profile.name} · Patient ID ${profile.id}. Fields marked * are required.`}
      onClose={close}
      size="lg"
      initialFocus={nameRef}
      dismissible={!busy}
      data-testid="edit-patient-modal"
      footer={
        <FormFooter
          message={problem ? { tone: "error", text: problem } : null}
          formId="edit-patient-form"
          busy={busy}
          onCancel={close}
          submitLabel="Save changes"
          busyLabel="Saving..."
        />
      }
    >
      <form id="edit-patient-form" ref={formRef} onSubmit={submit} noValidate>
        <PatientDetailsFields field={field} disabled={busy} nameRef={nameRef} legend="The patient's details" />
        <SelectField
          label="Language"
          name="language"
          required
          placeholder="Select…"
          hint="E-mails, WhatsApp messages and the appointment link are in this language."
          value={language}
          error={errors.language}
          disabled={busy}
          onValueChange={(value) => {
            setLanguage(value);
            if (errors.language) setErrors((e) => ({ ...e, language: undefined }));
            setProblem(null);
          }}
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
      </form>
    </Modal>
  );
}
