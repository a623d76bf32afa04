/**
 * The audit log: who did what to which record, from where, when (UTC).
 *
 * Every sign-in success and failure, sign-out, and every admin write or download calls
 * `audit(...)` once, after the work succeeded. Never pass passwords, tokens or health
 * details (no note text, no report contents, no symptoms) — ids and names of records only.
 */
import { db } from "./db";
import { now } from "./clock";
import { log } from "./logger";

/**
 * Action names are `<thing>.<verb>`. Those used so far; later issues add theirs
 * (e.g. "appointment.status", "appointment.delete", "patient.create", "patient.delete",
 * "note.create", "report.upload", "report.download", "report.delete",
 * "backup.create", "backup.download", "backup.restore", "table.download").
 */
export type AuditAction =
  | "login.success"
  | "login.failure"
  | "logout"
  | "admin.create"
  | "admin.password"
  | (string & {});

export type AuditEntry = {
  /** the admin's username; for a failed sign-in, null (the attempted name goes in target) */
  actor: string | null;
  action: AuditAction;
  /** which record: an id, timestamp, file or table name */
  target?: string | null;
  ip?: string | null;
  /** short, non-medical detail */
  detail?: string | null;
};

const clip = (value: string | null | undefined, max: number) =>
  value == null || value === "" ? null : value.length > max ? `${value.slice(0, max - 1)}…` : value;

/**
 * Adds an entry. A failure to write is logged, not thrown: the admin's work has already
 * happened and must not be reported as failed because its audit line was not written.
 */
export async function audit(entry: AuditEntry): Promise<void> {
  try {
    await db().auditLog.create({
      data: {
        at: now(),
        actor: clip(entry.actor, 64),
        action: clip(entry.action, 64)!,
        target: clip(entry.target, 200),
        ip: clip(entry.ip, 64),
        detail: clip(entry.detail, 500),
      },
    });
  } catch (error) {
    log.error("audit entry not written", {
      action: entry.action,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

export type AuditRecord = {
  id: number;
  /** UTC ISO-8601 */
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
};

export const AUDIT_PAGE_SIZE_MAX = 200;

/** One page of the log, newest first. */
export async function listAudit({ page = 1, pageSize = 50 }: { page?: number; pageSize?: number } = {}) {
  const size = Math.min(Math.max(1, Math.floor(pageSize)), AUDIT_PAGE_SIZE_MAX);
  const current = Math.max(1, Math.floor(page));
  const [total, rows] = await Promise.all([
    db().auditLog.count(),
    db().auditLog.findMany({
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: (current - 1) * size,
      take: size,
    }),
  ]);
  const entries: AuditRecord[] = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action,
    target: r.target,
    ip: r.ip,
    detail: r.detail,
  }));
  return { entries, page: current, pageSize: size, total, totalPages: Math.max(1, Math.ceil(total / size)) };
}
