/**
 * `npm run bench` — the performance figures of docs/performance.md (not a test).
 *
 * Builds nothing: it needs an existing production build (`npm run build`). It starts what
 * it needs on loopback and prints:
 *   1. public pages: requests/s and p95 of `next start` serving /, /services and /contact,
 *      in the same run as nginx (Debian's package, installed when missing) serving the same
 *      prerendered HTML, and their ratio;
 *   2. Lighthouse (mobile preset, Debian's Chromium) on every public page, English and Tamil,
 *      and each Tamil page's performance score against its English one;
 *   3. JavaScript each public page loads, gzipped, from the build output — and a check that
 *      no admin code is among it;
 *   4. the booking, admin and backup benchmarks, on SQLite and on PostgreSQL.
 * Env: BENCH_SECONDS (per load scenario, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_SKIP (comma list of: pages, lighthouse, js, booking, admin, backup), NEXT_DIST_DIR.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ms, printTable, runLoad, summarise } from "./bench/load";
import { freePort, requireBuild, ROOT, startServer } from "./bench/server";
import { localePath, splitLocalePath } from "../lib/i18n/locales";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/patient-info",
  "/testimonials",
  "/contact",
  "/privacy",
  "/terms",
  "/sitemap",
];
/** Every public page in English and in Tamil (FEATURES.md §6). */
const ALL_PAGES = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((page) => localePath("ta", page))];
const LOAD_PAGES = ["/", "/services", "/contact"];
const LIGHTHOUSE = "lighthouse@13.5.0";
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run";

const distDir = requireBuild();
const dist = path.join(ROOT, distDir);
/** A page's prerendered file: under the `[locale]` segment's folder (English pages are /en/… inside). */
const htmlFile = (page: string) => {
  const { locale, path: inner } = splitLocalePath(page);
  return path.join(dist, "server", "app", `${locale}${inner === "/" ? "" : inner}.html`);
};

function heading(title: string) {
  console.log(`\n## ${title}\n`);
}

function ensureNginx(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (found) return found;
  console.log("Installing Debian's nginx for the comparison…");
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "ignore",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return "/usr/sbin/nginx";
}

/** nginx serving the build's prerendered HTML and static files, one worker (as Next has one process). */
async function startNginx(): Promise<{ url: string; stop(): void }> {
  const nginx = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-nginx-"));
  const port = await freePort();
  const conf = `
worker_processes 1;
daemon off;
user root;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dist, "server", "app")};
    location = / { try_files /en.html =404; }
    location /ta { try_files $uri.html =404; }
    location / { try_files /en$uri.html $uri =404; }
    location /_next/static/ { alias ${path.join(dist, "static")}/; }
  }
}`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore", detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function pages(nextUrl: string) {
  heading(`Public pages: next start vs nginx (${CONNECTIONS} connections, ${SECONDS} s each, same machine)`);
  const nginx = await startNginx();
  try {
    const rows: string[][] = [];
    for (const page of LOAD_PAGES) {
      const next = summarise(
        await runLoad(`next ${page}`, nextUrl, CONNECTIONS, SECONDS, () => ({ path: page }), { path: page }),
      );
      const static_ = summarise(
        await runLoad(`nginx ${page}`, nginx.url, CONNECTIONS, SECONDS, () => ({ path: page }), { path: page }),
      );
      rows.push([
        page,
        next.rps.toFixed(0),
        ms(next.p95),
        static_.rps.toFixed(0),
        ms(static_.p95),
        `${((next.rps / static_.rps) * 100).toFixed(0)}%`,
        `${next.statuses} / ${static_.statuses}`,
      ]);
    }
    printTable(
      ["page", "next req/s", "next p95 ms", "nginx req/s", "nginx p95 ms", "next/nginx", "statuses"],
      rows,
      [0, 6],
    );
    console.log("\nAim: next start at least half of nginx's rate.");
  } finally {
    nginx.stop();
  }
}

