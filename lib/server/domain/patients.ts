/**
 * Patients: identity keys and matching (DESIGN.md §2, tightened by FEATURES.md §3).
 *
 * A public booking is the same patient as an existing record only when the name AND the
 * normalised phone match, and — when the booking gives an email — the record has that
 * email (or none). Anything less makes a new patient record, which staff merge; family
 * members sharing one phone stay separate patients. A public booking never changes an
 * existing record (no filling in of empty fields either): the form is anonymous, so one
 * known detail must not let anybody attach to, rewrite or probe someone else's record.
 *
 * Matching uses stored, normalised keys (`emailKey`, `phoneKey`, `nameKey`) rather than
 * provider-specific case-insensitive queries, so it runs unchanged on SQLite and
 * PostgreSQL. Functions that take a `Tx` run inside the caller's transaction.
 * (bookAppointment in lib/server/domain/booking.ts uses findBookingPatient and
 * newPatientData inside its own transaction.)
 *
 * The admin side (SPEC §7) lives here too: the list item, lookup by ID, email or phone, a
 * new patient refused when a duplicate, and delete. Every transaction is short and does
 * database work only; files are removed after commit. The searchable list is
 * patient-search.ts, the profile patient-profile.ts, Add New Patient with its appointment
 * booking.ts.
 */
import "server-only";
import { onContactChanged, onPatientDeleted } from "../messages/notify";
import path from "node:path";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { config } from "../config";
import { db, transaction, type Tx } from "../db";
import type { Patient } from "../../generated/sqlite/client";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales";
import { badRequest, conflict, isUniqueViolation, notFound } from "../http";
import { removeStored } from "../storage";
import { forgetName, recordFulfilled } from "./rights-requests";
import { PATIENT_MESSAGES, toPatientId } from "../../shared/validation/patients";

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
  return digits
    .replace(/^0091/, "")
    .replace(/^91(?=\d{10}$)/, "")
    .replace(/^0+/, "");
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
 * The existing patient a public booking belongs to (see the module comment), or null; and
 * whether another record already holds the booking's email (the email key is unique, so
 * a new record for this booking must then be made without it — the appointment keeps the
 * email as entered). One query.
 */
