/**
 * What the patient calls answer (/api/admin/patients, /api/admin/patient/*): the list item,
 * the profile with its visits, notes and reports, and the answer bodies the admin screens
 * read. Types only (docs/decisions/023-wire-types.md).
 */
import type { Locale } from "../../i18n/locales";
import type { ShownPatientDetails } from "../validation/patient-fields";
import type { AppointmentRecord } from "./appointments";
import type { ProfileConsent, RightsRequestRecord } from "./privacy";

/** A patient row as the list answers it (SPEC §3 "Patient list item", snake_case). */
export type PatientListItem = { patient_id: number } & ShownPatientDetails & { created_at: string };

/** GET /api/admin/patients: one page of the list (or every match, for the CSV), with the total. */
export type PatientsListAnswer = {
  patients: PatientListItem[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
};

export type NoteRecord = {
  id: number;
  timestamp: string;
  patient_id: number;
  consultation_date: string;
  note: string;
  created_at: string;
  /** who wrote it, by display name (FEATURES.md §9) */
  author: string;
};

export type ReportRecord = {
  id: number;
  Timestamp: string;
  ReportName: string;
  ReportType: string;
  /** the report's date, `YYYY-MM-DD` */
  UploadDate: string;
  /** bytes */
  FileSize: number;
  Description: string;
  PatientID: number;
  /** the name the file was uploaded with (metadata only) */
  FileName: string;
  MimeType: string;
  CreatedAt: string;
};

/** One visit in the profile's Appointment History. */
export type ProfileAppointment = {
  id: number;
  timestamp: string;
  date: string;
  time: string;
  status: string;
  service: string;
  additionalInfo: string;
  /** the closure's reason while it is pending inside one ("Clinic closed"), else null */
  closedReason: string | null;
};

/** The Patient Profile (SPEC §3, camelCase), with notes (snake_case) and reports (capitalised). */
export type PatientProfile = { id: number; patientId: number } & ShownPatientDetails & {
    /** the language of the patient's messages (FEATURES.md §6) */
    language: Locale;
    createdAt: string;
    totalAppointments: number;
    /** the visits that took place (status Done): the profile's "Total Visits" */
    completedVisits: number;
    /** distinct services of the appointments, as booked (the UI hides the spec's placeholders) */
    services: string[];
    appointments: ProfileAppointment[];
    /** medical notes and reports: absent for the desk (FEATURES.md §9) */
    notes?: NoteRecord[];
    reports?: ReportRecord[];
    /** the WhatsApp choice and each booking's consent (FEATURES.md §7) */
    consent: ProfileConsent;
    /** this patient's rights requests, newest first */
    rightsRequests: RightsRequestRecord[];
    /** the records merged into this one (issue 29), oldest first */
    merges: PatientMerge[];
    /** finalised prescriptions, newest first (FEATURES.md §11): the desk prints and sends these */
    prescriptions: ProfilePrescription[];
    /** another record with the same phone and name (issue 40): likely the same person */
    possibleDuplicate: PossibleDuplicate | null;
  };

/**
 * Another record that is likely the same person (issue 40): the same phone and the same name
 * however it is written — the walk-in dialog's "same phone and name" (patient-duplicates.ts).
 */
export type PossibleDuplicate = { patientId: number; name: string };

export type ProfilePrescription = { id: number; number: string; date: string; version: number };

/** One read of a patient's record (FEATURES.md §9): when, who (display name), what. */
export type AccessLogEntry = { at: string; actor: string; what: string };
/** GET /api/admin/patient/{patientId}/access-log (the owner's). */
export type AccessLogAnswer = { entries: AccessLogEntry[] };

/** GET /api/admin/patient/{key}. */
export type PatientProfileAnswer = { patient: PatientProfile };

/** PATCH /api/admin/patient/{id}: the details as saved. */
export type PatientUpdatedAnswer = { message: string; patient: PatientListItem };

/** POST /api/admin/patient/add: the patient, and the appointment when one was asked for and could be booked. */
export type PatientAddedAnswer = {
  message: string;
  patient: PatientListItem;
  appointment: AppointmentRecord | null;
  manageUrl?: string;
  /** why the asked-for appointment was not booked (the patient was added) */
  appointmentError?: string;
};

/** POST /api/admin/patient/{id}/appointments. */
export type BookedForPatient = { message: string; appointment: AppointmentRecord; manageUrl: string };

/** POST /api/admin/patient/notes and PATCH /api/admin/patient/notes/{id}. */
export type NoteAnswer = { message: string; note: NoteRecord };

/** POST /api/admin/patient/reports/upload. */
export type ReportUploadedAnswer = { message: string; report: ReportRecord };

/** A patient the desk's typing may be (GET /api/admin/patients/matches), and how they matched. */
export type PatientMatch = {
  patient_id: number;
  name: string;
  phone: string;
  age: number | null;
  sex: string | null;
  matched: "phone and name" | "phone" | "name";
  /** the date of their last appointment (not cancelled), or null */
  last_visit: string | null;
};

export type PatientMatchesAnswer = { matches: PatientMatch[] };

/**
 * A record merged into this one, as the profile shows it (from the audit log). `undo`: the
 * merge's id and the last instant it can be undone, while it can (issue 41 G2).
 */
export type PatientMerge = { at: string; by: string; detail: string; undo: { mergeId: number; until: string } | null };

/** What a merge moves from the merged record to the kept one (counted, or as it would be). */
export type MergeCounts = {
  appointments: number;
  notes: number;
  reports: number;
  visits: number;
  labs: number;
  prescriptions: number;
  bills: number;
};

/** GET /api/admin/patients/merge?keepId=…&mergeId=…: what the merge would move, for its confirmation. */
export type PatientMergePreviewAnswer = {
  keep: PossibleDuplicate;
  merge: PossibleDuplicate;
  moves: MergeCounts;
};

/** POST /api/admin/patients/merge. */
export type PatientMergeAnswer = { message: string; patient: PatientListItem; detail: string; mergeId: number };

/** POST /api/admin/patients/merge/undo: the two records, separate again, and what went back. */
export type PatientMergeUndoAnswer = { message: string; keepId: number; mergedId: number; detail: string };

export type DeletedPatient = {
  patientId: number;
  name: string;
  removed: {
    appointments: number;
    notes: number;
    reports: number;
    contacts: number;
    files: number;
    visits: number;
    labs: number;
    /** 1 when the patient had a clinical summary */
    clinicalSummaries: number;
    /** every version, drafts too */
    prescriptions: number;
  };
  /**
   * bills kept for the clinic's books (the law keeps accounts for years): numbers, amounts and
   * payments stay, the name on them becomes "[erased]" and they no longer point at the patient
   */
  billsKept: number;
  /** stored files that could not be removed (logged; no row points at them any more) */
  filesNotRemoved: number;
};

export type PatientDeletedAnswer = { message: string; deleted: DeletedPatient };
