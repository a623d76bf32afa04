/**
 * Who opened what (FEATURES.md §9, DPDP Rules 2025 rule 6): every read of a patient's profile,
 * notes, reports (list and download), chart and prescriptions, and what leaves the clinic (an
 * export, a prescription sent or downloaded through the manage link) goes into the audit
 * chain as `patient.viewed` (actor, patient, what). One visit is one entry: the same person
 * reading the same thing of the same patient again within VIEW_WINDOW_MS (the profile's
 * refreshes, a second look) adds nothing. The owner reads a patient's log on the profile, and
 * the patient's export carries it.
 */
import "server-only";
import { now } from "../../shared/clock";
import type { AccessLogEntry } from "../../shared/api/patients";
import { db } from "../db";
import { audit } from "../audit";
import { mergedIds } from "./patient-merge";

/** A visit: reads of the same thing by the same person within this are one entry. */
export const VIEW_WINDOW_MS = 10 * 60_000;

/** What was read: the words the access log shows. */
export type ViewedWhat =
  | "profile"
  | "profile, notes, reports"
  | "report"
  | "chart"
  | "visit"
  | "visits"
  | "flowsheet"
  | "prescription"
  // what leaves the clinic (issue 41 G6): the patient's whole record, a prescription sent to them
  // or downloaded through their appointment's link (the actor then is the link, not a person)
  | "export"
  | "prescription sent"
  | "prescription downloaded"
  // letters and certificates (FEATURES.md §14): read, sent, downloaded through the manage link
  | "letter"
  | "letter sent"
  | "letter downloaded";

/** The actor of a download through a patient's manage link. */
export const MANAGE_LINK_ACTOR = "patient (manage link)";

export async function recordPatientView(entry: {
  actor: string;
  ip: string;
  patientId: number;
  what: ViewedWhat;
  /** which report, for a download */
  detail?: string;
}): Promise<void> {
  const target = String(entry.patientId);
  const detail = entry.detail ? `${entry.what}: ${entry.detail}` : entry.what;
  const recent = await db().auditLog.findFirst({
    where: {
      action: "patient.viewed",
      actor: entry.actor,
      target,
      detail,
      at: { gte: new Date(now().getTime() - VIEW_WINDOW_MS) },
    },
    select: { id: true },
  });
  if (!recent) await audit({ action: "patient.viewed", actor: entry.actor, ip: entry.ip, target, detail });
}

/** A patient's access log, newest first, each reader by their display name; the records merged into it count as it. */
export async function patientAccessLog(patientId: number): Promise<AccessLogEntry[]> {
  const targets = [patientId, ...(await mergedIds(patientId))].map(String);
  const rows = await db().auditLog.findMany({
    where: { action: "patient.viewed", target: { in: targets } },
    orderBy: { id: "desc" },
    take: 500,
    select: { at: true, actor: true, detail: true },
  });
  const usernames = [...new Set(rows.map((r) => r.actor).filter((a): a is string => !!a))];
  const staff = await db().admin.findMany({
    where: { username: { in: usernames } },
    select: { username: true, displayName: true },
  });
  const names = new Map(staff.map((s) => [s.username, s.displayName || s.username]));
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor: (r.actor && names.get(r.actor)) ?? r.actor ?? "unknown",
    what: r.detail ?? "profile",
  }));
}
