import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formatIstDate } from "../../lib/content/legal";

/** Every public route, the one h1 it must have and what a visitor must see in the server-rendered HTML. */
const ROUTES: { path: string; h1: RegExp; texts: string[]; html?: string[] }[] = [
  {
    path: "/",
    h1: /^Dr\. \S+/,
    texts: [
      "INTERVENTIONAL CARDIOLOGIST",
      "MD General Medicine",
      "DM Cardiology",
      "Book Appointment",
      "WhatsApp Connect",
      "Angiography & Angioplasty",
      "Stent Placement & TAVR",
      "Valvular Heart Disease",
      "View All Services",
      "15+ Years of Experience",
      "10,000+ Patients Treated",
      "100% Patient Satisfaction",
      "5,000+ Procedures Performed",
      "8+ Research Papers",
      "What our patients say",
      "Book Your Appointment",
      "Call Now",
    ],
    html: ['href="/about"', 'href="/testimonials"', 'href="/contact#book"', 'href="https://wa.me/'],
  },
  {
    path: "/about",
    h1: /^Dr\. \S+/,
    texts: [
      "Qualifications & Credentials",
      "DM (Cardiology)",
      "Areas of specialization",
      "Achievements",
      "Publications",
      "Indian Heart Journal",
      "Our Mission",
      "Patient-Centered Care",
      "Preventive Approach",
      "Evidence-Based Medicine",
    ],
    html: ['href="https://pubmed.ncbi.nlm.nih.gov/?term=', 'rel="noopener noreferrer"'],
  },
  {
    path: "/services",
    h1: /^Comprehensive heart care$/,
    texts: ["ECG", "15–20 minutes", "Mitral Valve Repair/Replacement", "3–5 hours", "TAVR", "Care you can rely on"],
  },
  {
    path: "/patient-info",
    h1: /^Preparing for your appointment$/,
    texts: [
      "Photo ID",
      "Previous medical records",
      "List of current medications",
      "Insurance card (optional)",
      "Arrive 15 minutes early",
      "Cash",
      "Credit/Debit Cards",
      "Insurance",
      "24/7 Emergency Contact",
    ],
    html: ['href="tel:'],
  },
  {
    path: "/testimonials",
    h1: /^Stories from our patients$/,
    texts: ["10,000+ Patients Treated", "15+ Years of Experience", "100% Patient Satisfaction", "Rated 5 out of 5"],
  },
  {
    path: "/contact",
    h1: /^Get in touch$/,
    texts: ["Contact details", "Address", "Phone", "Email", "Hours", "Mon-Sat: 6:00 PM - 9:00 PM", "Book Your Appointment"],
    html: ['id="book"', 'href="mailto:', 'href="https://www.google.com/maps'],
  },
  { path: "/privacy", h1: /^Privacy Policy$/, texts: ["Last Updated:", "Your rights"] },
  {
    path: "/terms",
    h1: /^Terms of Service$/,
    texts: [
      "Last Updated:",
      "10 minutes early",
      "24-hour cancellation notice",
      "108",
      "Payment is due at the time of service",
      "Sunday: by appointment only",
    ],
  },
  {
    path: "/sitemap",
    h1: /^All pages$/,
    texts: ["Home", "About", "Services", "Patient Info", "Testimonials", "Contact", "Privacy Policy", "Terms of Service"],
    html: ['href="/patient-info"', 'href="/privacy"', 'href="/terms"'],
  },
];

const PUBLIC_PATHS = ROUTES.map((r) => r.path);

