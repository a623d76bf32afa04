/**
 * `npm run bench:backup` — time and memory of a full backup (not a test).
 *
 * Seeds 100,000 patients, 200,000 appointments and 1,000 report files (50 KB each) into a
 * throw-away database, starts the production server on it (an existing build: this builds
 * nothing), signs in, then times POST /api/admin/backup/create and a complete
 * GET /api/admin/backup/download, sampling the server's resident memory (every process of
 * its group, from /proc) every 25 ms. "Growth" is the peak during the call minus the
 * resident memory just before it.
 *
 * Env: BENCH_DB=postgresql (default sqlite), TEST_PG_URL, BENCH_PATIENTS, BENCH_APPOINTMENTS,
 * BENCH_REPORTS, NEXT_DIST_DIR.
 */
import fs from "node:fs";
import path from "node:path";
import { printTable } from "./bench/load";
import { requireBuild, signIn, startServer } from "./bench/server";
import { BENCH_PG as PG, benchDatabase, migrateBenchDatabase, seedBenchDatabase } from "./bench/database";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 200_000);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000);

/** Resident memory (bytes) of every process in the process group `pgid`. */
function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue; // field 5: process group
      total += Number(fields[21]) * 4096; // field 24: rss in pages
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function measure(pgid: number, work: () => Promise<number>) {
  const before = groupRss(pgid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, groupRss(pgid))), 25);
  const t0 = performance.now();
  const bytes = await work();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, groupRss(pgid));
  return { seconds, bytes, before, peak };
}

async function main() {
  requireBuild();
  const { dir, pg, url } = await benchDatabase("backup");
  try {
    migrateBenchDatabase(url);
    const t0 = performance.now();
    const plan = {
      patients: PATIENTS,
      appointments: APPOINTMENTS,
      reports: REPORTS,
      uploadsDir: path.join(dir, "uploads"),
    };
    await seedBenchDatabase(url, plan);
    console.log(
      `Seeded ${PATIENTS} patients, ${APPOINTMENTS} appointments, ${REPORTS} report files (${PG ? "PostgreSQL" : "SQLite"}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const server = await startServer({ dir, env: { DATABASE_URL: url } });
    try {
      const cookie = await signIn(server);
      const pgid = server.pgid;
      const create = await measure(pgid, async () => {
        const res = await fetch(`${server.url}/api/admin/backup/create`, {
          method: "POST",
          headers: { cookie, origin: server.url },
        });
        const body = await res.json();
        if (res.status !== 201) throw new Error(`create answered ${res.status}: ${body.message}`);
        return body.summary.sizeBytes as number;
      });
      const download = await measure(pgid, async () => {
        const res = await fetch(`${server.url}/api/admin/backup/download`, { headers: { cookie } });
        if (!res.ok || !res.body) throw new Error(`download answered ${res.status}`);
        let bytes = 0;
        const reader = res.body.getReader();
        for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.byteLength;
        return bytes;
      });
      const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
      const row = (operation: string, r: typeof create) => [
        operation,
        r.seconds.toFixed(2),
        mb(r.bytes),
        mb(r.before),
        mb(r.peak),
        mb(r.peak - r.before),
      ];
      printTable(
        ["operation", "seconds", "archive MB", "RSS before MB", "peak RSS MB", "growth MB"],
        [row("create backup", create), row("download backup", download)],
      );
      console.log("\nAim: each under 10 s, memory growth under 200 MB. RSS covers the whole server process group.");
    } finally {
      await server.stop();
    }
  } finally {
    setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), 1000);
    await pg?.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
