/**
 * The desk's patient questions as Add New Patient (and its appointment step), the Patients
 * Database's dialog and the walk-in ask them: typed and answered the way the desk does.
 */
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

export type TypedPatient = {
  name: string;
  phone: string;
  age: string;
  sex: "Female" | "Male";
  /** the language radio's name */
  reads: string | RegExp;
  /** the WhatsApp consent radio's name */
  whatsApp: string;
};

export async function fillPatientFields(user: ReturnType<typeof userEvent.setup>, p: TypedPatient) {
  await user.type(screen.getByLabelText(/^Full name/), p.name);
  await user.type(screen.getByLabelText(/^Phone number/), p.phone);
  await user.type(screen.getByLabelText(/^Age/), p.age);
  await user.selectOptions(screen.getByLabelText(/^Sex/), p.sex);
  await user.click(screen.getByRole("radio", { name: p.reads }));
  await user.click(screen.getByRole("radio", { name: p.whatsApp }));
}

/** A new patient who reads Tamil and gave no WhatsApp consent (Add New Patient's suites). */
export const THEODORA: TypedPatient = {
  name: "Theodora Finch",
  phone: "+91 98450 12345",
  age: "64",
  sex: "Female",
  reads: /Tamil/,
  whatsApp: "No WhatsApp",
};
