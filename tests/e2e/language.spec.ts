/**
 * English and Tamil on the patient side (FEATURES.md §6), as a visitor meets them at 390 and
 * 1280 px: the header's switcher (in the other language's own name, outside the mobile menu, a
 * 44 px target) keeps the page, its query and #fragment; links keep the page's language;
 * `<html lang>` and the hreflang alternates in each page's head; the 404 pages in their
 * language; the chrome's own words in Tamil on Tamil pages; axe clean. Screenshots for review
 * go to SHOTS_DIR when it is set, from the mobile run.
 */
import fs from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { MESSAGES } from "../../messages";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

const SHOTS = process.env.SHOTS_DIR;
const ta = MESSAGES.ta;

/**
 * The site's chrome (banner, header, footer) fits the width: nothing in it reaches past the
 * viewport's right edge (the pages' own content is their specs').
 */
async function expectChromeFits(page: Page) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("[data-announcement] *, header *, footer *")]
      .filter((el) => el.getClientRects().length > 0 && !el.closest(".sr-only, [hidden], .invisible"))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName} ${(el.textContent ?? "").trim().slice(0, 40)}`);
  });
  expect(outside).toEqual([]);
}

/** The switcher: a link named in the other language. */
const switcher = (page: Page) => page.locator("header a[data-language-switcher]");

/**
 * Clicks the switcher once it points where a person would go: its link gains the page's query
 * and #fragment when focused or pointed at, which works only once the page has hydrated, so it
 * is focused again until the href is `href` (a click before hydration would drop them).
 */
async function followSwitcher(page: Page, href: string) {
  const link = switcher(page);
  await expect(async () => {
    await link.blur();
    await link.focus();
    await expect(link).toHaveAttribute("href", href, { timeout: 500 });
  }).toPass();
  await link.click();
}

/** A screenshot for review, from one project's run (the mobile one unless told). */
async function shot(page: Page, name: string, { fullPage = false, project = "mobile" } = {}) {
  if (!SHOTS || test.info().project.name !== project) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

test(
  "the switcher takes /about to /ta/about and back, in view without opening the menu, a 44 px target",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await shot(page, "B-header-en-390");
    const toTamil = switcher(page);
    await expect(toTamil).toBeVisible();
    await expect(toTamil).toHaveText("தமிழ்");
    await expect(toTamil).toHaveAttribute("lang", "ta-IN");
    await expect(toTamil).toHaveAttribute("hreflang", "ta-IN");
    await expect(toTamil).toHaveAttribute("href", "/ta/about");
    const box = (await toTamil.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    if (page.viewportSize()!.width < 1024) {
      // the menu is closed, and the switcher is not in it
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("#mobile-menu a[data-language-switcher]")).toHaveCount(0);
    }

    await toTamil.click();
    await expect(page).toHaveURL(/\/ta\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const toEnglish = switcher(page);
    await expect(toEnglish).toHaveText("English");
    await expect(toEnglish).toHaveAttribute("lang", "en-IN");
    await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
    await expect(toEnglish).toHaveAttribute("href", "/about");
    await expectChromeFits(page);
    await shot(page, "B-header-390");
    await shot(page, "B-header-ta-1280", { project: "desktop" });

    await toEnglish.click();
    await expect(page).toHaveURL(/\/about$/);
    expect(new URL(page.url()).pathname).toBe("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  },
);

test("the switcher keeps the query and the #fragment; the home page is / and /ta", async ({ page }) => {
  await page.goto("/services?from=leaflet#ecg");
  await followSwitcher(page, "/ta/services?from=leaflet#ecg");
  await expect(page).toHaveURL(/\/ta\/services\?from=leaflet#ecg$/);
  await followSwitcher(page, "/services?from=leaflet#ecg");
  await expect(page).toHaveURL(/\/services\?from=leaflet#ecg$/);
  expect(new URL(page.url()).pathname).toBe("/services");

  await page.goto("/");
  await expect(switcher(page)).toHaveAttribute("href", "/ta");
  await page.goto("/ta");
  await expect(switcher(page)).toHaveAttribute("href", "/");
});

test("links on a Tamil page stay in Tamil: header, mobile menu, footer", { tag: "@mobile" }, async ({ page }) => {
  await page.goto("/ta/about");
  const wide = page.viewportSize()!.width >= 1024;
  if (wide) {
    const nav = page.getByRole("navigation", { name: ta.shell.mainNav, exact: true });
    await expect(nav.getByRole("link", { name: "சேவைகள்" })).toHaveAttribute("href", "/ta/services");
    await expect(nav.getByRole("link", { name: "முகப்பு" })).toHaveAttribute("href", "/ta");
    await expect(nav.getByRole("link", { name: "மருத்துவர் பற்றி" })).toHaveAttribute("aria-current", "page");
  } else {
    const toggle = page.getByRole("button", { name: ta.shell.openMenu });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: ta.shell.mobileNav });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "தொடர்புக்கு" })).toHaveAttribute("href", "/ta/contact");
    await expect(menu.getByRole("link", { name: "மருத்துவர் பற்றி" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: ta.shell.closeMenu })).toBeVisible();
    await expect(page.locator("#mobile-menu")).toContainText(ta.info.hours.label);
    await expect(switcher(page)).toBeVisible();
    await page.waitForTimeout(350); // the menu's 0.3 s opening
    await shot(page, "B-menu-ta-390");
    await page.keyboard.press("Escape");
  }

  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: ta.site.footer.quickLinks })).toBeVisible();
  await expect(footer.getByRole("link", { name: "தனியுரிமைக் கொள்கை" })).toHaveAttribute("href", "/ta/privacy");
  await expect(footer.getByRole("link", { name: ta.site.footer.allServices })).toHaveAttribute("href", "/ta/services");
  await expect(footer.getByRole("link", { name: "ஆஞ்சியோகிராம் (Angiography)" })).toHaveAttribute(
    "href",
    /^\/ta\/services#/,
  );
  await expect(footer).toContainText("அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.");
  await expect(footer.getByRole("button", { name: ta.shell.backToTop })).toBeVisible();
  if (SHOTS && !wide && test.info().project.name === "mobile") {
    fs.mkdirSync(SHOTS, { recursive: true });
    // the footer whole: the sticky header would be drawn over its top
    await footer.screenshot({ path: `${SHOTS}/B-footer-ta-390.png`, style: "header { visibility: hidden; }" });
  }
  await expectChromeFits(page);
});

test(
  "Tamil pages' chrome speaks Tamil: skip link, contact widget, tagline, WhatsApp greeting",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/ta/contact");
    await expect(page.getByRole("link", { name: ta.site.skipLink })).toHaveAttribute("href", "#main");
    await expect(page.locator("header")).toContainText(ta.site.tagline);
    const widget = page.getByRole("complementary", { name: ta.shell.contact.region });
    await widget.getByRole("button", { name: ta.shell.contact.openLabel }).click();
    const panel = widget.getByRole("group", { name: ta.shell.contact.title });
    await expect(panel).toBeVisible();
    const chat = panel.getByRole("link", { name: ta.shell.contact.whatsapp });
    const href = (await chat.getAttribute("href"))!;
    expect(decodeURIComponent(href.split("text=")[1])).toBe(ta.site.whatsappGreeting);
    await expect(panel.getByRole("button", { name: ta.shell.contact.close })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await panel.getByRole("button", { name: ta.shell.contact.close }).click();

    // and the English page is as it always was
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    await page.getByRole("button", { name: "Chat with us on WhatsApp or call" }).click();
    const english = page.getByRole("group", { name: "How can we help?" }).getByRole("link", { name: "WhatsApp" });
    expect(decodeURIComponent((await english.getAttribute("href"))!.split("text=")[1])).toBe(
      "Hello, I would like to know more about consultation options and treatments at your clinic.",
    );
  },
);

/** The `<link rel="alternate" hreflang>` tags and the canonical of a page's server-rendered head. */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  // an address as a crawler reads it (Next writes the site's root without its slash)
  const url = (href: string) => new URL(href).href;
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], url(m[2])]),
  );
  const found = /<link rel="canonical" href="([^"]+)"\/>/.exec(head)?.[1];
  const canonical = found && url(found);
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  return { alternates, canonical, lang };
}

test("each page's head names both languages (hreflang, x-default) and its own canonical; <html lang>", async ({
  request,
  baseURL,
}) => {
  const home = headLinks(await (await request.get("/")).text());
  expect(home).toEqual({
    alternates: { "en-IN": `${baseURL}/`, "ta-IN": `${baseURL}/ta`, "x-default": `${baseURL}/` },
    canonical: `${baseURL}/`,
    lang: "en-IN",
  });
  const contact = headLinks(await (await request.get("/ta/contact")).text());
  expect(contact).toEqual({
    alternates: {
      "en-IN": `${baseURL}/contact`,
      "ta-IN": `${baseURL}/ta/contact`,
      "x-default": `${baseURL}/contact`,
    },
    canonical: `${baseURL}/ta/contact`,
    lang: "ta-IN",
  });
  for (const [path, lang] of [
    ["/ta", "ta-IN"],
    ["/ta/about", "ta-IN"],
    ["/about", "en-IN"],
    ["/ta/sitemap", "ta-IN"],
  ]) {
    expect([path, headLinks(await (await request.get(path)).text()).lang]).toEqual([path, lang]);
  }
});

test("an unknown address answers 404 in its language", { tag: "@mobile" }, async ({ page, request }) => {
  for (const [path, lang, heading] of [
    ["/nope", "en-IN", "Page not found"],
    ["/ta/nope", "ta-IN", ta.site.notFound.heading],
  ]) {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  // the Tamil one links to the Tamil pages
  await expect(page.getByRole("link", { name: ta.shell.goHome })).toHaveAttribute("href", "/ta");
  await expect(page.getByRole("link", { name: "தள வரைபடம்" }).last()).toHaveAttribute("href", "/ta/sitemap");
  await expect(page).toHaveTitle(new RegExp(`^${ta.site.notFound.title}`));
  await expectNoSidewaysScroll(page);
  await shot(page, "B-404-ta-390", { fullPage: true });
});

test("/ta and /ta/sitemap pass axe and do not scroll sideways", { tag: "@mobile" }, async ({ page }) => {
  for (const path of ["/ta", "/ta/sitemap"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.site.sitemap.title);
});

test("an English page draws தமிழ் from its 1 KB face and never fetches the Tamil text face; a Tamil page preloads it", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  const loadedFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replaceAll('"', ""));
    });

  await page.goto("/about");
  await expect(switcher(page)).toHaveText("தமிழ்");
  await expect.poll(loadedFaces).toContain("Clinic Tamil Label");
  expect(await page.evaluate(() => document.fonts.check('600 14px "Clinic Tamil Label"', "தமிழ்"))).toBe(true);
  expect(fonts.filter((f) => f.includes("tamil-label"))).toHaveLength(1);
  expect(fonts.filter((f) => f.includes("noto-sans-tamil"))).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

  // A Tamil page asks for its face from the head, beside the stylesheet: the very file the
  // stylesheet names, fetched once.
  await page.goto("/ta/about");
  await expect.poll(loadedFaces).toContain("Clinic Tamil");
  const preloaded = page.locator('link[rel="preload"][as="font"]');
  await expect(preloaded).toHaveCount(1);
  const href = (await preloaded.getAttribute("href"))!;
  expect(href).toMatch(/^\/_next\/static\/media\/noto-sans-tamil\.[\w-]+\.woff2$/);
  expect(fonts.filter((f) => f.includes("noto-sans-tamil"))).toEqual([href]);
});
