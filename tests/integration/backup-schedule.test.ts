import fs from "node:fs";
import { setNow } from "@/lib/shared/clock";
import { db, disconnect } from "@/lib/server/db";
import { lastScheduledRun, runScheduledBackupIfDue } from "@/lib/server/backups/schedule";

afterAll(async () => {
  setNow(null);
  await disconnect();
});

describe("automatic backups", () => {
  it("are due at 01:00 IST: the latest such instant at or before now", () => {
    // 01:00 IST = 19:30 UTC the day before
    expect(lastScheduledRun(new Date("2026-11-22T19:30:00Z"), "01:00").toISOString()).toBe("2026-11-22T19:30:00.000Z");
    expect(lastScheduledRun(new Date("2026-11-22T19:29:59Z"), "01:00").toISOString()).toBe("2026-11-21T19:30:00.000Z");
    expect(lastScheduledRun(new Date("2026-11-23T05:00:00Z"), "01:00").toISOString()).toBe("2026-11-22T19:30:00.000Z");
  });

  it("wait while the clinic has no patients yet", async () => {
    setNow(new Date("2026-11-22T06:00:00Z"));
    expect(await runScheduledBackupIfDue()).toBe(false);
    expect(fs.existsSync(process.env.BACKUPS_DIR!) ? fs.readdirSync(process.env.BACKUPS_DIR!) : []).toEqual([]);
  });

  it("run once per day, catch up a missed run, keep the newest N and write the audit log", async () => {
    await db().patient.create({ data: { name: "A", nameKey: "a", phone: "9840000000", phoneKey: "9840000000" } });
    setNow(new Date("2026-11-22T06:00:00Z")); // 11:30 IST: today's 01:00 run is missed
    expect(await runScheduledBackupIfDue()).toBe(true);
    expect(await runScheduledBackupIfDue()).toBe(false); // done for today
    for (let day = 23; day <= 40; day++) {
      const at = new Date(Date.UTC(2026, 10, day, 20, 0)); // 01:30 IST the next day
      setNow(at);
      expect(await runScheduledBackupIfDue()).toBe(true);
    }
    const archives = fs.readdirSync(process.env.BACKUPS_DIR!).filter((n) => n.endsWith(".zip"));
    expect(archives).toHaveLength(14);
    expect(await db().backup.count()).toBe(14);
    expect(await db().auditLog.count({ where: { action: "backup.create", actor: "system" } })).toBe(19);
  });
});
