/**
 * The Patient Profile (SPEC §3): a patient with their appointment history, notes, reports,
 * consent and rights requests (FEATURES.md §7), as the profile screen reads it. Above the
 * modules it assembles.
 */
import "server-only";
import { possibleDuplicates } from "./patient-duplicates";
import { mergesInto } from "./patient-merge";
import { db } from "../db";
import { notFound } from "../http";
import { closedReasons } from "./closures";
import { consentOf } from "./consent";
import { toNoteRecords } from "./notes";
import { findPatientByKey, languageOf, patientDetails } from "./patients";
import { toReportRecord } from "./reports";
import { patientRightsRequests } from "./rights-requests";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import type { PatientProfile } from "../../shared/api/patients";

/**
 * `clinical`: with the medical notes and reports — for the doctor and the owner only
 * (FEATURES.md §9); the desk's profile leaves them out altogether.
 */
export async function getPatientProfile(key: string, { clinical }: { clinical: boolean }): Promise<PatientProfile> {
  const { id } = await findPatientByKey(key);
  const p = await db().patient.findUnique({
    where: { id },
    include: {
      appointments: { orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }] },
      notes: clinical && { orderBy: { id: "desc" } },
      reports: clinical && { orderBy: { id: "desc" } },
    },
  });
  if (!p) throw notFound(PATIENT_MESSAGES.notFound);
  const [closed, rightsRequests, merges, prescriptions, twins] = await Promise.all([
    closedReasons(p.appointments),
    patientRightsRequests(p.id),
    mergesInto(p.id),
    db().prescription.findMany({
      where: { patientId: p.id, status: "final" },
      orderBy: [{ finalisedAt: "desc" }, { id: "desc" }],
      select: { id: true, number: true, version: true, visit: { select: { date: true } } },
    }),
    possibleDuplicates([p]),
  ]);
  return {
    id: p.id,
    patientId: p.id,
    ...patientDetails(p),
    language: languageOf(p),
    createdAt: p.createdAt.toISOString(),
    totalAppointments: p.appointments.length,
    completedVisits: p.appointments.filter((a) => a.status === "Done").length,
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
    ...(clinical && { notes: await toNoteRecords(p.notes), reports: p.reports.map(toReportRecord) }),
    consent: consentOf(p, p.appointments),
    rightsRequests,
    merges,
    prescriptions: prescriptions.map((r) => ({
      id: r.id,
      number: r.number ?? "",
      date: r.visit.date,
      version: r.version,
    })),
    possibleDuplicate: twins.get(p.id) ?? null,
  };
}
