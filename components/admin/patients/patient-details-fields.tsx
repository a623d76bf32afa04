"use client";

/**
 * The patient's seven details as the back office types them: Add New Patient and the
 * profile's Edit details draw the same fields (components/booking/patient-fields.tsx
 * describes each), in the same two-column grid, under the same rules (PATIENT_MESSAGES).
 */
import { PatientDetailField } from "@/components/booking/patient-fields";
import { SelectField } from "@/components/ui/field";
import { SEXES } from "@/lib/shared/validation/booking";
import {
  PATIENT_FIELD_SPECS,
  PATIENT_FIELDS,
  patientFieldsInOrder,
  type PatientFieldKey,
  type ShownPatientDetails,
} from "@/lib/shared/validation/patient-fields";
import type { FieldBinding } from "../ui/use-admin-form";

export type PatientField = PatientFieldKey;
export type PatientValues = Record<PatientField, string>;

export const EMPTY_PATIENT = Object.fromEntries(PATIENT_FIELDS.map((key) => [key, ""])) as PatientValues;

/** The order the fields are shown (and the first wrong one is focused) in: the phone before the email. */
export const PATIENT_FIELD_ORDER: PatientField[] = patientFieldsInOrder(["name", "phone"]);

/** A patient's shown details as the form's text values (a missing age as ""). */
export const patientFormValues = (p: ShownPatientDetails): PatientValues =>
  Object.fromEntries(PATIENT_FIELDS.map((key) => [key, p[key] === null ? "" : String(p[key])])) as PatientValues;

// Where each field sits in the two-column grid; a field not named here takes a whole row.
const PLACE: Partial<Record<PatientField, string>> = {
  phone: "col-span-2 sm:col-span-1",
  email: "col-span-2 sm:col-span-1",
  age: "",
};

export function PatientDetailsFields({
  field,
  disabled,
  nameRef,
  legend = "Patient details",
}: {
  field: (name: PatientField) => FieldBinding;
  disabled?: boolean;
  nameRef?: React.Ref<HTMLInputElement>;
  legend?: string;
}) {
  return (
    <fieldset disabled={disabled} className="grid grid-cols-2 gap-x-4 gap-y-4">
      <legend className="sr-only">{legend}</legend>
      {PATIENT_FIELD_ORDER.map((key) =>
        key === "sex" ? (
          <SelectField
            key={key}
            label={PATIENT_FIELD_SPECS.sex.label}
            required
            placeholder="Select…"
            options={SEXES}
            {...field(key)}
          />
        ) : (
          <PatientDetailField
            key={key}
            look="admin"
            detail={key}
            {...field(key)}
            ref={key === "name" ? nameRef : undefined}
            className={PLACE[key] ?? "col-span-2"}
          />
        ),
      )}
    </fieldset>
  );
}
