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
 *   4. the booking, admin and backup benchmarks, on SQLite and on PostgreSQL.
 * Env: BENCH_SECONDS (per load scenario, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_ROUNDS (the public pages' three servers take turns in this many slices, default 5),
 * BENCH_SKIP (comma list of: pages, lighthouse, js, booking, admin, backup), BENCH_LIGHTHOUSE=next
 * (Lighthouse against bare `next start` instead of the deployed stack), BENCH_LIGHTHOUSE_RUNS (runs
 * per page, the median kept; default 1), NEXT_DIST_DIR.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  NGINX,
  renderSite,
  selfSignedCertificate,
  startKitNginx,
  startNginx as startLoopbackNginx,
  writeNginxConf,
  type LoopbackNginx,
} from "../deploy/nginx/loopback";
import { mergeResults, ms, printTable, runLoad, summarise, type LoadResult } from "./bench/load";
import { freePort, requireBuild, ROOT, startServer } from "./bench/server";
import { localePath, splitLocalePath } from "../lib/i18n/locales";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The public-page runs are taken in turns, this many slices of SECONDS / ROUNDS each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
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
const LOAD_PAGES = ["/", "/services", "/contact", "/ta"];
/** Issue 18's aims. */
const AIM = {
  stackShare: 90, // % of bare nginx's rate
  ownJsKb: 10, // gzipped, beyond React and Next's runtime
  ownJsContactKb: 35, // /contact, both languages: the booking form
  performance: 100,
  lcpSeconds: 1.5,
  cls: 0,
};
const LIGHTHOUSE = "lighthouse@13.5.0";
/** Lighthouse runs per page, the median kept: its simulated timings scale the CPU time it observed. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --ignore-certificate-errors";

const distDir = requireBuild();
const dist = path.join(ROOT, distDir);
/** A page's prerendered file: under the `[locale]` segment's folder (English pages are /en/… inside). */
const htmlFile = (page: string) => {
  const { locale, path: inner } = splitLocalePath(page);
  return path.join(dist, "server", "app", `${locale}${inner === "/" ? "" : inner}.html`);
};
const isContact = (page: string) => splitLocalePath(page).path === "/contact";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function heading(title: string) {
  console.log(`\n## ${title}\n`);
}

function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  console.log("Installing Debian's nginx for the comparison…");
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "ignore",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return NGINX;
}

/**
 * Bare nginx serving the build's prerendered HTML and static files from disk, with the kit's
 * TLS (its certificate and its ssl_* lines), one worker (as Next has one process): the
 * ceiling the deployed stack is measured against.
 */
async function startBareNginx(certDir: string): Promise<LoopbackNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-nginx-"));
  const port = await freePort();
  const { cert, key } = selfSignedCertificate(certDir);
  const tls = renderSite({
    CACHE_DIR: dir,
    UPSTREAM_PORT: "1",
    HTTP_PORT: "1",
    HTTPS_PORT: "1",
    DOMAIN: "127.0.0.1",
    SSL_CERT: cert,
    SSL_KEY: key,
  })
    .split("\n")
    .filter((line) => /^\s*ssl_/.test(line));
  const site = `
server {
  listen 127.0.0.1:${port} ssl http2;
${tls.join("\n")}
  root ${path.join(dist, "server", "app")};
  location = / { try_files /en.html =404; }
  location /ta { try_files $uri.html =404; }
  location / { try_files /en$uri.html $uri =404; }
  location /_next/static/ { alias ${path.join(dist, "static")}/; }
}`;
  const nginx = await startLoopbackNginx(dir, writeNginxConf(dir, site), port, "/");
  return { ...nginx, stop: () => (nginx.stop(), fs.rmSync(dir, { recursive: true, force: true })) };
}

/** The deployed stack: the kit's site (its own temp folder, cache and certificate) in front of `next`. */
type Kit = { nginx: LoopbackNginx; dir: string };

