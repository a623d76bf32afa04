/**
 * The tamper-evident audit log (FEATURES.md §7): every entry sealed onto one chain, also under
 * concurrent writers and separate processes; a changed, deleted or cut-off entry named by
 * verification and by `npm run audit:verify`; pruning only whole old months of a verified
 * chain; the chain's head in the backup manifest. Attacks with write access: audit-chain-attacks.test.ts.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { audit, auditCoalesced } from "@/lib/server/audit";
import { AuditChainError, pruneAuditLog } from "@/lib/server/audit/audit-chain-prune";
import { verifyAuditChain } from "@/lib/server/audit/audit-chain-verify";
import { createBackup } from "@/lib/server/backups/archive";
import { verifyArchive } from "@/lib/server/backups/verify";
import {
  chain,
  expectIntact,
  headSeq,
  remove,
  runScript,
  setUpAuditChainSuite,
  tamper,
  tsx,
} from "../fixtures/audit-chain";

setUpAuditChainSuite();

// First, on a pinned clock: old months to prune, before the rest of the file adds today's entries.
describe("pruning", () => {
  const dated = async (iso: string, target: string) => {
    setNow(new Date(iso));
    await audit({ actor: "old-admin", action: "patient.update", target });
  };

  it("removes only whole calendar months past AUDIT_RETENTION_DAYS, and the rest still verifies", async () => {
    await dated("2025-01-10T08:00:00.000Z", "jan-1");
    await dated("2025-01-25T08:00:00.000Z", "jan-2");
    await dated("2025-02-28T23:59:59.999Z", "feb-last");
    await dated("2025-03-01T00:00:00.000Z", "mar-first"); // older than 365 days below, but March is not over
    await dated("2025-03-05T08:00:00.000Z", "mar-2");
    await dated("2026-03-19T08:00:00.000Z", "recent");
    setNow(null);

    // 365 days before 2026-03-20 is 2025-03-20: January and February 2025 are wholly past it
    const result = await pruneAuditLog({ now: new Date("2026-03-20T10:00:00.000Z") });
    expect(result).toEqual({
      removed: 3,
      before: "2025-03-01T00:00:00.000Z",
      segment: { fromSeq: 1, toSeq: 3, firstAt: "2025-01-10T08:00:00.000Z", lastAt: "2025-02-28T23:59:59.999Z" },
    });
    expect((await db().auditLog.findMany({ orderBy: { seq: "asc" } })).map((e) => [e.seq, e.action, e.target])).toEqual(
      [
        [4, "patient.update", "mar-first"],
        [5, "patient.update", "mar-2"],
        [6, "patient.update", "recent"],
        [7, "audit.prune", "seq 1–3"],
      ],
    );
    const pruneEntry = await db().auditLog.findFirstOrThrow({ where: { action: "audit.prune" } });
    expect(pruneEntry).toMatchObject({ actor: "cli", detail: "3 entries from 2025-01-10 to 2025-02-28" });
    expect(await db().auditSegment.findMany({ select: { fromSeq: true, toSeq: true, entries: true } })).toEqual([
      { fromSeq: 1, toSeq: 3, entries: 3 },
    ]);
    // the first remaining entry links to the removed stretch's last hash, and the chain verifies from it
    const segment = await db().auditSegment.findFirstOrThrow();
    expect((await db().auditLog.findUniqueOrThrow({ where: { seq: 4 } })).prevHash).toBe(segment.lastHash);
    expect(await expectIntact()).toMatchObject({ entries: 4, firstSeq: 4, lastSeq: 7 });

    // again the same day: nothing more is old enough
    expect(await pruneAuditLog({ now: new Date("2026-03-20T11:00:00.000Z") })).toMatchObject({
      removed: 0,
      segment: null,
    });
  });

  it("refuses while the chain is broken, removing nothing, and npm run audit:prune says why", async () => {
    const target = await db().auditLog.findFirstOrThrow({ where: { target: "mar-first" } });
    await tamper(target.id, "edited");
    const before = await db().auditLog.count();
    const attempt = pruneAuditLog({ now: new Date("2026-04-20T10:00:00.000Z") });
    await expect(attempt).rejects.toThrow(AuditChainError);
    await expect(attempt).rejects.toThrow(
      `The audit log was not pruned. Audit chain broken at entry ${target.id} (seq 4, 2025-03-01T00:00:00.000Z, patient.update): its contents do not match its hash.`,
    );
    const cli = runScript("scripts/audit-prune.ts");
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(`Audit chain broken at entry ${target.id} (seq 4,`);
    expect(await db().auditLog.count()).toBe(before);
    expect(await db().auditSegment.count()).toBe(1);
    await tamper(target.id, null);
    await expectIntact();
  });
});

describe("sealing", () => {
  it("gives every entry the next seq, links it to the one before and moves the head", async () => {
    const head = await headSeq();
    for (const action of ["patient.create", "patient.update", "report.download"] as const)
      await audit({ actor: "dr", action, target: "42", ip: "10.0.0.1" });
    const rows = (await chain()).slice(-3);
    expect(rows.map((r) => r.seq)).toEqual([head + 1, head + 2, head + 3]);
    expect(rows[1].prevHash).toBe(rows[0].hash);
    expect(rows[2].prevHash).toBe(rows[1].hash);
    const stored = await db().auditChain.findUniqueOrThrow({ where: { id: 1 } });
    expect(stored).toMatchObject({ seq: head + 3, hash: rows[2].hash });
    expect(stored.updatedAt).toBeInstanceOf(Date);
    expect(Number.isNaN(stored.updatedAt.getTime())).toBe(false);
    expect(await expectIntact()).toMatchObject({ lastSeq: head + 3, headHash: rows[2].hash, unsealed: 0 });
  });

  it("keeps one unbroken chain under 30 concurrent writers", async () => {
    const head = await headSeq();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => audit({ actor: "dr", action: "note.create", target: `n-${i}` })),
    );
    const seqs = (await db().auditLog.findMany({ where: { action: "note.create" }, select: { seq: true } }))
      .map((r) => r.seq!)
      .sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, i) => head + 1 + i));
    await expectIntact();
  });

  it("keeps one unbroken chain with two server processes writing to the same database", async () => {
    const head = await headSeq();
    // Each process connects, says "ready", and writes once both have been told "go" on stdin.
    const code = `require("./scripts/node-server");
      const { audit, auditCoalesced } = require("./lib/server/audit");
      const { db, disconnect } = require("./lib/server/db");
      const name = process.argv[1];
      (async () => {
        await db().auditChain.count();
        console.log("ready");
        await new Promise((go) => process.stdin.once("data", go));
        for (let i = 0; i < 20; i++) {
          if (i % 4) await audit({ actor: name, action: "appointment.status", target: String(i) });
          else await auditCoalesced({ actor: null, action: "login.throttled", target: name + i, ip: name });
        }
        await disconnect();
        process.exit(0);
      })();`;
    const writers = ["proc-a", "proc-b"].map((name) => {
      const child = spawn(tsx, ["-e", code, name], { env: process.env, stdio: ["pipe", "pipe", "inherit"] });
      const ready = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      return { child, ready, exited };
    });
    await Promise.all(writers.map((w) => w.ready));
    for (const w of writers) w.child.stdin.write("go\n");
    expect(await Promise.all(writers.map((w) => w.exited))).toEqual([0, 0]);
    const rows = await db().auditLog.findMany({
      where: { seq: { gt: head } },
      select: { seq: true, actor: true, ip: true },
    });
    expect(rows).toHaveLength(40);
    expect(rows.filter((r) => r.actor === "proc-a" || r.ip === "proc-a")).toHaveLength(20);
    expect(Math.max(...rows.map((r) => r.seq!))).toBe(head + 40);
    await expectIntact();
  });

  it("seals coalesced sign-in failures, and their count can still rise", async () => {
    for (let i = 0; i < 3; i++)
      await auditCoalesced({ actor: null, action: "login.failure", target: "(unknown)", ip: "192.0.2.7" });
    const row = await db().auditLog.findFirstOrThrow({ where: { action: "login.failure", ip: "192.0.2.7" } });
    expect(row.count).toBe(3);
    expect(row.seq).not.toBeNull();
    await expectIntact();
  });

  it("seals entries written before the chain existed (seq null) at the next write, in id order", async () => {
    const head = await headSeq();
    const legacy = [];
    for (const target of ["old-1", "old-2"])
      legacy.push(await db().auditLog.create({ data: { actor: "dr", action: "patient.update", target } }));
    expect(await expectIntact()).toMatchObject({ unsealed: 2 });
    await audit({ actor: "dr", action: "patient.update", target: "new" });
    const sealed = await db().auditLog.findMany({ where: { seq: { gt: head } }, orderBy: { seq: "asc" } });
    expect(sealed.map((r) => [r.seq, r.target])).toEqual([
      [head + 1, "old-1"],
      [head + 2, "old-2"],
      [head + 3, "new"],
    ]);
    expect(legacy.map((r) => r.id)).toEqual(sealed.slice(0, 2).map((r) => r.id));
    expect(await expectIntact()).toMatchObject({ unsealed: 0 });
  });
});

describe("verification names the first broken entry", () => {
  let entries: { id: number; seq: number | null; action: string }[];
  beforeAll(async () => {
    await audit({ actor: "dr", action: "patient.delete", target: "77" });
    await audit({ actor: "dr", action: "backup.download", target: "b.zip" });
    await audit({ actor: "dr", action: "logout" });
    entries = await chain();
  });
  afterEach(expectIntact); // every test puts the log back as it was

  it("a changed detail or actor: its contents do not match its hash", async () => {
    const changed = entries.at(-3)!;
    const original = await db().auditLog.findUniqueOrThrow({ where: { id: changed.id } });
    await tamper(changed.id, "nothing happened");
    const report = await verifyAuditChain();
    expect(report).toMatchObject({
      ok: false,
      broken: {
        id: changed.id,
        seq: changed.seq,
        action: "patient.delete",
        reason: "its contents do not match its hash",
      },
    });
    expect(!report.ok && report.message).toBe(
      `Audit chain broken at entry ${changed.id} (seq ${changed.seq}, ${original.at.toISOString()}, patient.delete): its contents do not match its hash.`,
    );
    await tamper(changed.id, null);

    await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "actor" = 'someone-else' WHERE "id" = ${changed.id}`);
    expect(await verifyAuditChain()).toMatchObject({ ok: false, broken: { id: changed.id } });
    await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "actor" = 'dr' WHERE "id" = ${changed.id}`);
  });

  it("a deleted entry in the middle: named at the entry after the gap", async () => {
    const [gone, next] = entries.slice(-3, -1);
    const putBack = await remove(gone.id);
    expect(await verifyAuditChain()).toMatchObject({
      ok: false,
      broken: { id: next.id, seq: next.seq, reason: `entry seq ${gone.seq} is missing before it` },
    });
    await putBack();
  });

  it("entries deleted from the end: the head still counts them", async () => {
    const [before, last] = entries.slice(-2);
    const putBack = await remove(last.id);
    const report = await verifyAuditChain();
    expect(report).toMatchObject({
      ok: false,
      broken: {
        id: before.id,
        reason: `entry seq ${last.seq} is missing after it (the chain's head is at seq ${last.seq})`,
      },
    });
    await putBack();
  });

  it("a rewritten link: it does not link to the entry before it", async () => {
    const changed = entries.at(-2)!;
    await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "prevHash" = '${"0".repeat(64)}' WHERE "id" = ${changed.id}`);
    expect(await verifyAuditChain()).toMatchObject({
      ok: false,
      broken: { id: changed.id, reason: "it does not link to the entry before it" },
    });
    const before = await db().auditLog.findUniqueOrThrow({ where: { seq: changed.seq! - 1 } });
    await db().auditLog.update({ where: { id: changed.id }, data: { prevHash: before.hash } });
  });
});

describe("npm run audit:verify (Done when: a changed audit row makes it fail and name it)", () => {
  it("exits 0 on an intact log and prints its size and head", async () => {
    const report = await expectIntact();
    const cli = runScript("scripts/audit-verify.ts");
    expect(cli.stderr).toBe("");
    expect(cli.status).toBe(0);
    expect(cli.stdout.trim()).toBe(
      `Audit log intact: ${report.entries} entries (seq ${report.firstSeq}–${report.lastSeq}), head ${report.headHash.slice(0, 12)}…`,
    );
  });

  it("exits 1 after a row is changed, naming that entry", async () => {
    const row = await db().auditLog.findFirstOrThrow({ where: { action: "report.download" } });
    await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "actor" = 'nobody' WHERE "id" = ${row.id}`);
    const cli = runScript("scripts/audit-verify.ts");
    expect(cli.status).toBe(1);
    expect(cli.stderr).toContain(
      `Audit chain broken at entry ${row.id} (seq ${row.seq}, ${row.at.toISOString()}, report.download): its contents do not match its hash.`,
    );
    await db().$executeRawUnsafe(`UPDATE "AuditLog" SET "actor" = '${row.actor}' WHERE "id" = ${row.id}`);
    expect(runScript("scripts/audit-verify.ts").status).toBe(0);
  });
});

describe("the backup manifest", () => {
  const manifestOf = async (fileName: string) => {
    const file = path.join(process.env.BACKUPS_DIR!, fileName);
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    return { file, manifest: JSON.parse(await zip.file("manifest.json")!.async("string")) };
  };

  it("carries the chain's head, and a broken chain is recorded, not a reason to skip the backup", async () => {
    await db().patient.create({ data: { name: "A", nameKey: "a", phone: "9840000000", phoneKey: "9840000000" } });
    const intact = await expectIntact();
    const first = await manifestOf((await createBackup()).fileName);
    expect(first.manifest.formatVersion).toBe(2);
    expect(first.manifest.auditChain).toEqual({
      entries: intact.entries,
      lastSeq: intact.lastSeq,
      headHash: intact.headHash,
      intact: true,
    });
    expect((await verifyArchive(first.file)).manifest.auditChain).toEqual(first.manifest.auditChain);

    const row = await db().auditLog.findFirstOrThrow({ where: { action: "patient.delete" } });
    await tamper(row.id, "edited");
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = await manifestOf((await createBackup()).fileName);
    expect(logged.mock.calls.map((c) => JSON.parse(String(c[0])))).toEqual([
      expect.objectContaining({ level: "error", message: "backup: the audit chain is broken" }),
    ]);
    logged.mockRestore();
    expect(broken.manifest.auditChain).toEqual({
      entries: intact.entries,
      lastSeq: intact.lastSeq,
      headHash: intact.headHash,
      intact: false,
      brokenAt: row.id,
    });
    expect((await verifyArchive(broken.file)).manifest.auditChain).toMatchObject({ intact: false });
    await tamper(row.id, null);
  });
});
