import { defineConfig, devices } from "@playwright/test";

/** The admin each worker's server creates at start (tests/e2e/fixtures/worker.ts). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-123456" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers, each with a production server and database of its own (tests/e2e/fixtures/worker.ts,
  // which also sets baseURL); a file's tests stay together in one worker.
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
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
    // The phone width re-runs only what depends on it: tests tagged @mobile (menus, layouts,
    // overflow, sticky bars); everything else is width-independent and runs once, on desktop.
    {
      name: "mobile",
      grep: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
});
