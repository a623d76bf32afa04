/**
 * What visitors see and do on the public pages in Chromium at 390 and 1280 px: counts, footer,
 * header, navigation, menu, contact widget, skip link, and axe-core on every page. The
 * server-rendered HTML of every page: public.spec.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import { animationsSettled } from "../fixtures/e2e/page-checks";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { PUBLIC_PATHS } from "../fixtures/e2e/public-pages";

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
    await expect(cards.filter({ has: page.getByRole("heading", { name: "ECG", exact: true }) })).toContainText(
      "15–20 minutes",
    );
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

  test("the mobile menu opens, closes, and closes on route change", { tag: "@mobile" }, async ({ page }, testInfo) => {
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
    // open, the tooltip is gone and no longer describes the button
    await expect(tooltip).toBeHidden();
    await expect(page.getByRole("button", { name: "Close contact options" })).not.toHaveAttribute(
      "aria-describedby",
      /./,
    );

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
    await expect(toggle).toHaveAccessibleDescription("Need help? Chat with us!");

    // Escape closes it too, and focus stays on the button.
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
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
  await animationsSettled(page);
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

// At a phone's width: the desktop layouts get the stricter check of every impact in
// public-validators.spec.ts, and these ran the weaker one on the same desktop pages.
test.describe("accessibility (axe-core)", () => {
  for (const path of [...PUBLIC_PATHS, "/no-such-page"]) {
    test(
      `${path} has no serious or critical violations at a phone's width`,
      { tag: "@mobile" },
      async ({ page }, testInfo) => {
        test.skip(testInfo.project.name !== "mobile", "desktop: public-validators.spec.ts checks every impact");
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
  }

  test(
    "open menu and open widget have no serious or critical violations",
    { tag: "@mobile" },
    async ({ page }, testInfo) => {
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
    },
  );
});

test(
  "on a phone the floating contact button never covers the ambulance number: 108 is tap-to-call, and the button steps aside from it",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a phone-width rule");
    const widget = page.locator("[data-floating-contact]");
    for (const [path, ambulance] of [
      ["/contact", page.locator("#book a[href='tel:108']")],
      ["/ta/patient-info", page.locator("a[href='tel:108']").last()],
    ] as const) {
      await page.goto(path);
      await expect(ambulance).toBeVisible();
      await expect(widget).toHaveCSS("opacity", "1");
      // the number scrolled to the bottom of the screen, where the button floats
      await ambulance.evaluate((a) => window.scrollBy(0, a.getBoundingClientRect().bottom - window.innerHeight + 24));
      await expect(widget).toHaveCSS("opacity", "0");
      await expect(widget).toHaveCSS("pointer-events", "none");
    }
  },
);

test(
  "on a phone the floating contact button steps aside while a form field is filled in",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "a phone-width rule");
    await page.goto("/contact");
    const widget = page.locator("[data-floating-contact]");
    await expect(widget).toHaveCSS("opacity", "1");
    const name = page.getByLabel(/Patient's full name/);
    await name.focus();
    await expect(widget).toHaveCSS("opacity", "0");
    await name.blur();
    await expect(widget).toHaveCSS("opacity", "1");
  },
);
