/**
 * The letterhead every printed document carries (prescriptions, receipts): the clinic, and the
 * doctor with qualifications, registration number and council (IMC Regulations 2002, 1.4.1–1.4.2)
 * — the doctor's name as `lang` writes it.
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { config } from "../config";

export type Letterhead = {
  clinic: { name: string; address: string; phone: string; email: string };
  doctor: { name: string; qualifications: string; registrationNumber: string; council: string };
};

export function letterhead(lang: "en" | "ta"): Letterhead {
  const c = clinic();
  return {
    clinic: { name: c.name, address: c.address, phone: c.phone, email: c.email },
    doctor: {
      name: c.doctorNames[lang],
      qualifications: config().CLINIC_DOCTOR_QUALIFICATIONS,
      registrationNumber: c.registration.number,
      council: c.registration.council,
    },
  };
}
