/**
 * `npm run bench` — the performance figures of docs/performance.md (not a test).
 *
 * Builds nothing: it needs an existing production build (`npm run build`) and Debian's nginx
 * (installed when missing and run as root). It starts what it needs on loopback and prints:
 *   1. public pages: requests/s and p95 of the same pages served three ways in one run — bare
 *      `next start`, the deploy kit's nginx site (deploy/nginx/clinic.conf, its cache) in front
 *      of it, and bare nginx serving the build's prerendered files — with the deployed stack's
 *      rate as a share of bare nginx's and the kit's cache statuses;
 *   2. Lighthouse (mobile preset, Debian's Chromium) on every public page, English and Tamil,
 *      through the deployed stack (as patients get them), each against the aims, with its LCP
 *      element, and each Tamil page's performance score against its English one;
 *   3. JavaScript each public page loads, gzipped, from the build output: React and Next's
 *      runtime and our own code apart, against the aims — and a check that no admin code is
 *      among it;
 *   4. the booking, admin and backup benchmarks, on SQLite and on PostgreSQL;
 *   5. the prescription PDF (scripts/bench-prescription.ts: Chromium, no database).
 * Parts 1–3 are scripts/bench/pages.ts, lighthouse.ts and javascript.ts (settings.ts: what they share).
 * Env: BENCH_SECONDS (per load scenario, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_ROUNDS (the public pages' three servers take turns in this many slices, default 5),
 * BENCH_SKIP (comma list of: pages, lighthouse, js, booking, admin, backup, prescription), BENCH_LIGHTHOUSE=next
 * (Lighthouse against bare `next start` instead of the deployed stack), BENCH_LIGHTHOUSE_RUNS (runs
 * per page, the median kept; default 1), NEXT_DIST_DIR.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startKitNginx } from "../deploy/nginx/loopback";
import { javascript } from "./bench/javascript";
import { lighthouse } from "./bench/lighthouse";
import { ensureNginx, pages, type Kit } from "./bench/pages";
import { freePort, ROOT, startServer } from "./bench/server";
import { distDir, heading, SECONDS, SKIP } from "./bench/settings";

function subBenchmark(title: string, script: string, env: Record<string, string>) {
  for (const db of ["sqlite", "postgresql"]) {
    heading(`${title} — ${db === "sqlite" ? "SQLite" : "PostgreSQL"}`);
    const run = spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), [script], {
      cwd: ROOT,
      env: { ...process.env, ...env, BENCH_DB: db },
      encoding: "utf8",
      timeout: 900_000,
    });
    // the table and its notes, without the servers' start-up lines
    const lines = `${run.stdout}`
      .split("\n")
      .filter((l) => !/^(▲|-|✓| {2}-|\{"t")|Ready in|First admin/.test(l.trim()) || /^-{3,}/.test(l.trim()));
    console.log(lines.join("\n").trim() || `(no output; exit ${run.status})\n${run.stderr.slice(-2000)}`);
  }
}

async function main() {
  console.log(`# Benchmark run — ${new Date().toISOString()}`);
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, build ${distDir}/, commit ${commit || "?"}`,
  );
  const needsServer = !SKIP.has("pages") || !SKIP.has("lighthouse");
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let kit: Kit | null = null;
  try {
    if (needsServer) {
      ensureNginx();
      const httpsPort = await freePort();
      const httpPort = await freePort();
      // the app's own address is the kit's, as deploy/install.sh sets it
      server = await startServer({ readyPath: "/", env: { SITE_URL: `https://127.0.0.1:${httpsPort}` } });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-kit-"));
      kit = {
        dir,
        nginx: await startKitNginx({ dir, upstreamPort: Number(new URL(server.url).port), httpsPort, httpPort }),
      };
    }
    if (server && kit && !SKIP.has("pages")) await pages(server.url, kit);
    if (server && kit && !SKIP.has("lighthouse"))
      await lighthouse(
        process.env.BENCH_LIGHTHOUSE === "next"
          ? { url: server.url, through: "bare next start (plain HTTP, BENCH_LIGHTHOUSE=next)", kit: false }
          : { url: kit.nginx.url, through: "the deployed stack (kit's nginx over HTTPS + next start)", kit: true },
      );
  } finally {
    kit?.nginx.stop();
    if (kit) fs.rmSync(kit.dir, { recursive: true, force: true });
    await server?.stop();
  }
  if (!SKIP.has("js")) javascript();
  if (!SKIP.has("booking"))
    subBenchmark("Booking (npm run bench:booking)", "scripts/bench-booking.ts", {
      BENCH_SECONDS: String(Math.min(SECONDS, 10)),
    });
  if (!SKIP.has("admin")) subBenchmark("Admin lists (npm run bench:admin)", "scripts/bench-admin.ts", {});
  if (!SKIP.has("backup")) subBenchmark("Backups (npm run bench:backup)", "scripts/bench-backup.ts", {});
  if (!SKIP.has("prescription")) {
    heading("Prescription PDFs (npm run bench:prescription)");
    const run = spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/bench-prescription.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 300_000,
    });
    console.log(run.stdout.trim() || `(no output; exit ${run.status})\n${run.stderr.slice(-2000)}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
