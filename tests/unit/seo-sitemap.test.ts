/**
 * sitemap.xml (FEATURES.md §6): every public page in both languages, each entry naming all its
 * languages' addresses (hreflang en-IN, ta-IN and x-default, the English) — read from the XML
 * Next writes from app/sitemap.ts, the way a crawler reads it.
 */
import { resolveSitemap } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import sitemap from "@/app/sitemap";
import { clinic } from "@/lib/content/clinic";
import { PUBLIC_PAGES } from "@/lib/content/navigation";

type Entry = { loc: string; alternates: Record<string, string> };

/** The <url> entries of a sitemap: each address and its hreflang alternates. */
function parse(xml: string): Entry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)![1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
    ),
  }));
}

const site = clinic().siteUrl;
const xml = resolveSitemap(sitemap());
const entries = parse(xml);

describe("sitemap.xml", () => {
  it("declares the xhtml namespace its hreflang links use", () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists every public page in English at its own address and in Tamil under /ta", () => {
    const paths = entries.map((e) => e.loc.slice(site.length));
    const expected = PUBLIC_PAGES.flatMap((p) => [p.path, p.path === "/" ? "/ta" : `/ta${p.path}`]);
    expect(paths.sort()).toEqual(expected.sort());
    expect(paths).toHaveLength(PUBLIC_PAGES.length * 2);
    expect(entries.every((e) => e.loc.startsWith(`${site}/`))).toBe(true);
  });

  it("gives each entry both languages and x-default (the English), the same for a page's two entries", () => {
    for (const page of PUBLIC_PAGES) {
      const en = `${site}${page.path}`;
      const ta = `${site}${page.path === "/" ? "/ta" : `/ta${page.path}`}`;
      const alternates = { "en-IN": en, "ta-IN": ta, "x-default": en };
      expect(entries.find((e) => e.loc === en)?.alternates).toEqual(alternates);
      expect(entries.find((e) => e.loc === ta)?.alternates).toEqual(alternates);
    }
  });

  it("keeps the admin area and the API out", () => {
    expect(entries.filter((e) => /\/(admin|api)(\/|$)/.test(e.loc))).toEqual([]);
  });
});
