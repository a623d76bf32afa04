/**
 * Verifies the audit log's chain (audit-chain.ts says what it proves): `verifyAuditChain` walks it
 * and names the first entry, or pruned segment, where it breaks.
 */
import "server-only";
import { db } from "../db";
import {
  backDated,
  CLOCK_SKEW_MS,
  DAY_MS,
  entryHash,
  legacyEntryHash,
  FIELDS,
  MIN_RETENTION_DAYS,
  PRUNE_ACTION,
  segmentName,
} from "./audit-chain";

export type BrokenEntry = {
  /** the entry where the break was found; null when no entry can be named (the pruned segments) */
  id: number | null;
  seq: number | null;
  /** UTC ISO-8601 */
  at: string | null;
  action: string | null;
  reason: string;
};

export type ChainReport =
  | {
      ok: true;
      /** sealed entries checked (those still in the log, after any pruned segments) */
      entries: number;
      /** null while the log holds no sealed entry */
      firstSeq: number | null;
      lastSeq: number;
      headHash: string;
      /** entries written but not sealed yet (the next audit write seals them) */
      unsealed: number;
    }
  | { ok: false; entries: number; broken: BrokenEntry; message: string };

const VERIFY_PAGE = 5000;

function brokenReport(entries: number, broken: BrokenEntry): ChainReport {
  const where = broken.id === null ? "" : ` at entry ${broken.id} (seq ${broken.seq}, ${broken.at}, ${broken.action})`;
  return { ok: false, entries, broken, message: `Audit chain broken${where}: ${broken.reason}.` };
}

const seqRange = (from: number, to: number) => (from === to ? `entry seq ${from} is` : `entries seq ${from}–${to} are`);

const NOWHERE = { id: null, seq: null, at: null, action: null };

/**
 * Walks the chain by seq, a page at a time, from the last pruned segment (or the start) to the
 * head: consecutive seq, each prevHash the hash before it, each hash recomputed, times that
 * run forward (CLOCK_SKEW_MS), and the last entry the head. The pruned segments must join up,
 * and the newest must be anchored by its `audit.prune` entry among the entries walked, with
 * none of its own entries left and its end older than the retention when it was pruned. Entries
 * not sealed yet must not be back-dated nor an `audit.prune` row. Reads only; safe while the
 * server runs (entries sealed meanwhile are walked too).
 */
