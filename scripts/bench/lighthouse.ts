/**
 * Bench part 2: Lighthouse (mobile preset, Debian's Chromium) on every public page, English and
 * Tamil, against issue 18's aims, and each Tamil page's performance score against its English one.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { localePath } from "../../lib/i18n/locales";
import { printTable } from "./load";
import { AIM, ALL_PAGES, heading, PUBLIC_PAGES } from "./settings";

const LIGHTHOUSE = "lighthouse@13.5.0";
/** Lighthouse runs per page, the median kept: its simulated timings scale the CPU time it observed. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --ignore-certificate-errors";

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

export async function lighthouse(target: { url: string; through: string; kit: boolean }) {
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
