/**
 * Pruning the audit log (FEATURES.md §7): old entries go as whole months into an AuditSegment
 * anchored in the chain by its `audit.prune` entry (audit-chain.ts), only when the chain verifies.
 */
import "server-only";
import { config } from "../config";
import { transaction } from "../db";
import { now } from "../../shared/clock";
import { DAY_MS, lockChain, PRUNE_ACTION, sealAuditEntries, sealPendingAuditEntries, segmentName } from "./audit-chain";
import { verifyAuditChain } from "./audit-chain-verify";

export class AuditChainError extends Error {}

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
      // the segment's anchor in the chain: sealed here, and only here (sealAuditEntries)
      const anchor = await tx.auditLog.create({
        data: {
          at,
          actor,
          action: PRUNE_ACTION,
          target: segmentName({ fromSeq, toSeq }),
          detail: `${removed} entries from ${firstAt.toISOString().slice(0, 10)} to ${lastAt.toISOString().slice(0, 10)}`,
        },
      });
      await sealAuditEntries(tx, { anchor: anchor.id });
      return {
        removed,
        before: before.toISOString(),
        segment: { fromSeq, toSeq, firstAt: firstAt.toISOString(), lastAt: lastAt.toISOString() },
      };
    },
    { timeout: 5 * 60_000 },
  );
}
