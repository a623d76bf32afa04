/**
 * The audit log: who did what to which record, from where, when (UTC).
 *
 * Every sign-in success and failure, sign-out, and every admin write or download calls
 * `audit(...)` once, after the work succeeded; route handlers call the one adminRoute hands
 * them (lib/server/api.ts), which fills in actor and address. Never pass passwords, tokens
 * or health details (no note text, no report contents, no symptoms) — ids and names of
 * records only.
 *
 * Each entry is sealed onto a tamper-evident chain as it is written (lib/server/audit/audit-chain.ts).
 */
import "server-only";
import type { AuditPage, AuditRecord } from "../../shared/api/audit";
import { appendAuditEntry, raiseCoalescedCount, sealAuditEntries } from "./audit-chain";
import { db, transaction } from "../db";
import { now } from "../../shared/clock";
import { isUniqueViolation } from "../http";
import { log } from "../logger";

/**
 * Every action the log records, as `<thing>.<verb>`: audit() accepts no other. A new kind
 * of admin write or download adds its name here.
 */
export type AuditAction =
  // sign-in and accounts (lib/server/auth, scripts/)
  | "login.success"
  | "login.failure"
  | "login.throttled"
  | "logout"
  | "admin.create"
  | "admin.password"
  | "account.password"
  | "admin.unlock"
  // staff accounts and two-factor (FEATURES.md §9)
  | "staff.create"
  | "staff.update"
  | "staff.reset_two_factor"
  | "two_factor.enable"
  | "two_factor.disable"
  | "admin.reset_two_factor"
  // appointments
  | "appointment.create"
  | "appointment.status"
  | "appointment.reschedule"
  | "appointment.cancel"
  | "appointment.delete"
  | "appointment.export"
  // the desk's answer to a full web budget: real patients, booking reopened (docs/decisions/038)
  | "booking.reopen"
  // patients, notes, reports
  | "patient.create"
  | "patient.update"
  | "patient.delete"
  | "patient.merge"
  | "patient.merge_undo"
  | "patients.export"
  // who opened a patient's record (FEATURES.md §9, lib/server/domain/patient-access.ts)
  | "patient.viewed"
  // a patient's rights (FEATURES.md §7): their data exported, their WhatsApp choice recorded at
  // the desk, the rights requests log
  | "patient.export"
  | "consent.whatsapp"
  | "consent.sms"
  | "rights.create"
  | "rights.done"
  | "note.create"
  | "note.update"
  | "note.delete"
  | "report.upload"
  | "report.download"
  | "report.delete"
  // the consulting room (FEATURES.md §10): which visit and which fields, never what they say
  | "visit.create"
  | "visit.update"
  | "visit.finish"
  | "visit.addendum"
  | "labs.add"
  | "clinical.update"
  // prescriptions (FEATURES.md §11)
  | "prescription.save"
  | "prescription.finalise"
  | "prescription.template"
  | "prescription.pdf"
  | "prescription.send"
  // follow-ups due (FEATURES.md §14)
  | "recall.remind"
  | "recall.close"
  // letters and certificates (FEATURES.md §14)
  | "document.create"
  | "document.send"
  // reports from patients (FEATURES.md §14): sent by the manage link (report.upload), opened inline, filed
  | "report.view"
  | "report.file"
  // the waiting list (FEATURES.md §14): a place offered by hand, a claim by its link
  | "waitlist.offer"
  | "waitlist.claim"
  | "drug.add"
  // fees, bills and receipts (FEATURES.md §12)
  | "fees.set"
  | "bill.create"
  | "bill.payment"
  | "bill.void"
  | "collections.export"
  | "collections.close"
  // the clinic calendar
  | "closure.add"
  | "closure.remove"
  | "announcement.set"
  | "announcement.clear"
  // messages
  | "message.retry"
  | "message.running-late"
  // the evening's queue
  | "queue.check-in"
  | "queue.walk-in"
  | "queue.next"
  | "queue.call"
  | "queue.undo-check-in"
  | "queue.back-to-waiting"
  // backups
  | "backup.create"
  | "backup.download"
  | "backup.restore"
  | "backup.failed"
  | "table.download"
  // the audit log's own upkeep (npm run audit:prune)
  | "audit.prune";

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

