/**
 * The audit log's tamper-evident chain (FEATURES.md §7, docs/security.md "The audit chain").
 *
 * Every entry is sealed with its place in the chain (`seq` 1, 2, 3… with no gaps), the hash of
 * the entry before it (`prevHash`; "" for the first, or a pruned segment's `lastHash`) and its
 * own `hash`: SHA-256 over its fields and prevHash. The head (AuditChain, id 1) holds the newest
 * seq and hash, so entries cut off the end are noticed too. A changed, deleted or inserted entry
 * breaks the chain at that entry; `verifyAuditChain` names the first such one.
 *
 * What it does not prove: someone who can write to the database can rebuild the whole chain.
 * The head's seq and hash go into every backup manifest (lib/server/backups/staging.ts): kept
 * off the machine, those anchor it.
 *
 * Entries are written with seq null and sealed in the same transaction (`audit`) or right after
 * (`auditCoalesced`, lib/server/domain/audit.ts). Sealing seals every unsealed entry in id order,
 * so entries from before the chain existed, or left by a writer that crashed in between, are
 * sealed by the next write.
 */
import "server-only";
import crypto from "node:crypto";
import { config } from "../config";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import { now } from "../../shared/clock";
import { log } from "../logger";

export class AuditChainError extends Error {}

/** The fields a hash covers. */
type Sealable = {
  seq: number;
  prevHash: string;
  id: number;
  at: Date;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
  coalesceKey: string | null;
};

/**
 * SHA-256 (hex) of the entry's canonical JSON. `count` is deliberately left out: a coalesced
 * sign-in failure's row is sealed when first written, and later failures of the same minute
 * still raise its count (lib/server/domain/audit.ts, auditCoalesced).
 */
export function entryHash(e: Sealable): string {
  const canonical = JSON.stringify([
    e.seq,
    e.prevHash,
    e.id,
    e.at.toISOString(),
    e.actor,
    e.action,
    e.target,
    e.ip,
    e.detail,
    e.coalesceKey,
  ]);
  return crypto.createHash("sha256").update(canonical).digest("hex");
}

const FIELDS = {
  id: true,
  at: true,
  actor: true,
  action: true,
  target: true,
  ip: true,
  detail: true,
  coalesceKey: true,
} as const;

/** Entries sealed per transaction: a backlog (the first write after an upgrade) goes in batches. */
const SEAL_BATCH = 500;

/**
 * Takes the chain's lock for the rest of the transaction. PostgreSQL: an advisory lock. SQLite:
 * the head row's write comes first, so SQLite takes its write lock before anything is read —
 * which also puts separate processes sharing one SQLite file in line.
 */
async function lockChain(tx: Tx): Promise<{ seq: number; hash: string }> {
  await lockForTransaction(tx, "audit-chain");
  const stamp = now();
  await tx.$executeRaw`INSERT INTO "AuditChain" ("id", "seq", "hash", "updatedAt") VALUES (1, 0, '', ${stamp}) ON CONFLICT ("id") DO NOTHING`;
  await tx.$executeRaw`UPDATE "AuditChain" SET "updatedAt" = ${stamp} WHERE "id" = 1`;
  return tx.auditChain.findUniqueOrThrow({ where: { id: 1 }, select: { seq: true, hash: true } });
}

/**
 * Seals unsealed entries (up to one batch) in id order onto the chain, inside the caller's
 * transaction. True when more are waiting (`sealPendingAuditEntries` finishes them).
 */
export async function sealAuditEntries(tx: Tx): Promise<boolean> {
  const head = await lockChain(tx);
  const rows = await tx.auditLog.findMany({
    where: { seq: null },
    orderBy: { id: "asc" },
    take: SEAL_BATCH + 1,
    select: FIELDS,
  });
  if (!rows.length) return false;
  // A sealed entry past the head means the head was reset: sealing on would hide that (and
  // collide on seq). The entries stay unsealed and verification reports the break.
  const beyond = await tx.auditLog.findFirst({ where: { seq: { gt: head.seq } }, select: { seq: true } });
  if (beyond) {
    log.error("audit entries not sealed: the chain's head is behind its entries", {
      head: head.seq,
      entry: beyond.seq,
    });
    return false;
  }
  let { seq, hash } = head;
  for (const row of rows.slice(0, SEAL_BATCH)) {
    const next = { ...row, seq: seq + 1, prevHash: hash };
    hash = entryHash(next);
    seq = next.seq;
    await tx.auditLog.update({ where: { id: row.id }, data: { seq, prevHash: next.prevHash, hash } });
  }
  await tx.auditChain.update({ where: { id: 1 }, data: { seq, hash } });
  return rows.length > SEAL_BATCH;
}

/** Seals every unsealed entry, a batch per transaction. */
export async function sealPendingAuditEntries(): Promise<void> {
  while (await transaction((tx) => sealAuditEntries(tx))) {
    // the next batch
  }
}

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

