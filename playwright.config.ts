import fs from "node:fs";
import { defineConfig, devices, type Project } from "@playwright/test";

/** The admin each worker's server creates at start (tests/e2e/fixtures/worker.ts). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-password-123456" };

// The phone width re-runs only what depends on it: tests tagged @mobile (menus, layouts,
// overflow, sticky bars); everything else is width-independent and runs once, on desktop.
const PROJECTS: Project[] = [
  {
    name: "mobile",
    grep: /@mobile/,
    use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false },
  },
  { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
];

/**
 * E2E_REVERSE=1: the same projects, one pair per spec file, last file first — Playwright runs
 * files in name order, and every spec must pass in any order on data of its own
 * (tests/e2e/fixtures/worker.ts).
 */
function projectsPerFileReversed(): Project[] {
  const files = fs.readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"));
  return files.reverse().flatMap((file) => PROJECTS.map((p) => ({ ...p, testMatch: file })));
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers, each with a production server and database of its own (tests/e2e/fixtures/worker.ts,
  // which also sets baseURL); a file's tests stay together in one worker.
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // What a person waits for is awaited by each step; the test's own limit only catches a hang,
  // and a busy two-core machine takes 25–35 s for the longest desk journeys.
  timeout: 60_000,
  use: {
    trace: "off",
    launchOptions: {
      // Debian's chromium-headless-shell: the old headless mode Playwright runs its own headless
      // tests in, with no browser window machinery. On the same specs it took a quarter less CPU
      // than the full /usr/bin/chromium (docs/decisions/022); the server still prints PDFs with chromium.
      executablePath: "/usr/bin/chromium-headless-shell",
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
  projects: process.env.E2E_REVERSE === "1" ? projectsPerFileReversed() : PROJECTS,
});