export async function verifyAuditChain(): Promise<ChainReport> {
  const segments = await db().auditSegment.findMany({
    orderBy: { toSeq: "asc" },
    select: { fromSeq: true, toSeq: true, entries: true, lastAt: true, lastHash: true },
  });
  let expected = 1;
  for (const s of segments) {
    if (s.fromSeq !== expected || s.toSeq < s.fromSeq) {
      return brokenReport(0, {
        ...NOWHERE,
        reason: `the pruned segments do not join up (segment ${segmentName(s)} where seq ${expected} was next)`,
      });
    }
    if (s.entries !== s.toSeq - s.fromSeq + 1) {
      return brokenReport(0, {
        ...NOWHERE,
        reason: `the pruned segment ${segmentName(s)} says it held ${s.entries} entries`,
      });
    }
    expected = s.toSeq + 1;
  }
  const newest = segments.at(-1) ?? null;
  const describe = (row: { id: number; seq: number | null; at: Date; action: string }) => ({
    id: row.id,
    seq: row.seq,
    at: row.at.toISOString(),
    action: row.action,
  });
  if (newest) {
    // a segment stands for entries that are gone: one still here was "pruned" by hand
    const left = await db().auditLog.findFirst({
      where: { seq: { lte: newest.toSeq } },
      orderBy: { seq: "asc" },
      select: { id: true, seq: true, at: true, action: true },
    });
    if (left) {
      return brokenReport(0, {
        ...describe(left),
        reason: `it is still here, inside the pruned segment ${segmentName(newest)}`,
      });
    }
  }
  let prevHash = newest?.lastHash ?? "";
  let entries = 0;
  let firstSeq: number | null = null;
  let last: { id: number; seq: number; at: Date; action: string } | null = null;
  /** the latest time seen along the chain: no entry may be dated much before it */
  let latest: Date | null = null;
  let anchor: { id: number; seq: number; at: Date; action: string } | null = null;
  const backDatedReason = (at: Date, before: Date, what: string) =>
    `${what} dated ${at.toISOString()}, more than ${CLOCK_SKEW_MS / 60_000} minutes before an entry ahead of it in the chain (${before.toISOString()}): written back-dated`;

  /** Walks on from `expected`; a report when the chain breaks, else null. */
  const walk = async (): Promise<ChainReport | null> => {
    for (;;) {
      const rows = await db().auditLog.findMany({
        where: { seq: { gte: expected } },
        orderBy: { seq: "asc" },
        take: VERIFY_PAGE,
        select: { ...FIELDS, seq: true, prevHash: true, hash: true },
      });
      for (const row of rows) {
        const seq = row.seq!;
        if (seq !== expected) {
          return brokenReport(entries, {
            ...describe(row),
            reason: `${seqRange(expected, seq - 1)} missing before it`,
          });
        }
        if (row.prevHash !== prevHash) {
          return brokenReport(entries, { ...describe(row), reason: "it does not link to the entry before it" });
        }
        const sealed = { ...row, seq, prevHash };
        if (row.hash !== entryHash(sealed) && row.hash !== legacyEntryHash(sealed)) {
          return brokenReport(entries, { ...describe(row), reason: "its contents do not match its hash" });
        }
        if (latest && backDated(row.at, latest)) {
          return brokenReport(entries, { ...describe(row), reason: backDatedReason(row.at, latest, "it is") });
        }
        if (!latest || row.at > latest) latest = row.at;
        if (newest && !anchor && row.action === PRUNE_ACTION && row.target === segmentName(newest)) {
          anchor = { id: row.id, seq, at: row.at, action: row.action };
        }
        entries += 1;
        firstSeq ??= seq;
        last = { id: row.id, seq, at: row.at, action: row.action };
        prevHash = row.hash;
        expected = seq + 1;
      }
      if (rows.length < VERIFY_PAGE) return null;
    }
  };

  // The head is read after the entries: an entry sealed meanwhile moved it in the same
  // transaction, so a head ahead of the walk is walked on to; only a walk that finds nothing
  // more towards it leaves a gap at the end.
  let head: { seq: number; hash: string };
  for (let walked = -1; ; walked = expected) {
    const broken = await walk();
    if (broken) return broken;
    head = (await db().auditChain.findUnique({ where: { id: 1 }, select: { seq: true, hash: true } })) ?? {
      seq: 0,
      hash: "",
    };
    if (head.seq < expected || expected === walked) break;
  }
  const lastSeq = expected - 1;
  const tail = last as { id: number; seq: number; at: Date; action: string } | null;
  const at = tail ? describe(tail) : NOWHERE;
  if (head.seq > lastSeq) {
    return brokenReport(entries, {
      ...at,
      reason: `${seqRange(lastSeq + 1, head.seq)} missing after it (the chain's head is at seq ${head.seq})`,
    });
  }
  if (head.seq < lastSeq) {
    return brokenReport(entries, {
      ...at,
      reason: `the chain's head is at seq ${head.seq}, behind this entry`,
    });
  }
  if (head.hash !== prevHash) {
    return brokenReport(entries, { ...at, reason: "it does not match the chain's head" });
  }
  if (newest) {
    const found = anchor as { id: number; seq: number; at: Date; action: string } | null;
    if (!found) {
      return brokenReport(entries, {
        ...NOWHERE,
        reason: `the pruned segment ${segmentName(newest)} is not anchored: no ${PRUNE_ACTION} entry for it in the chain (a segment added by hand hides the entries it claims)`,
      });
    }
    if (newest.lastAt.getTime() > found.at.getTime() - MIN_RETENTION_DAYS * DAY_MS) {
      return brokenReport(entries, {
        ...describe(found),
        reason: `the pruned segment ${segmentName(newest)} ends ${newest.lastAt.toISOString()}, less than ${MIN_RETENTION_DAYS} days before it was pruned`,
      });
    }
  }
  // Entries waiting to be sealed: none back-dated, none an audit.prune row (pruning seals its own).
  let unsealed = 0;
  for (let after = 0; ; ) {
    const rows = await db().auditLog.findMany({
      where: { seq: null, id: { gt: after } },
      orderBy: { id: "asc" },
      take: VERIFY_PAGE,
      select: { id: true, seq: true, at: true, action: true },
    });
    for (const row of rows) {
      if (row.action === PRUNE_ACTION) {
        return brokenReport(entries, {
          ...describe(row),
          reason: `it is an ${PRUNE_ACTION} entry that no pruning sealed (pruning seals its own)`,
        });
      }
      if (latest && backDated(row.at, latest)) {
        return brokenReport(entries, {
          ...describe(row),
          reason: backDatedReason(row.at, latest, "it is not sealed yet and"),
        });
      }
    }
    unsealed += rows.length;
    if (rows.length < VERIFY_PAGE) break;
    after = rows.at(-1)!.id;
  }
  return { ok: true, entries, firstSeq, lastSeq, headHash: head.hash, unsealed };
}
