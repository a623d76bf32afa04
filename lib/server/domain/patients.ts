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
 * (bookAppointment in lib/server/domain/appointments uses findBookingPatient and newPatientData inside
 * its own transaction.)
 *
 * The admin side (SPEC §7) lives here too: the searchable list, lookup by ID, email or
 * phone, the profile, Add New Patient (with its optional appointment) and delete. Every
 * transaction is short and does database work only; files are removed after commit.
 */
import "server-only";
import path from "node:path";
import { now } from "../../shared/clock";
import { config } from "../config";
import { db, transaction, type Tx } from "../db";
import type { Appointment, Patient, Prisma } from "../../generated/sqlite/client";
import { badRequest, conflict, HttpError, isUniqueViolation, notFound } from "../http";
import { log } from "../logger";
import { toNoteRecord, type NoteRecord } from "./notes";
import { toReportRecord, type ReportRecord } from "./reports";
import { removeStored } from "../storage";
import { uniqueTimestamp, uniqueViolationFields } from "./appointments";
import { SLOT_TAKEN_MESSAGE } from "../../shared/validation/booking";
import { PATIENT_MESSAGES, toPatientId, type AddPatientInput, type PatientListQuery } from "../../shared/validation/patients";

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

/** Creates a patient record from details, with its matching keys. */
export async function createPatient(tx: Tx, details: PatientDetails): Promise<Patient> {
  return tx.patient.create({ data: newPatientData(details) });
}

// ——— Admin: list and search, lookup, profile, add, delete ———

/** A patient row as the list answers it (SPEC §3 "Patient list item", snake_case). */
export type PatientListItem = {
  patient_id: number;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  sex: string;
  address: string;
  occupation: string;
  created_at: string;
};

type ListedPatient = Pick<Patient, "id" | "name" | "email" | "phone" | "age" | "sex" | "address" | "occupation" | "createdAt">;

