import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// A throw-away data folder per run, so browser tests never touch the development database.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "clinic-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-123456" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "mobile", use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node_modules/.bin/tsx scripts/start.ts",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `file:${path.join(dataDir, "clinic.db")}`,
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      BACKUPS_DIR: path.join(dataDir, "backups"),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // The tests stand in for one trusted reverse proxy: their X-Forwarded-For names each
      // client, so per-client limits stay out of one another's way.
      TRUST_PROXY: "1",
      // The browser specs spread their bookings over days of their own, up to ~300 days ahead.
      BOOKING_HORIZON_DAYS: "400",
    },
  },
});
