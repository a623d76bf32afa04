/**
 * `npm run bench:booking` — load benchmark of the two public booking calls (not a test).
 *
 * Drives POST /api/appointments/book (every request a distinct free slot: future
 * weekdays × the 13 times) and GET /api/appointments/slots with 50 and then 200
 * concurrent keep-alive connections, and prints throughput and p50/p95/p99 latency.
 *
 * Against BENCH_URL when given (it then books real slots in that server's database!).
 * Otherwise it starts the production server itself — `tsx scripts/start.ts` with
 * NODE_ENV=production on 127.0.0.1, a free port and a throw-away database — which needs
 * an existing production build: it builds nothing. Run `npm run build` first (or point
 * NEXT_DIST_DIR at another build folder).
 *
 * Connections are opened (one untimed GET each) before timing starts: the figures are the
 * steady state, not connection set-up. Each booking request carries its own X-Forwarded-For, so the per-client limit (10 per
 * 10 minutes) does not turn the benchmark into a 429 benchmark. The load generator runs
 * on the same machine as the server and takes CPU from it.
 *
 * Env: BENCH_URL, BENCH_SECONDS (per scenario, default 10), BENCH_CONNECTIONS ("50,200"),
 * NEXT_DIST_DIR (default .next).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "../lib/clinic-time";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50,200").split(",").map(Number);
const ROOT = path.join(__dirname, "..");

type Result = { name: string; connections: number; seconds: number; latencies: number[]; statuses: Map<number, number>; errors: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(path.join(ROOT, distDir, "BUILD_ID"))) {
    console.error(`No production build in ${distDir}/. This benchmark builds nothing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
    cwd: ROOT,
    detached: true, // its own process group, so the server it spawns stops with it
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SITE_URL: url,
      DATABASE_URL: `file:${path.join(dir, "clinic.db")}`,
      UPLOADS_DIR: path.join(dir, "uploads"),
      BACKUPS_DIR: path.join(dir, "backups"),
      ADMIN_USERNAME: "bench-admin",
      ADMIN_PASSWORD: `bench-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/appointments/slots?date=${todayIst(new Date())}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 90 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, child, dir };
}

function stopServer(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

function request(agent: http.Agent, url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: body ? { ...headers, "content-length": String(Buffer.byteLength(body)) } : headers }, (res) => {
      res.resume(); // drain the body so the connection is reused
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** `connections` workers, each sending its next request as soon as the last one answered. */
async function run(
  name: string,
  base: string,
  connections: number,
  seconds: number,
  next: (i: number) => { method: string; path: string; headers?: Record<string, string>; body?: string },
  warmPath = `/api/appointments/slots?date=${todayIst(new Date())}`,
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let counter = 0;
  // Open every connection with one untimed request first, so the figures are the steady
  // state. (Under saturation the first request of a new connection can wait seconds.)
  await Promise.all(
    Array.from({ length: connections }, () =>
      request(agent, new URL(warmPath, base), "GET", {}).catch(() => undefined),
    ),
  );
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) {
        const spec = next(counter++);
        const t0 = performance.now();
        try {
          const status = await request(agent, new URL(spec.path, base), spec.method, spec.headers ?? {}, spec.body);
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors++;
        }
      }
    }),
  );
  agent.destroy();
  return { name, connections, seconds: (performance.now() - started) / 1000, latencies, statuses, errors };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Future weekdays × the 13 times, in order, never repeating within a run. */
function slotSequence() {
  const dates: string[] = [];
  let date = addDays(todayIst(new Date()), 1);
  return (i: number) => {
    const d = Math.floor(i / SLOT_TIMES.length);
    while (dates.length <= d) {
      while (isSunday(date)) date = addDays(date, 1);
      dates.push(date);
      date = addDays(date, 1);
    }
    return { date: dates[d], time: SLOT_TIMES[i % SLOT_TIMES.length], dates };
  };
}

const SERVICES = ["ECG", "Cardiac Consultation", "Echocardiography", "Heart Checkup", "Stress Test"];

async function main() {
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const cleanup = () => server && stopServer(server.child);
  process.on("SIGINT", () => {
    cleanup();
    process.exit(130);
  });

  try {
    let base = process.env.BENCH_URL?.replace(/\/$/, "");
    if (!base) {
      server = await startServer();
      base = server.url;
    }
    console.log(`Benchmarking ${base}: ${SECONDS} s per scenario, connections ${CONNECTIONS.join(" and ")}, ${os.cpus().length} CPUs\n`);

    const slot = slotSequence();
    let booked = 0;
    const bookingRequest = () => {
      const n = booked++;
      const { date, time } = slot(n);
      return {
        method: "POST",
        path: "/api/appointments/book",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({
          patientName: `Bench Patient ${n}`,
          patientEmail: `bench${n}@example.com`,
          patientPhone: `98${String(n).padStart(8, "0")}`,
          patientAge: 20 + (n % 70),
          patientSex: ["Male", "Female", "Other"][n % 3],
          serviceRequired: SERVICES[n % SERVICES.length],
          preferredDate: date,
          preferredTime: time,
          additionalInfo: "Benchmark booking",
          website: "",
        }),
      };
    };
    const slotsRequest = (i: number) => {
      const { dates } = slot(Math.max(0, booked - 1));
      return { method: "GET", path: `/api/appointments/slots?date=${dates[i % dates.length]}` };
    };

    // warm up both routes (first requests compile and cache)
    await run("warm-up", base, 4, 2, (i) => (i % 2 ? slotsRequest(i) : bookingRequest())).catch(() => undefined);

    const results: Result[] = [];
    for (const c of CONNECTIONS) {
      results.push(await run("book (POST)", base, c, SECONDS, bookingRequest));
      results.push(await run("slots (GET)", base, c, SECONDS, slotsRequest));
    }

    const header = ["scenario", "conns", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "statuses", "errors"];
    const rows = results.map((r) => {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      const statuses = [...r.statuses].map(([s, n]) => `${s}×${n}`).join(" ");
      return [
        r.name,
        String(r.connections),
        String(r.latencies.length),
        (r.latencies.length / r.seconds).toFixed(0),
        percentile(sorted, 50).toFixed(1),
        percentile(sorted, 95).toFixed(1),
        percentile(sorted, 99).toFixed(1),
        (sorted.at(-1) ?? NaN).toFixed(1),
        statuses,
        String(r.errors),
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
    console.log(line(header));
    console.log(widths.map((w) => "-".repeat(w)).join("  "));
    for (const r of rows) console.log(line(r));
    console.log(`\n${booked} booking requests in all; every one asked for a distinct slot, so each should be a 201.`);
  } finally {
    cleanup();
    if (server) fs.rmSync(server.dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
