/**
 * Patients: identity keys and matching (DESIGN.md §2).
 *
 * A booking is the same patient as an existing record when the email matches
 * (case-insensitive); without an email, when the normalised phone AND the name
 * (case-insensitive) match — so family members sharing one phone stay separate
 * patients. A match gets the details it lacks filled in; otherwise a patient is created.
 *
 * Matching uses stored, normalised keys (`emailKey`, `phoneKey`, `nameKey`) rather than
 * provider-specific case-insensitive queries, so it runs unchanged on SQLite and
 * PostgreSQL. Functions that take a `Tx` run inside the caller's transaction.
 * (bookAppointment in lib/appointments combines findMatchingPatient with missingDetails or
 * newPatientData in one write.)
 */
import type { Tx } from "./db";
import type { Patient } from "./generated/sqlite/client";

export type { Patient };

/** Lower-cased, trimmed email; null when there is none. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

/** Name for matching and search: trimmed, inner whitespace collapsed, lower-cased. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Phone for matching: digits only, with the Indian country code (+91, 0091, or 91 before
 * ten digits) and a trunk prefix 0 removed, so "+91 98400 12345", "098400 12345" and
 * "9840012345" are the same number.
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.replace(/^0091/, "").replace(/^91(?=\d{10}$)/, "").replace(/^0+/, "");
}

/** What a booking (or a staff entry) knows about a patient. */
export type PatientDetails = {
  name: string;
  email?: string | null;
  phone: string;
  age?: number | null;
  sex?: string | null;
  address?: string | null;
  occupation?: string | null;
};

/**
 * The existing patient these details belong to, or null. By email when one is given; when
 * that finds nobody (or no email is given), by phone and name — but with an email given,
 * only a record that has no email yet, so a record with a different email is never taken
 * over.
 */
export async function findMatchingPatient(tx: Tx, details: PatientDetails): Promise<Patient | null> {
  const email = emailKey(details.email);
  const byPhoneAndName = { phoneKey: phoneKey(details.phone), nameKey: nameKey(details.name) };
  if (!email) return tx.patient.findFirst({ where: byPhoneAndName, orderBy: { id: "asc" } });
  // One query for both rules; the email match wins.
  const candidates = await tx.patient.findMany({
    where: { OR: [{ emailKey: email }, { ...byPhoneAndName, emailKey: null }] },
    orderBy: { id: "asc" },
  });
  return candidates.find((p) => p.emailKey === email) ?? candidates[0] ?? null;
}

/** The columns of `details` that `patient` lacks (null or empty), ready for an update. */
export function missingDetails(patient: Patient, details: PatientDetails) {
  const fill: Partial<Pick<Patient, "email" | "emailKey" | "age" | "sex" | "address" | "occupation">> = {};
  const email = details.email?.trim();
  if (!patient.emailKey && email) {
    fill.email = email;
    fill.emailKey = emailKey(email);
  }
  if (patient.age == null && details.age != null) fill.age = details.age;
  if (!patient.sex && details.sex) fill.sex = details.sex;
  if (!patient.address && details.address) fill.address = details.address;
  if (!patient.occupation && details.occupation) fill.occupation = details.occupation;
  return fill;
}

/** The columns of a new patient record made from details, matching keys included. */
export function newPatientData(details: PatientDetails) {
  const email = details.email?.trim() || null;
  return {
    name: details.name.trim(),
    nameKey: nameKey(details.name),
    email,
    emailKey: emailKey(email),
    phone: details.phone.trim(),
    phoneKey: phoneKey(details.phone),
    age: details.age ?? null,
    sex: details.sex || null,
    address: details.address || null,
    occupation: details.occupation || null,
  };
}

/** Creates a patient record from details, with its matching keys. */
export async function createPatient(tx: Tx, details: PatientDetails): Promise<Patient> {
  return tx.patient.create({ data: newPatientData(details) });
}
