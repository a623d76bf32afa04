/**
 * Retention (FEATURES.md §7): medical records are kept RECORD_RETENTION_YEARS (3 by default,
 * as Indian medical regulations require) after the patient's last visit. This lists the
 * patients past it, oldest first, for a person to review; nothing here deletes anything (an
 * erasure is the desk's own, deliberate DELETE).
 *
 * A patient's last visit is their latest appointment up to today that was not cancelled, or,
 * with none, the day their record was made. Anyone with anything upcoming is never listed.
 */
import "server-only";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import type { RetentionList } from "../../shared/api/privacy";
import { config } from "../config";
import { db } from "../db";
import { LIVE } from "./live-patients";

/** The same calendar day `years` earlier (29 February becomes 28 February). */
export function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export async function listRetentionDue(at: Date = now()): Promise<RetentionList> {
  const years = config().RECORD_RETENTION_YEARS;
  const today = todayIst(at);
  const cutoffDate = yearsBefore(today, years);
  // Any appointment not cancelled from the cut-off on (a recent visit, or one still to come) keeps a patient off the list.
  const candidates = await db().patient.findMany({
    where: { ...LIVE, appointments: { none: { status: { not: "Cancelled" }, preferredDate: { gte: cutoffDate } } } },
    select: { id: true, name: true, createdAt: true, _count: { select: { appointments: true, reports: true } } },
  });
  // Their visits are all before the cut-off: the latest of those, per patient (no list of ids to pass).
  const visits = candidates.length
    ? await db().appointment.groupBy({
        by: ["patientId"],
        where: { status: { not: "Cancelled" }, preferredDate: { lt: cutoffDate } },
        _max: { preferredDate: true },
      })
    : [];
  const lastVisits = new Map(visits.map((v) => [v.patientId, v._max.preferredDate]));
  const patients = candidates
    .map((p) => ({
      patientId: p.id,
      name: p.name,
      lastVisit: lastVisits.get(p.id) ?? todayIst(p.createdAt),
      appointments: p._count.appointments,
      reports: p._count.reports,
    }))
    .filter((p) => p.lastVisit < cutoffDate)
    .sort((a, b) => a.lastVisit.localeCompare(b.lastVisit) || a.patientId - b.patientId);
  return { years, cutoffDate, patients, total: patients.length };
}