const LIST_SELECT = {
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

export function toPatientListItem(p: ListedPatient): PatientListItem {
  return {
    patient_id: p.id,
    name: p.name,
    email: p.email ?? "",
    phone: p.phone,
    age: p.age,
    sex: p.sex ?? "",
    address: p.address ?? "",
    occupation: p.occupation ?? "",
    created_at: p.createdAt.toISOString(),
  };
}

/** Phone digits as typed in a search box: an explicit +91 / 0091 and leading zeros removed. */
function phoneFragment(term: string): string {
  let digits = term.replace(/\D/g, "");
  if (/^\s*(\+|00)\s*91/.test(term)) digits = digits.replace(/^(00)?91/, "");
  return digits.replace(/^0+/, "");
}

/**
 * One way of reading a search term: which normalised key it is matched against, in which
 * order the matches are listed, and — when the text holds LIKE wildcards — the exact test
 * the candidates must pass.
 */
type SearchPlan = {
  where: Prisma.PatientWhereInput;
  orderBy: Prisma.PatientOrderByWithRelationInput[];
  exact: ((p: SearchKeys) => boolean) | null;
};
type SearchKeys = { id: number; nameKey: string; emailKey: string | null; phoneKey: string };

// `contains` becomes LIKE, which neither provider lets us escape portably; text holding a
// wildcard is matched by its literal pieces in the database and checked exactly here.
const WILDCARDS = /[%_\\]/;

function containsPlan(key: "nameKey" | "emailKey", value: string): SearchPlan {
  const orderBy = [{ [key]: "asc" as const }, { id: "asc" as const }];
  if (!WILDCARDS.test(value)) return { where: { [key]: { contains: value } }, orderBy, exact: null };
  const pieces = value.split(WILDCARDS).filter(Boolean);
  if (pieces.length === 0) return { where: { id: -1 }, orderBy, exact: null }; // nothing literal to look for
  return {
    where: { AND: pieces.map((piece) => ({ [key]: { contains: piece } })) },
    orderBy,
    exact: (p) => !!p[key]?.includes(value),
  };
}

/**
 * How a search term is read, as plans tried in turn until one matches (DESIGN §4: stored,
 * normalised keys only, so the same queries run on SQLite and PostgreSQL):
 * - digits (spaces, +, -, brackets allowed), or '#' and digits: a patient ID and phone digits
 *   anywhere in the number;
 * - text with '@': part of an email;
 * - one word with a digit, '.', '_', '+' or '-' (an email's local part): email, else name;
 * - other text: part of the name, else of an email.
 * Each plan matches ONE key and lists in that key's order, so it is answered from that key's
 * index (a name search never has to visit the table row of every patient, which an OR over
 * name and email would: measured 80 ms instead of 5 on 100,000 patients).
 */
export function patientSearchPlans(term: string): SearchPlan[] {
  const text = term.trim();
  if (!text) return [];
  if (/^#?[\d\s()+.-]+$/.test(text)) {
    const any: Prisma.PatientWhereInput[] = [];
    const id = toPatientId(text.replace(/^#/, ""));
    if (id !== null) any.push({ id });
    const digits = phoneFragment(text);
    if (digits.length >= 3 && !text.startsWith("#")) any.push({ phoneKey: { contains: digits } });
    return [{ where: any.length ? { OR: any } : { id: -1 }, orderBy: [{ phoneKey: "asc" }, { id: "asc" }], exact: null }];
  }
  const lowered = text.toLowerCase();
  if (text.includes("@")) return [containsPlan("emailKey", lowered)];
  const email = containsPlan("emailKey", lowered);
  const name = containsPlan("nameKey", nameKey(text));
  return !/\s/.test(text) && /[\d._+-]/.test(text) ? [email, name] : [name, email];
}

/** Most candidates read when a search must be checked exactly (wildcard characters in it). */
const MAX_EXACT_CANDIDATES = 5000;

export type PatientList = { patients: PatientListItem[]; total: number; page: number; pageSize: number; search: string };

async function runPlan(plan: SearchPlan, { page, pageSize, exported }: Pick<PatientListQuery, "page" | "pageSize" | "exported">) {
  const { where, orderBy } = plan;
  if (plan.exact) {
    const candidates = await db().patient.findMany({
      where,
      orderBy,
      select: { ...LIST_SELECT, nameKey: true, emailKey: true, phoneKey: true },
      take: MAX_EXACT_CANDIDATES,
    });
    const matches = candidates.filter(plan.exact);
    return { rows: exported ? matches : matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length };
  }
  if (exported) {
    const rows = await db().patient.findMany({ where, orderBy, select: LIST_SELECT });
    return { rows, total: rows.length };
  }
  // Side by side: on PostgreSQL they run on two connections at once.
  const [rows, total] = await Promise.all([
    db().patient.findMany({ where, orderBy, select: LIST_SELECT, skip: (page - 1) * pageSize, take: pageSize }),
    db().patient.count({ where }),
  ]);
  return { rows, total };
}

/**
 * One page of patients, or with `exported` every match. Without a search, everyone by name;
 * with one, the first of its plans that matches anybody. `total` counts the matches.
 */
export async function listPatients({ search, page, pageSize, exported }: PatientListQuery): Promise<PatientList> {
  const plans = patientSearchPlans(search);
  if (plans.length === 0) plans.push({ where: {}, orderBy: [{ nameKey: "asc" }, { id: "asc" }], exact: null });
  let result = { rows: [] as ListedPatient[], total: 0 };
  for (const plan of plans) {
    result = await runPlan(plan, { page, pageSize, exported });
    if (result.total > 0) break;
  }
  const { rows, total } = result;
  return { patients: rows.map(toPatientListItem), total, page: exported ? 1 : page, pageSize: exported ? rows.length : pageSize, search };
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

/** One visit in the profile's Appointment History. */
export type ProfileAppointment = {
  id: number;
  timestamp: string;
  date: string;
  time: string;
  status: string;
  service: string;
  additionalInfo: string;
};

/** The Patient Profile (SPEC §3, camelCase), with notes (snake_case) and reports (capitalised). */
export type PatientProfile = {
  id: number;
  patientId: number;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  sex: string;
  address: string;
  occupation: string;
  createdAt: string;
  totalAppointments: number;
  /** distinct services of the appointments, as booked (the UI hides the spec's placeholders) */
  services: string[];
  appointments: ProfileAppointment[];
  notes: NoteRecord[];
  reports: ReportRecord[];
};

export async function getPatientProfile(key: string): Promise<PatientProfile> {
  const { id } = await findPatientByKey(key);
  const p = await db().patient.findUnique({
    where: { id },
    include: {
      appointments: { orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }] },
      notes: { orderBy: { id: "desc" } },
      reports: { orderBy: { id: "desc" } },
    },
  });
  if (!p) throw notFound(PATIENT_MESSAGES.notFound);
  return {
    id: p.id,
    patientId: p.id,
    name: p.name,
    email: p.email ?? "",
    phone: p.phone,
    age: p.age,
    sex: p.sex ?? "",
    address: p.address ?? "",
    occupation: p.occupation ?? "",
    createdAt: p.createdAt.toISOString(),
    totalAppointments: p.appointments.length,
    services: [...new Set(p.appointments.map((a) => a.serviceRequired))],
    appointments: p.appointments.map((a) => ({
      id: a.id,
      timestamp: a.timestamp,
      date: a.preferredDate,
      time: a.preferredTime,
      status: a.status,
      service: a.serviceRequired,
      additionalInfo: a.additionalInfo ?? "",
    })),
    notes: p.notes.map(toNoteRecord),
    reports: p.reports.map(toReportRecord),
  };
}

export type AddPatientResult = {
  patient: Patient;
  appointment: Appointment | null;
  /** why the appointment step failed; the patient stays (SPEC §4) */
  appointmentError: string | null;
};

/**
 * Add New Patient (SPEC §4): the patient first — refused with 409 when the email, or the
 * phone and name, already belong to a patient — then, when date, time and service are all
 * given, the appointment. A failed appointment step leaves the patient in place and says
 * why. Two short units of work; neither waits on anything but the database.
 */
export async function addPatient(input: AddPatientInput): Promise<AddPatientResult> {
  const data = newPatientData(input.patient);
  let patient: Patient;
  try {
    patient = await transaction(async (tx) => {
      const duplicate = await tx.patient.findFirst({
        where: {
          OR: [...(data.emailKey ? [{ emailKey: data.emailKey }] : []), { phoneKey: data.phoneKey, nameKey: data.nameKey }],
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
  if (!input.appointment) return { patient, appointment: null, appointmentError: null };
  try {
    const appointment = await scheduleAppointment(patient, input.appointment);
    return { patient, appointment, appointmentError: null };
  } catch (error) {
    if (!(error instanceof HttpError)) {
      log.error("add patient: the appointment step failed", {
        patientId: patient.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return { patient, appointment: null, appointmentError: error instanceof HttpError ? error.message : "The appointment could not be booked." };
  }
}

const RETRIES = 3;

/**
 * Books a slot for an existing patient (staff entry: source 'admin', no contact-history
 * row, which is for public form submissions). One insert; the (date, time) constraint
 * decides a race, answered 409 like a public booking.
 */
export async function scheduleAppointment(
  patient: Patient,
  slot: { serviceRequired: string; preferredDate: string; preferredTime: string },
): Promise<Appointment> {
  for (let attempt = 1; ; attempt++) {
    const at = now();
    try {
      return await db().appointment.create({
        data: {
          timestamp: uniqueTimestamp(at),
          patientId: patient.id,
          name: patient.name,
          email: patient.email,
          phone: patient.phone,
          age: patient.age,
          sex: patient.sex,
          address: patient.address,
          occupation: patient.occupation,
          serviceRequired: slot.serviceRequired,
          preferredDate: slot.preferredDate,
          preferredTime: slot.preferredTime,
          source: "admin",
          createdAt: at,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const fields = uniqueViolationFields(error);
      if (fields.length === 0 || fields.some((f) => /preferred_?(date|time)/i.test(f))) throw conflict(SLOT_TAKEN_MESSAGE);
      if (attempt >= RETRIES) throw error; // a timestamp clash with another process: try again
    }
  }
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
 */
export async function deletePatient(id: number): Promise<DeletedPatient> {
  const gone = await transaction(async (tx) => {
    const patient = await tx.patient.findUnique({ where: { id }, select: { id: true, name: true } });
    if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    const reports = await tx.report.findMany({ where: { patientId: id }, select: { storedName: true } });
    const appointments = await tx.appointment.count({ where: { patientId: id } });
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
