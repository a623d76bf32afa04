/**
 * `npm run bench:admin` — latency of the admin area's heavy reads at clinic-archive scale
 * (not a test).
 *
 * Seeds 100,000 patients and 200,000 appointments (13 slots a day, Sundays skipped, about
 * 49 years of days around today) into a throw-away SQLite database, starts the production
 * server on it, signs in, and prints p50/p95 of:
 *   - patient search            GET /api/admin/patients?search=…   ("n/a" while that call does not exist),
 *                               all term kinds together, then each kind on its own
 *   - a date's appointments     GET /api/appointments/data?date=…
 *   - all appointments, page 1  GET /api/appointments/data?page=1&pageSize=50
 *   - the dashboard counts      GET /api/admin/stats
 *   - and, for information, page 2,000 of all appointments (offset paging's worst case)
 * one request at a time over one keep-alive connection, after a warm-up. Aim: p95 < 50 ms.
 *
 * It needs an existing production build and builds nothing: run `npm run build` first (or
 * point NEXT_DIST_DIR at another build folder). The database is migrated the normal way
 * (`tsx scripts/db.ts migrate`); only the seeding writes rows directly with better-sqlite3,
 * in one transaction, because the API's one-row-at-a-time writes would take many minutes.
 * The server is `tsx scripts/start.ts` with NODE_ENV=production on 127.0.0.1 and a free
 * port, its own admin account, and the backup scheduler off. The load generator runs on the
 * same machine and takes CPU from the server.
 *
 * Env: BENCH_PATIENTS (100000), BENCH_APPOINTMENTS (200000), BENCH_REQUESTS (per call, 300),
 * NEXT_DIST_DIR (.next), BENCH_KEEP=1 keeps the temporary folder.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { SLOT_TIMES, addDays, isSunday, todayIst } from "../lib/clinic-time";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 100_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const TARGET_MS = 50;
const ROOT = path.join(__dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const ADMIN = { username: "bench-admin", password: `bench-${Math.random().toString(36).slice(2)}-${Date.now()}` };

const FIRST = ["Lakshmi", "Arun", "Priya", "Karthik", "Meena", "Suresh", "Divya", "Ravi", "Anitha", "Vijay", "Kavya", "Senthil", "Deepa", "Ganesh", "Revathi", "Mohan", "Sangeetha", "Bala", "Nithya", "Ramesh"];
const LAST = ["Raman", "Krishnan", "Subramanian", "Iyer", "Nair", "Reddy", "Pillai", "Menon", "Rao", "Natarajan", "Sundaram", "Venkatesh", "Murthy", "Chandran", "Gopal", "Srinivasan", "Kumar", "Balaji", "Rajan", "Shankar"];
const SERVICES = ["ECG", "Cardiac Consultation", "Echocardiography", "Heart Checkup", "Stress Test", "Angiography", "Angioplasty"];
const SEXES = ["Male", "Female", "Other"];

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

const patientName = (i: number) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
const patientPhone = (i: number) => `9${String(840_000_000 + i).padStart(9, "0")}`;

/** The clinic dates the appointments occupy: Sundays skipped, 13 slots each, today about 80% of the way in. */
function bookingDays(count: number): string[] {
  const days = Math.ceil(count / SLOT_TIMES.length);
  let date = addDays(todayIst(new Date()), -Math.round(days * 0.8 * (7 / 6)));
  const out: string[] = [];
  while (out.length < days) {
    if (!isSunday(date)) out.push(date);
    date = addDays(date, 1);
  }
  return out;
}

