import fs from "node:fs";
import { db, disconnect, isSqlite, sqliteFile, transaction } from "@/lib/server/db";

afterAll(disconnect);

const patient = (n: number) => ({
  name: `Patient ${n}`,
  nameKey: `patient ${n}`,
  phone: `98400${String(n).padStart(5, "0")}`,
  phoneKey: `98400${String(n).padStart(5, "0")}`,
});

describe("the data layer's one client", () => {
  it("runs on the database DATABASE_URL names (SQLite in WAL mode)", async () => {
    if (!isSqlite()) return expect(process.env.DATABASE_URL).toMatch(/^postgres/);
    const rows = await db().$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
    expect(rows[0].journal_mode).toBe("wal");
  });

  it("keeps the SQLite file and its WAL readable by the server's own user only", async () => {
    if (!isSqlite()) return;
    await db().patient.create({ data: patient(9_999) }); // the WAL now exists
    const file = sqliteFile(process.env.DATABASE_URL!);
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(file)).toBe(0o600);
    expect(mode(`${file}-wal`)).toBe(0o600);
  });

  it("keeps every confirmed write when transactions beside it fail", async () => {
    // DESIGN §4: on SQLite one connection is shared; a failing transaction must never take
    // other requests' confirmed writes down with it.
    const confirmed: number[] = [];
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      work.push(
        transaction(async (tx) => {
          await tx.patient.create({ data: patient(10_000 + i) });
          await new Promise((r) => setTimeout(r, 2)); // a slow step while the transaction is open
          throw new Error("rolled back on purpose");
        }).catch(() => undefined),
      );
      work.push(
        db()
          .patient.create({ data: patient(i) })
          .then((p) => confirmed.push(p.id)),
      );
    }
    await Promise.all(work);
    expect(confirmed).toHaveLength(60);
    const stored = await db().patient.findMany({ where: { id: { in: confirmed } } });
    expect(stored).toHaveLength(60);
    expect(await db().patient.count({ where: { name: { startsWith: "Patient 1000" } } })).toBe(0);
  });
});
