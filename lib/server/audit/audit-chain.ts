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
 * Entries are written with seq null and sealed in the same transaction (`audit`, which also
 * stamps the entry's time under the chain's lock) or right after (`auditCoalesced`,
 * lib/server/audit/index.ts). Sealing seals every unsealed entry in id order, so entries from
 * before the chain existed, or left by a writer that crashed in between, are sealed by the next write.
 *
 * Two rules close what sealing alone left open (issue 26, docs/decisions/018):
 * - Time runs forward along the chain: each entry's `at` is at least the one before's, less
 *   CLOCK_SKEW_MS. A row slipped in unsealed with an old `at` (back-dated) is still sealed —
 *   its place in the chain is evidence — but verification names it, sealed or not.
 * - A pruned segment is anchored in the chain: pruning writes and seals its `audit.prune` entry
 *   (target `seq a–b`) in the same transaction, and nothing else seals an `audit.prune` row.
 *   Verification requires the newest segment's anchor among the remaining entries, no remaining
 *   entry inside a segment, and the segment older than the retention when it was pruned; so a
 *   forged segment that "prunes" the newest entries is named.
 *
 * This module seals; verification is audit-chain-verify.ts, pruning audit-chain-prune.ts.
 */
import "server-only";
import crypto from "node:crypto";
import { lockForTransaction, transaction, type Tx } from "../db";
import { now } from "../../shared/clock";
import { log } from "../logger";

/**
 * How far an entry's time may fall behind the entry before it. `audit` stamps under the chain's
 * lock, so its entries are in time order by construction; what remains is a coalesced sign-in
 * row or a fallback write stamped a moment before another process sealed (milliseconds, seconds
 * under a busy lock) and clocks of several app servers on one PostgreSQL (NTP keeps them within
 * a second). Two minutes covers those with room; a back-dating by less is not detected.
 */
export const CLOCK_SKEW_MS = 2 * 60_000;
/** The least AUDIT_RETENTION_DAYS allowed (lib/server/config.ts): no segment may be younger. */
export const MIN_RETENTION_DAYS = 365;
export const PRUNE_ACTION = "audit.prune";

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
  count: number;
};

/** The entry's fields in their canonical order, the count aside. */
const canonical = (e: Sealable) => [
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
];
const sha256 = (fields: unknown[]) => crypto.createHash("sha256").update(JSON.stringify(fields)).digest("hex");

/**
 * SHA-256 (hex) of the entry's canonical JSON, its `count` included (issue 41 G16): a coalesced
 * row's count is raised only through raiseCoalescedCount, which seals it and the entries after it
 * again, so a count changed any other way (1 → 999) breaks the chain at that entry.
 */
export const entryHash = (e: Sealable): string => sha256([...canonical(e), e.count]);

/**
 * The hash of entries sealed before the count was covered: verification still accepts it, so a
 * chain sealed by an older release verifies; an entry sealed since cannot match it, as its hash
 * was made with the count.
 */
export const legacyEntryHash = (e: Sealable): string => sha256(canonical(e));

export const FIELDS = {
  id: true,
  at: true,
  actor: true,
  action: true,
  target: true,
  ip: true,
  detail: true,
  coalesceKey: true,
  count: true,
} as const;

/** Entries sealed per transaction: a backlog (the first write after an upgrade) goes in batches. */
const SEAL_BATCH = 500;

/**
 * Takes the chain's lock for the rest of the transaction. PostgreSQL: an advisory lock. SQLite:
 * the head row's write comes first, so SQLite takes its write lock before anything is read —
 * which also puts separate processes sharing one SQLite file in line.
 */
export async function lockChain(tx: Tx): Promise<{ seq: number; hash: string }> {
  await lockForTransaction(tx, "audit-chain");
  const stamp = now();
  await tx.$executeRaw`INSERT INTO "AuditChain" ("id", "seq", "hash", "updatedAt") VALUES (1, 0, '', ${stamp}) ON CONFLICT ("id") DO NOTHING`;
  await tx.$executeRaw`UPDATE "AuditChain" SET "updatedAt" = ${stamp} WHERE "id" = 1`;
  return tx.auditChain.findUniqueOrThrow({ where: { id: 1 }, select: { seq: true, hash: true } });
}