function lighthouse(nextUrl: string) {
  heading("Lighthouse (mobile preset, simulated throttling)");
  const rows: string[][] = [];
  const performance = new Map<string, number>();
  for (const page of ALL_PAGES) {
    const out = path.join(os.tmpdir(), `lh-${process.pid}.json`);
    const run = spawnSync(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        `${nextUrl}${page}`,
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, encoding: "utf8", timeout: 180_000 },
    );
    if (run.status !== 0 || !fs.existsSync(out)) {
      rows.push([page, "failed", "", "", "", "", "", ""]);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    fs.rmSync(out, { force: true });
    const score = (c: string) => String(Math.round((report.categories[c]?.score ?? 0) * 100));
    const audit = (a: string) => report.audits[a]?.numericValue as number;
    performance.set(page, Math.round((report.categories.performance?.score ?? 0) * 100));
    rows.push([
      page,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
      audit("cumulative-layout-shift").toFixed(3),
      `${audit("total-blocking-time").toFixed(0)} ms`,
    ]);
  }
  printTable(["page", "perf", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT"], rows);
  console.log("\nAim: 100 in all four; LCP under 1.5 s; CLS 0.");
  heading("Lighthouse performance: Tamil against English");
  printTable(
    ["page", "English", "Tamil", "Tamil − English"],
    PUBLIC_PAGES.map((page) => {
      const [english, tamil] = [performance.get(page), performance.get(localePath("ta", page))];
      const gap = english === undefined || tamil === undefined ? "" : String(tamil - english);
      return [page, String(english ?? "failed"), String(tamil ?? "failed"), gap];
    }),
  );
  console.log("\nAim: every Tamil page within 2 points of its English page.");
}

function javascript() {
  heading("JavaScript loaded by each public page (gzipped, from the build output)");
  const adminMarkers = ["Restricted Access - Authorized Personnel Only", "/api/admin/login", "adminFetch"];
  const rows: string[][] = [];
  for (const page of ALL_PAGES) {
    const html = fs.readFileSync(htmlFile(page), "utf8");
    // nomodule scripts (legacy polyfills) are never fetched by a modern browser
    const scripts = [
      ...new Set(
        [...html.matchAll(/<script[^>]*>/g)]
          .filter((m) => !/nomodule/i.test(m[0]))
          .map((m) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(m[0])?.[1])
          .filter((src): src is string => Boolean(src)),
      ),
    ];
    let raw = 0;
    let gzip = 0;
    let admin = false;
    for (const src of scripts) {
      const code = fs.readFileSync(path.join(dist, "static", src.replace("/_next/static/", "")));
      raw += code.length;
      gzip += zlib.gzipSync(code, { level: 9 }).length;
      const text = code.toString("utf8");
      if (adminMarkers.some((m) => text.includes(m))) admin = true;
    }
    rows.push([
      page,
      String(scripts.length),
      `${(raw / 1024).toFixed(1)} KB`,
      `${(gzip / 1024).toFixed(1)} KB`,
      admin ? "YES" : "no",
    ]);
  }
  printTable(["page", "scripts", "raw", "gzipped", "admin code"], rows);
  console.log("\nAim: under 100 KB gzipped; no admin code on a public page.");
}

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
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, build ${distDir}/`,
  );
  const needsServer = !SKIP.has("pages") || !SKIP.has("lighthouse");
  const server = needsServer ? await startServer({ readyPath: "/" }) : null;
  try {
    if (server && !SKIP.has("pages")) await pages(server.url);
    if (server && !SKIP.has("lighthouse")) lighthouse(server.url);
  } finally {
    await server?.stop();
  }
  if (!SKIP.has("js")) javascript();
  if (!SKIP.has("booking"))
    subBenchmark("Booking (npm run bench:booking)", "scripts/bench-booking.ts", {
      BENCH_SECONDS: String(Math.min(SECONDS, 10)),
    });
  if (!SKIP.has("admin")) subBenchmark("Admin lists (npm run bench:admin)", "scripts/bench-admin.ts", {});
  if (!SKIP.has("backup")) subBenchmark("Backups (npm run bench:backup)", "scripts/bench-backup.ts", {});
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