async function pages(nextUrl: string, kit: Kit) {
  heading(
    `Public pages: next start, the deployed stack (kit's nginx + next start), bare nginx (${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns, same machine)`,
  );
  console.log(
    "Both nginx runs: HTTPS (same certificate and TLS settings, HTTP/1.1 keep-alive, handshakes before the clock), one worker;\n" +
      "next start: plain HTTP on loopback. Requests ask for no compression (none of the three gzips).\n",
  );
  const bare = await startBareNginx(kit.dir);
  try {
    const rows: string[][] = [];
    const cache: string[][] = [];
    for (const page of LOAD_PAGES) {
      // in turns, ROUNDS slices each, so a neighbour's burst of CPU falls on all three alike
      const runs: LoadResult[][] = [[], [], []];
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, base, countHeader] of [
          [0, nextUrl, undefined],
          [1, kit.nginx.url, "x-cache-status"],
          [2, bare.url, undefined],
        ] as const) {
          runs[i].push(
            await runLoad(
              page,
              base,
              CONNECTIONS,
              SECONDS / ROUNDS,
              () => ({ path: page }),
              { path: page },
              { countHeader },
            ),
          );
        }
      }
      const merged = runs.map(mergeResults);
      const [next, stack, static_] = merged.map(summarise);
      const answers = merged
        .map((r, i) => `${[next, stack, static_][i].statuses}${r.errors ? ` errors×${r.errors}` : ""}`)
        .join(" / ");
      const share = (stack.rps / static_.rps) * 100;
      rows.push([
        page,
        next.rps.toFixed(0),
        ms(next.p95),
        stack.rps.toFixed(0),
        ms(stack.p95),
        static_.rps.toFixed(0),
        ms(static_.p95),
        `${((next.rps / static_.rps) * 100).toFixed(0)}%`,
        `${share.toFixed(0)}%`,
        share >= AIM.stackShare ? "met" : "NOT MET",
      ]);
      cache.push([page, stack.headerValues, answers]);
    }
    printTable(
      [
        "page",
        "next req/s",
        "next p95 ms",
        "stack req/s",
        "stack p95 ms",
        "nginx req/s",
        "nginx p95 ms",
        "next/nginx",
        "stack/nginx",
        "aim",
      ],
      rows,
      [0, 9],
    );
    console.log(`\nAim: the deployed stack serves public pages at ≥ ${AIM.stackShare} % of bare nginx's rate.\n`);
    printTable(["page", "stack X-Cache-Status", "statuses next / stack / nginx"], cache, [0, 1, 2]);
  } finally {
    bare.stop();
  }
}

/** One GET through the kit (any certificate), so Lighthouse meets the page as the cache holds it. */
function warm(url: string): Promise<void> {
  return new Promise((resolve) => {
    https
      .get(url, { rejectUnauthorized: false, agent: false }, (res) => res.resume().on("end", () => resolve()))
      .on("error", () => resolve());
  });
}

/** The LCP element in a few words: its tag and the start of its text. */
function lcpElement(report: LighthouseReport): string {
  type Node = { type?: string; nodeLabel?: string; snippet?: string };
  const found: Node[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    if ((value as Node).type === "node") found.push(value as Node);
    else for (const v of Object.values(value)) walk(v);
  };
  // Lighthouse 13 names it in the LCP breakdown insight; earlier versions in an audit of its own
  for (const id of ["lcp-breakdown-insight", "largest-contentful-paint-element"]) walk(report.audits[id]?.details);
  const node = found[0];
  if (!node) return "—";
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? "")?.[1] ?? "?";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ");
  return `<${tag}> ${label.length > 32 ? `${label.slice(0, 31)}…` : label}`;
}

