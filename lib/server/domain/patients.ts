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
 * The admin side (SPEC §7) lives here too: the list item, lookup by ID, email or phone, and
 * a new patient refused when a duplicate. Every transaction is short and does database work
 * only. The searchable list is patient-search.ts, the profile patient-profile.ts, the
 * deletion (the DPDP erasure) patient-deletion.ts, Add New Patient with its appointment
 * booking.ts.
 */
import "server-only";
import { onContactChanged } from "../outbox/notify";
import path from "node:path";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { config } from "../config";
import { db, transaction, type Tx } from "../db";
import type { Patient } from "../../generated/sqlite/client";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../i18n/locales";
import { badRequest, conflict, isUniqueViolation, notFound } from "../http";
import {
  BOOKED_PATIENT_FIELDS,
  PATIENT_FIELD_SELECT,
  PATIENT_FIELDS,
  pickFields,
  shownDetails,
  storedValue,
  type PatientFieldKey,
  type ShownPatientDetails,
  type StoredPatientDetails,
} from "../../shared/validation/patient-fields";
import { PATIENT_MESSAGES, toPatientId, type DeskConsent } from "../../shared/validation/patients";
import { deskChoiceData } from "./consent";
import type { PatientListItem } from "../../shared/api/patients";
import { LIVE } from "./live-patients";

/** The 409 for details another patient already has: the same email, or the same phone and name. */
const duplicatePatient = (sameEmail: boolean, patientId?: number) =>
  sameEmail
    ? conflict(PATIENT_MESSAGES.duplicateEmail, patientId === undefined ? {} : { patientId }, {
        code: "duplicate_email",
      })
    : conflict(PATIENT_MESSAGES.duplicatePhoneName, { patientId }, { code: "duplicate_phone_name" });

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
export type PatientDetails = Pick<StoredPatientDetails, "name" | "phone"> &
  Partial<Omit<StoredPatientDetails, "name" | "phone">>;

/** The fields stored as given (blank text as null), the ones with matching keys apart. */
const PLAIN_FIELDS = PATIENT_FIELDS.filter((key) => key !== "name" && key !== "email" && key !== "phone");

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
    where: { ...LIVE, ...(email ? { OR: [{ emailKey: email }, byPhoneAndName] } : byPhoneAndName) },
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
    ...(Object.fromEntries(PLAIN_FIELDS.map((key) => [key, storedValue(key, details[key])])) as Omit<
      StoredPatientDetails,
      "name" | "email" | "phone"
    >),
  };
}

/**
 * Creates a patient record from details (Add New Patient, SPEC §4), with its matching keys and
 * what the desk asked them (`desk`: language and WhatsApp choice, by whom; without it — the
 * spec's payload — English and never asked: no WhatsApp); refused with 409 when the email, or
 * the phone and name, already belong to a patient.
 */
export async function createPatient(
  details: PatientDetails,
  desk?: { consent: DeskConsent | null; actor: string },
): Promise<Patient> {
  const data = {
    ...newPatientData(details),
    ...(desk?.consent ? deskChoiceData(desk.consent, desk.actor, now()) : {}),
  };
  try {
    return await transaction(async (tx) => {
      const duplicate = await tx.patient.findFirst({
        where: {
          ...LIVE,
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
        throw duplicatePatient(sameEmail, duplicate.id);
      }
      return tx.patient.create({ data });
    });
  } catch (error) {
    // Another request created the same email between the check and the insert.
    if (isUniqueViolation(error)) throw duplicatePatient(true);
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
      const current = await tx.patient.findFirst({ where: { id, ...LIVE } });
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
            where: { id: { not: id }, ...LIVE, OR: clashes },
            select: { id: true, emailKey: true },
          })
        : null;
      if (others) {
        const sameEmail = !!merged.emailKey && others.emailKey === merged.emailKey;
        throw duplicatePatient(sameEmail, others.id);
      }
      // the language is the patient's alone: their next message is written in it (render.ts)
      const patient = await tx.patient.update({
        where: { id },
        data: { ...merged, ...(language ? { language } : {}) },
      });
      const { email, phone } = merged;
      const pending = { patientId: id, status: "", preferredDate: { gte: todayIst(now()) } };
      // the pending appointments' copies follow (a past one keeps what was given then)
      await tx.appointment.updateMany({ where: pending, data: pickFields(merged, BOOKED_PATIENT_FIELDS) });
      if (phone !== current.phone || email !== current.email) {
        await onContactChanged(tx, await tx.appointment.findMany({ where: pending }));
      }
      return patient;
    });
  } catch (error) {
    // Another request gave this email to another patient between the check and the update.
    if (isUniqueViolation(error)) throw duplicatePatient(true);
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

// ——— Admin: the list item, lookup ———

export type ListedPatient = Pick<Patient, "id" | PatientFieldKey | "createdAt">;

export const LIST_SELECT = { id: true, ...PATIENT_FIELD_SELECT, createdAt: true } as const;

/** A patient's details as every answer shows them: missing text as "", a missing age as null. */
export const patientDetails = (p: StoredPatientDetails): ShownDetails => shownDetails(p);

/** The details every answer shows (patientDetails). */
export type ShownDetails = ShownPatientDetails;

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
    const byId = await db().patient.findFirst({ where: { id, ...LIVE } });
    if (byId) return byId;
  }
  if (text.includes("@")) {
    const byEmail = await db().patient.findFirst({ where: { emailKey: emailKey(text)!, ...LIVE } });
    if (byEmail) return byEmail;
    throw notFound(PATIENT_MESSAGES.notFound);
  }
  const digits = phoneKey(text);
  if (/^\+?[\d\s().-]+$/.test(text) && digits.length >= 5) {
    const byPhone = await db().patient.findMany({
      where: { phoneKey: digits, ...LIVE },
      orderBy: { id: "asc" },
      take: 21,
    });
    if (byPhone.length === 1) return byPhone[0];
    if (byPhone.length > 1) {
      throw conflict(
        PATIENT_MESSAGES.sharedPhone,
        { candidates: byPhone.slice(0, 20).map(toPatientListItem) },
        { code: "shared_phone" },
      );
    }
  }
  throw notFound(PATIENT_MESSAGES.notFound);
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
