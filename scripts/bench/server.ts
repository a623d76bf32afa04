/**
 * Benchmarks' production server: `tsx scripts/start.ts` on loopback with NODE_ENV=production,
 * a free port and a throw-away data folder (or the database the caller gives). Needs an
 * existing production build: benchmarks build nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createBenchPgDatabase } from "./pg";

export const ROOT = path.join(__dirname, "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const hasBuild = (distDir = process.env.NEXT_DIST_DIR || ".next") =>
  fs.existsSync(path.join(ROOT, distDir, "BUILD_ID"));

export function requireBuild(distDir = process.env.NEXT_DIST_DIR || ".next"): string {
  if (!hasBuild(distDir)) {
    console.error(`No production build in ${distDir}/. Benchmarks build nothing: run \`npm run build\` first.`);
    process.exit(1);
  }
  return distDir;
}

export type BenchServer = {
  url: string;
  dir: string;
  /** the server's process group (start script, next, workers) */
  pgid: number;
  admin: { username: string; password: string };
  stop(): Promise<void>;
};

export async function startServer(
  options: { env?: Record<string, string>; dir?: string; readyPath?: string } = {},
): Promise<BenchServer> {
  const distDir = requireBuild();
  const ownDir = !options.dir;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "clinic-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_DB=postgresql: a fresh PostgreSQL database unless the caller names one.
  const pg = !options.env?.DATABASE_URL && process.env.BENCH_DB === "postgresql" ? await createBenchPgDatabase() : null;
  const admin = { username: "bench-admin", password: `bench-${Math.random().toString(36).slice(2)}-${Date.now()}` };
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
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
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      CLINIC_DISABLE_SCHEDULER: "1",
      LOG_LEVEL: "warn",
      // The load generator stands in for one trusted proxy: its X-Forwarded-For names each client.
      TRUST_PROXY: "1",
      // the benchmarks' admin signs in with a password alone (two-factor is measured by no benchmark)
      REQUIRE_TWO_FACTOR: "0",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      ...options.env,
    },
  });
  const kill = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  const stop = async () => {
    kill();
    await new Promise((r) => setTimeout(r, 500));
    if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  };
  process.once("exit", kill);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await pg?.drop();
      throw new Error(`server exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}${options.readyPath ?? "/api/appointments/slots?date=2030-01-07"}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("server did not start within 120 s");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, dir, pgid: child.pid!, admin, stop };
}

/** Signs in as the server's admin; returns the Cookie header value. */
export async function signIn(server: BenchServer): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(server.admin),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}
