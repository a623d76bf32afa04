/**
 * Patient Info, Contact, Privacy and Terms in Tamil (FEATURES.md §6), at 390 px and 1280 px:
 * the page says it is Tamil (`<html lang="ta-IN">`), its headings are Tamil, the Tamil font
 * renders (no boxes), long Tamil words wrap inside their boxes and nothing scrolls sideways,
 * links stay in Tamil, axe finds nothing. Full-page screenshots for a person to look at.
 */
import { expect, test } from "./fixtures/worker";
import { formatIstDate } from "../../lib/content/legal";
import { shot } from "../fixtures/e2e/manage";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { overflowingText, TAMIL, tamilInBoxes } from "../fixtures/e2e/tamil";

const PAGES = [
  { path: "/ta/patient-info", name: "patient-info", h1: "உங்கள் முன்பதிவுக்குத் தயாராகுங்கள்" },
  { path: "/ta/contact", name: "contact", h1: "எங்களைத் தொடர்பு கொள்ளுங்கள்" },
  { path: "/ta/privacy", name: "privacy", h1: "தனியுரிமைக் கொள்கை" },
  { path: "/ta/terms", name: "terms", h1: "சேவை விதிமுறைகள்" },
];

for (const { path, name, h1 } of PAGES) {
  test(`${path} reads in Tamil and fits the screen`, { tag: "@mobile" }, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, test.info(), `tamil-${name}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);

    // Every heading of the page's own content is Tamil.
    const headings = await page.locator("main :is(h1, h2, h3)").allInnerTexts();
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(headings.filter((h) => !TAMIL.test(h))).toEqual([]);

    // Links to the site's pages keep the language.
    const hrefs = await page.locator("main a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((href) => !/^\/ta(\/|#|$)/.test(href ?? ""))).toEqual([]);

    // The self-hosted Tamil font draws every Tamil word (Chromium here has no Tamil font of its own).
    expect(await tamilInBoxes(page)).toEqual([]);

    await expectNoSidewaysScroll(page);
    expect(await overflowingText(page)).toEqual([]);
    await expectNoA11yViolations(page);
  });
}

test("the legal pages date 'Last Updated' in Tamil", async ({ page }) => {
  const today = formatIstDate(new Date(), "ta");
  for (const path of ["/ta/privacy", "/ta/terms"]) {
    await page.goto(path);
    await expect(page.getByText(`கடைசியாகப் புதுப்பிக்கப்பட்டது: ${today}`)).toBeVisible();
    await expect(page.locator("time")).toHaveText(/^\d{1,2} \S+, \d{4}$/);
  }
});

test("the English pages keep their words", async ({ page }) => {
  await page.goto("/patient-info");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preparing for your appointment");
  await expect(page.getByRole("heading", { name: "Arrive 15 minutes early" })).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByText(`Last Updated: ${formatIstDate(new Date())}`)).toBeVisible();
});