type LighthouseReport = {
  categories: Record<string, { score?: number } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
};
const score = (report: LighthouseReport, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

function runLighthouse(url: string): LighthouseReport | null {
  const out = path.join(os.tmpdir(), `lh-${process.pid}.json`);
  const run = spawnSync(
    "npx",
    ["-y", LIGHTHOUSE, url, "--output=json", `--output-path=${out}`, "--quiet", `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, encoding: "utf8", timeout: 180_000 },
  );
  if (run.status !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as LighthouseReport;
  fs.rmSync(out, { force: true });
  return report;
}

async function lighthouse(target: { url: string; through: string; kit: boolean }) {
  heading(
    `Lighthouse (mobile preset, simulated throttling), through ${target.through}` +
      (LIGHTHOUSE_RUNS > 1 ? `, the median of ${LIGHTHOUSE_RUNS} runs per page` : ""),
  );
  const rows: string[][] = [];
  const performance = new Map<string, number>();
  for (const page of ALL_PAGES) {
    const reports: LighthouseReport[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      // the kit's cache holds the page (an expired one is served while it refreshes)
      if (target.kit) await warm(`${target.url}${page}`);
      const report = runLighthouse(`${target.url}${page}`);
      if (report) reports.push(report);
    }
    if (reports.length === 0) {
      rows.push([page, "failed", "", "", "", "", "", "", "", ""]);
      continue;
    }
    // the median run by performance score, as Lighthouse's own docs advise for noisy machines
    const report = reports.sort((a, b) => score(a, "performance") - score(b, "performance"))[
      Math.floor((reports.length - 1) / 2)
    ];
    const category = (c: string) => score(report, c);
    const audit = (a: string) => report.audits[a]?.numericValue as number;
    const perf = category("performance");
    const lcp = audit("largest-contentful-paint") / 1000;
    const cls = audit("cumulative-layout-shift");
    performance.set(page, perf);
    const missed = [
      perf < AIM.performance ? "perf" : "",
      lcp > AIM.lcpSeconds ? "LCP" : "",
      cls.toFixed(3) !== AIM.cls.toFixed(3) ? "CLS" : "",
    ].filter(Boolean);
    rows.push([
      page,
      String(perf),
      String(category("accessibility")),
      String(category("best-practices")),
      String(category("seo")),
      `${lcp.toFixed(2)} s`,
      cls.toFixed(3),
      `${audit("total-blocking-time").toFixed(0)} ms`,
      missed.length ? `NOT MET (${missed.join(", ")})` : "met",
      lcpElement(report),
    ]);
  }
  printTable(["page", "perf", "a11y", "best pr.", "SEO", "LCP", "CLS", "TBT", "aims", "LCP element"], rows, [0, 8, 9]);
  console.log(
    `\nAims: performance ${AIM.performance}, LCP ≤ ${AIM.lcpSeconds} s, CLS ${AIM.cls} (and 100 in accessibility, best practices, SEO).`,
  );
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

/** The scripts a prerendered page loads (nomodule legacy polyfills are never fetched by a modern browser). */
function pageScripts(file: string): string[] {
  const html = fs.readFileSync(file, "utf8");
  return [
    ...new Set(
      [...html.matchAll(/<script[^>]*>/g)]
        .filter((m) => !/nomodule/i.test(m[0]))
        .map((m) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(m[0])?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ];
}

function javascript() {
  heading("JavaScript loaded by each public page (gzipped, level 9, from the build output)");
  const adminMarkers = ["Restricted Access - Authorized Personnel Only", "/api/admin/login", "adminFetch"];
  // React and Next's runtime: what the app's barest page loads — the global 404
  // (app/global-not-found.tsx: no client component of ours), i.e. the build's rootMainFiles,
  // Next's layout router and the 0.6 KB global error boundary every App Router app carries
  const runtime = new Set(pageScripts(path.join(dist, "server", "app", "_not-found.html")));
  const gzipped = new Map<string, number>();
  const rows: string[][] = [];
  for (const page of ALL_PAGES) {
    const scripts = pageScripts(htmlFile(page));
    let total = 0;
    let framework = 0;
    let admin = false;
    for (const src of scripts) {
      const code = fs.readFileSync(path.join(dist, "static", src.replace("/_next/static/", "")));
      if (!gzipped.has(src)) gzipped.set(src, zlib.gzipSync(code, { level: 9 }).length);
      total += gzipped.get(src)!;
      if (runtime.has(src)) framework += gzipped.get(src)!;
      if (adminMarkers.some((m) => code.toString("utf8").includes(m))) admin = true;
    }
    const own = total - framework;
    const aim = isContact(page) ? AIM.ownJsContactKb : AIM.ownJsKb;
    rows.push([
      page,
      String(scripts.length),
      kb(total),
      kb(framework),
      kb(own),
      `≤ ${aim} KB`,
      own <= aim * 1024 ? "met" : "NOT MET",
      admin ? "YES" : "no",
    ]);
  }
  printTable(["page", "scripts", "total", "React+Next", "own", "aim (own)", "met?", "admin code"], rows, [0, 5, 6]);
  console.log(
    `\nReact+Next: the scripts the app's barest page (the global 404, no client code of ours) loads; own:\n` +
      `every other non-nomodule script. KB = 1,024 bytes. Aims: own ≤ ${AIM.ownJsKb} KB on content pages, ≤ ${AIM.ownJsContactKb} KB on /contact\n` +
      "(both languages); no admin code on a public page.",
  );
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
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
