/**
 * The public pages as the server renders them, against the production server
 * (playwright.config.ts): every route's h1, content and shared chrome, titles and metadata,
 * sitemap and robots, security headers, schema.org data, the 404 page. What visitors see
 * and do in the browser: public-visitors.spec.ts.
 */
import { expect, test } from "./fixtures/worker";
import { formatIstDate } from "../../lib/content/legal";
import { localePath } from "../../lib/i18n/locales";
import { h1s, PUBLIC_PATHS, ROUTES, textOf } from "../fixtures/e2e/public-pages";

test.describe("server-rendered pages", () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its h1, content and shared chrome`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const text = textOf(html);

      const headings = h1s(html);
      expect(headings).toHaveLength(1);
      expect(headings[0]).toMatch(route.h1);

      for (const t of route.texts) expect(text, `"${t}" on ${route.path}`).toContain(t);
      for (const h of route.html ?? []) expect(html, `${h} on ${route.path}`).toContain(h);

      // Chrome: skip link, header phone, footer contact block and legal links, widget tooltip.
      expect(text).toContain("Skip to main content");
      expect(text).toContain("Emergency: 24/7");
      expect(text).toContain(`© ${new Date().getFullYear()}`);
      expect(text).toContain("Need help? Chat with us!");
      for (const p of ["/privacy", "/terms", "/sitemap"]) expect(html).toContain(`href="${p}"`);

      // Everything is self-hosted: no script from another origin.
      for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(m[1]).toMatch(/^\//);
    });
  }

  test("every page has a unique title, a description, OpenGraph tags and a canonical URL", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PATHS) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, path).toBeTruthy();
      expect(new URL(canonical!).pathname).toBe(path);
      const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
      expect(new URL(ogUrl!).pathname).toBe(path);
    }
    expect(titles.size).toBe(PUBLIC_PATHS.length);
  });

  test("Privacy and Terms show today's date in India as 'Last Updated'", async ({ request, page }) => {
    const today = formatIstDate(new Date());
    const yesterday = formatIstDate(new Date(Date.now() - 86_400_000));
    for (const path of ["/privacy", "/terms"]) {
      const text = textOf(await (await request.get(path)).text());
      const served = /Last Updated: (\d{1,2} \w+ \d{4})/.exec(text)?.[1];
      // The server renders the date when the page is (re)generated, at most an hour ago.
      expect([today, yesterday]).toContain(served);
      // In the browser it is always today.
      await page.goto(path);
      await expect(page.getByText(`Last Updated: ${today}`)).toBeVisible();
    }
  });

  test("/sitemap.xml lists every public page, /robots.txt keeps crawlers out of /admin and /api", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    // each page in English and in Tamil (tests/unit/seo-sitemap.test.ts reads the hreflang alternates)
    expect(locs.sort()).toEqual(PUBLIC_PATHS.flatMap((p) => [p, localePath("ta", p)]).sort());

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const body = await robots.text();
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Disallow: \/api$/m);
    expect(body).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  test("security headers are set and X-Powered-By is not", async ({ request }) => {
    for (const path of ["/", "/contact", "/sitemap.xml"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toContain("default-src 'self'");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });

  test("home and about carry schema.org MedicalClinic and Physician with Mon–Sat 18:00–21:00 hours", async ({
    request,
  }) => {
    for (const path of ["/", "/about"]) {
      const html = await (await request.get(path)).text();
      const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(raw, path).toBeTruthy();
      type Node = {
        "@type": string;
        telephone: string;
        address: { streetAddress: string };
        openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      };
      const graph = JSON.parse(raw!)["@graph"] as Node[];
      const types = graph.map((n) => n["@type"]);
      expect(types).toEqual(expect.arrayContaining(["MedicalClinic", "IndividualPhysician"]));
      for (const node of graph) {
        expect(node.telephone).toMatch(/\d/);
        expect(node.address.streetAddress).toBeTruthy();
        const [hours] = node.openingHoursSpecification;
        expect(hours.dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
        expect(hours.opens).toBe("18:00");
        expect(hours.closes).toBe("21:00");
      }
    }
  });

  test("an unknown address answers 404 with a helpful page and navigation", async ({ request, page }) => {
    const res = await request.get("/no-such-page");
    expect(res.status()).toBe(404);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Pages on this site" });
    for (const name of ["Home", "About", "Services", "Contact", "Sitemap"]) {
      await expect(pages.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await pages.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comprehensive heart care");
  });
});