/** The target of a sign-in event whose username is not an account (it may be a mistyped password). */
export const UNKNOWN_ACCOUNT = "(unknown)";

const clip = (value: string | null | undefined, max: number) =>
  value == null || value === "" ? null : value.length > max ? `${value.slice(0, max - 1)}…` : value;

/**
 * Adds an entry. A failure to write is logged, not thrown: the admin's work has already
 * happened and must not be reported as failed because its audit line was not written.
 */
export async function audit(entry: AuditEntry): Promise<void> {
  const data = {
    actor: clip(entry.actor, 64),
    action: clip(entry.action, 64)!,
    target: clip(entry.target, 200),
    ip: clip(entry.ip, 64),
    detail: clip(entry.detail, 500),
  };
  try {
    // Written and sealed together, its time taken under the chain's lock (so the chain's times
    // run forward). A backlog of unsealed entries (the first writes after an upgrade) is sealed
    // a batch per write, so no admin's request waits for all of it.
    await transaction((tx) => appendAuditEntry(tx, data));
  } catch (error) {
    log.error("audit entry not sealed", { action: entry.action, error: errorText(error) });
    // the entry matters more than its seal: written alone, the next write seals it
    try {
      await db().auditLog.create({ data: { ...data, at: now() } });
    } catch (again) {
      log.error("audit entry not written", { action: entry.action, error: errorText(again) });
    }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Coalesced events share one row per action, target, address and clock minute. */
export const COALESCE_WINDOW_MS = 60_000;
/**
 * Beyond this many coalesced rows of one action in one minute, further addresses share one
 * row per target with the address MANY_ADDRESSES, so a flood from any number of addresses
 * adds a bounded number of rows a minute (docs/security.md).
 */
export const COALESCE_ROWS_PER_MINUTE = 10;
export const MANY_ADDRESSES = "(many)";

/**
 * Adds an event that may come in floods (failed and throttled sign-ins): the first in its
 * minute for this action, target and address makes a row, the rest raise its `count`.
 * Like `audit`, never throws.
 */
export async function auditCoalesced(entry: AuditEntry): Promise<void> {
  try {
    const at = now();
    const minute = Math.floor(at.getTime() / COALESCE_WINDOW_MS);
    const action = clip(entry.action, 64)!;
    const target = clip(entry.target, 200);
    const keyFor = (ip: string | null) => [action, target ?? "", ip ?? "", minute].join("|");
    const bump = (coalesceKey: string) => raiseCoalescedCount(coalesceKey);

    let ip = clip(entry.ip, 64);
    if (await bump(keyFor(ip))) return;
    const rowsThisMinute = await db().auditLog.count({
      where: { action, at: { gte: new Date(minute * COALESCE_WINDOW_MS) }, coalesceKey: { not: null } },
    });
    if (rowsThisMinute >= COALESCE_ROWS_PER_MINUTE) {
      ip = MANY_ADDRESSES;
      if (await bump(keyFor(ip))) return;
    }
    const data = {
      at,
      actor: clip(entry.actor, 64),
      action,
      target,
      ip,
      detail: clip(entry.detail, 500),
      coalesceKey: keyFor(ip),
    };
    try {
      await db().auditLog.create({ data });
    } catch (error) {
      // a concurrent request made the row first
      if (!isUniqueViolation(error) || !(await bump(data.coalesceKey))) throw error;
      return;
    }
  } catch (error) {
    log.error("audit entry not written", { action: entry.action, error: errorText(error) });
    return;
  }
  try {
    // sealed after its create: a coalesced row is found by its key, so it is written on its own
    await transaction((tx) => sealAuditEntries(tx));
  } catch (error) {
    log.error("audit entry not sealed", { action: entry.action, error: errorText(error) });
  }
}

export const AUDIT_PAGE_SIZE_MAX = 200;

/** One page of the log, newest first. */
export async function listAudit({
  page = 1,
  pageSize = 50,
}: { page?: number; pageSize?: number } = {}): Promise<AuditPage> {
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
    count: r.count,
  }));
  return { entries, page: current, pageSize: size, total, totalPages: Math.max(1, Math.ceil(total / size)) };
}