/** The fields `audit` writes (lib/server/audit/index.ts); `at` is stamped here. */
export type NewAuditEntry = {
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
};

/**
 * Writes an entry and seals it, inside the caller's transaction. Its time is taken once the
 * chain's lock is held, so entries written this way are sealed in the order of their times.
 */
export async function appendAuditEntry(tx: Tx, entry: NewAuditEntry): Promise<void> {
  await lockChain(tx);
  await tx.auditLog.create({ data: { ...entry, at: now() } });
  await sealAuditEntries(tx);
}

export const backDated = (at: Date, before: Date) => at.getTime() < before.getTime() - CLOCK_SKEW_MS;

/**
 * Seals unsealed entries (up to one batch) in id order onto the chain, inside the caller's
 * transaction. True when more are waiting (`sealPendingAuditEntries` finishes them).
 * An `audit.prune` row is sealed only by the pruning that wrote it (`anchor`, its id): one left
 * unsealed by anyone else stays so, and verification names it.
 */
export async function sealAuditEntries(tx: Tx, { anchor }: { anchor?: number } = {}): Promise<boolean> {
  const head = await lockChain(tx);
  const rows = await tx.auditLog.findMany({
    where: { seq: null, OR: [{ action: { not: PRUNE_ACTION } }, { id: anchor ?? -1 }] },
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
  let lastAt = head.seq
    ? ((await tx.auditLog.findUnique({ where: { seq: head.seq }, select: { at: true } }))?.at ?? null)
    : null;
  for (const row of rows.slice(0, SEAL_BATCH)) {
    // sealed all the same: its place in the chain is the evidence, and verification names it
    if (lastAt && backDated(row.at, lastAt))
      log.warn("audit entry sealed with a time before the chain's newest entry", {
        id: row.id,
        at: row.at.toISOString(),
        newest: lastAt.toISOString(),
      });
    const next = { ...row, seq: seq + 1, prevHash: hash };
    hash = entryHash(next);
    seq = next.seq;
    if (!lastAt || row.at > lastAt) lastAt = row.at;
    await tx.auditLog.update({ where: { id: row.id }, data: { seq, prevHash: next.prevHash, hash } });
  }
  await tx.auditChain.update({ where: { id: 1 }, data: { seq, hash } });
  return rows.length > SEAL_BATCH;
}

/**
 * Raises the count of the coalesced entry `coalesceKey` by one, under the chain's lock; a sealed
 * entry is sealed again with its new count, and every entry after it (they are of the same
 * minute: the key names its minute) with the new hashes, up to the head. False when there is no
 * such entry.
 */
export async function raiseCoalescedCount(coalesceKey: string): Promise<boolean> {
  return transaction(async (tx) => {
    const head = await lockChain(tx);
    const entry = await tx.auditLog.findUnique({ where: { coalesceKey }, select: { id: true, seq: true } });
    if (!entry) return false;
    await tx.auditLog.update({ where: { id: entry.id }, data: { count: { increment: 1 } } });
    if (entry.seq === null || entry.seq > head.seq) return true; // unsealed: the next sealing covers it
    const tail = await tx.auditLog.findMany({
      where: { seq: { gte: entry.seq, lte: head.seq } },
      orderBy: { seq: "asc" },
      select: { ...FIELDS, seq: true, prevHash: true },
    });
    let hash = tail[0].prevHash ?? "";
    for (const row of tail) {
      const resealed = { ...row, seq: row.seq!, prevHash: hash };
      hash = entryHash(resealed);
      await tx.auditLog.update({ where: { id: row.id }, data: { prevHash: resealed.prevHash, hash } });
    }
    await tx.auditChain.update({ where: { id: 1 }, data: { hash } });
    return true;
  });
}

/** Seals every unsealed entry, a batch per transaction. */
export async function sealPendingAuditEntries(): Promise<void> {
  while (await transaction((tx) => sealAuditEntries(tx))) {
    // the next batch
  }
}

/** A pruned segment's name, as its `audit.prune` entry's target: "seq a–b". */
export const segmentName = (s: { fromSeq: number; toSeq: number }) => `seq ${s.fromSeq}–${s.toSeq}`;
export const DAY_MS = 24 * 60 * 60_000;
