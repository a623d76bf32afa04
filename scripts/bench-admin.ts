/**
 * `npm run bench:admin` — latency of the admin area's heavy reads at clinic-archive scale
 * (not a test).
 *
 * Seeds 100,000 patients and 200,000 appointments (13 slots a day from 2020) into a
 * throw-away database (SQLite, or PostgreSQL with BENCH_DB=postgresql), starts the
 * production server on it, signs in, and prints p50/p95 of:
 *   - patient search            GET /api/admin/patients?search=…   ("n/a" while that call does not exist),
 *                               all term kinds together, then each kind on its own
 *   - a date's appointments     GET /api/appointments/data?date=…, and the same evening's queue
 *                               GET /api/admin/queue?date=… (the Tonight screen polls it every 15 s)
 *   - all appointments, page 1  GET /api/appointments/data?page=1&pageSize=50 (upcoming first), and
 *                               searched by a surname / filtered to active ones (&search=, &status=)
 *   - the dashboard counts      GET /api/admin/stats (with the 14 days ahead and last month's no-shows)
 *   - the desk's new-booking poll GET /api/admin/appointments/recent?since=…, and the Messages
 *                               screen's first page GET /api/admin/messages (an empty outbox)
 *   - and, for information, page 2,000 of all appointments (offset paging's worst case)
 * one request at a time over one keep-alive connection, after a warm-up. Aim: p95 < 50 ms.
 * Before the server starts, the doctor's chart (getChart, lib/server/domain/consult/chart.ts:
 * what GET /api/admin/patient/{id}/chart answers, less the session check and the JSON) of
 * the BENCH_CHARTS patients seeded with visits and labs, called in this process the same
 * way. Aim: p95 < 100 ms.
 *
 * The calls need an existing production build and it builds nothing: run `npm run build`
 * first (or point NEXT_DIST_DIR at another build folder); without one only the chart is measured. The database is migrated the normal way
 * (`tsx scripts/db.ts migrate`); only the seeding writes rows directly (scripts/bench/seed:
 * better-sqlite3 in one transaction, or generate_series on PostgreSQL), because the API's
 * one-row-at-a-time writes would take many minutes. The server (scripts/bench/server) is
 * `tsx scripts/start.ts` with NODE_ENV=production on 127.0.0.1 and a free port, its own
 * admin account, and the backup scheduler off. The load generator runs on the same machine
 * and takes CPU from the server.
 *
 * Env: BENCH_DB=postgresql (default sqlite), TEST_PG_URL, BENCH_PATIENTS (100000),
 * BENCH_APPOINTMENTS (200000), BENCH_CHARTS (2000), BENCH_REQUESTS (per call, 300), NEXT_DIST_DIR (.next).
 */
import "./node-server";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { percentile, printTable } from "./bench/load";
import { BENCH_PG as PG, benchDatabase, migrateBenchDatabase, seedBenchDatabase } from "./bench/database";
import { chartPatientId, patientRow, slotOf, VISITS_EACH, type SeedPlan } from "./bench/seed";
import { hasBuild, requireBuild, signIn, startServer, type BenchServer } from "./bench/server";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 200_000);
const CHARTS = Number(process.env.BENCH_CHARTS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const TARGET_MS = 50;
const CHART_TARGET_MS = 100;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(base: string, pathname: string, cookie: string): Promise<{ status: number; bytes: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(new URL(pathname, base), { agent, method: "GET", headers: { cookie } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0 }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

type Row = { name: string; p50: string; p95: string; max: string; statuses: string; bytes: string; verdict: string };

async function measure(
  base: string,
  cookie: string,
  name: string,
  pathFor: (i: number) => string,
  requests = REQUESTS,
): Promise<Row> {
  const probe = await get(base, pathFor(0), cookie);
  if (probe.status === 404)
    return { name, p50: "n/a", p95: "n/a", max: "n/a", statuses: "404 (no such call yet)", bytes: "", verdict: "" };
  for (let i = 0; i < WARM_UP; i++) await get(base, pathFor(i), cookie);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const r = await get(base, pathFor(i + WARM_UP), cookie);
    times.push(r.ms);
    bytes += r.bytes;
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
  return rowOf(name, times, TARGET_MS, {
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" "),
    bytes: `${Math.round(bytes / requests / 1024)} KB`,
  });
}

/** Latencies (sorted) as a table row, against `target`. */
function rowOf(name: string, times: number[], target: number, extra: Pick<Row, "statuses" | "bytes">): Row {
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    name,
    p50: percentile(times, 50).toFixed(1),
    p95: p95.toFixed(1),
    max: times[times.length - 1].toFixed(1),
    ...extra,
    verdict: p95 < target ? "ok" : `over ${target} ms`,
  };
}

/**
 * The chart of each seeded patient with visits in turn, read by getChart in this process on
 * the seeded database (one call at a time, after a warm-up).
 */
async function measureChart(url: string, plan: SeedPlan & { charts: number }): Promise<Row> {
  process.env.DATABASE_URL = url;
  const { getChart } = await import("../lib/server/domain/consult/chart");
  const { disconnect } = await import("../lib/server/db");
  const idAt = (i: number) => chartPatientId(plan, (i * 7919) % plan.charts);
  try {
    for (let i = 0; i < WARM_UP; i++) await getChart(idAt(i));
    const times: number[] = [];
    let bytes = 0;
    let visits = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const chart = await getChart(idAt(i + WARM_UP));
      times.push(performance.now() - t0);
      bytes += JSON.stringify(chart).length;
      visits += chart.visits.length;
    }
    return rowOf("a patient's chart (getChart)", times, CHART_TARGET_MS, {
      statuses: `${(visits / REQUESTS).toFixed(1)} visits each`,
      bytes: `${Math.round(bytes / REQUESTS / 1024)} KB`,
    });
  } finally {
    await disconnect();
  }
}

