/**
 * Bench part 3: the JavaScript each public page loads, gzipped, from the build output — React and
 * Next's runtime and our own code apart, against the aims — and no admin code among it.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { printTable } from "./load";
import { AIM, ALL_PAGES, dist, heading, htmlFile, isContact, kb } from "./settings";

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

export function javascript() {
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
