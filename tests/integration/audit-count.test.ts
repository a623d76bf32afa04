/**
 * An audit entry's `count` is inside its hash (issue 41 G16): failed sign-ins of one minute are
 * one entry with a count, raised only by re-sealing it and the entries after it, so a count
 * changed behind the application's back (1 → 999) breaks the chain at that entry. A chain sealed
 * before the count was covered still verifies.
 */
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { audit, auditCoalesced } from "@/lib/server/audit";
import { legacyEntryHash } from "@/lib/server/audit/audit-chain";
import { verifyAuditChain } from "@/lib/server/audit/audit-chain-verify";
import { expectIntact, setUpAuditChainSuite } from "../fixtures/audit-chain";

setUpAuditChainSuite();
beforeEach(async () => {
  await db().auditLog.deleteMany();
  await db().auditChain.deleteMany();
  await db().auditSegment.deleteMany();
});

const failure = (ip: string) => ({ actor: null, action: "login.failure" as const, target: "dr-kumar", ip });

it("failed sign-ins of a minute are one entry whose count the chain covers; 3 → 999 behind the app's back is named", async () => {
  setNow(new Date("2026-12-07T06:00:05.000Z"));
  await auditCoalesced(failure("203.0.113.9"));
  await audit({ actor: "desk", action: "queue.check-in", target: "41" }); // an entry after it, same minute
  setNow(new Date("2026-12-07T06:00:40.000Z"));
  await auditCoalesced(failure("203.0.113.9"));
  await auditCoalesced(failure("203.0.113.9"));
  await audit({ actor: "desk", action: "queue.check-in", target: "42" });

  const row = await db().auditLog.findFirstOrThrow({ where: { action: "login.failure" } });
  expect(row.count).toBe(3);
  expect(await db().auditLog.count()).toBe(3);
  expect(await expectIntact()).toMatchObject({ entries: 3, unsealed: 0 });

  await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "count" = 999 WHERE "id" = ${row.id}`);
  expect(await verifyAuditChain()).toMatchObject({
    ok: false,
    broken: { id: row.id, seq: row.seq, reason: "its contents do not match its hash" },
  });
  await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "count" = 1 WHERE "id" = ${row.id}`);
  expect((await verifyAuditChain()).ok).toBe(false);
  setNow(null);
});

it("a chain sealed by an older release, without the count, still verifies; entries added since are sealed with it", async () => {
  for (const target of ["1", "2", "3"]) await audit({ actor: "dr", action: "patient.update", target });
  // as the release before issue 41 sealed them: the same fields, no count
  let prevHash = "";
  for (const row of await db().auditLog.findMany({ orderBy: { seq: "asc" } })) {
    const hash = legacyEntryHash({ ...row, seq: row.seq!, prevHash });
    await db().auditLog.update({ where: { id: row.id }, data: { prevHash, hash } });
    prevHash = hash;
  }
  await db().auditChain.update({ where: { id: 1 }, data: { hash: prevHash } });
  expect(await expectIntact()).toMatchObject({ entries: 3 });

  await audit({ actor: "dr", action: "patient.update", target: "4" });
  const newest = await db().auditLog.findFirstOrThrow({ where: { target: "4" } });
  expect(newest.hash).not.toBe(legacyEntryHash({ ...newest, seq: newest.seq!, prevHash: newest.prevHash! }));
  expect(await expectIntact()).toMatchObject({ entries: 4 });
});