async function main() {
  const build = hasBuild();
  const { dir, pg, url } = await benchDatabase("admin");
  let server: BenchServer | null = null;
  try {
    migrateBenchDatabase(url);
    const t0 = performance.now();
    const plan = { patients: PATIENTS, appointments: APPOINTMENTS, charts: CHARTS };
    await seedBenchDatabase(url, plan);
    const days = APPOINTMENTS > 0 ? [slotOf(0).date, slotOf(APPOINTMENTS - 1).date] : ["-", "-"];
    console.log(
      `Seeded ${PATIENTS.toLocaleString("en-US")} patients and ${APPOINTMENTS.toLocaleString("en-US")} appointments ` +
        `(${days[0]} to ${days[1]}), and ${CHARTS.toLocaleString("en-US")} charts of ${VISITS_EACH} visits ` +
        `into ${PG ? "PostgreSQL" : "SQLite"} in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
    );

    const chart = await measureChart(url, plan);
    printTable(
      ["call", "p50 ms", "p95 ms", "max ms", "read", "body", `p95 < ${CHART_TARGET_MS} ms`],
      [[chart.name, chart.p50, chart.p95, chart.max, chart.statuses, chart.bytes, chart.verdict]],
      [0, 4, 6],
    );
    if (!build) {
      console.log("\nNo production build: the calls over HTTP are not measured (run `npm run build` first).");
      return;
    }
    const distDir = requireBuild();

    server = await startServer({ dir, env: { DATABASE_URL: url } });
    const base = server.url;
    const cookie = await signIn(server);
    console.log(
      `Server ${base} (${distDir}), ${os.cpus().length} CPUs; ${REQUESTS} requests per call, one at a time, after ${WARM_UP} warm-up.\n`,
    );

    // Search terms of four kinds, taken in turn: a surname (thousands of matches), a first
    // and last name, a phone's first digits, and an email's local part (one match).
    const someone = (i: number) => patientRow(((i * 7919) % PATIENTS) + 1);
    const words = (i: number) => someone(i).name.split(" ");
    const TERMS: [string, (i: number) => string][] = [
      ["surname", (i) => words(i)[1]],
      ["first and last name", (i) => `${words(i)[0]} ${words(i)[1]}`],
      ["phone digits", (i) => someone(i).phone.slice(0, 7)],
      ["email word", (i) => someone(i).email.split("@")[0]],
    ];
    const search = (term: (i: number) => string) => (i: number) =>
      `/api/admin/patients?search=${encodeURIComponent(term(i))}`;
    const dateAt = (i: number) => slotOf((i * 104_729) % Math.max(1, APPOINTMENTS)).date;

    const rows = [
      await measure(
        base,
        cookie,
        "patient search (all kinds)",
        search((i) => TERMS[i % TERMS.length][1](i)),
      ),
      ...(await (async () => {
        const out: Row[] = [];
        for (const [kind, term] of TERMS)
          out.push(await measure(base, cookie, `  search: ${kind}`, search(term), REQUESTS / 4));
        return out[0].p50 === "n/a" ? [] : out;
      })()),
      await measure(base, cookie, "a date's appointments", (i) => `/api/appointments/data?date=${dateAt(i)}`),
      await measure(base, cookie, "an evening's queue", (i) => `/api/admin/queue?date=${dateAt(i)}`),
      await measure(base, cookie, "all appointments, page 1 of 50", () => "/api/appointments/data?page=1&pageSize=50"),
      await measure(
        base,
        cookie,
        "all appointments, searched by surname",
        (i) => `/api/appointments/data?page=1&pageSize=50&search=${encodeURIComponent(words(i)[1])}`,
      ),
      await measure(
        base,
        cookie,
        "all appointments, status=active",
        () => "/api/appointments/data?page=1&pageSize=50&status=active",
      ),
      await measure(base, cookie, "dashboard counts", () => "/api/admin/stats"),
      // the doctor's screen opening (FEATURES.md §10): the chart with the session check, the access log and the JSON
      await measure(
        base,
        cookie,
        "a patient's chart",
        (i) => `/api/admin/patient/${chartPatientId(plan, (i * 7919) % plan.charts)}/chart`,
      ),
      // every open admin screen asks this every 5 s (the desk's "New booking" notice)
      await measure(
        base,
        cookie,
        "new bookings since a minute ago",
        () => `/api/admin/appointments/recent?since=${new Date(Date.now() - 60_000).toISOString()}`,
      ),
      await measure(base, cookie, "messages, page 1", () => "/api/admin/messages?page=1"),
      // for information: a page deep into the list (offset paging reads past the earlier rows)
      await measure(base, cookie, "all appointments, page 2,000", () => "/api/appointments/data?page=2000&pageSize=50"),
    ];
    printTable(
      ["call", "p50 ms", "p95 ms", "max ms", "statuses", "body", `p95 < ${TARGET_MS} ms`],
      rows.map((r) => [r.name, r.p50, r.p95, r.max, r.statuses, r.bytes, r.verdict]),
      [0, 4, 6],
    );
    console.log(
      `\nAim: p95 under ${TARGET_MS} ms for patient search, a date's appointments and the first page of all appointments.`,
    );
  } finally {
    agent.destroy();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