/**
 * Walks the chain by seq, a page at a time, from the last pruned segment (or the start) to the
 * head: consecutive seq, each prevHash the hash before it, each hash recomputed, and the last
 * entry the head. Reads only; safe while the server runs (entries sealed meanwhile are walked too).
 */
export async function verifyAuditChain(): Promise<ChainReport> {
  const segments = await db().auditSegment.findMany({
    orderBy: { toSeq: "asc" },
    select: { fromSeq: true, toSeq: true, lastHash: true },
  });
  let expected = 1;
  for (const s of segments) {
    if (s.fromSeq !== expected || s.toSeq < s.fromSeq) {
      return brokenReport(0, {
        id: null,
        seq: null,
        at: null,
        action: null,
        reason: `the pruned segments do not join up (segment seq ${s.fromSeq}–${s.toSeq} where seq ${expected} was next)`,
      });
    }
    expected = s.toSeq + 1;
  }
  let prevHash = segments.at(-1)?.lastHash ?? "";
  let entries = 0;
  let firstSeq: number | null = null;
  let last: { id: number; seq: number; at: Date; action: string } | null = null;
  const describe = (row: { id: number; seq: number | null; at: Date; action: string }) => ({
    id: row.id,
    seq: row.seq,
    at: row.at.toISOString(),
    action: row.action,
  });

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
        if (row.hash !== entryHash({ ...row, seq, prevHash })) {
          return brokenReport(entries, { ...describe(row), reason: "its contents do not match its hash" });
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
  const at = tail ? describe(tail) : { id: null, seq: null, at: null, action: null };
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
  const unsealed = await db().auditLog.count({ where: { seq: null } });
  return { ok: true, entries, firstSeq, lastSeq, headHash: head.hash, unsealed };
}

const DAY_MS = 24 * 60 * 60_000;

export type PruneResult = {
  /** entries removed (0: nothing old enough) */
  removed: number;
  /** entries before this instant (the start of a UTC month) were old enough */
  before: string;
  segment: { fromSeq: number; toSeq: number; firstAt: string; lastAt: string } | null;
};

/**
 * Removes audit entries older than AUDIT_RETENTION_DAYS, as whole calendar months (UTC) only,
 * and only when the whole chain verifies. What is removed is recorded as an AuditSegment in the
 * same transaction, so the chain verifies from the first remaining entry; the pruning itself is
 * audited ("audit.prune"). Throws AuditChainError when the chain is broken: a broken log is
 * evidence and is kept whole.
 */
export async function pruneAuditLog({
  now: at = now(),
  actor = "cli",
}: { now?: Date; actor?: string } = {}): Promise<PruneResult> {
  await sealPendingAuditEntries();
  const report = await verifyAuditChain();
  if (!report.ok) throw new AuditChainError(`The audit log was not pruned. ${report.message}`);
  const cutoff = new Date(at.getTime() - config().AUDIT_RETENTION_DAYS * DAY_MS);
  // Every month that ended by the cutoff: entries before the start of the cutoff's month.
  const before = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth(), 1));
  return transaction(
    async (tx) => {
      await lockChain(tx);
      // A segment is the front of the chain (by seq): it ends before the first entry that is
      // not old enough, so an entry sealed slightly out of time order is kept with it.
      const firstKept = await tx.auditLog.findFirst({
        where: { seq: { not: null }, at: { gte: before } },
        orderBy: { seq: "asc" },
        select: { seq: true },
      });
      const where = { seq: firstKept ? { lt: firstKept.seq! } : { not: null } };
      const old = await tx.auditLog.aggregate({
        where,
        _count: { _all: true },
        _min: { seq: true, at: true },
        _max: { seq: true, at: true },
      });
      const removed = old._count._all;
      if (!removed) return { removed: 0, before: before.toISOString(), segment: null };
      const fromSeq = old._min.seq!;
      const toSeq = old._max.seq!;
      const lastHash = (await tx.auditLog.findUniqueOrThrow({ where: { seq: toSeq }, select: { hash: true } })).hash!;
      const firstAt = old._min.at!;
      const lastAt = old._max.at!;
      await tx.auditSegment.create({
        data: { fromSeq, toSeq, entries: removed, firstAt, lastAt, lastHash, prunedAt: at },
      });
      await tx.auditLog.deleteMany({ where });
      await tx.auditLog.create({
        data: {
          at,
          actor,
          action: "audit.prune",
          target: `seq ${fromSeq}–${toSeq}`,
          detail: `${removed} entries from ${firstAt.toISOString().slice(0, 10)} to ${lastAt.toISOString().slice(0, 10)}`,
        },
      });
      await sealAuditEntries(tx);
      return {
        removed,
        before: before.toISOString(),
        segment: { fromSeq, toSeq, firstAt: firstAt.toISOString(), lastAt: lastAt.toISOString() },
      };
    },
    { timeout: 5 * 60_000 },
  );
}
