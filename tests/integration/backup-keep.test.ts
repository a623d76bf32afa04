/**
 * BACKUP_KEEP holds for every archive, made by hand (the admin call, `npm run backup:create`) or
 * on schedule: the newest ones stay, older files and their rows go.
 */
process.env.BACKUP_KEEP = "2";

import fs from "node:fs";
import { POST as create } from "@/app/api/admin/backup/create/route";
import { config } from "@/lib/server/config";
import { db, disconnect } from "@/lib/server/db";
import { setNow } from "@/lib/shared/clock";
import { adminCookie } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";

afterAll(async () => {
  setNow(null);
  await disconnect();
});

it("a backup made by hand prunes the folder to BACKUP_KEEP archives, like the scheduled one", async () => {
  const cookie = await adminCookie();
  await db().patient.create({
    data: { name: "Keep Test", nameKey: "keep test", phone: "9840011111", phoneKey: "9840011111" },
  });
  // all four within one second (as CI's fast machine made them): a name pruning freed must not
  // come back as the "newest" archive and be pruned at once
  setNow(new Date("2026-11-28T06:53:46.000Z"));
  const made: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { status, body } = await answer(
      await create(adminRequest("/api/admin/backup/create", { cookie, method: "POST" }), undefined),
    );
    expect(status).toBe(201);
    made.push((body.summary as { fileName: string }).fileName);
  }
  expect(made).toEqual([
    "clinic_backup_2026-11-28_122346.zip",
    "clinic_backup_2026-11-28_122346_2.zip",
    "clinic_backup_2026-11-28_122346_3.zip",
    "clinic_backup_2026-11-28_122346_4.zip",
  ]);
  const onDisk = fs.readdirSync(config().backupsDir).filter((n) => n.endsWith(".zip"));
  expect(onDisk.sort()).toEqual(made.slice(-2).sort());
  const rows = await db().backup.findMany({ select: { fileName: true } });
  expect(rows.map((r) => r.fileName).sort()).toEqual(made.slice(-2).sort());
  const audited = await db().auditLog.findMany({ where: { action: "backup.create" }, orderBy: { id: "asc" } });
  expect(audited.at(-1)?.detail).toMatch(/1 older pruned/);
});

it("an archive moved off the machine keeps its name: the next one in that second is numbered after it, never refused", async () => {
  const cookie = await adminCookie();
  setNow(new Date("2026-11-28T06:54:10.000Z"));
  const first = await answer(
    await create(adminRequest("/api/admin/backup/create", { cookie, method: "POST" }), undefined),
  );
  expect(first.status).toBe(201);
  const moved = (first.body.summary as { fileName: string }).fileName;
  fs.rmSync(`${config().backupsDir}/${moved}`);
  const next = await answer(
    await create(adminRequest("/api/admin/backup/create", { cookie, method: "POST" }), undefined),
  );
  expect(next.status).toBe(201);
  expect((next.body.summary as { fileName: string }).fileName).toBe("clinic_backup_2026-11-28_122410_2.zip");
});
