/**
 * Automatic backups: every day at BACKUP_TIME (clinic time, IST), keeping the newest
 * BACKUP_KEEP archives. A run missed while the server was down happens at the next start.
 * Several server processes may run this: the backup lock lets one of them do the work and
 * the others find the recorded run on their next check.
 */
import "server-only";
import { audit } from "../audit";
import { purgeExpiredMerges } from "../domain/patient-merge";
import { createBackup } from "./archive";
import { now } from "../../shared/clock";
import { config } from "../config";
import { db } from "../db";
import { HttpError } from "../http";
import { log } from "../logger";

const IST_OFFSET_MS = 330 * 60_000;
const CHECK_EVERY_MS = 60_000;

/** The latest scheduled instant at or before `at` (UTC Date). */
export function lastScheduledRun(at: Date, time = config().BACKUP_TIME): Date {
  const [h, m] = time.split(":").map(Number);
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const slot = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), h, m) - IST_OFFSET_MS;
  return new Date(slot <= at.getTime() ? slot : slot - 24 * 3600_000);
}

/** Runs the scheduled backup when it is due and not yet done; returns whether it ran. */
export async function runScheduledBackupIfDue(): Promise<boolean> {
  const due = lastScheduledRun(now());
  const done = await db().backup.findFirst({
    where: { trigger: "scheduled", createdAt: { gte: due } },
    select: { id: true },
  });
  if (done) return false;
  await purgeMerged();
  const records = await db().patient.count();
  if (records === 0) return false; // a new, empty clinic: nothing to protect yet
  try {
    log.info("scheduled backup starting", { due: due.toISOString() });
    const summary = await createBackup("scheduled");
    log.info("scheduled backup written", {
      file: summary.fileName,
      records: summary.totalRecords,
      pruned: summary.pruned.length,
    });
    await audit({
      actor: "system",
      action: "backup.create",
      target: summary.fileName,
      detail: `scheduled; ${summary.totalRecords} records`,
    });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) return false; // another process is on it
    const message = error instanceof Error ? error.message : String(error);
    log.error("scheduled backup failed", { error: message });
    await audit({ actor: "system", action: "backup.failed", detail: message.slice(0, 200) });
    return false;
  }
}

/**
 * The daily tidying that goes with the backup: records merged more than 30 days ago are
 * deleted for good (issue 41 G2; their merge can no longer be undone). A failure is logged and
 * the backup still runs.
 */
async function purgeMerged(): Promise<void> {
  try {
    const purged = await purgeExpiredMerges();
    if (purged) log.info("merged records deleted after their 30 days", { records: purged });
  } catch (error) {
    log.error("deleting expired merged records failed", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

let timer: NodeJS.Timeout | undefined;

/** Starts the daily schedule in this process (idempotent); the first check runs at once. */
export function startBackupSchedule(): void {
  if (timer) return;
  const tick = () => void runScheduledBackupIfDue();
  tick();
  timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
}
