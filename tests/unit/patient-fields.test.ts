/**
 * The patient-field registry (lib/shared/validation/patient-fields.ts) is the one list: every
 * field it names reaches the create and edit schemas, the list's select, the answers and the
 * export's words — so a new field needs no other list edited.
 */
import {
  BOOKED_PATIENT_FIELDS,
  PATIENT_FIELD_RULES,
  PATIENT_FIELD_SELECT,
  PATIENT_FIELD_SPECS,
  PATIENT_FIELDS,
  exportLabel,
  patientFieldsInOrder,
  shownDetails,
} from "@/lib/shared/validation/patient-fields";
import { PATIENTS_CSV_HEADER } from "@/components/admin/patients/patient-format";
import { EMPTY_PATIENT, PATIENT_FIELD_ORDER } from "@/components/admin/patients/patient-details-fields";
import { addPatientSchema, patientUpdateSchema, PATIENT_UPDATE_FIELDS } from "@/lib/shared/validation/patients";

const RULES = { horizonDays: 30 };

describe("the patient-field registry", () => {
  it("keeps the wire order the list, the CSV and the API answer in", () => {
    expect(PATIENT_FIELDS).toEqual(["name", "email", "phone", "age", "sex", "address", "occupation"]);
    expect(Object.keys(PATIENT_FIELD_RULES)).toEqual(PATIENT_FIELDS);
    expect(Object.keys(PATIENT_FIELD_SELECT)).toEqual(PATIENT_FIELDS);
    expect(BOOKED_PATIENT_FIELDS).toEqual(PATIENT_FIELDS);
  });

  it("puts every field in Add New Patient's schema", () => {
    const parsed = addPatientSchema(RULES).safeParse({
      name: "Asha Raman",
      email: "asha@example.com",
      phone: "98400 11111",
      age: "34",
      sex: "Female",
      address: "12 Temple Street",
      occupation: "Teacher",
    });
    expect(parsed.success).toBe(true);
    expect(Object.keys(parsed.success ? parsed.data.patient : {}).sort()).toEqual([...PATIENT_FIELDS].sort());
  });

  it.each(PATIENT_FIELDS)("lets Edit details change %s alone", (key) => {
    expect(PATIENT_UPDATE_FIELDS).toContain(key);
    const value =
      PATIENT_FIELD_SPECS[key].kind === "number"
        ? 40
        : key === "sex"
          ? "Male"
          : key === "email"
            ? "a@b.in"
            : "Asha 98400 11111";
    const parsed = patientUpdateSchema.safeParse({ [key]: key === "phone" ? "98400 11111" : value });
    expect(parsed.success).toBe(true);
  });

  it("answers missing text as empty and a missing number as null", () => {
    expect(
      shownDetails({ name: "A", email: null, phone: "1", age: null, sex: null, address: null, occupation: null }),
    ).toEqual({ name: "A", email: "", phone: "1", age: null, sex: "", address: "", occupation: "" });
  });

  it("gives every field a CSV column and a form field", () => {
    expect(PATIENTS_CSV_HEADER.join()).toBe("Patient ID,Name,Email,Phone,Age,Sex,Address,Occupation,Created At (IST)");
    expect(PATIENT_FIELD_ORDER).toEqual(["name", "phone", "email", "age", "sex", "address", "occupation"]);
    expect(Object.keys(EMPTY_PATIENT)).toEqual(PATIENT_FIELDS);
  });

  it("words the export as the summary always has", () => {
    expect(patientFieldsInOrder(["name", "phone"]).map(exportLabel)).toEqual([
      "Name",
      "Phone",
      "E-mail",
      "Age",
      "Sex",
      "Address",
      "Occupation",
    ]);
  });
});
