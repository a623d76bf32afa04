/**
 * The admin dashboard's figures (SPEC §2 stat cards) and where the clinic's exports live
 * (the `/api/…/files` calls). "Today" is the clinic's date in IST (DESIGN.md §2).
 */
import "server-only";
import path from "node:path";
import { now } from "../../shared/clock";
import { todayIst } from "../../shared/clinic-time";
import { config } from "../config";
import { db } from "../db";

export type DashboardStats = { totalAppointments: number; todayAppointments: number; totalPatients: number };

/** The three stat cards, counted in the database (three indexed counts). */
export async function dashboardStats(): Promise<DashboardStats> {
  const today = todayIst(now());
  const [totalAppointments, todayAppointments, totalPatients] = await Promise.all([
    db().appointment.count(),
    db().appointment.count({ where: { preferredDate: today } }),
    db().patient.count(),
  ]);
  return { totalAppointments, todayAppointments, totalPatients };
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
