"use client";

/**
 * The patient's seven details as the back office types them: Add New Patient and the
 * profile's Edit details draw the same fields (components/booking/patient-fields.tsx
 * describes each), in the same two-column grid, under the same rules (PATIENT_MESSAGES).
 */
import { PatientDetailField } from "@/components/booking/patient-fields";
import { SelectField } from "@/components/ui/field";
import { SEXES } from "@/lib/shared/validation/booking";
import type { PATIENT_FIELDS } from "@/lib/shared/validation/patients";

export type PatientField = (typeof PATIENT_FIELDS)[number];
export type PatientValues = Record<PatientField, string>;
export type PatientErrors = Partial<Record<PatientField, string>>;

export const EMPTY_PATIENT: PatientValues = {
  name: "",
  phone: "",
  email: "",
  age: "",
  sex: "",
  address: "",
  occupation: "",
};

/** The order the fields are shown (and the first wrong one is focused) in. */
export const PATIENT_FIELD_ORDER: PatientField[] = ["name", "phone", "email", "age", "sex", "address", "occupation"];

/** What a field's control is given: its name, value and message, and what changes it. */
export type FieldBinding = { name: string; value: string; error?: string; onValueChange: (value: string) => void };

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
      <PatientDetailField look="admin" detail="name" {...field("name")} ref={nameRef} className="col-span-2" />
      <PatientDetailField look="admin" detail="phone" {...field("phone")} className="col-span-2 sm:col-span-1" />
      <PatientDetailField look="admin" detail="email" {...field("email")} className="col-span-2 sm:col-span-1" />
      <PatientDetailField look="admin" detail="age" {...field("age")} />
      <SelectField label="Sex" required placeholder="Select…" options={SEXES} {...field("sex")} />
      <PatientDetailField look="admin" detail="address" {...field("address")} className="col-span-2" />
      <PatientDetailField look="admin" detail="occupation" {...field("occupation")} className="col-span-2" />
    </fieldset>
  );
}
