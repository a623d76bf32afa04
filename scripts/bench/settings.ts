/**
 * What every part of `npm run bench` shares: the run's settings (BENCH_* env, see scripts/bench.ts),
 * the public pages, issue 18's aims, the build measured, and the report's formatting.
 */
import path from "node:path";
import { PUBLIC_PAGES as SITE_PAGES } from "../../lib/content/navigation";
import { localePath, splitLocalePath } from "../../lib/i18n/locales";
import { requireBuild, ROOT } from "./server";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The public-page runs are taken in turns, this many slices of SECONDS / ROUNDS each. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
/** The public pages, in the sitemap's order (lib/content/navigation.ts). */
export const PUBLIC_PAGES = SITE_PAGES.map((page) => page.path);
/** Every public page in English and in Tamil (FEATURES.md §6). */
export const ALL_PAGES = [...PUBLIC_PAGES, ...PUBLIC_PAGES.map((page) => localePath("ta", page))];
export const LOAD_PAGES = ["/", "/services", "/contact", "/ta"];
/** Issue 18's aims. */
export const AIM = {
  stackShare: 90, // % of bare nginx's rate
  ownJsKb: 10, // gzipped, beyond React and Next's runtime
  ownJsContactKb: 35, // /contact, both languages: the booking form
  performance: 100,
  lcpSeconds: 1.5,
  cls: 0,
};

export const distDir = requireBuild();
export const dist = path.join(ROOT, distDir);
/** A page's prerendered file: under the `[locale]` segment's folder (English pages are /en/… inside). */
export const htmlFile = (page: string) => {
  const { locale, path: inner } = splitLocalePath(page);
  return path.join(dist, "server", "app", `${locale}${inner === "/" ? "" : inner}.html`);
};
export const isContact = (page: string) => splitLocalePath(page).path === "/contact";
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function heading(title: string) {
  console.log(`\n## ${title}\n`);
}