/** Patients and appointments straight into the migrated file, in one transaction. */
function seed(file: string): { days: string[]; seconds: number } {
  const started = performance.now();
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  const at = new Date().toISOString().replace("Z", "+00:00");
  const insertPatient = db.prepare(
    `INSERT INTO "Patient" (id, name, nameKey, email, emailKey, phone, phoneKey, age, sex, address, occupation, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAppointment = db.prepare(
    `INSERT INTO "Appointment" (id, timestamp, patientId, name, email, phone, age, sex, serviceRequired, preferredDate, preferredTime,
       additionalInfo, address, occupation, status, source, createdAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const days = bookingDays(APPOINTMENTS);
  const base = Date.UTC(2000, 0, 1);
  db.transaction(() => {
    for (let i = 1; i <= PATIENTS; i++) {
      const name = patientName(i);
      const email = i % 4 === 0 ? null : `patient${i}@example.com`;
      const phone = patientPhone(i);
      insertPatient.run(i, name, name.toLowerCase(), email, email, phone, phone, 20 + (i % 70), SEXES[i % 3], i % 2 ? `${i} Gandhi Road, Chennai` : null, i % 3 ? "Teacher" : null, at, at);
    }
    for (let j = 0; j < APPOINTMENTS; j++) {
      const p = (j % PATIENTS) + 1;
      const name = patientName(p);
      insertAppointment.run(
        j + 1,
        new Date(base + j * 1000).toISOString(),
        p,
        name,
        p % 4 === 0 ? null : `patient${p}@example.com`,
        patientPhone(p),
        20 + (p % 70),
        SEXES[p % 3],
        SERVICES[j % SERVICES.length],
        days[Math.floor(j / SLOT_TIMES.length)],
        SLOT_TIMES[j % SLOT_TIMES.length],
        j % 5 === 0 ? "Breathless on exertion for two weeks; follow-up after ECG." : null,
        p % 2 ? `${p} Gandhi Road, Chennai` : null,
        p % 3 ? "Teacher" : null,
        j % 3 === 0 ? "Done" : "",
        "web",
        at,
      );
    }
  })();
  db.close();
  return { days, seconds: (performance.now() - started) / 1000 };
}

async function startServer(dir: string, distDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(TSX, ["scripts/start.ts"], {
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
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      CLINIC_DISABLE_SCHEDULER: "1",
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/appointments/slots?date=${todayIst(new Date())}`);
      if (res.ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 90 s");
    await new Promise((r) => setTimeout(r, 300));
  }
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

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type Row = { name: string; p50: string; p95: string; max: string; statuses: string; bytes: string; verdict: string };

async function measure(base: string, cookie: string, name: string, pathFor: (i: number) => string, requests = REQUESTS): Promise<Row> {
  const probe = await get(base, pathFor(0), cookie);
  if (probe.status === 404) return { name, p50: "n/a", p95: "n/a", max: "n/a", statuses: "404 (no such call yet)", bytes: "", verdict: "" };
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
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return {
    name,
    p50: percentile(times, 50).toFixed(1),
    p95: p95.toFixed(1),
    max: times[times.length - 1].toFixed(1),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" "),
    bytes: `${Math.round(bytes / requests / 1024)} KB`,
    verdict: p95 < TARGET_MS ? "ok" : `over ${TARGET_MS} ms`,
  };
}

async function main() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(path.join(ROOT, distDir, "BUILD_ID"))) {
    console.error(`No production build in ${distDir}/. This benchmark builds nothing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-bench-admin-"));
  const file = path.join(dir, "clinic.db");
  let server: { url: string; child: ChildProcess } | null = null;
  const cleanup = () => {
    if (server) stopServer(server.child);
    agent.destroy();
    if (process.env.BENCH_KEEP !== "1") fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`Kept ${dir}`);
  };
  process.on("SIGINT", () => {
    cleanup();
    process.exit(130);
  });

  try {
    execFileSync(TSX, ["scripts/db.ts", "migrate"], { cwd: ROOT, env: { ...process.env, DATABASE_URL: `file:${file}` }, stdio: "pipe" });
    const { days, seconds } = seed(file);
    const size = ["", "-wal"].reduce((s, x) => s + (fs.statSync(file + x, { throwIfNoEntry: false })?.size ?? 0), 0);
    console.log(
      `Seeded ${PATIENTS.toLocaleString("en-US")} patients and ${APPOINTMENTS.toLocaleString("en-US")} appointments ` +
        `(${days[0]} to ${days[days.length - 1]}) in ${seconds.toFixed(1)} s; database ${(size / 1024 / 1024).toFixed(0)} MB.`,
    );

    server = await startServer(dir, distDir);
    const base = server.url;
    const cookie = await signIn(base);
    console.log(`Server ${base} (${distDir}), ${os.cpus().length} CPUs; ${REQUESTS} requests per call, one at a time, after ${WARM_UP} warm-up.\n`);

    // Search terms of four kinds, taken in turn: a surname (thousands of matches), a first
    // and last name, a phone's first digits, and an email's local part (one match).
    const someone = (i: number) => ((i * 7919) % PATIENTS) + 1;
    const TERMS: [string, (i: number) => string][] = [
      ["surname", (i) => LAST[i % LAST.length]],
      ["first and last name", (i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`],
      ["phone digits", (i) => patientPhone(someone(i)).slice(0, 7)],
      ["email word", (i) => `patient${someone(i)}`],
    ];
    const search = (term: (i: number) => string) => (i: number) => `/api/admin/patients?search=${encodeURIComponent(term(i))}`;
    const dateAt = (i: number) => days[(i * 104_729) % days.length];

    const rows = [
      await measure(base, cookie, "patient search (all kinds)", search((i) => TERMS[i % TERMS.length][1](i))),
      ...(await (async () => {
        const out: Row[] = [];
        for (const [kind, term] of TERMS) out.push(await measure(base, cookie, `  search: ${kind}`, search(term), REQUESTS / 4));
        return out[0].p50 === "n/a" ? [] : out;
      })()),
      await measure(base, cookie, "a date's appointments", (i) => `/api/appointments/data?date=${dateAt(i)}`),
      await measure(base, cookie, "all appointments, page 1 of 50", () => "/api/appointments/data?page=1&pageSize=50"),
      await measure(base, cookie, "dashboard counts", () => "/api/admin/stats"),
      // for information: a page deep into the list (offset paging reads past the earlier rows)
      await measure(base, cookie, "all appointments, page 2,000", () => "/api/appointments/data?page=2000&pageSize=50"),
    ];

    const header: Row = { name: "call", p50: "p50 ms", p95: "p95 ms", max: "max ms", statuses: "statuses", bytes: "body", verdict: `p95 < ${TARGET_MS} ms` };
    const keys = Object.keys(header) as (keyof Row)[];
    const widths = keys.map((k) => Math.max(...[header, ...rows].map((r) => r[k].length)));
    const line = (r: Row) => keys.map((k, i) => (i === 0 || k === "statuses" || k === "verdict" ? r[k].padEnd(widths[i]) : r[k].padStart(widths[i]))).join("  ");
    console.log(line(header));
    console.log(widths.map((w) => "-".repeat(w)).join("  "));
    for (const r of rows) console.log(line(r));
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