export async function findBookingPatient(
  tx: Tx,
  details: PatientDetails,
): Promise<{ patient: Patient | null; emailInUse: boolean }> {
  const email = emailKey(details.email);
  const byPhoneAndName = { phoneKey: phoneKey(details.phone), nameKey: nameKey(details.name) };
  const candidates = await tx.patient.findMany({
    where: email ? { OR: [{ emailKey: email }, byPhoneAndName] } : byPhoneAndName,
    orderBy: { id: "asc" },
  });
  const samePerson = (p: Patient) => p.phoneKey === byPhoneAndName.phoneKey && p.nameKey === byPhoneAndName.nameKey;
  const patient = email
    ? (candidates.find((p) => p.emailKey === email && samePerson(p)) ??
      candidates.find((p) => p.emailKey === null && samePerson(p)) ??
      null)
    : (candidates[0] ?? null);
  return { patient, emailInUse: !!email && candidates.some((p) => p.emailKey === email) };
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

/**
 * Creates a patient record from details (Add New Patient, SPEC §4), with its matching keys;
 * refused with 409 when the email, or the phone and name, already belong to a patient.
 */
export async function createPatient(details: PatientDetails): Promise<Patient> {
  const data = newPatientData(details);
  try {
    return await transaction(async (tx) => {
      const duplicate = await tx.patient.findFirst({
        where: {
          OR: [
            ...(data.emailKey ? [{ emailKey: data.emailKey }] : []),
            { phoneKey: data.phoneKey, nameKey: data.nameKey },
          ],
        },
        select: { id: true, emailKey: true },
        orderBy: { id: "asc" },
      });
      if (duplicate) {
        const sameEmail = !!data.emailKey && duplicate.emailKey === data.emailKey;
        throw conflict(sameEmail ? PATIENT_MESSAGES.duplicateEmail : PATIENT_MESSAGES.duplicatePhoneName, {
          patientId: duplicate.id,
        });
      }
      return tx.patient.create({ data });
    });
  } catch (error) {
    // Another request created the same email between the check and the insert.
    if (isUniqueViolation(error)) throw conflict(PATIENT_MESSAGES.duplicateEmail);
    throw error;
  }
}

/**
 * Changes a patient's details and the language of their messages (the profile's Edit
 * details): refused with 409 when the new email, or the new name and phone, belong to
 * another patient. The patient's pending
 * appointments from today on take the corrected details too, so tonight's list shows the
 * right phone; past and closed appointments keep what was entered then
 * (docs/decisions/008-appointment-life.md). One transaction.
 */
export async function updatePatient(
  id: number,
  { language, ...changes }: Partial<PatientDetails> & { language?: Locale },
): Promise<Patient> {
  try {
    return await transaction(async (tx) => {
      const current = await tx.patient.findUnique({ where: { id } });
      if (!current) throw notFound(PATIENT_MESSAGES.notFound);
      const merged = newPatientData({ ...current, ...changes });
      // Only a changed identity can clash: records public bookings made for one name and phone
      // (different emails) stay editable until staff merge them.
      const newEmail = merged.emailKey && merged.emailKey !== current.emailKey;
      const newNamePhone = merged.phoneKey !== current.phoneKey || merged.nameKey !== current.nameKey;
      const clashes = [
        ...(newEmail ? [{ emailKey: merged.emailKey }] : []),
        ...(newNamePhone ? [{ phoneKey: merged.phoneKey, nameKey: merged.nameKey }] : []),
      ];
      const others = clashes.length
        ? await tx.patient.findFirst({
            where: { id: { not: id }, OR: clashes },
            select: { id: true, emailKey: true },
          })
        : null;
      if (others) {
        const sameEmail = !!merged.emailKey && others.emailKey === merged.emailKey;
        throw conflict(sameEmail ? PATIENT_MESSAGES.duplicateEmail : PATIENT_MESSAGES.duplicatePhoneName, {
          patientId: others.id,
        });
      }
      // the language is the patient's alone: their next message is written in it (render.ts)
      const patient = await tx.patient.update({
        where: { id },
        data: { ...merged, ...(language ? { language } : {}) },
      });
      const { name, email, phone, age, sex, address, occupation } = merged;
      const pending = { patientId: id, status: "", preferredDate: { gte: todayIst(now()) } };
      await tx.appointment.updateMany({ where: pending, data: { name, email, phone, age, sex, address, occupation } });
      if (phone !== current.phone || email !== current.email) {
        await onContactChanged(tx, await tx.appointment.findMany({ where: pending }));
      }
      return patient;
    });
  } catch (error) {
    // Another request gave this email to another patient between the check and the update.
    if (isUniqueViolation(error)) throw conflict(PATIENT_MESSAGES.duplicateEmail);
    throw error;
  }
}

/**
 * The language a patient's messages and links are written in (FEATURES.md §6): the one they
 * last booked in, or the desk set.
 */
export const languageOf = (patient: Pick<Patient, "language">): Locale =>
  isLocale(patient.language) ? patient.language : DEFAULT_LOCALE;

/** The language of a patient by ID (languageOf); English for no patient (one deleted since). */
export async function patientLanguage(patientId: number | null | undefined): Promise<Locale> {
  if (patientId === null || patientId === undefined) return DEFAULT_LOCALE;
  const found = await db().patient.findUnique({ where: { id: patientId }, select: { language: true } });
  return found ? languageOf(found) : DEFAULT_LOCALE;
}

// ——— Admin: the list item, lookup, delete ———

/** A patient row as the list answers it (SPEC §3 "Patient list item", snake_case). */
export type PatientListItem = { patient_id: number } & ShownDetails & { created_at: string };

export type ListedPatient = Pick<
  Patient,
  "id" | "name" | "email" | "phone" | "age" | "sex" | "address" | "occupation" | "createdAt"
>;

export const LIST_SELECT = {
  id: true,
  name: true,
  email: true,
  phone: true,
  age: true,
  sex: true,
  address: true,
  occupation: true,
  createdAt: true,
} as const;

type StoredDetails = Pick<Patient, "name" | "email" | "phone" | "age" | "sex" | "address" | "occupation">;

/** A patient's details as every answer shows them: missing text as "", a missing age as null. */
export function patientDetails(p: StoredDetails) {
  return {
    name: p.name,
    email: p.email ?? "",
    phone: p.phone,
    age: p.age,
    sex: p.sex ?? "",
    address: p.address ?? "",
    occupation: p.occupation ?? "",
  };
}

/** The details every answer shows (patientDetails). */
export type ShownDetails = ReturnType<typeof patientDetails>;

export function toPatientListItem(p: ListedPatient): PatientListItem {
  return { patient_id: p.id, ...patientDetails(p), created_at: p.createdAt.toISOString() };
}

/**
 * The patient a key names (DESIGN §2): a patient ID, an email, or a phone. A phone shared
 * by several patients is a 409 whose `candidates` list them. Unknown: 404.
 */
export async function findPatientByKey(key: string): Promise<Patient> {
  const text = key.trim();
  if (!text || text.length > 254) throw badRequest(PATIENT_MESSAGES.badKey);
  const id = toPatientId(text);
  if (id !== null) {
    const byId = await db().patient.findUnique({ where: { id } });
    if (byId) return byId;
  }
  if (text.includes("@")) {
    const byEmail = await db().patient.findUnique({ where: { emailKey: emailKey(text)! } });
    if (byEmail) return byEmail;
    throw notFound(PATIENT_MESSAGES.notFound);
  }
  const digits = phoneKey(text);
  if (/^\+?[\d\s().-]+$/.test(text) && digits.length >= 5) {
    const byPhone = await db().patient.findMany({ where: { phoneKey: digits }, orderBy: { id: "asc" }, take: 21 });
    if (byPhone.length === 1) return byPhone[0];
    if (byPhone.length > 1) {
      throw conflict(PATIENT_MESSAGES.sharedPhone, { candidates: byPhone.slice(0, 20).map(toPatientListItem) });
    }
  }
  throw notFound(PATIENT_MESSAGES.notFound);
}

export type DeletedPatient = {
  patientId: number;
  name: string;
  removed: { appointments: number; notes: number; reports: number; contacts: number; files: number };
  /** stored files that could not be removed (logged; no row points at them any more) */
  filesNotRemoved: number;
};

/**
 * Deletes a patient with their appointments (freeing the slots), notes, reports and
 * contact history in one transaction, then — after it has committed — their uploaded
 * files. A file that cannot be removed is logged; its row is already gone, so nothing
 * points at a missing file.
 *
 * It is the erasure of the DPDP Act (FEATURES.md §7): in the same transaction the rights log
 * records it as a fulfilled `erasure` request by `actor`, keeping the patient's id but not
 * their name (forgetName), so the log proves it was done without saying of whom.
 */
export async function deletePatient(id: number, actor: string): Promise<DeletedPatient> {
  const gone = await transaction(async (tx) => {
    const patient = await tx.patient.findUnique({ where: { id }, select: { id: true, name: true } });
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    await forgetName(tx, id, patient.name);
    await recordFulfilled(tx, { patientId: id, kind: "erasure", actor });
    const reports = await tx.report.findMany({ where: { patientId: id }, select: { storedName: true } });
    const appointmentIds = (await tx.appointment.findMany({ where: { patientId: id }, select: { id: true } })).map(
      (a) => a.id,
    );
    const appointments = appointmentIds.length;
    await onPatientDeleted(tx, appointmentIds);
    const notes = await tx.note.count({ where: { patientId: id } });
    const contacts = await tx.contact.count({ where: { patientId: id } });
    await tx.patient.delete({ where: { id } }); // the relations cascade
    return { patient, storedNames: reports.map((r) => r.storedName), appointments, notes, contacts };
  });
  const files = await removeStored(gone.storedNames);
  return {
    patientId: gone.patient.id,
    name: gone.patient.name,
    removed: {
      appointments: gone.appointments,
      notes: gone.notes,
      reports: gone.storedNames.length,
      contacts: gone.contacts,
      files: files.removed,
    },
    filesNotRemoved: files.failed.length,
  };
}

/** A folder as a relative location: from the app's folder when inside it, else its name only. */
function relativeLocation(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  if (!rel) return ".";
  return rel.startsWith("..") || path.isAbsolute(rel) ? path.basename(dir) : rel.split(path.sep).join("/");
}

/**
 * Where patient data lives, for GET /api/patients/files (SPEC §7 `filePaths.patients`):
 * relative locations only, never an absolute server path (DESIGN §1).
 */
export function patientFileLocations() {
  const c = config();
  const backups = relativeLocation(c.backupsDir);
  return {
    filePaths: { patients: backups, reports: relativeLocation(c.uploadsDir) },
    message: `Patient records are kept in the clinic database; every backup in ${backups} holds a patients.csv export. Uploaded reports are kept in ${relativeLocation(c.uploadsDir)}.`,
  };
}