/** The visible text of server HTML: scripts and tags removed, common entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");
}

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]).trim());
}

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

  test("/sitemap.xml lists every public page, /robots.txt keeps crawlers out of /admin and /api", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs.sort()).toEqual([...PUBLIC_PATHS].sort());

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

  test("home and about carry schema.org MedicalClinic and Physician with Mon–Sat 18:00–21:00 hours", async ({ request }) => {
    for (const path of ["/", "/about"]) {
      const html = await (await request.get(path)).text();
      const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(raw, path).toBeTruthy();
      const graph = JSON.parse(raw!)["@graph"] as Record<string, any>[];
      const types = graph.map((n) => n["@type"]);
      expect(types).toEqual(expect.arrayContaining(["MedicalClinic", "Physician"]));
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

test.describe("what visitors see", () => {
  test("pages show the counts the clinic promises", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('ul[aria-labelledby="credentials-heading"] > li')).toHaveCount(8);
    await expect(page.locator('section[aria-labelledby="specializations-heading"] h3')).toHaveCount(10);
    await expect(page.locator('section[aria-labelledby="achievements-heading"] li')).toHaveCount(12);
    const papers = page.locator('section[aria-labelledby="research-heading"] article');
    await expect(papers).toHaveCount(9);
    const first = papers.first();
    await expect(first.getByRole("link")).toHaveAttribute("href", /^https:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//);
    await expect(first.getByRole("link")).toHaveAttribute("target", "_blank");
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="philosophy-heading"] h3')).toHaveText([
      "Patient-Centered Care",
      "Preventive Approach",
      "Evidence-Based Medicine",
    ]);
    await expect(page.getByRole("img", { name: /heart with a steady heartbeat/ })).toBeVisible();

    await page.goto("/services");
    const cards = page.locator('section[aria-labelledby="catalog-heading"] article');
    await expect(cards).toHaveCount(28);
    await expect(cards.filter({ has: page.getByRole("heading", { name: "ECG", exact: true }) })).toContainText("15–20 minutes");
    await expect(
      cards.filter({ has: page.getByRole("heading", { name: "Mitral Valve Repair/Replacement" }) }),
    ).toContainText("3–5 hours");
    await expect(page.locator('section[aria-labelledby="why-heading"] h3')).toHaveCount(3);

    await page.goto("/testimonials");
    await expect(page.locator("main figure")).toHaveCount(6);

    await page.goto("/");
    await expect(page.locator("main figure")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Book Appointment" }).first()).toHaveAttribute("href", /^\/contact/);
    await expect(page.getByRole("link", { name: "View All Services" }).first()).toHaveAttribute("href", "/services");
  });

  test("the footer lists the first 8 services, contact details and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const services = footer.getByRole("navigation", { name: "Our Services" }).getByRole("listitem");
    await expect(services).toHaveCount(8);
    await expect(services.first()).toHaveText("Angiography");
    for (const link of await services.getByRole("link").all()) {
      expect(await link.getAttribute("href")).toMatch(/^\/services(#[a-z0-9-]+)?$/);
    }
    await expect(footer.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
    await expect(footer.getByRole("link", { name: /Chennai/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByText("Mon-Sat: 6:00 PM - 9:00 PM")).toBeVisible();
    await expect(footer.getByText("Emergency: 24/7")).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    for (const [name, href] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Sitemap", "/sitemap"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    // Back to top scrolls smoothly to the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the header changes style once scrolled more than 50 px", async ({ page }) => {
    await page.goto("/services");
    const header = page.getByRole("banner");
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const before = await shadow();

    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(shadow).not.toBe(before);
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("desktop navigation highlights the current page", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the desktop navigation shows from 1024 px");
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link")).toHaveCount(6);
    await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole("link", { name: "Patient Info" }).click();
    await expect(page).toHaveURL(/\/patient-info$/);
    await expect(nav.getByRole("link", { name: "Patient Info" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("the mobile menu opens, closes, and closes on route change", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the menu toggle shows below 1024 px");
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator("#mobile-menu");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    const mobileNav = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(mobileNav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:/);
    await expect(menu.getByText("Mon-Sat: 6:00 PM - 9:00 PM")).toBeVisible();
    const duration = await menu.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(",").map((d) => d.trim())).toContain("0.3s");

    await close.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    // Escape closes it too.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // Following a link closes it.
    await toggle.click();
    await mobileNav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    // ...and so does any other route change, e.g. going back.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });

  test("the floating widget offers WhatsApp, Call Now and Close", async ({ page }) => {
    await page.goto("/patient-info");
    const toggle = page.getByRole("button", { name: "Chat with us on WhatsApp or call" });
    const tooltip = page.locator("#contact-widget-tooltip");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleDescription("Need help? Chat with us!");
    await toggle.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Need help? Chat with us!");
    await expect(tooltip).toBeVisible();

    await toggle.click();
    const panel = page.locator("#contact-widget-panel");
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close contact options" })).toHaveAttribute("aria-expanded", "true");
    await expect(tooltip).toHaveCount(0);

    const whatsapp = panel.getByRole("link", { name: "WhatsApp" });
    const href = (await whatsapp.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=\S+$/);
    const message = new URL(href).searchParams.get("text")!;
    expect(message).toMatch(/consultation options and treatments/);
    expect(href).not.toContain(" ");
    expect(href).toContain(encodeURIComponent(message));
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    await expect(panel.getByRole("link", { name: /Call Now/ })).toHaveAttribute("href", /^tel:\+?\d+$/);

    await panel.getByRole("button", { name: "Close" }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(tooltip).toHaveCount(1);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

/** Waits until CSS transitions and animations (menu slide, widget fade) have finished. */
async function settled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length))
    .toBe(0);
}

async function seriousViolations(page: Page) {
  await settled(page);
  // @axe-core/playwright types `page` against its own copy of playwright-core; same object at run time.
  type AxePage = ConstructorParameters<typeof AxeBuilder>[0]["page"];
  const results = await new AxeBuilder({ page: page as unknown as AxePage }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test.describe("accessibility (axe-core)", () => {
  for (const path of [...PUBLIC_PATHS, "/no-such-page"]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("open menu and open widget have no serious or critical violations", async ({ page }, testInfo) => {
    await page.goto("/");
    if (testInfo.project.name === "mobile") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
    }
    await page.getByRole("button", { name: "Chat with us on WhatsApp or call" }).click();
    await expect(page.locator("#contact-widget-panel")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("on a phone the floating contact button steps aside while a form field is filled in", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "a phone-width rule");
  await page.goto("/contact");
  const widget = page.locator("[data-floating-contact]");
  await expect(widget).toHaveCSS("opacity", "1");
  const name = page.getByLabel(/Patient's full name/);
  await name.focus();
  await expect(widget).toHaveCSS("opacity", "0");
  await name.blur();
  await expect(widget).toHaveCSS("opacity", "1");
});
