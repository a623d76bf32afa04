/**
 * Starts an extra production server (`npm start`'s scripts/start.ts, on the build
 * scripts/e2e.sh made) for browser-level tests that need their own process and settings.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";

const ROOT = path.join(__dirname, "..", "..");

export type TestServer = { ctx: APIRequestContext; baseURL: string; stop(): Promise<void> };

export async function startServer(port: number, env: Record<string, string>): Promise<TestServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SITE_URL: baseURL,
      CLINIC_DISABLE_SCHEDULER: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/robots.txt`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server on ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { ctx: await playwrightRequest.newContext({ baseURL }), baseURL, stop };
}
