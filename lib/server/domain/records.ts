/**
 * What every clinic record shares, whichever table it is in: its `timestamp` identifier,
 * and what to do when an insert clashes with a unique constraint. The domain modules above
 * (appointments, patients, notes, reports, booking) use these; this module knows none of them.
 */
import "server-only";
import { now } from "../../shared/clock";
import { isUniqueViolation } from "../http";

let lastTimestampMs = 0;

/**
 * A UTC ISO-8601 instant for a new record's `timestamp` identifier, unique within this
 * process even for records made in the same millisecond (it moves on by a millisecond
 * when needed). Across processes the column's unique constraint catches a clash, and
 * the insert is retried (insertWithRetry).
 */
export function uniqueTimestamp(at: Date = now()): string {
  const ms = Math.max(at.getTime(), lastTimestampMs + 1);
  lastTimestampMs = ms;
  return new Date(ms).toISOString();
}

/** The columns named by a unique-constraint violation, whichever adapter raised it. */
export function uniqueViolationFields(error: unknown): string[] {
  const meta = (error as { meta?: Record<string, unknown> } | null)?.meta;
  if (Array.isArray(meta?.target)) return meta.target.map(String);
  const constraint = (
    meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown; index?: unknown } } } | undefined
  )?.cause?.constraint;
  if (Array.isArray(constraint?.fields)) return constraint.fields.map(String);
  return typeof constraint?.index === "string" ? [constraint.index] : [];
}

/** How often an insert is tried when another process took its timestamp (or email) meanwhile. */
export const INSERT_ATTEMPTS = 3;

/**
 * Runs an insert with a fresh instant and unique timestamp, again when it fails on a unique
 * constraint another process may have taken meanwhile (the timestamp, a patient's email),
 * at most INSERT_ATTEMPTS times. `final(error)` is asked first about every unique violation:
 * it throws the answer when the clash is one a retry cannot fix (a taken slot).
 */
export async function insertWithRetry<T>(
  insert: (stamp: { at: Date; timestamp: string }) => Promise<T>,
  final: (error: unknown) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const at = now();
    const timestamp = uniqueTimestamp(at);
    try {
      return await insert({ at, timestamp });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      final(error);
      if (attempt >= INSERT_ATTEMPTS) throw error;
    }
  }
}

/** A JSON array kept in a text column (lists of a clinical record): anything else reads as empty. */
export function jsonList<T>(json: string): T[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}
