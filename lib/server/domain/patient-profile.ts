/**
 * The Patient Profile (SPEC §3): a patient with their appointment history, notes, reports,
 * consent and rights requests (FEATURES.md §7), as the profile screen reads it. Above the
 * modules it assembles.
 */
import "server-only";
import { db } from "../db";
import { notFound } from "../http";
import { closedReasons } from "./closures";
import { consentOf } from "./consent";
import { toNoteRecord, type NoteRecord } from "./notes";
import { findPatientByKey, languageOf, patientDetails, type ShownDetails } from "./patients";
import { toReportRecord, type ReportRecord } from "./reports";
import { patientRightsRequests } from "./rights-requests";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import type { ProfileConsent, RightsRequestRecord } from "../../shared/validation/privacy";
import type { Locale } from "../../i18n/locales";

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
export type PatientProfile = { id: number; patientId: number } & ShownDetails & {
    /** the language of the patient's messages (FEATURES.md §6) */
    language: Locale;
    createdAt: string;
    totalAppointments: number;
    /** distinct services of the appointments, as booked (the UI hides the spec's placeholders) */
    services: string[];
    appointments: ProfileAppointment[];
    notes: NoteRecord[];
    reports: ReportRecord[];
    /** the WhatsApp choice and each booking's consent (FEATURES.md §7) */
    consent: ProfileConsent;
    /** this patient's rights requests, newest first */
    rightsRequests: RightsRequestRecord[];
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
  const [closed, rightsRequests] = await Promise.all([closedReasons(p.appointments), patientRightsRequests(p.id)]);
  return {
    id: p.id,
    patientId: p.id,
    ...patientDetails(p),
    language: languageOf(p),
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
      closedReason: closed.get(a.id) ?? null,
    })),
    notes: p.notes.map(toNoteRecord),
    reports: p.reports.map(toReportRecord),
    consent: consentOf(p, p.appointments),
    rightsRequests,
  };
}
