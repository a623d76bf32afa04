/**
 * The audit log's chain against someone with write access to the database (issue 26, finding 8):
 * a forged pruned segment and a back-dated row slipped in unsealed are named by verification and
 * by `npm run audit:verify`, and pruning refuses. The chain itself: audit-chain.test.ts.
 */
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { audit } from "@/lib/server/audit";
import { AuditChainError, pruneAuditLog } from "@/lib/server/audit/audit-chain-prune";
import { verifyAuditChain } from "@/lib/server/audit/audit-chain-verify";
import { expectIntact, runScript, setUpAuditChainSuite } from "../fixtures/audit-chain";

setUpAuditChainSuite();

// As audit-chain.test.ts's pruning leaves it: a real segment (an old month, anchored by its
// audit.prune entry) before the entries the attacks tamper with.
beforeAll(async () => {
  setNow(new Date("2025-01-10T08:00:00.000Z"));
  await audit({ actor: "old-admin", action: "patient.update", target: "jan-1" });
  setNow(null);
  expect(await pruneAuditLog({ now: new Date("2026-03-20T10:00:00.000Z") })).toMatchObject({ removed: 1 });
});

// Issue 26, finding 8: two ways someone with write access to the database got past verification.
describe("attacks with write access to the database", () => {
  const cli = () => runScript("scripts/audit-verify.ts");

  it("a forged segment that 'prunes' the newest entries is named, with or without the older ones left, and by npm run audit:verify", async () => {
    for (const target of ["r-1", "r-2", "r-3"]) await audit({ actor: "dr", action: "patient.update", target });
    await expectIntact();
    const head = await db().auditChain.findUniqueOrThrow({ where: { id: 1 } });
    const last = await db().auditSegment.findFirst({ orderBy: { toSeq: "desc" } }); // the pruning test's
    const fromSeq = (last?.toSeq ?? 0) + 1;
    const kept = await db().auditLog.findMany({ where: { seq: { gte: fromSeq } }, orderBy: { seq: "asc" } });
    const forged = {
      fromSeq,
      toSeq: head.seq,
      entries: head.seq - fromSeq + 1,
      firstAt: new Date("2025-03-01T00:00:00.000Z"),
      lastAt: new Date("2025-03-31T00:00:00.000Z"),
      lastHash: head.hash,
    };
    const segmentName = `seq ${fromSeq}–${head.seq}`;

    // the newest three deleted, a segment claiming they were pruned
    await db().$executeRawUnsafe(`DELETE FROM "AuditLog" WHERE "seq" > ${head.seq - 3}`);
    await db().auditSegment.create({ data: forged });
    const oldest = kept[0];
    expect(await verifyAuditChain()).toMatchObject({
      ok: false,
      broken: { id: oldest.id, seq: oldest.seq, reason: `it is still here, inside the pruned segment ${segmentName}` },
    });

    // every entry since the last real pruning deleted, and an audit.prune row slipped in for the app to seal
    await db().$executeRawUnsafe(`DELETE FROM "AuditLog" WHERE "seq" >= ${fromSeq}`);
    const slipped = await db().auditLog.create({
      data: { actor: "cli", action: "audit.prune", target: segmentName, detail: `${forged.entries} entries` },
    });
    await audit({ actor: "dr", action: "logout" });
    expect((await db().auditLog.findUniqueOrThrow({ where: { id: slipped.id } })).seq).toBeNull();
    const reason = `the pruned segment ${segmentName} is not anchored: no audit.prune entry for it in the chain (a segment added by hand hides the entries it claims)`;
    expect(await verifyAuditChain()).toMatchObject({ ok: false, broken: { id: null, reason } });
    const run = cli();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Audit chain broken: ${reason}.`);
    // and pruning refuses on it
    await expect(pruneAuditLog({ now: new Date("2027-06-01T00:00:00.000Z") })).rejects.toThrow(AuditChainError);

    // put back: the entries, no forged segment, no slipped row
    await db().auditSegment.delete({ where: { toSeq: forged.toSeq } });
    await db().$executeRawUnsafe(`DELETE FROM "AuditLog" WHERE "id" = ${slipped.id}`);
    for (const row of kept) await db().auditLog.create({ data: row });
    await expectIntact();
  });

  it("a back-dated row slipped in unsealed is named before and after the app seals it; a few seconds' skew is not", async () => {
    const newest = await db().auditLog.findFirstOrThrow({ where: { seq: { not: null } }, orderBy: { seq: "desc" } });
    // within CLOCK_SKEW_MS (another process's clock, a coalesced row stamped a moment early): fine
    await db().auditLog.create({
      data: { at: new Date(newest.at.getTime() - 30_000), actor: "dr", action: "patient.update", target: "skew" },
    });
    await audit({ actor: "dr", action: "logout" });
    expect(await expectIntact()).toMatchObject({ unsealed: 0 });

    const latest = await db().auditLog.findFirstOrThrow({ where: { seq: { not: null } }, orderBy: { seq: "desc" } });
    const row = await db().auditLog.create({
      data: { at: new Date("2026-01-05T10:00:00.000Z"), actor: "dr", action: "patient.delete", target: "13" },
    });
    expect(await verifyAuditChain()).toMatchObject({
      ok: false,
      broken: {
        id: row.id,
        seq: null,
        reason: `it is not sealed yet and dated 2026-01-05T10:00:00.000Z, more than 2 minutes before an entry ahead of it in the chain (${latest.at.toISOString()}): written back-dated`,
      },
    });

    await audit({ actor: "dr", action: "patient.update", target: "after" }); // seals it, in id order
    const sealed = await db().auditLog.findUniqueOrThrow({ where: { id: row.id } });
    expect(sealed.seq).toBe(latest.seq! + 1);
    const reason = `it is dated 2026-01-05T10:00:00.000Z, more than 2 minutes before an entry ahead of it in the chain (${latest.at.toISOString()}): written back-dated`;
    expect(await verifyAuditChain()).toMatchObject({ ok: false, broken: { id: row.id, seq: sealed.seq, reason } });
    const run = cli();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `Audit chain broken at entry ${row.id} (seq ${sealed.seq}, 2026-01-05T10:00:00.000Z, patient.delete): ${reason}.`,
    );
  });
});
