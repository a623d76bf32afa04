/**
 * What the privacy calls answer (/api/admin/rights-requests, /api/admin/retention,
 * /api/admin/patient/{id}/consent): the rights log, the profile's consent and the retention
 * review. Types only (docs/decisions/023-wire-types.md).
 */
import type { RightsKind } from "../validation/privacy";

/** One entry of the rights log (instants as UTC ISO strings). */
export type RightsRequestRecord = {
  id: number;
  patientId: number | null;
  /** the patient's name now; null once they are erased (or when the request names nobody) */
  patientName: string | null;
  kind: RightsKind;
  requester: string;
  detail: string | null;
  receivedAt: string;
  doneAt: string | null;
  /** the admin who recorded it, and who marked it done */
  recordedBy: string | null;
  doneBy: string | null;
};

/** The log's page: GET /api/admin/rights-requests. */
export type RightsRequestPage = {
  requests: RightsRequestRecord[];
  total: number;
  page: number;
  totalPages: number;
};

/** One booking's consent: the notice the patient agreed to (null: booked without it) and their WhatsApp tick. */
export type BookingConsentRecord = {
  appointmentId: number;
  date: string;
  time: string;
  /** when the booking was made (ISO) */
  bookedAt: string;
  notice: string | null;
  whatsapp: boolean | null;
};

/** The profile's consent: the patient's current WhatsApp choice, and each booking's consent, newest first. */
export type ProfileConsent = {
  /** true agreed, false declined or withdrawn, null never asked (no WhatsApp: only a recorded yes allows it) */
  whatsapp: boolean | null;
  whatsappAt: string | null;
  whatsappBy: "booking" | "desk" | null;
  /** the admin who recorded a choice made at the desk (null for the booking form's) */
  whatsappRecordedBy: string | null;
  /** SMS (FEATURES.md §15): true agreed, false stopped, null never asked (allowed: about their own appointments) */
  sms: boolean | null;
  smsAt: string | null;
  smsBy: "booking" | "desk" | null;
  smsRecordedBy: string | null;
  bookings: BookingConsentRecord[];
};

/** A patient past the retention rule, for a person to review (GET /api/admin/retention). */
export type RetentionPatient = {
  patientId: number;
  name: string;
  /** YYYY-MM-DD: the latest past appointment not cancelled, else the day the record was made */
  lastVisit: string;
  appointments: number;
  reports: number;
};

export type RetentionList = {
  years: number;
  cutoffDate: string;
  patients: RetentionPatient[];
  total: number;
};

/** POST /api/admin/rights-requests and PATCH /api/admin/rights-requests/{id}. */
export type RightsRequestAnswer = { message: string; request: RightsRequestRecord };

/** POST /api/admin/patient/{id}/consent: the consent as it is now. */
export type ConsentAnswer = { message: string; consent: ProfileConsent };
