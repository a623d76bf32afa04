/**
 * The admin dashboard's figures (SPEC §2 stat cards) and where the clinic's exports live
 * (the `/api/…/files` calls). "Today" is the clinic's date in IST (DESIGN.md §2).
 */
import "server-only";
import path from "node:path";
import { now } from "../../shared/clock";
import { addDays, isSunday, todayIst } from "../../shared/clinic-time";
import { WALK_IN } from "../../shared/validation/queue";
import { closuresBetween } from "./closures";
import { coversDate, isWholeDay } from "../../shared/calendar";
import { config } from "../config";
import { db } from "../db";
import type { BookingOutlook, ConsultingRoom, DashboardStats } from "../../shared/api/dashboard";
import { LIVE } from "./live-patients";
import { overdueFollowUps } from "./recalls";

/** The three stat cards, counted in the database (three indexed counts). */
export async function dashboardStats(): Promise<DashboardStats> {
  const today = todayIst(now());
  const [totalAppointments, todayAppointments, totalPatients] = await Promise.all([
    db().appointment.count(),
    // today's appointments as the chart counts them: walk-ins in, cancelled ones out (issue 29)
    db().appointment.count({ where: { preferredDate: today, status: { not: "Cancelled" } } }),
    db().patient.count({ where: LIVE }),
  ]);
  return { totalAppointments, todayAppointments, totalPatients };
}

/**
 * The doctor's way in (issue 40): the patient called in tonight, if any, the visits left open
 * on an earlier day (not finished: their notes can still change, nothing is signed), and the
 * follow-ups overdue by condition (FEATURES.md §14).
 */
export async function consultingRoom(at: Date = now()): Promise<ConsultingRoom> {
  const today = todayIst(at);
  const [withDoctor, open, followUps] = await Promise.all([
    db().appointment.findFirst({
      where: { preferredDate: today, status: "", calledAt: { not: null } },
      orderBy: { calledAt: "desc" },
      select: { id: true, patientId: true, name: true },
    }),
    db().visit.findMany({
      where: { status: "open", date: { lt: today } },
      orderBy: [{ date: "desc" }, { id: "desc" }],
      take: 20,
      select: { id: true, date: true, patientId: true, patient: { select: { name: true } } },
    }),
    overdueFollowUps(at),
  ]);
  return {
    withDoctor: withDoctor?.patientId
      ? { appointmentId: withDoctor.id, patientId: withDoctor.patientId, name: withDoctor.name }
      : null,
    openVisits: open.map((v) => ({ visitId: v.id, patientId: v.patientId, date: v.date, name: v.patient.name })),
    followUps,
  };
}

/** Days the dashboard's chart of the weeks ahead covers, today first (FEATURES.md §5). */
export const OUTLOOK_DAYS = 14;

/** The next OUTLOOK_DAYS days' bookings and last month's no-show rate (walk-ins are not bookings). */
export async function bookingOutlook(at: Date = now()): Promise<BookingOutlook> {
  const today = todayIst(at);
  const last = addDays(today, OUTLOOK_DAYS - 1);
  const [y, m] = today.split("-").map(Number);
  const month = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
  const inMonth = { preferredDate: { gte: `${month}-01`, lte: `${month}-31` }, source: { not: WALK_IN } };
  const [booked, closures, noShows, done] = await Promise.all([
    db().appointment.groupBy({
      by: ["preferredDate"],
      where: { preferredDate: { gte: today, lte: last }, status: { not: "Cancelled" } },
      _count: { _all: true },
    }),
    closuresBetween(today, last),
    db().appointment.count({ where: { ...inMonth, status: "No-show" } }),
    db().appointment.count({ where: { ...inMonth, status: "Done" } }),
  ]);
  const counts = new Map(booked.map((b) => [b.preferredDate, b._count._all]));
  const days = Array.from({ length: OUTLOOK_DAYS }, (_, i) => {
    const date = addDays(today, i);
    const closedAllDay = closures.find((c) => isWholeDay(c) && coversDate(c, date));
    return {
      date,
      booked: counts.get(date) ?? 0,
      sunday: isSunday(date),
      closed: closedAllDay ? closedAllDay.reason : null,
    };
  });
  const outcomes = noShows + done;
  return { days, noShow: { month, noShows, outcomes, rate: outcomes ? noShows / outcomes : null } };
}

/**
 * Where backups and exports are kept, for people, never as an absolute system path
 * (DESIGN.md §1): relative to the folder that holds the data folder, e.g. "data/backups".
 * A backups folder configured elsewhere is named by its setting instead.
 */
export function backupsLocation(): string {
  const { dataDir, backupsDir } = config();
  const relative = path.relative(path.dirname(dataDir), backupsDir);
  if (!relative || relative.startsWith("..") || path.isAbsolute(relative)) return "the backups folder (BACKUPS_DIR)";
  return relative.split(path.sep).join("/");
}
